// Gatsby remark plugin entry. gatsby-plugin-mdx imports it with Node's own loader, which cannot read the API
// section's TypeScript, so the section's step (linkProse, src/sections/api/node/remark-api-links.ts) arrives as the
// `link` option set in gatsby-config.ts; this entry hands it the data layer's getNodesByType.
module.exports = function gatsbyRemarkHeliosApiLinks({ markdownAST, markdownNode, getNodesByType }, { link, ignore }) {
  if (typeof link !== 'function') throw new Error('gatsby-remark-helios-api-links: the `link` option (linkProse of the API section) is missing')
  link({ markdownAST, markdownNode, getNodesByType }, ignore ?? [])
}
