/**
 * Webpack loader, `gatsby develop` only: an MDX page (a page template with gatsby-plugin-mdx's
 * `?__contentFilePath=` query) takes its own hot updates.
 *
 * gatsby-plugin-preact's Prefresh plugin makes a module hot-updatable only when its request ends in `.js`,
 * `.jsx`, `.ts` or `.tsx`, query included; an MDX page's request ends in the post's `.mdx` path (or
 * `&export=default`), so a saved post or template reached no module that accepts the update: webpack
 * rebuilt it and the open page kept the old text. Appended here, the page module accepts the update of
 * itself and of the MDX it imports, then asks Prefresh to swap the components it re-registered
 * (src/shell/browser/hotMdxPage.ts).
 */
const path = require('node:path')

const RUNTIME = path.join(__dirname, '..', 'browser', 'hotMdxPage.ts')

module.exports = function hotMdxPage(source) {
  return [
    source,
    `import { acceptHotUpdate as HELIOS_ACCEPT_HOT_UPDATE } from ${JSON.stringify(RUNTIME)};`,
    'HELIOS_ACCEPT_HOT_UPDATE(import.meta.webpackHot);',
    '',
  ].join('\n')
}
