/**
 * The app starts once the server's page has been painted.
 *
 * The page a reader first opens is complete in its HTML: text, code and links work before any script.
 * Gatsby's bundles are async scripts, so when they arrive before the browser has painted, the page's data,
 * its chunks and the hydration run first and the reader waits for them to see text that was already there.
 * gatsby-browser's onClientEntry returns this promise (Gatsby waits for a promise from that hook before it
 * loads the page's resources, gatsbyjs/gatsby#1735): the first contentful paint is reported, then the app
 * goes on.
 *
 * Without the server's HTML (`gatsby develop` sends an empty root) there is nothing to paint first, and a
 * browser without paint timing starts at once. A page that is never painted (a tab opened in the background)
 * starts after FIRST_PAINT_FALLBACK_MS all the same.
 */

/** Longest wait for the first paint: the app starts then even if none was reported. */
export const FIRST_PAINT_FALLBACK_MS = 3000

export function afterFirstContentfulPaint(arrivedWithServerHtml: boolean): Promise<void> {
  if (!arrivedWithServerHtml || typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    return Promise.resolve()
  }
  return new Promise<void>((resolve) => {
    const go = () => {
      observer.disconnect()
      window.clearTimeout(fallback)
      resolve()
    }
    const fallback = window.setTimeout(go, FIRST_PAINT_FALLBACK_MS)
    // Reported in a task of its own, never during observe(): `go` never runs before this is set.
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) go()
    })
    // buffered: a paint that happened before the bundle ran is reported at once.
    observer.observe({ type: 'paint', buffered: true })
  })
}
