import path from 'node:path'
import type { GatsbyConfig } from 'gatsby'
import { siteConfig } from './src/config/site'
import * as devlogFeeds from './src/node/devlog/feeds'

// remark/rehype plugins for MDX 2 are ESM-only; plugins/esm-bridge.cjs loads them
// for Gatsby's compiled (CommonJS) config.
// eslint-disable-next-line @typescript-eslint/no-var-requires
const esm = require(path.resolve(__dirname, 'plugins', 'esm-bridge.cjs'))

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
    {
      resolve: 'gatsby-source-filesystem',
      // HELIOS_DEVLOG_DIR points a test build at another folder of posts.
      options: { name: 'devlog', path: path.resolve(__dirname, process.env.HELIOS_DEVLOG_DIR ?? 'content/devlog') },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'docs', path: path.resolve(__dirname, 'content/docs') },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'pages', path: path.resolve(__dirname, 'content/pages') },
    },
    // Before gatsby-plugin-mdx: a malformed frontmatter stops the build naming its file.
    'gatsby-plugin-content-guard',
    {
      resolve: 'gatsby-plugin-mdx',
      options: {
        extensions: ['.mdx', '.md'],
        mdxOptions: {
          remarkPlugins: [esm.load('remark-gfm'), esm.load('remark-math')],
          rehypePlugins: [
            esm.load('rehype-slug'),
            [esm.load('rehype-autolink-headings'), { behavior: 'append', properties: { className: ['heading-anchor'], ariaLabel: 'Link to this section' }, content: { type: 'text', value: '#' } }],
            esm.load('rehype-katex'),
          ],
        },
      },
    },
    // Devlog feeds: RSS 2.0 through gatsby-plugin-feed, Atom 1.0 through the local
    // plugin (gatsby-plugin-feed writes RSS only); both from src/node/devlog/feeds.ts.
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
      options: { path: process.env.HELIOS_DOXYGEN_XML ? path.resolve(process.env.HELIOS_DOXYGEN_XML) : path.resolve(__dirname, 'doxygen-xml') },
    },
    // Search records, the embedded index in public/search-index, and the Algolia push (when an admin key is set).
    { resolve: 'gatsby-plugin-helios-search', options: { indexName: siteConfig.title } },
  ],
}

export default config
