/**
 * The full results page's body (/search?q=…): the query lives in the q
 * parameter; hits show breadcrumbs and snippets; more load on demand.
 */
import * as React from 'react'
import SiteLink from '../../../shell/components/SiteLink'
import { useSearchBox, useInfiniteHits, useInstantSearch } from 'react-instantsearch'
import { USE_ALGOLIA, MAX_QUERY_LENGTH, searchParameters } from '../options'
import { CURRENT_VERSION, versionDocsTag } from '../../api/options'
import { apiDocsTags, readVersion, searchableVersions, type DocsVersion } from '../versions'
import SiteInstantSearch from './SiteInstantSearch'
import type { SearchHit } from '../client/types'
import Highlighted from './Highlighted'
import SymbolSummary from './SymbolSummary'
import { breadcrumbs, hitTitle } from './hitText'
import { HitIcon, SearchIcon } from './icons'
import * as styles from './SearchPage.module.css'

export function readQuery(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').slice(0, MAX_QUERY_LENGTH)
}

/** The page's URL for a query and a version. */
function searchUrl(query: string, version: string): string {
  const params = new URLSearchParams()
  if (query) params.set('q', query)
  if (version !== CURRENT_VERSION) params.set('version', version)
  const text = params.toString()
  return text ? `/search/?${text}` : '/search/'
}

/** `apiVersions`: the versions the API reference was built for. */
export default function SearchPageBody({ search, apiVersions }: { search: string; apiVersions: readonly string[] }) {
  const versions = React.useMemo(() => searchableVersions(apiDocsTags(apiVersions)), [apiVersions])
  const [start, setStart] = React.useState(() => ({ query: readQuery(search), version: readVersion(search, versions) }))
  React.useEffect(() => setStart({ query: readQuery(search), version: readVersion(search, versions) }), [search, versions])
  const docsTag = start.version === CURRENT_VERSION ? null : versionDocsTag(start.version)
  const params = { ...searchParameters(false, docsTag), attributesToSnippet: ['content:30'] }
  return (
    <SiteInstantSearch key={`${start.query}\u0000${start.version}`} initialQuery={start.query} parameters={params as Record<string, unknown>}>
      <Results initial={start.query} version={start.version} versions={versions} onVersion={(query, version) => {
        window.history.replaceState(window.history.state, '', searchUrl(query, version))
        setStart({ query, version })
      }} />
    </SiteInstantSearch>
  )
}

function Results({ initial, version, versions, onVersion }: { initial: string; version: string; versions: readonly DocsVersion[]; onVersion: (query: string, version: string) => void }) {
  const { refine } = useSearchBox()
  const { items, results, showMore, isLastPage } = useInfiniteHits<SearchHit & Record<string, unknown>>({ escapeHTML: USE_ALGOLIA })
  const { status } = useInstantSearch({ catchError: true })
  const [query, setQuery] = React.useState(initial)
  const inputRef = React.useRef<HTMLInputElement>(null)

  const update = (value: string) => {
    const v = value.slice(0, MAX_QUERY_LENGTH)
    setQuery(v)
    refine(v)
    window.history.replaceState(window.history.state, '', searchUrl(v, version))
  }

  const fresh = results && results.query === query
  const trimmed = query.trim()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{trimmed ? <>Search results for "{query}"</> : 'Search the site'}</h1>
      <form className={styles.form} role="search" onSubmit={(e) => e.preventDefault()} data-status={status}>
        <span className={styles.icon}>{status === 'stalled' ? <span className={styles.spinner} role="status" aria-label="Loading results" /> : <SearchIcon />}</span>
        <input
          ref={inputRef}
          className={styles.input}
          type="search"
          aria-label="Search"
          placeholder="Search docs"
          autoComplete="off"
          spellCheck={false}
          maxLength={MAX_QUERY_LENGTH}
          value={query}
          onChange={(e) => update(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault()
              update('')
            }
          }}
          autoFocus
        />
        <VersionChoice versions={versions} version={version} onChange={(v) => onVersion(query, v)} />
      </form>
      {trimmed && status === 'error' && (
        <div className={styles.message} data-testid="search-page-error">
          <p className={styles.messageTitle}>Unable to fetch results</p>
          <p>You might want to check your network connection.</p>
        </div>
      )}
      {trimmed && status !== 'error' && fresh && (
        <p className={styles.count} data-testid="search-page-count">
          {results.nbHits === 0 ? `No results for "${query}"` : `${results.nbHits} ${results.nbHits === 1 ? 'result' : 'results'}`}
        </p>
      )}
      {trimmed && status !== 'error' && (
        <ol className={styles.hits}>
          {items.map((hit) => (
            <li key={hit.objectID} className={styles.hit} data-testid="search-page-hit">
              {/* Where the hit is: plain text, not a landmark (one per hit would repeat the same name). */}
              <p className={styles.crumbs} data-testid="search-page-crumbs">
                {breadcrumbs(hit).map((c, i) => (
                  <span key={i} className={styles.crumb}>
                    {c}
                  </span>
                ))}
              </p>
              <h2 className={styles.hitTitle}>
                <span className={styles.hitIcon}>
                  <HitIcon type={hit.type} />
                </span>
                <SiteLink to={hit.url}>
                  <Highlighted value={hit.type === 'content' ? (hit.hierarchy.lvl6 ?? hit.hierarchy.lvl5 ?? hit.hierarchy.lvl4 ?? hit.hierarchy.lvl3 ?? hit.hierarchy.lvl2 ?? hit.hierarchy.lvl1 ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;') : hitTitle(hit)} />
                </SiteLink>
              </h2>
              {hit.symbol && <SymbolSummary symbol={hit.symbol} inheritedBy={hit.inheritedBy} className={styles.symbol} />}
              {hit.type === 'content' && <Highlighted className={styles.snippet} value={hitTitle(hit)} />}
            </li>
          ))}
        </ol>
      )}
      {trimmed && status !== 'error' && items.length > 0 && !isLastPage && (
        <button type="button" className={styles.more} onClick={showMore}>
          Load more results
        </button>
      )}
    </div>
  )
}

/** The version the page searches, offered only when the build has more than one (a library built alone has Next). */
export function VersionChoice({ versions, version, onChange }: { versions: readonly DocsVersion[]; version: string; onChange: (version: string) => void }) {
  if (versions.length < 2) return null
  return (
    <label className={styles.version}>
      <span>Version</span>
      <select value={version} onChange={(e) => onChange(e.currentTarget.value)} data-testid="search-page-version">
        {versions.map((v) => (
          <option key={v.name} value={v.name}>
            {v.label}
          </option>
        ))}
      </select>
    </label>
  )
}
