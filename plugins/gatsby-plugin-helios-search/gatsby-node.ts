// Thin plugin entry: the search section's build hooks live in src/sections/search/gatsby-node.ts.
export { onPostBuild } from '../../src/sections/search/gatsby-node'
