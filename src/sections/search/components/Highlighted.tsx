import * as React from 'react'

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" }
const unescape = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (m) => ENTITIES[m] ?? m)

/**
 * Renders a highlighted or snippeted value from either backend. The value is
 * escaped HTML with <mark> tags; it is split on the tags and every piece is
 * rendered as React text, so nothing in it can become markup.
 */
export default function Highlighted({ value, className }: { value: string; className?: string }) {
  const parts = value.split(/(<mark>|<\/mark>)/)
  const out: React.ReactNode[] = []
  let marked = false
  parts.forEach((part, i) => {
    if (part === '<mark>') marked = true
    else if (part === '</mark>') marked = false
    else if (part) out.push(marked ? <mark key={i}>{unescape(part)}</mark> : <React.Fragment key={i}>{unescape(part)}</React.Fragment>)
  })
  return <span className={className}>{out}</span>
}
