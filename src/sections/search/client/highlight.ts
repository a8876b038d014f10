/**
 * Highlighting and snippeting of plain text. The text is HTML-escaped first
 * and the highlight tags are inserted afterwards, so indexed content can never
 * inject markup into the page: only the configured tags ever appear unescaped.
 */
import { normalize } from './tokenize'

export interface MatchSpec {
  /** Query words, lower-cased. */
  terms: string[]
  /** Whether the last word also matches as a prefix. */
  prefixLast: boolean
}

export interface Tags { pre: string; post: string }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#39;'))
}

const WORD = /[\p{L}\p{N}_]+/gu
const CAMEL_PARTS = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g

/** How many leading characters of `word` a query matches (0 when none). */
function matchLength(word: string, spec: MatchSpec): number {
  const w = normalize(word)
  const parts = word.split('_').flatMap((p) => p.match(CAMEL_PARTS) ?? []).map((p) => normalize(p))
  let best = 0
  spec.terms.forEach((term, i) => {
    const prefix = spec.prefixLast && i === spec.terms.length - 1
    if (w === term || parts.includes(term)) best = Math.max(best, w.length)
    else if (prefix && (w.startsWith(term) || parts.some((p) => p.startsWith(term)))) {
      best = Math.max(best, w.startsWith(term) ? Math.min(term.length, word.length) : word.length)
    }
  })
  return best
}

interface Piece { start: number; end: number; hl: number }

function words(text: string, spec: MatchSpec): Piece[] {
  return Array.from(text.matchAll(WORD), (m) => ({ start: m.index!, end: m.index! + m[0].length, hl: matchLength(m[0], spec) }))
}

function render(text: string, from: number, to: number, pieces: Piece[], tags: Tags): string {
  let out = ''
  let at = from
  for (const p of pieces) {
    if (p.hl === 0 || p.start < from || p.end > to) continue
    out += escapeHtml(text.slice(at, p.start)) + tags.pre + escapeHtml(text.slice(p.start, p.start + p.hl)) + tags.post
    at = p.start + p.hl
  }
  return out + escapeHtml(text.slice(at, to))
}

export interface HighlightResult {
  value: string
  matchLevel: 'none' | 'partial' | 'full'
  matchedWords: string[]
  fullyHighlighted?: boolean
}

export interface SnippetResult { value: string; matchLevel: 'none' | 'partial' | 'full' }

function matched(pieces: Piece[], text: string, spec: MatchSpec): string[] {
  const found = new Set<string>()
  for (const p of pieces) if (p.hl) {
    const w = normalize(text.slice(p.start, p.end))
    for (const t of spec.terms) if (w.includes(t)) found.add(t)
  }
  return [...found]
}

const level = (m: string[], spec: MatchSpec): 'none' | 'partial' | 'full' =>
  m.length === 0 ? 'none' : m.length >= spec.terms.length ? 'full' : 'partial'

export function highlight(text: string, spec: MatchSpec, tags: Tags): HighlightResult {
  const pieces = words(text, spec)
  const m = matched(pieces, text, spec)
  return { value: render(text, 0, text.length, pieces, tags), matchLevel: level(m, spec), matchedWords: m }
}

/** A window of `size` words around the first match, with the ellipsis where text was cut. */
export function snippet(text: string, spec: MatchSpec, tags: Tags, size: number, ellipsis: string): SnippetResult {
  const pieces = words(text, spec)
  const m = matched(pieces, text, spec)
  if (pieces.length <= size) return { value: render(text, 0, text.length, pieces, tags), matchLevel: level(m, spec) }
  const first = Math.max(0, pieces.findIndex((p) => p.hl > 0))
  let startWord = Math.max(0, first - Math.floor(size / 3))
  startWord = Math.min(startWord, pieces.length - size)
  const endWord = startWord + size - 1
  const from = startWord === 0 ? 0 : pieces[startWord]!.start
  const to = endWord >= pieces.length - 1 ? text.length : pieces[endWord]!.end
  const value = (from > 0 ? ellipsis : '') + render(text, from, to, pieces, tags) + (to < text.length ? ellipsis : '')
  return { value, matchLevel: level(m, spec) }
}
