/**
 * Webpack loader, browser bundle only, run right after gatsby-plugin-mdx's layout loader: the page module's
 * import of its compiled MDX becomes a chunk loaded on demand (deferredMdxBody.tsx), so a first visit does not
 * carry the text twice, in the HTML and in the page's script. The HTML renderer keeps the import.
 */
const path = require('node:path')

const COMPILED_MDX_IMPORT = /^import\s+GATSBY_COMPILED_MDX\s+from\s+("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*');?\s*$/m
const RUNTIME = path.join(__dirname, 'deferredMdxBody.tsx')

module.exports = function deferMdxBody(source) {
  const match = COMPILED_MDX_IMPORT.exec(source)
  if (!match) {
    throw new Error(
      `${this.resourcePath}${this.resourceQuery}: gatsby-plugin-mdx's page wrapper no longer imports GATSBY_COMPILED_MDX as expected; ` +
        'src/shell/hydration/defer-mdx-body.cjs needs updating for this version of the plugin',
    )
  }
  const deferred = [
    `import { deferredMdxBody as HELIOS_DEFERRED_MDX_BODY } from ${JSON.stringify(RUNTIME)};`,
    `const GATSBY_COMPILED_MDX = HELIOS_DEFERRED_MDX_BODY(() => import(${match[1]}));`,
    // Evaluated after the first page has rendered: this page is being navigated to, so its body is loaded before
    // Gatsby renders it. Evaluated for the first page itself: nothing is loaded (the body is in the HTML).
    'await GATSBY_COMPILED_MDX.ready;',
  ].join('\n')
  return source.slice(0, match.index) + deferred + source.slice(match.index + match[0].length)
}
