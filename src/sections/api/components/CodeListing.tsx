import * as React from 'react'
import type { DocElement, DocNode } from './types'
import * as styles from './api.module.css'

type Listing = Extract<DocElement, { t: 'listing' }>
type InlineRenderer = (props: { nodes: DocNode[] | null | undefined }) => React.ReactElement | null

/**
 * A doxygen program listing: doxygen's own C++ highlighting (keywords, types,
 * comments, preprocessor, literals) with its refs as links. With `lineAnchors`
 * every numbered line gets the id L<n> and a self link, for source locations.
 * A line's content is description nodes, rendered by the caller's `Inline` (DocContent's: a listing sits
 * inside descriptions and holds description nodes, so the two are passed, not imported, to avoid a cycle).
 */
export default function CodeListing({ listing, Inline, lineAnchors = false, label }: { listing: Listing; Inline: InlineRenderer; lineAnchors?: boolean; label?: string }) {
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
