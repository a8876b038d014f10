/** What a hit shows as its title and its path, from highlight/snippet results. */
import { escapeHtml } from '../client/highlight'
import type { SearchHit } from '../client/types'

type Hl = { value?: string } | undefined
type HlTree = { hierarchy?: Record<string, Hl>; content?: Hl } | undefined

function pick(hit: SearchHit, attr: string): string | null {
  const snip = hit._snippetResult as HlTree
  const hl = hit._highlightResult as HlTree
  if (attr === 'content') return snip?.content?.value ?? hl?.content?.value ?? (hit.content ? escapeHtml(hit.content) : null)
  const raw = hit.hierarchy?.[attr as 'lvl1']
  // Headings are short: shown whole (CSS cuts them), only paragraphs are snippeted.
  return hl?.hierarchy?.[attr]?.value ?? snip?.hierarchy?.[attr]?.value ?? (raw ? escapeHtml(raw) : null)
}

/** Title (escaped, with <mark>) of a hit: its content snippet, or the heading it stands for. */
export function hitTitle(hit: SearchHit): string {
  if (hit.type === 'content') return pick(hit, 'content') ?? ''
  return pick(hit, hit.type) ?? pick(hit, 'lvl1') ?? ''
}

/** The page a hit is in (for a page-level hit: its section). */
export function hitPath(hit: SearchHit): string {
  if (hit.type === 'lvl1') return pick(hit, 'lvl0') ?? ''
  return pick(hit, 'lvl1') ?? ''
}

/** Breadcrumb levels above the hit, plain text: lvl0 › lvl1 › … */
export function breadcrumbs(hit: SearchHit): string[] {
  const out: string[] = []
  const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const
  const own = hit.type === 'content' ? 7 : Number(hit.type.slice(3))
  for (const l of levels) {
    if (Number(l.slice(3)) >= own) break
    const v = hit.hierarchy?.[l]
    if (v) out.push(v)
  }
  return out
}
