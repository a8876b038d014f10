/** What the modal's list offers, and how an entry is opened. */
import { navigateInApp } from '../../../shell/browser/routeProgress'
import type { StoredSearch } from '../client/storage'
import type { SearchHit } from '../client/types'

export type ModalItem =
  | { kind: 'hit'; hit: SearchHit }
  | { kind: 'recent'; hit: StoredSearch }
  | { kind: 'favorite'; hit: StoredSearch }
  | { kind: 'all'; url: string }

export type OpenMode = 'same' | 'tab' | 'window'

export const itemUrl = (item: ModalItem): string => (item.kind === 'all' ? item.url : item.hit.url)

/** Ctrl/Cmd opens a new tab, Shift a new window, no modifier the same tab. */
export const openModeOf = (e: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }): OpenMode =>
  e.ctrlKey || e.metaKey ? 'tab' : e.shiftKey ? 'window' : 'same'

/** Opens a URL as the keyboard modifiers ask: same tab (client-side), new tab, or new window. */
export function openUrl(url: string, mode: OpenMode) {
  if (mode === 'tab') window.open(url, '_blank', 'noopener')
  else if (mode === 'window') window.open(url, '_blank', 'noopener,popup')
  else navigateInApp(url)
}

/** The /search page for a query. */
export const searchPageUrl = (query: string) => `/search/?q=${encodeURIComponent(query)}`
