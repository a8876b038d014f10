import type { GatsbyRemarkCodeArgs } from '../../src/shell/codeLinks'

/** The Gatsby remark plugin as gatsby-plugin-mdx calls it (see index.js). */
export default function gatsbyRemarkHeliosCodeLinks(args: GatsbyRemarkCodeArgs, options: { annotate: (args: GatsbyRemarkCodeArgs) => unknown }): void
