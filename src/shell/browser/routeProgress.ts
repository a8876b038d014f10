/**
 * The route-change progress bar: it appears only when a navigation takes
 * longer than 200 ms and completes when the new route has rendered.
 */
import NProgress from 'nprogress'

export const PROGRESS_DELAY_MS = 200

NProgress.configure({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false })

let timer: number | undefined

export function startRouteProgress(): void {
  window.clearTimeout(timer)
  timer = window.setTimeout(() => NProgress.start(), PROGRESS_DELAY_MS)
}

export function finishRouteProgress(): void {
  window.clearTimeout(timer)
  timer = undefined
  NProgress.done()
}

type Navigate = (to: string, options?: unknown) => unknown

/**
 * Gatsby announces a route change only once the next page is ready
 * (onPreRouteUpdate), too late to start a progress bar. Every Gatsby
 * navigation goes through window.___navigate, so the start is taken there.
 */
export function installNavigationHook(): void {
  const w = window as unknown as { ___navigate?: Navigate; ___heliosNavigateHooked?: boolean }
  if (!w.___navigate || w.___heliosNavigateHooked) return
  const original = w.___navigate
  w.___navigate = (to, options) => {
    const target = new URL(String(to), window.location.href)
    const samePage = target.pathname === window.location.pathname && target.search === window.location.search
    if (!samePage) startRouteProgress()
    return original(to, options)
  }
  w.___heliosNavigateHooked = true
}
