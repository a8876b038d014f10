import path from 'node:path'
import type { GatsbyConfig } from 'gatsby'
import { siteConfig } from './src/shell/config/site'
import { loadPlugins, markdownPlugins } from './src/shell/markdown'
import { annotateCodeBlocks } from './src/shell/codeLinks'
import { devlogContentDir } from './src/sections/devlog/node/contentDir'
import { docsOptions } from './src/sections/docs/options'
import * as devlogFeeds from './src/sections/devlog/node/feeds'
import { linkProse } from './src/sections/api/node/remark-api-links'
import { apiSourceFor } from './src/sections/api/node/source-links'
import { apiXmlFolders } from './src/sections/api/node/pageSources'
import { apiOptions } from './src/sections/api/options'

const apiXml = apiXmlFolders(process.env, __dirname)

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.title,
    description: 'helios is a C++20 3D rendering and game engine. Its devlog, API reference and introduction.',
    siteUrl: siteConfig.siteUrl,
    author: siteConfig.author.name,
  },
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  trailingSlash: 'always',
  plugins: [
    // React's API served by Preact in the browser bundle, the HTML renderer and the development server alike:
    // react-dom alone would fill most of a first visit's JavaScript budget.
    'gatsby-plugin-preact',
    {
      resolve: 'gatsby-source-filesystem',
      // HELIOS_DEVLOG_DIR points a test build at another folder of posts.
      options: { name: 'devlog', path: devlogContentDir(__dirname) },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: docsOptions.docs.source, path: path.resolve(__dirname, docsOptions.docs.dir) },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: docsOptions.pages.source, path: path.resolve(__dirname, docsOptions.pages.dir) },
    },
    // Frontmatter is checked when the build starts (each section's onPreBootstrap, src/shell/frontmatter.ts).
    {
      resolve: 'gatsby-plugin-mdx',
      options: {
        extensions: ['.mdx', '.md'],
        mdxOptions: {
          // The site's one list of markdown plugins (src/shell/markdown.ts); it includes remarkSafeUrls, which
          // passes every link and image URL through the site's one URL sanitiser (src/shell/safeUrl.ts).
          remarkPlugins: loadPlugins(markdownPlugins.remark),
          rehypePlugins: loadPlugins(markdownPlugins.rehypePage),
        },
        // Inline code naming an API entity links to its entry, from the ApiSymbolTable node the API section's
        // createPages makes (gatsby-plugin-mdx runs these after remarkPlugins, so the links are sanitised by
        // construction: their URLs are the pages' own routes).
        // Code blocks whose identifiers link (the HeliosCodeLinks node) get their links as a property of <code>,
        // which the site's rehypeCodeLinks (after the highlighter) splices into the tokens through the URL sanitiser.
        gatsbyRemarkPlugins: [
          { resolve: 'gatsby-remark-helios-api-links', options: { link: linkProse, ignore: apiOptions.proseLinkIgnore } },
          { resolve: 'gatsby-remark-helios-code-links', options: { annotate: annotateCodeBlocks } },
        ],
      },
    },
    // Devlog feeds: RSS 2.0 through gatsby-plugin-feed, Atom 1.0 through the local
    // plugin (gatsby-plugin-feed writes RSS only); both from src/sections/devlog/node/feeds.ts.
    {
      resolve: 'gatsby-plugin-feed',
      options: {
        query: devlogFeeds.FEED_QUERY,
        setup: devlogFeeds.rssSetup(path.resolve(process.cwd(), 'public')),
        feeds: [
          {
            title: 'helios devlog',
            output: devlogFeeds.RSS_OUTPUT,
            query: devlogFeeds.FEED_QUERY,
            serialize: devlogFeeds.rssSerialize(path.resolve(process.cwd(), 'public')),
          },
        ],
      },
    },
    // Favicon, touch icons and the web manifest, all drawn at build time from the site's logo.
    {
      resolve: 'gatsby-plugin-manifest',
      options: {
        name: siteConfig.title,
        short_name: siteConfig.title,
        description: 'The helios engine: devlog, API reference and introduction.',
        start_url: '/',
        display: 'minimal-ui',
        background_color: '#1b1f2a',
        theme_color: '#1b1f2a',
        icon: 'static/img/helios-team.svg',
        // One apple-touch-icon link (gatsby-ssr.tsx) instead of the plugin's eight legacy sizes in every page's
        // head: Safari takes one image and scales it; the manifest lists every size for the others.
        legacy: false,
      },
    },
    {
      resolve: 'gatsby-plugin-sitemap',
      // Redirect stubs (paths with a space, e.g. a post's old slug) stay out of the sitemap.
      options: { query: '{ site { siteMetadata { siteUrl } } allSitePage(filter: { path: { regex: "/^[^ ]*$/" } }) { nodes { path } } }' },
    },
    {
      resolve: 'gatsby-plugin-atom-feed',
      options: {
        output: devlogFeeds.ATOM_OUTPUT,
        query: devlogFeeds.FEED_QUERY,
        serialize: devlogFeeds.atomFeedSpec(path.resolve(process.cwd(), 'public')),
        sitemapAlias: true,
      },
    },
    {
      resolve: 'gatsby-transformer-doxygen',
      options: {
        // The engine's XML, or the XML HELIOS_DOXYGEN_XML names.
        path: apiXml.current,
        // The engine's XML links to the repository of the site config; other XML only to what HELIOS_DOXYGEN_SOURCE_* declare.
        source: apiSourceFor(process.env, siteConfig.apiSource),
        // The engine's releases (versions.json and their snapshots) give each symbol its history; other XML has
        // releases only where HELIOS_DOXYGEN_RELEASES names a folder of the same layout.
        versions: apiXml.releases,
        // The engine's headers are here: the API pages' \code examples are linked by clang. Other XML's are not.
        exampleRoot: process.env.HELIOS_DOXYGEN_XML ? null : __dirname,
      },
    },
  ],
}

export default config
