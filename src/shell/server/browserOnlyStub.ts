/**
 * What the HTML renderer gets in place of a browser-only module (see BROWSER_ONLY_MODULES in
 * ../webpack.ts): those modules are loaded with import() after the page has mounted, so the server never
 * renders them and need not compile them. Rendering this on the server is a bug; it says so.
 */
export default function BrowserOnlyModule(): never {
  throw new Error('A browser-only module (BROWSER_ONLY_MODULES in src/shell/webpack.ts) was rendered by the HTML renderer; load it after mount, or take it off that list')
}
