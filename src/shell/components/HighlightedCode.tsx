import * as React from 'react'
import { safeUrl } from '../safeUrl'

/**
 * A token of highlighted code: text, a span with Prism's token classes around more tokens, or a link around an
 * identifier (src/shell/codeLinks.ts: `href` passed the URL sanitiser there; `kind` is the API link marker).
 */
export type HighlightNode = string | { className: string; c: HighlightNode[] } | { href: string; kind: string; c: HighlightNode[] }

/** Renders a token tree made at build time (src/shell/highlight.ts); text goes through React, so it is escaped. */
export default function HighlightedCode({ nodes }: { nodes: readonly HighlightNode[] }) {
  return (
    <>
      {nodes.map((n, i) => {
        if (typeof n === 'string') return n
        if ('href' in n) {
          const href = safeUrl(n.href)
          return href === undefined ? <HighlightedCode key={i} nodes={n.c} /> : <a key={i} className="code-link" href={href} data-api-kind={n.kind || undefined}><HighlightedCode nodes={n.c} /></a>
        }
        return <span key={i} className={n.className}><HighlightedCode nodes={n.c} /></span>
      })}
    </>
  )
}
