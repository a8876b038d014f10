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
import { NARROW_QUERY, USE_ALGOLIA, searchParameters } from '../options'
import SiteInstantSearch from './SiteInstantSearch'
import { getEmbeddedClient } from '../client/client'
import { useSearchModalState } from '../hooks/useSearchModalState'
import { useListNavigation } from '../hooks/useListNavigation'
import { useBodyScrollLock, useEscapeKey } from '../hooks/useModalEffects'
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
}

const LIST_ID = 'helios-search-list'

export default function SearchModal({ initialQuery, selectInitialQuery = true, onClose }: SearchModalProps) {
  const narrow = useMediaQuery(NARROW_QUERY)
  useBodyScrollLock()
  React.useEffect(() => {
    // Fetch the embedded index's manifest while the reader types the first letters.
    if (!USE_ALGOLIA) getEmbeddedClient().manifest().catch(() => undefined)
  }, [])
  if (typeof document === 'undefined') return null
  return createPortal(
    <SiteInstantSearch initialQuery={initialQuery} parameters={searchParameters(narrow) as Record<string, unknown>}>
      <ModalFrame initialQuery={initialQuery} selectInitialQuery={selectInitialQuery} onClose={onClose} />
    </SiteInstantSearch>,
    document.body,
  )
}

function ModalFrame({ initialQuery, selectInitialQuery = true, onClose }: SearchModalProps) {
  const inputRef = React.useRef<HTMLInputElement>(null)
  const state = useSearchModalState({ initialQuery, selectInitialQuery, inputRef, onClose })
  const { query, setQuery, panel, items, choose } = state
  const nav = useListNavigation(items, choose, `${panel}\u0000${query}`)
  useEscapeKey(onClose)
  const focusInput = () => inputRef.current?.focus()

  return (
    <div className={styles.container} data-testid="search-modal">
      <div className={styles.backdrop} data-testid="search-backdrop" onClick={onClose} />
      <div className={styles.modal} role="dialog" aria-modal="true" aria-label="Search">
        <SearchForm
          query={query}
          status={state.status}
          inputRef={inputRef}
          listId={LIST_ID}
          activeOptionId={items.length ? optionId(nav.active) : undefined}
          onQuery={setQuery}
          onKeyDown={nav.onKeyDown}
          onCancel={onClose}
        />
        <div className={styles.dropdown} ref={nav.listRef} id={LIST_ID} role="listbox" aria-label="Search results">
          {panel === 'start' && <StartScreen />}
          {panel === 'history' && <HistoryList history={state.history} active={nav.active} onActivate={nav.setActive} choose={choose} onChanged={focusInput} />}
          {panel === 'results' && (
            <ResultList groups={state.groups} nbHits={state.nbHits} shownQuery={state.shownQuery} active={nav.active} onActivate={nav.setActive} choose={choose} />
          )}
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
        <Footer />
      </div>
    </div>
  )
}
