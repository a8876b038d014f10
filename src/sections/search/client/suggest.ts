/** Picks suggested queries for a query that found nothing: the closest page names. */
import { normalize } from './tokenize'

function trigrams(s: string): Set<string> {
  const t = ` ${normalize(s)} `
  const out = new Set<string>()
  for (let i = 0; i + 3 <= t.length; i++) out.add(t.slice(i, i + 3))
  return out
}

export function suggestQueries(query: string, names: string[], limit = 3): string[] {
  const q = trigrams(query)
  if (q.size === 0) return names.slice(0, limit)
  const scored = names
    .filter((n) => normalize(n) !== normalize(query))
    .map((name) => {
      const t = trigrams(name)
      let common = 0
      for (const g of q) if (t.has(g)) common++
      return { name, score: common / (q.size + t.size - common) }
    })
    .sort((a, b) => b.score - a.score || a.name.length - b.name.length)
  const good = scored.filter((s) => s.score > 0)
  return (good.length ? good : scored).slice(0, limit).map((s) => s.name)
}
