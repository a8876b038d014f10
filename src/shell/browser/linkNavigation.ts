/**
 * In-app navigation for plain links (../components/SiteLink.tsx, and links in Markdown): a press on a link to a
 * page of this site is taken over and goes through Gatsby's navigate; pointing at one, or focusing it, prefetches
 * the page's data through Gatsby's prefetchPathname. Links a handler of their own took over are left alone, and so
 * is a press with a modifier or another button (a new tab or window).
 */
import { prefetchPathname, withPrefix } from 'gatsby'
import { navigateInApp } from './routeProgress'
import { isHydrating } from '../hydration'

/** The site's path prefix ("" without one). */
const prefix = (): string => withPrefix('/').replace(/\/$/, '')

/**
 * The in-app path of a link (without the path prefix, with its query and hash), or null when the browser should
 * follow it: another origin, a target or a download, or no page (with trailingSlash "always", every page's path
 * ends in "/"; a file's does not).
 */
function inAppPath(a: HTMLAnchorElement): string | null {
  if ((a.target && a.target !== '_self') || a.hasAttribute('download')) return null
  const raw = a.getAttribute('href')
  if (raw === null || raw.startsWith('#')) return null
  let url: URL
  try {
    url = new URL(raw, window.location.href)
  } catch {
    return null
  }
  if (url.origin !== window.location.origin || !url.pathname.endsWith('/')) return null
  const base = prefix()
  if (base && url.pathname !== `${base}/` && !url.pathname.startsWith(`${base}/`)) return null
  return `${url.pathname.slice(base.length)}${url.search}${url.hash}`
}

const anchorOf = (target: EventTarget | null): HTMLAnchorElement | null => {
  const a = target instanceof Element ? target.closest('a[href]') : null
  return a instanceof HTMLAnchorElement ? a : null
}

function onClick(event: MouseEvent): void {
  // Before the first page has hydrated, Gatsby's router is not there yet: the browser loads the page, as it did
  // for Gatsby's Link, whose handler the hydration attaches.
  if (isHydrating()) return
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const a = anchorOf(event.target)
  const to = a && inAppPath(a)
  if (!to) return
  // A hash on the page on screen is the browser's to scroll to.
  const url = new URL(a.href)
  if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return
  event.preventDefault()
  navigateInApp(to)
}

const prefetched = new Set<string>()
function prefetch(target: EventTarget | null): void {
  const a = anchorOf(target)
  const to = a && inAppPath(a)
  if (!to) return
  const path = new URL(a.href).pathname
  if (path === window.location.pathname || prefetched.has(path)) return
  prefetched.add(path)
  prefetchPathname(path)
}

/** The document's listeners: presses in the bubble phase, after the page's own handlers decided. */
export function installLinkNavigation(): void {
  document.addEventListener('click', onClick)
  document.addEventListener('pointerover', (event) => prefetch(event.target))
  document.addEventListener('focusin', (event) => prefetch(event.target))
}
