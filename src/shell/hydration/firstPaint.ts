/**
 * The app starts once the server's page has been painted: Gatsby's bundles are async scripts and, arriving before
 * the paint, would make the reader wait for the app to see text the HTML already held. onClientEntry returns
 * this promise, and Gatsby waits for it before it loads the page's resources.
 */

/** Longest wait for the first paint: a tab opened in the background is never painted, and starts then. */
export const FIRST_PAINT_FALLBACK_MS = 3000

/** At once without the server's HTML (nothing to paint first) or without paint timing. */
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
