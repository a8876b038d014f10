/**
 * What a symbol hit shows beside its name: its doxygen kind and its
 * signature, or one signature per overload. Everything is rendered as React
 * text, so a signature such as `template <typename T> T &at(T *p)` shows as
 * written and never becomes markup.
 */
import * as React from 'react'
import type { SymbolInfo } from '../client/types'
import { splitQualified } from '../client/symbolNames'
import * as styles from './SymbolSummary.module.css'

export interface SymbolSummaryProps {
  symbol: SymbolInfo
  /** The class the query named, when the hit is a member that class inherits. */
  inheritedBy?: string
  /** At most this many signatures, then "+ n more overloads" (the modal is short; the /search page lists all). */
  maxSignatures?: number
  className?: string
}

export default function SymbolSummary({ symbol, inheritedBy, maxSignatures = Infinity, className }: SymbolSummaryProps) {
  const shown = symbol.signatures.slice(0, maxSignatures)
  const rest = symbol.signatures.length - shown.length
  return (
    <span className={`${styles.symbol} ${className ?? ''}`}>
      <span className={styles.kind} data-testid="search-hit-kind">
        {symbol.kind}
      </span>
      {inheritedBy && (
        <span className={`${styles.kind} ${styles.inherited}`} data-testid="search-hit-inherited" title={`inherited by ${inheritedBy}`}>
          inherited by {splitQualified(inheritedBy).pop()}
        </span>
      )}
      {symbol.signatures.length > 1 && (
        <span className={styles.kind} data-testid="search-hit-overloads">
          {symbol.signatures.length} overloads
        </span>
      )}
      <span className={styles.signatures}>
        {shown.map((signature, i) => (
          <code key={i} className={styles.signature} data-testid="search-hit-signature">
            {signature}
          </code>
        ))}
        {rest > 0 && (
          <span className={styles.more}>
            + {rest} more {rest === 1 ? 'overload' : 'overloads'}
          </span>
        )}
      </span>
      {symbol.history && (
        <span className={styles.history} data-testid="search-hit-history">
          {symbol.history}
        </span>
      )}
    </span>
  )
}
