/**
 * Search records from built pages: every page the data layer knows about
 * (devlog posts, docs pages, API compounds) is read back from its HTML in
 * public/ and split by heading, so a hit lands on its section. Node-only.
 */
import { createHash } from 'node:crypto'
import { parse, type HTMLElement, type Node as HtmlNode, NodeType } from 'node-html-parser'
import type { Hierarchy, PageKind, RecordType, SearchRecord } from '../client/types'

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

const SKIP_TAGS = new Set(['annotation', 'script', 'style', 'noscript', 'nav', 'aside', 'footer', 'button', 'svg', 'template', 'form', 'header'])
const BLOCK_TAGS = new Set(['p', 'li', 'pre', 'td', 'th', 'dt', 'dd', 'figcaption', 'blockquote', 'summary'])
const HEADING = /^h([1-6])$/

export const stableId = (...parts: string[]): string =>
  createHash('sha1').update(parts.join('\u0000')).digest('hex').slice(0, 20)

/** Collapses whitespace; the result is plain text, never markup. */
export function cleanText(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

function textOf(el: HtmlNode): string {
  if (el.nodeType === NodeType.TEXT_NODE) return (el as unknown as { text: string }).text
  if (el.nodeType !== NodeType.ELEMENT_NODE) return ''
  const e = el as HTMLElement
  const tag = e.tagName?.toLowerCase() ?? ''
  if (SKIP_TAGS.has(tag)) return ''
  if (e.getAttribute('aria-hidden') === 'true' || e.hasAttribute('data-search-ignore')) return ''
  const cls = e.getAttribute('class') ?? ''
  if (/\bkatex-mathml\b|\banchor\b|\bheading-anchor\b/.test(cls)) return ''
  // Badges (kind, "private", "inline"…) label a heading but are not its words.
  if (/(^|[\s-])badges?([\s-]|$)/i.test(cls)) return ''
  // A heading's self-link ("#", "¶") is not text.
  if (tag === 'a' && (e.getAttribute('href') ?? '').startsWith('#') && /^\s*[#¶§🔗]\s*$/u.test(e.text)) return ''
  const inner = e.childNodes.map(textOf).join('')
  // Keep words of adjacent blocks apart (table cells, list items, <br>).
  return tag === 'br' || BLOCK_TAGS.has(tag) || /^(div|tr|h[1-6])$/.test(tag) ? ` ${inner} ` : inner
}

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

/** The element holding the page's own content (not navbar, sidebar or table of contents). */
function contentRoot(root: HTMLElement): HTMLElement {
  return (
    root.querySelector('[data-search-root]') ??
    root.querySelector('main article') ??
    root.querySelector('article') ??
    root.querySelector('main') ??
    root.querySelector('body') ??
    root
  )
}

const emptyHierarchy = (): Hierarchy => ({ lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null })

/** Builds the records of one page from its HTML. Throws an error naming the page on bad input. */
export function recordsFromHtml(page: PageSource, html: string): SearchRecord[] {
  if (!page.url.startsWith('/')) throw new Error(`Search records: page url must start with "/": ${JSON.stringify(page.url)}`)
  let root: HTMLElement
  try {
    root = parse(html, { comment: false, blockTextElements: { script: true, style: true, noscript: true } })
  } catch (err) {
    throw new Error(`Search records: could not parse the HTML of ${page.url}: ${(err as Error).message}`, { cause: err })
  }
  const main = contentRoot(root)
  const language = page.language ?? 'en'
  const records: SearchRecord[] = []
  const hierarchy = emptyHierarchy()
  hierarchy.lvl0 = page.section
  hierarchy.lvl1 = page.title
  let anchor = ''
  let h1Seen = false
  let contentIndex = 0
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

  // The page record itself (lvl1) comes first, whatever the HTML holds.
  push('lvl1', null, page.shortName ?? page.title)

  const visit = (node: HtmlNode) => {
    if (node.nodeType !== NodeType.ELEMENT_NODE) return
    const el = node as HTMLElement
    const tag = el.tagName?.toLowerCase() ?? ''
    if (SKIP_TAGS.has(tag) || el.hasAttribute('data-search-ignore')) return
    const heading = HEADING.exec(tag)
    if (heading) {
      const level = Number(heading[1])
      const text = cleanText(textOf(el))
      if (!text) return
      if (level === 1) {
        // The h1 is the page title: it names the lvl1 record that already exists.
        if (!h1Seen) {
          h1Seen = true
          hierarchy.lvl1 = text
          records[0]!.hierarchy.lvl1 = text
          if (page.shortName === undefined) records[0]!.name = shortNameFromTitle(text, page.kind)
        }
        return
      }
      const lvl = `lvl${level}` as 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6'
      hierarchy[lvl] = text
      for (let l = level + 1; l <= 6; l++) hierarchy[`lvl${l}` as keyof Hierarchy] = null
      anchor = el.getAttribute('id') ?? el.querySelector('[id]')?.getAttribute('id') ?? anchor
      contentIndex = 0
      push(lvl, null, text)
      return
    }
    if (BLOCK_TAGS.has(tag)) {
      const text = cleanText(textOf(el))
      if (text) for (const piece of splitLong(text)) { push('content', piece, ''); contentIndex++ }
      return
    }
    for (const child of el.childNodes) visit(child)
  }
  for (const child of main.childNodes) visit(child)
  void contentIndex
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

/** Records of a page known only from the data layer (its HTML was not built): the title alone. */
export function titleRecord(page: PageSource): SearchRecord {
  const hierarchy = emptyHierarchy()
  hierarchy.lvl0 = page.section
  hierarchy.lvl1 = page.title
  return {
    objectID: stableId(page.url, '', 'lvl1', '0'),
    url: page.url,
    type: 'lvl1',
    content: null,
    hierarchy,
    language: page.language ?? 'en',
    docs_tag: page.docsTag,
    kind: page.kind,
    name: page.shortName ?? page.title,
  }
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
