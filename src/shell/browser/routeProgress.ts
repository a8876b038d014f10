/**
 * The route-change progress bar: shown only when a navigation takes longer than PROGRESS_DELAY_MS. Gatsby has no
 * public event for a navigation's start, so the start is taken from link presses the app took over and from
 * navigateInApp (docs/sections/shell.md, "The route-change progress bar").
 */
import NProgress from 'nprogress'
import { navigate } from 'gatsby'

export const PROGRESS_DELAY_MS = 200

NProgress.configure({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false })

let timer: number | undefined

/** Path and query of the page on screen: a change of the hash alone is no navigation. */
let shownAddress: string | undefined

const addressOf = (url: { pathname: string; search: string }) => `${url.pathname}${url.search}`

export function startRouteProgress(): void {
  window.clearTimeout(timer)
  timer = window.setTimeout(() => NProgress.start(), PROGRESS_DELAY_MS)
}

/** Called when a route has rendered (onRouteUpdate, which also runs for the first page). */
export function finishRouteProgress(location: { pathname: string; search: string }): void {
  shownAddress = addressOf(location)
  window.clearTimeout(timer)
  timer = undefined
  NProgress.done()
}

/** Starts the bar when `to` is another page of this site than the one on screen. */
function startIfElsewhere(to: string): void {
  const target = new URL(to, window.location.href)
  if (target.origin !== window.location.origin) return
  if (addressOf(target) === (shownAddress ?? addressOf(window.location))) return
  startRouteProgress()
}

/** Gatsby's navigate with the bar: the site's code navigates through this, never through Gatsby's directly (lint). */
export function navigateInApp(to: string, options?: { replace?: boolean; state?: Record<string, unknown> }): void {
  startIfElsewhere(to)
  navigate(to, options)
}

/** A press on a link the app took over: its default prevented, with the main button and no modifier. */
function onClick(event: MouseEvent): void {
  if (!event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (link instanceof HTMLAnchorElement && (!link.target || link.target === '_self')) startIfElsewhere(link.href)
}

/** Listens for link presses in the bubble phase at the window, after the page's own handlers decided whether the app handles them. */
export function installNavigationStart(): void {
  window.addEventListener('click', onClick)
}
