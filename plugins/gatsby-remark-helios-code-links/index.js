// Gatsby remark plugin entry. gatsby-plugin-mdx imports it with Node's own loader, which cannot read the shell's
// TypeScript, so the step (annotateCodeBlocks, src/shell/codeLinks.ts) arrives as the `annotate` option set in
// gatsby-config.ts; this entry hands it the Mdx node and the data layer's getNodesByType.
module.exports = function gatsbyRemarkHeliosCodeLinks({ markdownAST, markdownNode, getNodesByType }, { annotate }) {
  if (typeof annotate !== 'function') throw new Error('gatsby-remark-helios-code-links: the `annotate` option (annotateCodeBlocks of src/shell/codeLinks.ts) is missing')
  annotate({ markdownAST, markdownNode, getNodesByType })
}
