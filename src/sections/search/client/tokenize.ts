/**
 * Tokenisation shared by the index builder and the query engine, so that
 * both sides agree on what a word is. C++ names are split so that a reader
 * finds `EventQueue` by typing "eventqueue", "event" or "queue", and
 * `helios::math::vec3` by "vec3".
 */

/** Strips accents and lower-cases. */
export function normalize(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
}

export interface Token {
  term: string
  /** Word position in the text (camel-case parts share their word's position). */
  position: number
  /** True for a part of a compound word (camelCase, snake_case), false for the whole word. */
  part: boolean
}

const WORD = /[\p{L}\p{N}_]+/gu
const CAMEL_PARTS = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g

/** Words of a text for indexing: whole words plus their camel/snake-case parts. */
export function tokenize(text: string): Token[] {
  const out: Token[] = []
  const plain = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
  let position = 0
  for (const match of plain.matchAll(WORD)) {
    const word = match[0]
    const term = word.toLowerCase()
    out.push({ term, position, part: false })
    const parts = word.split('_').flatMap((p) => p.match(CAMEL_PARTS) ?? [])
    if (parts.length > 1) {
      const seen = new Set([term])
      for (const p of parts) {
        const lp = p.toLowerCase()
        if (!seen.has(lp)) {
          seen.add(lp)
          out.push({ term: lp, position, part: true })
        }
      }
    }
    position++
  }
  return out
}

/** Words of a query: whole words only, lower-cased, in order. */
export function queryTerms(query: string): string[] {
  return Array.from(normalize(query).matchAll(WORD), (m) => m[0])
}

/** Number of whole words in a text (what a title "equals" is measured against). */
export function wordCount(text: string): number {
  return Array.from(text.matchAll(WORD)).length
}

/** The shard a term lives in: its first two characters. */
export function shardKey(term: string): string {
  return term.slice(0, 2)
}

/** File-system and URL safe name of a shard key. */
export function shardFileName(key: string): string {
  return Array.from(key, (ch) => (/[a-z0-9]/.test(ch) ? ch : `_${ch.codePointAt(0)!.toString(16)}`)).join('')
}
