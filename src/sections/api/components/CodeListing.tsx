import * as React from 'react'
import type { DocElement } from './types'
import { Inline } from './DocContent'
import * as styles from './api.module.css'

type Listing = Extract<DocElement, { t: 'listing' }>

/**
 * A doxygen program listing: doxygen's own C++ highlighting (keywords, types,
 * comments, preprocessor, literals) with its refs as links. With `lineAnchors`
 * every numbered line gets the id L<n> and a self link, for source locations.
 */
export default function CodeListing({ listing, lineAnchors = false, label }: { listing: Listing; lineAnchors?: boolean; label?: string }) {
  const numbered = lineAnchors && listing.lines.some((l) => l.n !== undefined)
  return (
    <div className={styles.listing} role={label ? 'region' : undefined} aria-label={label}>
      {/* The pre scrolls sideways: focusable, so a keyboard can scroll it. */}
      <pre className={styles.listingPre} tabIndex={0}>
        <code>
          {listing.lines.map((line, i) => (
            <span key={i} className={styles.codeLine} id={numbered && line.n !== undefined ? `L${line.n}` : undefined}>
              {numbered && (
                <a className={styles.lineNo} href={line.n !== undefined ? `#L${line.n}` : undefined} aria-hidden="true" tabIndex={-1}>
                  {line.n}
                </a>
              )}
              <span className={styles.lineText}>
                <Inline nodes={line.c} />
                {'\n'}
              </span>
            </span>
          ))}
        </code>
      </pre>
    </div>
  )
}
