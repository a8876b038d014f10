/**
 * Webpack loader, every stage: an MDX file's syntax is checked before gatsby-plugin-mdx compiles it, so that a
 * broken post fails its module with the file's own line (src/shell/mdxSyntax.ts says why the plugin's error
 * does not). The check comes in the loader's options (`check`), from the site's TypeScript; the text passes on
 * unchanged.
 */
module.exports = function checkMdxSyntax(source) {
  const { check } = this.getOptions()
  check(require('node:path').relative(this.rootContext, this.resourcePath), source)
  return source
}
