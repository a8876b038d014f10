/**
 * The search modal (loaded on demand by SearchButton). react-instantsearch
 * drives the queries; the backend is Algolia or the embedded index, which
 * answer the same `search(requests)` call.
 */
import * as React from 'react'
import { createPortal } from 'react-dom'
import { navigate } from 'gatsby'
import { InstantSearch, Configure, useSearchBox, useHits, useInstantSearch } from 'react-instantsearch'
import { siteConfig } from '../../config/site'
import {
  ALGOLIA_INSIGHTS, MAX_QUERY_LENGTH, MAX_RESULTS_PER_GROUP, NARROW_QUERY, SEARCH_INDEX_NAME, personalizationEnabled,
  STALL_THRESHOLD_MS, USE_ALGOLIA, searchParameters,
} from '../../search/config'
import { createUiSearchClient } from '../../search/uiClient'
import { getEmbeddedClient, loadSuggestions } from '../../search/client'
import { suggestQueries } from '../../search/suggest'
import { SearchHistory, type StoredSearch } from '../../search/storage'
import type { SearchHit } from '../../search/types'
import Highlighted from './Highlighted'
import { hitPath, hitTitle } from './hitText'
import { CloseIcon, EnterIcon, HitIcon, NoResultsIcon, RecentIcon, SearchIcon, StarIcon, WarningIcon } from './icons'
import * as styles from './SearchModal.module.css'

export interface SearchModalProps {
  initialQuery: string
  /** Select the pre-filled query so that typing replaces it (text taken from the page selection). */
  selectInitialQuery?: boolean
  onClose: () => void
}

function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = React.useState(() => typeof window !== 'undefined' && window.matchMedia(query).matches)
  React.useEffect(() => {
    const mql = window.matchMedia(query)
    const update = () => setMatches(mql.matches)
    update()
    mql.addEventListener('change', update)
    return () => mql.removeEventListener('change', update)
  }, [query])
  return matches
}

/** Opens a URL as the keyboard modifiers ask: same tab (client-side), new tab, or new window. */
export function openUrl(url: string, mode: 'same' | 'tab' | 'window') {
  if (mode === 'tab') window.open(url, '_blank', 'noopener')
  else if (mode === 'window') window.open(url, '_blank', 'noopener,popup')
  else void navigate(url)
}

const modeOf = (e: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }): 'same' | 'tab' | 'window' =>
  e.ctrlKey || e.metaKey ? 'tab' : e.shiftKey ? 'window' : 'same'

export default function SearchModal({ initialQuery, selectInitialQuery = true, onClose }: SearchModalProps) {
  const searchClient = React.useMemo(() => createUiSearchClient(), [])
  const narrow = useMediaQuery(NARROW_QUERY)
  const [mounted, setMounted] = React.useState(false)
  React.useEffect(() => {
    // Fetch the embedded index's manifest while the reader types the first letters.
    if (!USE_ALGOLIA) getEmbeddedClient().manifest().catch(() => undefined)
    setMounted(true)
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = previous
    }
  }, [])
  if (!mounted) return null
  return createPortal(
    <InstantSearch
      searchClient={searchClient as never}
      indexName={SEARCH_INDEX_NAME}
      stalledSearchDelay={STALL_THRESHOLD_MS}
      insights={ALGOLIA_INSIGHTS}
      initialUiState={{ [SEARCH_INDEX_NAME]: { query: initialQuery } }}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure {...(searchParameters(narrow) as Record<string, unknown>)} />
      <ModalFrame initialQuery={initialQuery} selectInitialQuery={selectInitialQuery} onClose={onClose} />
    </InstantSearch>,
    document.body,
  )
}

type Item =
  | { kind: 'hit'; hit: SearchHit }
  | { kind: 'recent'; hit: StoredSearch }
  | { kind: 'favorite'; hit: StoredSearch }
  | { kind: 'all'; url: string }

function ModalFrame({ initialQuery, selectInitialQuery = true, onClose }: SearchModalProps) {
  const { refine } = useSearchBox()
  // The embedded index escapes its highlights itself; Algolia's raw values are escaped by InstantSearch.
  const { items: hits, results, sendEvent } = useHits<SearchHit & Record<string, unknown>>({ escapeHTML: USE_ALGOLIA })
  const { status } = useInstantSearch({ catchError: true })
  const [query, setQuery] = React.useState(initialQuery.slice(0, MAX_QUERY_LENGTH))
  const [active, setActive] = React.useState(0)
  const inputRef = React.useRef<HTMLInputElement>(null)
  const listRef = React.useRef<HTMLDivElement>(null)
  const history = React.useMemo(() => new SearchHistory(SEARCH_INDEX_NAME), [])
  const [PERSONALIZATION] = React.useState(personalizationEnabled)
  const [, setVersion] = React.useState(0)
  const bump = () => setVersion((v) => v + 1)

  React.useEffect(() => {
    if (!PERSONALIZATION) history.clear()
    inputRef.current?.focus()
    if (selectInitialQuery) inputRef.current?.select()
  }, [history])

  const trimmed = query.trim()
  const favorites = PERSONALIZATION ? history.favorites() : []
  const recent = PERSONALIZATION ? history.recent() : []
  const fresh = results && results.query === query
  const nbHits = fresh ? results.nbHits : 0

  // Results grouped by top-level section, in rank order, at most MAX_RESULTS_PER_GROUP each.
  const groups = React.useMemo(() => {
    const map = new Map<string, SearchHit[]>()
    for (const hit of hits) {
      const key = hit.hierarchy?.lvl0 ?? 'Results'
      const list = map.get(key) ?? []
      if (list.length < MAX_RESULTS_PER_GROUP) list.push(hit)
      map.set(key, list)
    }
    return [...map.entries()]
  }, [hits])

  let panel: 'start' | 'history' | 'error' | 'empty' | 'results' | 'loading'
  if (!trimmed) panel = favorites.length || recent.length ? 'history' : 'start'
  else if (status === 'error') panel = 'error'
  else if (fresh && nbHits === 0 && status === 'idle') panel = 'empty'
  else if (hits.length) panel = 'results'
  else panel = 'loading'

  let items: Item[] = []
  if (panel === 'history') items = [...recent.map((hit) => ({ kind: 'recent' as const, hit })), ...favorites.map((hit) => ({ kind: 'favorite' as const, hit }))]
  else if (panel === 'results') {
    items = groups.flatMap(([, g]) => g.map((hit) => ({ kind: 'hit' as const, hit })))
    items.push({ kind: 'all', url: `/search/?q=${encodeURIComponent(query)}` })
  }

  React.useEffect(() => setActive(0), [query, panel])
  React.useEffect(() => {
    listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' })
  }, [active])

  const remember = (hit: StoredSearch) => {
    if (PERSONALIZATION) history.addRecent(hit)
  }

  const choose = (item: Item, mode: 'same' | 'tab' | 'window') => {
    if (item.kind === 'all') {
      openUrl(item.url, mode)
    } else {
      remember(item.hit)
      if (item.kind === 'hit') sendEvent('click', item.hit as never, 'Search result clicked')
      openUrl(item.hit.url, mode)
    }
    if (mode === 'same') onClose()
  }

  // Keys typed while the modal was mounting reach SearchButton's buffer; until the
  // input has focus (and so takes keys itself), follow that buffer.
  React.useEffect(() => {
    if (typeof document === 'undefined' || document.activeElement === inputRef.current) return
    const v = initialQuery.slice(0, MAX_QUERY_LENGTH)
    setQuery(v)
    refine(v)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialQuery])

  const onInput = (value: string) => {
    const v = value.slice(0, MAX_QUERY_LENGTH)
    setQuery(v)
    refine(v)
  }

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!items.length) return
      e.preventDefault()
      const step = e.key === 'ArrowDown' ? 1 : -1
      setActive((a) => (a + step + items.length) % items.length)
    } else if (e.key === 'Enter') {
      const item = items[active]
      if (!item) return
      e.preventDefault()
      choose(item, modeOf(e))
    }
  }

  React.useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault()
        onClose()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onClose])

  const optionId = (i: number) => `helios-search-item-${i}`
  let index = 0
  const renderHit = (item: Item, title: string, path: string, icon: React.ReactNode, actions?: React.ReactNode) => {
    const i = index++
    const url = item.kind === 'all' ? item.url : item.hit.url
    return (
      <li key={`${item.kind}-${url}-${i}`} role="presentation">
        <a
          id={optionId(i)}
          role="option"
          aria-selected={i === active}
          className={styles.hit}
          href={url}
          data-kind={item.kind}
          onMouseMove={() => i !== active && setActive(i)}
          onClick={(e) => {
            if (e.button !== 0) return
            e.preventDefault()
            choose(item, modeOf(e))
          }}
        >
          <span className={styles.hitIcon}>{icon}</span>
          <span className={styles.hitText}>
            <Highlighted className={styles.hitTitle} value={title} />
            {path && <Highlighted className={styles.hitPath} value={path} />}
          </span>
          {actions}
          <span className={styles.hitEnter}>
            <EnterIcon />
          </span>
        </a>
      </li>
    )
  }

  const storedActions = (item: Item) => {
    if (item.kind !== 'recent' && item.kind !== 'favorite') return null
    const stop = (fn: () => void) => (e: React.MouseEvent) => {
      e.preventDefault()
      e.stopPropagation()
      fn()
      bump()
      inputRef.current?.focus()
    }
    return (
      <span className={styles.hitActions}>
        {item.kind === 'recent' && (
          <button type="button" className={styles.hitAction} title="Save this search" aria-label="Save this search" onClick={stop(() => history.addFavorite(item.hit))}>
            <StarIcon />
          </button>
        )}
        <button
          type="button"
          className={styles.hitAction}
          title={item.kind === 'recent' ? 'Remove this search from history' : 'Remove this search from favorites'}
          aria-label={item.kind === 'recent' ? 'Remove this search from history' : 'Remove this search from favorites'}
          onClick={stop(() => (item.kind === 'recent' ? history.removeRecent(item.hit.objectID) : history.removeFavorite(item.hit.objectID)))}
        >
          <CloseIcon />
        </button>
      </span>
    )
  }

  const storedTitle = (hit: StoredSearch) => {
    const text = hit.type === 'content' ? hit.content ?? '' : hit.hierarchy[hit.type] ?? hit.hierarchy.lvl1 ?? ''
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  }
  const storedPath = (hit: StoredSearch) =>
    ((hit.type === 'lvl1' ? hit.hierarchy.lvl0 : hit.hierarchy.lvl1) ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

  const stalled = status === 'stalled'

  return (
    <div className={styles.container} data-testid="search-modal">
      <div className={styles.backdrop} data-testid="search-backdrop" onClick={onClose} />
      <div className={styles.modal} role="dialog" aria-modal="true" aria-label="Search">
        <header className={styles.header}>
          <form
            className={styles.form}
            role="search"
            data-status={status}
            onSubmit={(e) => e.preventDefault()}
            onReset={(e) => {
              e.preventDefault()
              onInput('')
              inputRef.current?.focus()
            }}
          >
            <label className={styles.label} htmlFor="helios-search-input">
              {stalled ? (
                <span className={styles.spinner} role="status" aria-label="Loading results" data-testid="search-stalled" />
              ) : (
                <SearchIcon />
              )}
              <span className={styles.srOnly}>Search</span>
            </label>
            <input
              ref={inputRef}
              id="helios-search-input"
              className={styles.input}
              type="search"
              role="combobox"
              aria-expanded={items.length > 0}
              aria-controls="helios-search-list"
              aria-autocomplete="list"
              aria-activedescendant={items.length ? optionId(active) : undefined}
              placeholder="Search docs"
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="go"
              maxLength={MAX_QUERY_LENGTH}
              value={query}
              onChange={(e) => onInput(e.currentTarget.value)}
              onKeyDown={onKeyDown}
            />
            <button type="reset" className={styles.clear} title="Clear the query" aria-label="Clear the query" hidden={!query}>
              <CloseIcon />
            </button>
          </form>
          <button type="button" className={styles.cancel} onClick={onClose}>
            Cancel
          </button>
        </header>

        <div className={styles.dropdown} ref={listRef} id="helios-search-list" role="listbox" aria-label="Search results">
          {panel === 'start' && (
            <div className={styles.screen} data-testid="search-start">
              <p className={styles.screenTitle}>No recent searches</p>
              <p className={styles.screenHelp}>Search the devlog, the docs and the API reference.</p>
            </div>
          )}

          {panel === 'history' && (
            <>
              {recent.length > 0 && (
                <section className={styles.group} data-testid="search-recent">
                  <div className={styles.groupTitle}>Recent</div>
                  <ul className={styles.list}>
                    {recent.map((hit) => {
                      const item: Item = { kind: 'recent', hit }
                      return renderHit(item, storedTitle(hit), storedPath(hit), <RecentIcon />, storedActions(item))
                    })}
                  </ul>
                </section>
              )}
              {favorites.length > 0 && (
                <section className={styles.group} data-testid="search-favorites">
                  <div className={styles.groupTitle}>Favorite</div>
                  <ul className={styles.list}>
                    {favorites.map((hit) => {
                      const item: Item = { kind: 'favorite', hit }
                      return renderHit(item, storedTitle(hit), storedPath(hit), <StarIcon filled />, storedActions(item))
                    })}
                  </ul>
                </section>
              )}
            </>
          )}

          {panel === 'results' && (
            <>
              {groups.map(([name, list]) => (
                <section key={name} className={styles.group} data-testid="search-group">
                  <div className={styles.groupTitle}>{name}</div>
                  <ul className={styles.list}>
                    {list.map((hit) => renderHit({ kind: 'hit', hit }, hitTitle(hit), hitPath(hit), <HitIcon type={hit.type} />))}
                  </ul>
                </section>
              ))}
              <ul className={`${styles.list} ${styles.seeAllList}`}>
                {(() => {
                  const i = index++
                  return (
                    <li role="presentation">
                      <a
                        id={optionId(i)}
                        role="option"
                        aria-selected={i === active}
                        className={styles.seeAll}
                        href={`/search/?q=${encodeURIComponent(query)}`}
                        onMouseMove={() => i !== active && setActive(i)}
                        onClick={(e) => {
                          e.preventDefault()
                          choose({ kind: 'all', url: `/search/?q=${encodeURIComponent(query)}` }, modeOf(e))
                        }}
                      >
                        See all {nbHits} results
                      </a>
                    </li>
                  )
                })()}
              </ul>
            </>
          )}

          {panel === 'empty' && <NoResults query={query} onPick={(q) => { onInput(q); inputRef.current?.focus() }} />}

          {panel === 'error' && (
            <div className={styles.screen} data-testid="search-error">
              <span className={styles.screenIcon}>
                <WarningIcon />
              </span>
              <p className={styles.screenTitle}>Unable to fetch results</p>
              <p className={styles.screenHelp}>You might want to check your network connection.</p>
            </div>
          )}

          {panel === 'loading' && <div className={styles.screen} aria-busy="true" />}
        </div>

        <footer className={styles.footer}>
          <ul className={styles.commands} aria-label="Keyboard shortcuts">
            <li>
              <kbd className={styles.key}>↵</kbd>
              <span>to select</span>
            </li>
            <li>
              <kbd className={styles.key}>↓</kbd>
              <kbd className={styles.key}>↑</kbd>
              <span>to navigate</span>
            </li>
            <li>
              <kbd className={styles.key}>esc</kbd>
              <span>to close</span>
            </li>
          </ul>
          <span className={styles.backend}>{USE_ALGOLIA ? 'Search by Algolia' : 'Works offline'}</span>
        </footer>
      </div>
    </div>
  )
}

function NoResults({ query, onPick }: { query: string; onPick: (q: string) => void }) {
  const [suggestions, setSuggestions] = React.useState<string[]>([])
  React.useEffect(() => {
    let live = true
    void loadSuggestions().then((names) => live && setSuggestions(suggestQueries(query, names, 3)))
    return () => {
      live = false
    }
  }, [query])
  const issueUrl = `${siteConfig.sourceUrl.replace(/\/+$/, '')}/helios/issues/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}`
  return (
    <div className={styles.screen} data-testid="search-no-results">
      <span className={styles.screenIcon}>
        <NoResultsIcon />
      </span>
      <p className={styles.screenTitle}>
        No results for "<strong>{query}</strong>"
      </p>
      {suggestions.length > 0 && (
        <div className={styles.suggestions}>
          <p className={styles.screenHelp}>Try searching for:</p>
          <ul>
            {suggestions.map((s) => (
              <li key={s}>
                <button type="button" className={styles.suggestion} onClick={() => onPick(s.slice(0, MAX_QUERY_LENGTH))}>
                  {s}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className={styles.screenHelp}>
        Believe this query should return results?{' '}
        <a href={issueUrl} target="_blank" rel="noopener noreferrer">
          Let us know.
        </a>
      </p>
    </div>
  )
}
