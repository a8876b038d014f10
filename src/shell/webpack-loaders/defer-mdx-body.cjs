/**
 * Webpack loader, browser bundle only: an MDX page's body leaves its page
 * component's chunk.
 *
 * gatsby-plugin-mdx wraps a page template around its MDX file with a module
 * that imports the compiled MDX (`import GATSBY_COMPILED_MDX from "post.mdx"`),
 * so the text of every post and doc travelled twice on a first visit: in the
 * HTML and in the page's JavaScript chunk. The browser needs that JavaScript
 * only when the page is reached by navigating inside the app, where no HTML
 * is fetched. This loader runs right after the plugin's and turns the import
 * into a chunk of its own, loaded on that navigation (see
 * src/shell/browser/deferredMdxBody.tsx). The HTML renderer keeps the import.
 */
const path = require('node:path')

const COMPILED_MDX_IMPORT = /^import\s+GATSBY_COMPILED_MDX\s+from\s+("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*');?\s*$/m
const RUNTIME = path.join(__dirname, '..', 'browser', 'deferredMdxBody.tsx')

module.exports = function deferMdxBody(source) {
  const match = COMPILED_MDX_IMPORT.exec(source)
  if (!match) {
    throw new Error(
      `${this.resourcePath}${this.resourceQuery}: gatsby-plugin-mdx's page wrapper no longer imports GATSBY_COMPILED_MDX as expected; ` +
        'src/shell/webpack-loaders/defer-mdx-body.cjs needs updating for this version of the plugin',
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
