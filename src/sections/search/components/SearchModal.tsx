/**
 * The search modal (loaded on demand by SearchButton). react-instantsearch
 * drives the queries; the backend is Algolia or the embedded index, which
 * answer the same `search(requests)` call. State lives in hooks
 * (../hooks/useSearchModalState, useListNavigation, useSearchHistory);
 * the markup is in ./modal/.
 */
import * as React from 'react'
import { createPortal } from 'react-dom'
import { useMediaQuery } from '../../../shell/hooks/useMediaQuery'
import { NARROW_QUERY, USE_ALGOLIA, pageDocsTag, searchParameters } from '../options'
import SiteInstantSearch from './SiteInstantSearch'
import { getEmbeddedClient } from '../client/client'
import { useSearchModalState } from '../hooks/useSearchModalState'
import { useListNavigation } from '../hooks/useListNavigation'
import { useBodyScrollLock, useEscapeKey, useInertBackground } from '../hooks/useModalEffects'
import SearchForm from './modal/SearchForm'
import { HistoryList, ResultList } from './modal/Lists'
import { ErrorScreen, LoadingScreen, NoResultsScreen, StartScreen } from './modal/Screens'
import Footer from './modal/Footer'
import { optionId } from './modal/Option'
import * as styles from './SearchModal.module.css'

export interface SearchModalProps {
  initialQuery: string
  /** Select the pre-filled query so that typing replaces it (text taken from the page selection). */
  selectInitialQuery?: boolean
  onClose: () => void
  /** Told each query the reader types, so that a modal mounted again (a page change) starts from it. */
  onQueryChange?: (query: string) => void
}

const LIST_ID = 'helios-search-list'
const HISTORY_KEYS = 'Delete removes the highlighted search; Alt+Enter saves it as a favourite.'

/** What the live region says for the panel on screen: the result count, or that there is none. */
function announcement(panel: string, nbHits: number, shownQuery: string, query: string): string {
  if (panel === 'results') return `${nbHits} ${nbHits === 1 ? 'result' : 'results'} for "${shownQuery}"`
  if (panel === 'empty') return `No results for "${query}"`
  if (panel === 'error') return 'Unable to fetch results'
  return ''
}

export default function SearchModal({ initialQuery, selectInitialQuery = true, onClose, onQueryChange }: SearchModalProps) {
  const narrow = useMediaQuery(NARROW_QUERY)
  useBodyScrollLock()
  React.useEffect(() => {
    // Fetch the embedded index's manifest while the reader types the first letters.
    if (!USE_ALGOLIA) getEmbeddedClient().manifest().catch(() => undefined)
  }, [])
  if (typeof document === 'undefined') return null
  // The version of the page it opens on: a release's API page searches that release's reference.
  return createPortal(
    <SiteInstantSearch initialQuery={initialQuery} parameters={searchParameters(narrow, pageDocsTag()) as Record<string, unknown>}>
      <ModalFrame initialQuery={initialQuery} selectInitialQuery={selectInitialQuery} onClose={onClose} onQueryChange={onQueryChange} />
    </SiteInstantSearch>,
    document.body,
  )
}

function ModalFrame({ initialQuery, selectInitialQuery = true, onClose, onQueryChange }: SearchModalProps) {
  const inputRef = React.useRef<HTMLInputElement>(null)
  const state = useSearchModalState({ initialQuery, selectInitialQuery, inputRef, onClose, onQueryChange })
  const { query, setQuery, panel, items, choose } = state
  const nav = useListNavigation(items, choose, `${panel}\u0000${query}`)
  useEscapeKey(onClose)
  const containerRef = React.useRef<HTMLDivElement>(null)
  useInertBackground(containerRef)
  const focusInput = () => inputRef.current?.focus()
  // The background is inert, so Tab past the dialog's last control would leave the page for the browser's own UI: wrap instead.
  const keepTabInside = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab') return
    const focusable = [...e.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])')].filter(
      (el) => el.offsetParent !== null,
    )
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault()
      first.focus()
    } else if (e.shiftKey && document.activeElement === first) {
      e.preventDefault()
      last.focus()
    }
  }

  return (
    <div className={styles.container} data-testid="search-modal" ref={containerRef}>
      <div className={styles.backdrop} data-testid="search-backdrop" onClick={onClose} />
      <div className={styles.modal} role="dialog" aria-modal="true" aria-label="Search" onKeyDown={keepTabInside}>
        <SearchForm
          query={query}
          status={state.status}
          inputRef={inputRef}
          listId={LIST_ID}
          activeOptionId={items.length ? optionId(nav.active) : undefined}
          onQuery={setQuery}
          onKeyDown={(e) => {
            // On a recent or favourite search: Delete removes it, Alt+Enter saves a recent one (the mouse has buttons).
            const item = panel === 'history' ? items[nav.active] : undefined
            if (item && (item.kind === 'recent' || item.kind === 'favorite') && e.key === 'Delete') {
              e.preventDefault()
              if (item.kind === 'recent') state.history.removeRecent(item.hit.objectID)
              else state.history.removeFavorite(item.hit.objectID)
            } else if (item && item.kind === 'recent' && e.key === 'Enter' && e.altKey) {
              e.preventDefault()
              state.history.addFavorite(item.hit)
            } else nav.onKeyDown(e)
          }}
          description={panel === 'history' ? HISTORY_KEYS : undefined}
          onCancel={onClose}
        />
        {/* The listbox exists while there are options; the other panels are plain text and buttons beside the combobox. */}
        <div className={styles.dropdown} ref={nav.listRef}>
          {(panel === 'history' || panel === 'results') && (
            <div id={LIST_ID} role="listbox" aria-label={panel === 'history' ? 'Recent and favourite searches' : 'Search results'}>
              {panel === 'history' && <HistoryList history={state.history} active={nav.active} onActivate={nav.setActive} choose={choose} onChanged={focusInput} />}
              {panel === 'results' && (
                <ResultList groups={state.groups} nbHits={state.nbHits} shownQuery={state.shownQuery} active={nav.active} onActivate={nav.setActive} choose={choose} />
              )}
            </div>
          )}
          {panel === 'start' && <StartScreen />}
          {panel === 'empty' && (
            <NoResultsScreen
              query={query}
              onPick={(q) => {
                setQuery(q)
                focusInput()
              }}
            />
          )}
          {panel === 'error' && <ErrorScreen />}
          {panel === 'loading' && <LoadingScreen />}
        </div>
        <div className={styles.srOnly} role="status" aria-live="polite" aria-atomic="true" data-testid="search-announcement">
          {announcement(panel, state.nbHits, state.shownQuery, query)}
        </div>
        <Footer />
      </div>
    </div>
  )
}
