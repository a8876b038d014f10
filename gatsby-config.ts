import path from 'node:path'
import type { GatsbyConfig } from 'gatsby'
import { siteConfig } from './src/config/site'
import { validateSiteConfigShape } from './src/config/validate'

// Fail fast on a malformed configuration, before any plugin runs.
validateSiteConfigShape(siteConfig)

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
      options: { name: 'devlog', path: path.resolve(__dirname, 'content/devlog') },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'docs', path: path.resolve(__dirname, 'content/docs') },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'pages', path: path.resolve(__dirname, 'content/pages') },
    },
    {
      resolve: 'gatsby-plugin-mdx',
      options: {
        extensions: ['.mdx', '.md'],
        mdxOptions: {
          remarkPlugins: [esm.load('remark-gfm'), esm.load('remark-math')],
          rehypePlugins: [esm.load('rehype-katex')],
        },
      },
    },
  ],
}

export default config
