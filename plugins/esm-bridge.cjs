// Loads ESM-only unified plugins (remark-gfm, remark-math, rehype-katex) for
// Gatsby's config, which Gatsby compiles to CommonJS. Node >= 20.19 can
// require() an ES module; keeping the require here, behind a computed path in
// gatsby-config.ts, stops Gatsby's config compiler from trying to bundle them.
'use strict'

function load(name) {
  const mod = require(name)
  return mod.default ?? mod
}

module.exports = { load }
