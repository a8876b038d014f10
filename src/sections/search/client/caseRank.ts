/**
 * The case rule of the ranking for a backend that cannot apply it itself. The embedded engine ranks, within
 * each tier, the names spelt in the query's case first (symbolTable.ts). Algolia matches without case and
 * its ranking cannot see the query's spelling (settings and records are fixed before the query), so the
 * hits it returns get the same rule here: among the hits whose name (and, for `Owner::name`, trailing
 * scope parts) equal the query's but for case, those spelt as the query move ahead, every other hit keeping
 * its place. On the embedded engine's answers this changes nothing.
 */
import { parseSymbolQuery, partCaseKey, partKey, splitQualified } from './symbolNames'
import type { SearchHit } from './types'

/** Parts of the hit's name spelt in another case than the query's, or undefined when its name is not the query's. */
export function caseMissOfHit(hit: SearchHit, query: string): number | undefined {
  const parsed = parseSymbolQuery(query)
  const qualified = hit.symbol?.qualifiedName
  if (!parsed || !qualified) return undefined
  const raw = splitQualified(qualified)
  if (raw.length < parsed.parts.length) return undefined
  let miss = 0
  for (let i = 1; i <= parsed.parts.length; i++) {
    const part = raw[raw.length - i]!
    if (partKey(part) !== parsed.parts[parsed.parts.length - i]) return undefined
    if (partCaseKey(part) !== parsed.spelled[parsed.spelled.length - i]) miss++
  }
  return miss
}

/** The hits with those naming the query in its case ahead of those naming it in another case (stable). */
export function preferQueryCase<H extends SearchHit>(hits: H[], query: string): H[] {
  const slots: number[] = []
  const misses: number[] = []
  hits.forEach((h, i) => {
    const miss = caseMissOfHit(h, query)
    if (miss === undefined) return
    slots.push(i)
    misses.push(miss)
  })
  if (slots.length < 2 || misses.every((m) => m === misses[0])) return hits
  const order = slots.map((_, k) => k).sort((a, b) => misses[a]! - misses[b]! || a - b)
  const out = hits.slice()
  order.forEach((k, j) => {
    out[slots[j]!] = hits[slots[k]!]!
  })
  return out
}
