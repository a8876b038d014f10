/**
 * Search records of the prose pages: each page's text as its section gives it (the contract's
 * `HeliosPage.searchText`, made from the model the page renders), split by heading so that a hit lands on its
 * section. Node-only.
 */
import { createHash } from 'node:crypto'
import type { Hierarchy, PageKind, RecordType, SearchRecord } from '../client/types'
import type { PageText } from '../../../shell/contract'
import { cleanText } from '../../../shell/pageText'

/** One page to index, as the data layer describes it. */
export interface PageSource {
  /** Route with a trailing slash, e.g. "/devlog/2025/08/15/hello-world/". */
  url: string
  /** Top-level section shown as hierarchy.lvl0 ("Devlog", "Docs", "API reference"). */
  section: string
  kind: PageKind
  /** Page title (hierarchy.lvl1) when the HTML has no h1. */
  title: string
  /** Unqualified name used for exact-title ranking (a class's short name); defaults to the title. */
  shortName?: string
  docsTag: string
  language?: string
}

/** Longest content a record holds; longer paragraphs are split at word boundaries. */
export const MAX_CONTENT_CHARS = 700

export const stableId = (...parts: string[]): string =>
  createHash('sha1').update(parts.join('\u0000')).digest('hex').slice(0, 20)

/** Splits long text into pieces of at most MAX_CONTENT_CHARS, at word boundaries. */
export function splitLong(text: string, max = MAX_CONTENT_CHARS): string[] {
  if (text.length <= max) return [text]
  const out: string[] = []
  let rest = text
  while (rest.length > max) {
    let cut = rest.lastIndexOf(' ', max)
    if (cut < max / 2) cut = max
    out.push(rest.slice(0, cut).trim())
    rest = rest.slice(cut).trim()
  }
  if (rest) out.push(rest)
  return out
}

const emptyHierarchy = (): Hierarchy => ({ lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null })

/** The records of one page from its text, block by block (`HeliosPage.searchText`). Throws an error naming the page on bad input. */
export function recordsFromText(page: PageSource, blocks: readonly PageText[]): SearchRecord[] {
  if (!page.url.startsWith('/')) throw new Error(`Search records: page url must start with "/": ${JSON.stringify(page.url)}`)
  const language = page.language ?? 'en'
  const records: SearchRecord[] = []
  const hierarchy = emptyHierarchy()
  hierarchy.lvl0 = page.section
  hierarchy.lvl1 = page.title
  let anchor = ''
  let h1Seen = false
  const counts = new Map<string, number>()

  const urlOf = (a: string) => (a ? `${page.url}#${a}` : page.url)
  const push = (type: RecordType, content: string | null, name: string) => {
    const key = `${urlOf(anchor)}|${type}`
    const n = counts.get(key) ?? 0
    counts.set(key, n + 1)
    records.push({
      objectID: stableId(page.url, anchor, type, String(n)),
      url: urlOf(anchor),
      type,
      content,
      hierarchy: { ...hierarchy },
      language,
      docs_tag: page.docsTag,
      kind: page.kind,
      name,
    })
  }

  // The page record itself (lvl1) comes first, whatever the text holds.
  push('lvl1', null, page.shortName ?? page.title)
  for (const block of blocks) {
    const text = cleanText(block.text)
    if (!text) continue
    if (block.heading === null) {
      for (const piece of splitLong(text)) push('content', piece, '')
      continue
    }
    const level = Math.min(6, Math.max(1, block.heading))
    if (level === 1) {
      // An h1 is the page title: the first names the lvl1 record that already exists.
      if (!h1Seen) {
        h1Seen = true
        hierarchy.lvl1 = text
        records[0]!.hierarchy.lvl1 = text
        if (page.shortName === undefined) records[0]!.name = shortNameFromTitle(text, page.kind)
      }
      continue
    }
    const lvl = `lvl${level}` as 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6'
    hierarchy[lvl] = text
    for (let l = level + 1; l <= 6; l++) hierarchy[`lvl${l}` as keyof Hierarchy] = null
    anchor = block.anchor ?? anchor
    push(lvl, null, text)
  }
  return records
}

const REFERENCE_SUFFIX = /\s+(class|struct|union|namespace|file|directory|folder|interface)(\s+template)?\s+reference$/i

/**
 * The name a reader types for a page: for API pages the unqualified name
 * ("helios::math::vec3 Class Reference" → "vec3"), the title otherwise.
 */
export function shortNameFromTitle(title: string, kind: PageKind): string {
  if (kind === 'post' || kind === 'doc' || kind === 'page') return title
  let t = title.replace(REFERENCE_SUFFIX, '').replace(/^(class|struct|namespace|file|folder)\s+/i, '').trim()
  t = t.replace(/<.*>$/, '').trim()
  if (kind === 'file' || kind === 'folder') return t.split('/').pop() || t
  return t.split('::').pop() || t
}

/** Throws when two records share an objectID (which would make Algolia drop one). */
export function assertUniqueIds(records: SearchRecord[]): void {
  const seen = new Map<string, string>()
  for (const r of records) {
    const prev = seen.get(r.objectID)
    if (prev) throw new Error(`Search records: duplicate objectID ${r.objectID} for ${prev} and ${r.url}`)
    seen.set(r.objectID, r.url)
  }
}
