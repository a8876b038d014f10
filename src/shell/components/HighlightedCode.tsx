import * as React from 'react'

/** A token of highlighted code: text, or a span with Prism's token classes around more tokens. */
export type HighlightNode = string | { className: string; c: HighlightNode[] }

/** Renders a token tree made at build time (src/shell/highlight.ts); text goes through React, so it is escaped. */
export default function HighlightedCode({ nodes }: { nodes: readonly HighlightNode[] }) {
  return <>{nodes.map((n, i) => (typeof n === 'string' ? n : <span key={i} className={n.className}><HighlightedCode nodes={n.c} /></span>))}</>
}
