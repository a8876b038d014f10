/** The modal's full-panel screens: start, no results, error, and the blank one while the first results load. */
import * as React from 'react'
import { siteConfig } from '../../../../shell/config/site'
import { MAX_QUERY_LENGTH } from '../../options'
import { useSuggestions } from '../../hooks/useSuggestions'
import { NoResultsIcon, WarningIcon } from '../icons'
import * as styles from '../SearchModal.module.css'

export function StartScreen() {
  return (
    <div className={styles.screen} data-testid="search-start">
      <p className={styles.screenTitle}>No recent searches</p>
      <p className={styles.screenHelp}>Search the devlog, the docs and the API reference.</p>
      <SignatureHint />
    </div>
  )
}

/** The signature search syntax (client/signature.ts), on the screens a reader sees before or instead of results. */
export function SignatureHint() {
  return (
    <p className={styles.screenHelp} data-testid="search-signature-hint">
      Search by signature: <code>-&gt; T</code> finds the functions returning a <code>T</code>, <code>(T)</code> or{' '}
      <code>T -&gt;</code> those taking one, <code>(A, B) -&gt; R</code> both.
    </p>
  )
}

export function ErrorScreen() {
  return (
    <div className={styles.screen} data-testid="search-error">
      <span className={styles.screenIcon}>
        <WarningIcon />
      </span>
      <p className={styles.screenTitle}>Unable to fetch results</p>
      <p className={styles.screenHelp}>You might want to check your network connection.</p>
    </div>
  )
}

export function LoadingScreen() {
  return <div className={styles.screen} aria-busy="true" />
}

export function NoResultsScreen({ query, onPick }: { query: string; onPick: (q: string) => void }) {
  const suggestions = useSuggestions(query)
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
      <SignatureHint />
      <p className={styles.screenHelp}>
        Believe this query should return results?{' '}
        <a href={issueUrl} target="_blank" rel="noopener noreferrer">
          Let us know.
        </a>
      </p>
    </div>
  )
}
