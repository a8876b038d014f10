/**
 * The search modal's state machine, apart from its markup: the query, which panel shows, the hits grouped by
 * section, the keyboard's options and opening one. The hits on screen are `results`, still the previous query's
 * while a request is in flight, so the count and "See all" follow what is shown, not what is typed.
 */
import * as React from 'react'
import { useHits, useInstantSearch, useSearchBox } from 'react-instantsearch'
import { MAX_QUERY_LENGTH, MAX_RESULTS_PER_GROUP, SEARCH_INDEX_NAME, USE_ALGOLIA, personalizationEnabled } from '../options'
import type { SearchHit } from '../client/types'
import { openUrl, searchPageUrl, type ModalItem, type OpenMode } from './items'
import { useSearchHistory, type SearchHistoryState } from './useSearchHistory'

export type ModalPanel = 'start' | 'history' | 'error' | 'empty' | 'results' | 'loading'
export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'error'

export interface HitGroup {
  /** The hits' top-level section (hierarchy.lvl0). */
  name: string
  hits: SearchHit[]
}

export interface SearchModalState {
  query: string
  setQuery(value: string): void
  status: SearchStatus
  panel: ModalPanel
  /** Results panel: hits by section, at most MAX_RESULTS_PER_GROUP each, in rank order. */
  groups: HitGroup[]
  /** Total hits of the results on screen, and the query they answer. */
  nbHits: number
  shownQuery: string
  history: SearchHistoryState
  /** The options of the current panel, in the order the keyboard moves through them. */
  items: ModalItem[]
  choose(item: ModalItem, mode: OpenMode): void
}

export interface SearchModalStateOptions {
  initialQuery: string
  /** Select the pre-filled query so that typing replaces it. */
  selectInitialQuery: boolean
  inputRef: React.RefObject<HTMLInputElement | null>
  onClose(): void
  onQueryChange?(query: string): void
}

export function groupHits(hits: SearchHit[], perGroup = MAX_RESULTS_PER_GROUP): HitGroup[] {
  const map = new Map<string, SearchHit[]>()
  for (const hit of hits) {
    const key = hit.hierarchy?.lvl0 ?? 'Results'
    const list = map.get(key) ?? []
    if (list.length < perGroup) list.push(hit)
    map.set(key, list)
  }
  return [...map].map(([name, list]) => ({ name, hits: list }))
}

export function useSearchModalState({ initialQuery, selectInitialQuery, inputRef, onClose, onQueryChange }: SearchModalStateOptions): SearchModalState {
  const { refine } = useSearchBox()
  // The embedded index escapes its highlights itself; Algolia's raw values are escaped by InstantSearch.
  const { items: hits, results, sendEvent } = useHits<SearchHit & Record<string, unknown>>({ escapeHTML: USE_ALGOLIA })
  const { status } = useInstantSearch({ catchError: true })
  const [query, setQueryState] = React.useState(() => initialQuery.slice(0, MAX_QUERY_LENGTH))
  // Read once: the run-time switch may be set by the embedding page before the modal opens.
  const [personalization] = React.useState(personalizationEnabled)
  const history = useSearchHistory(SEARCH_INDEX_NAME, personalization)

  const setQuery = React.useCallback(
    (value: string) => {
      const v = value.slice(0, MAX_QUERY_LENGTH)
      setQueryState(v)
      refine(v)
      onQueryChange?.(v)
    },
    [refine, onQueryChange],
  )

  // Focus the input as the modal opens; text taken from the page selection is selected so typing replaces it.
  // The flag is read as the modal opens only: a later change must not move the caret. A layout effect, so the
  // input has focus before the next key event: a key typed between the browser's paint and the focus would go to
  // SearchButton's buffer and be dropped, since the input already has focus when the buffer is next read.
  const selectOnOpen = React.useRef(selectInitialQuery)
  React.useLayoutEffect(() => {
    inputRef.current?.focus()
    if (selectOnOpen.current) inputRef.current?.select()
  }, [inputRef])

  // Keys typed while the modal was mounting reach SearchButton's buffer (initialQuery);
  // until the input has focus (and so takes keys itself), follow that buffer.
  React.useEffect(() => {
    if (document.activeElement === inputRef.current) return
    setQuery(initialQuery)
  }, [initialQuery, inputRef, setQuery])

  const trimmed = query.trim()
  const fresh = results?.query === query
  const nbHits = results?.nbHits ?? 0
  const shownQuery = results?.query ?? query
  const groups = React.useMemo(() => groupHits(hits), [hits])

  let panel: ModalPanel
  if (!trimmed) panel = history.favorites.length || history.recent.length ? 'history' : 'start'
  else if (status === 'error') panel = 'error'
  else if (fresh && nbHits === 0 && status === 'idle') panel = 'empty'
  else if (hits.length) panel = 'results'
  else panel = 'loading'

  const items = React.useMemo<ModalItem[]>(() => {
    if (panel === 'history') {
      return [...history.recent.map((hit) => ({ kind: 'recent' as const, hit })), ...history.favorites.map((hit) => ({ kind: 'favorite' as const, hit }))]
    }
    if (panel === 'results') {
      return [...groups.flatMap((g) => g.hits.map((hit) => ({ kind: 'hit' as const, hit }))), { kind: 'all' as const, url: searchPageUrl(shownQuery) }]
    }
    return []
  }, [panel, history.recent, history.favorites, groups, shownQuery])

  const choose = React.useCallback(
    (item: ModalItem, mode: OpenMode) => {
      if (item.kind === 'all') {
        openUrl(item.url, mode)
      } else {
        history.addRecent(item.hit)
        if (item.kind === 'hit') sendEvent('click', item.hit as never, 'Search result clicked')
        openUrl(item.hit.url, mode)
      }
      if (mode === 'same') onClose()
    },
    [history, sendEvent, onClose],
  )

  return { query, setQuery, status: status as SearchStatus, panel, groups, nbHits, shownQuery, history, items, choose }
}
