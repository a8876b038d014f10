import path from 'node:path'
import type { GatsbyConfig } from 'gatsby'
import { siteConfig } from './src/shell/config/site'
import { generatedTypesFile } from './src/shell/paths'
import { devlogContentDir } from './src/sections/devlog/node/contentDir'
import { docsOptions } from './src/sections/docs/options'
import * as devlogFeeds from './src/sections/devlog/node/feeds'
import { apiSourceFor } from './src/sections/api/node/source-links'
import { apiXmlFolders } from './src/sections/api/node/pageSources'

const apiXml = apiXmlFolders(process.env, __dirname)

/**
 * A folder of MDX files for gatsby-source-filesystem. `fastHash` makes a File node's digest its modification time and
 * inode, known at once, rather than a hash of the bytes read and then cached: with the hash, two saves of one file a
 * moment apart could finish out of order, and gatsby-plugin-mdx, which keeps each digest's parse, then gave the post
 * the first save's text while the file held the second (the development server showed an older post until the next
 * save; tests/e2e-develop, "saves in quick succession"). A post is read again only when its file is written.
 */
function contentFolder(name: string, folder: string) {
  return { resolve: 'gatsby-source-filesystem', options: { name, path: folder, fastHash: true } }
}

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.title,
    description: 'helios is a C++20 3D rendering and game engine. Its devlog, API reference and introduction.',
    siteUrl: siteConfig.siteUrl,
    author: siteConfig.author.name,
  },
  graphqlTypegen: { typesOutputPath: generatedTypesFile, generateOnBuild: true },
  trailingSlash: 'always',
  // JSX through the automatic runtime (react/jsx-runtime, which gatsby-plugin-preact gives Preact's): an element is
  // one call with its props object, not createElement's argument list copied into new props. An API page is
  // thousands of elements, in the HTML renderer and in the hydration alike (docs/sections/shell.md, "Links").
  jsxRuntime: 'automatic',
  plugins: [
    // React's API served by Preact in the browser bundle, the HTML renderer and the development server alike:
    // react-dom alone would fill most of a first visit's JavaScript budget.
    'gatsby-plugin-preact',
    // HELIOS_DEVLOG_DIR points a test build at another folder of posts.
    contentFolder('devlog', devlogContentDir(__dirname)),
    contentFolder(docsOptions.docs.source, path.resolve(__dirname, docsOptions.docs.dir)),
    contentFolder(docsOptions.pages.source, path.resolve(__dirname, docsOptions.pages.dir)),
    // Mdx nodes of the posts and pages, with their frontmatter (checked when the build starts, src/shell/frontmatter.ts).
    // Their bodies are compiled by the site into data (Mdx.tree, src/shell/mdxBody/), never into webpack modules.
    { resolve: 'gatsby-plugin-mdx', options: { extensions: ['.mdx', '.md'] } },
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
    // Devlog feeds: Atom 1.0 and RSS 2.0 from the same items (src/sections/devlog/node/feeds.ts), through the local
    // plugin; after gatsby-plugin-sitemap, whose output it also copies to /sitemap.xml.
    {
      resolve: 'gatsby-plugin-feeds',
      options: {
        atom: devlogFeeds.ATOM_OUTPUT,
        rss: devlogFeeds.RSS_OUTPUT,
        query: devlogFeeds.FEED_QUERY,
        serialize: devlogFeeds.feedSpec(),
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
