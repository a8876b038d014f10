import * as React from 'react'
import { versionLabel } from '../node/historyBadge'
import * as styles from './history.module.css'
import type { SymbolHistory } from '../model/apiShape'
import type { ReadonlyDeep } from '../model/shape'

/** A symbol's history as its page queries it (its shape: model/apiShape.ts, ApiSymbolHistory; model/history.ts computes it). */
export type SymbolHistoryData = ReadonlyDeep<SymbolHistory>

export { versionLabel }

/**
 * The badges of a compound's or member's history: since, each declaration change (the declaration before it
 * in a details box), deprecation, and a rename or removal. Nothing when the XML has no versions.
 */
export default function SymbolHistory({ history }: { history: SymbolHistoryData | null | undefined }) {
  if (!history) return null
  const since = history.since === 'current' ? `New in ${versionLabel(history.since)}` : `Since ${versionLabel(history.since)}`
  return (
    <div className={styles.history} data-history="">
      <span className={styles.badge} data-since={history.since}>{since}</span>
      {history.renamedFrom && (
        <span className={styles.badge}>
          Renamed in {versionLabel(history.renamedFrom.version)} from <code>{history.renamedFrom.name}</code>
        </span>
      )}
      {history.deprecated && (
        <span className={`${styles.badge} ${styles.deprecated}`} title={history.deprecated.note}>
          Deprecated in {versionLabel(history.deprecated.version)}
        </span>
      )}
      {history.renamedTo && (
        <span className={`${styles.badge} ${styles.deprecated}`}>
          Renamed to <code>{history.renamedTo.name}</code> in {versionLabel(history.renamedTo.version)}
        </span>
      )}
      {!history.renamedTo && history.removedIn && <span className={`${styles.badge} ${styles.deprecated}`}>Removed in {versionLabel(history.removedIn)}</span>}
      {history.changes.map((c) => (
        <details key={c.version} className={styles.change}>
          <summary className={styles.badge}>Changed in {versionLabel(c.version)}</summary>
          <dl className={styles.declarations}>
            <dt>Before</dt>
            <dd><code>{c.before}</code></dd>
            <dt>From {versionLabel(c.version)} on</dt>
            <dd><code>{c.after}</code></dd>
          </dl>
        </details>
      ))}
    </div>
  )
}
