import type { GatsbyRemarkArgs } from '../../src/sections/api/node/remark-api-links'

/** The Gatsby remark plugin as gatsby-plugin-mdx calls it (see index.js). */
export default function gatsbyRemarkHeliosApiLinks(args: GatsbyRemarkArgs, options: { link: (args: GatsbyRemarkArgs, ignore: readonly string[]) => void; ignore?: readonly string[] }): void
