/**
 * Webpack loader, `gatsby develop` only: an MDX page accepts its own hot updates, which Prefresh leaves out because
 * the page's request does not end in .js/.ts (docs/sections/shell.md, "Hot updates of MDX pages"). The appended code
 * hands the swap to src/shell/browser/hotMdxPage.ts.
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
