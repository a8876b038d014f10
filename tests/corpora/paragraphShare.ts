/**
 * "Nothing lost": checks that the words of every description paragraph of a doxygen XML folder appear on the built
 * page (or, with --markdown, the Markdown twin) of the entity it documents, and prints or returns the share shown.
 * What counts as a paragraph and as its words: docs/sections/scripts-and-tests.md, "Nothing lost".
 *
 *   npx tsx tests/corpora/paragraphShare.ts --xml DIR --public DIR [--base /docs/helios/] [--show 20] [--min 99.5] [--markdown]
 */
import fs from 'node:fs'
import path from 'node:path'
import { parse as parseHtml, type HTMLElement, type Node as HtmlNode, NodeType } from 'node-html-parser'
import { type XElement, type XNode, parseXml } from '../../src/sections/api/model/xml'
import { readDoxygenFolder } from '../../src/sections/api/model/model'
import { buildRoutes } from '../../src/sections/api/model/routes'
import { type Md, isPhrasing, parseMarkdown } from '../../src/shell/markdownTwin'

export interface MissingParagraph {
  /** XML file the paragraph was read from. */
  xmlFile: string
  /** The entity it documents: "kind name (doxygen id)". */
  entity: string
  /** The paragraph's own words, as read from the XML. */
  text: string
  /** Page it was looked for on (route), or null when the entity has no page. */
  page: string | null
}

export interface ParagraphShare {
  total: number
  shown: number
  /** shown / total in percent (100 when there is no paragraph at all). */
  share: number
  missing: MissingParagraph[]
}

export interface ParagraphShareOptions {
  xmlDir: string
  publicDir: string
  /** Base route of the API reference (the plugin's basePath). */
  basePath?: string
  /** Where the words are looked for: the page's HTML (default) or its Markdown twin. */
  format?: 'html' | 'markdown'
}

/** Elements whose description content becomes paragraphs of the entity. */
const DESCRIPTIONS = new Set(['briefdescription', 'detaileddescription', 'inbodydescription', 'description'])

/** Blocks a <para> may hold: their text is theirs, not the paragraph's. */
const NESTED_BLOCKS = new Set([
  'itemizedlist', 'orderedlist', 'variablelist', 'table', 'programlisting', 'javadoccode', 'verbatim', 'preformatted',
  'javadocliteral', 'simplesect', 'xrefsect', 'parameterlist', 'blockquote', 'details', 'sect1', 'sect2', 'sect3', 'sect4',
  'sect5', 'sect6', 'parblock', 'internal', 'image', 'dot', 'msc', 'plantuml', 'dotfile', 'mscfile', 'diafile', 'hruler',
])

/** Content for other output formats, and formulas (rendered as math, not words). */
const LEFT_OUT = new Set(['htmlonly', 'manonly', 'xmlonly', 'rtfonly', 'latexonly', 'docbookonly', 'indexentry', 'toclist', 'copydoc', 'formula'])

const WORD = /[\p{L}\p{N}_]+/gu

export function words(text: string): string[] {
  return text.match(WORD) ?? []
}

/**
 * The runs of a paragraph's own text, split where a nested block sits. Each run is a list of words.
 * Exported for the unit tests.
 */
export function paragraphRuns(para: XElement): string[][] {
  const runs: string[][] = []
  let cur = ''
  const flush = () => {
    const w = words(cur)
    if (w.length > 0) runs.push(w)
    cur = ''
  }
  const visit = (n: XNode) => {
    if (typeof n === 'string') {
      cur += n
      return
    }
    if (NESTED_BLOCKS.has(n.name) || n.name === 'para') {
      flush()
      return
    }
    if (LEFT_OUT.has(n.name)) {
      // What a left-out element shows (math, or nothing) sits between the words around it: they form two runs.
      flush()
      return
    }
    if (n.children.length === 0) cur += ' '
    for (const c of n.children) visit(c)
  }
  for (const c of para.children) visit(c)
  flush()
  return runs
}

interface Found {
  entityId: string
  entity: string
  xmlFile: string
  runs: string[][]
  text: string
}

/** Every paragraph of one compound file, with the entity (compound, member or enum value) it documents. */
export function paragraphsOfFile(root: XElement, xmlFile: string): Found[] {
  const out: Found[] = []
  const visit = (el: XElement, entityId: string, entity: string, inDescription: boolean) => {
    for (const c of el.children) {
      if (typeof c === 'string') continue
      let id = entityId
      let label = entity
      if (c.name === 'compounddef' || c.name === 'memberdef' || c.name === 'enumvalue') {
        id = c.attrs.id ?? entityId
        const name =
          c.children.find((x): x is XElement => typeof x !== 'string' && (x.name === 'compoundname' || x.name === 'qualifiedname')) ??
          c.children.find((x): x is XElement => typeof x !== 'string' && x.name === 'name')
        label = `${c.name === 'enumvalue' ? 'enumvalue' : (c.attrs.kind ?? c.name)} ${name ? textContent(name).trim() : '?'} (${id})`
      }
      if (LEFT_OUT.has(c.name) || c.name === 'programlisting') continue
      const inDesc = inDescription || DESCRIPTIONS.has(c.name)
      if (c.name === 'para' && inDesc) {
        const runs = paragraphRuns(c)
        if (runs.length > 0) out.push({ entityId: id, entity: label, xmlFile, runs, text: runs.map((r) => r.join(' ')).join(' … ') })
      }
      visit(c, id, label, inDesc)
    }
  }
  visit(root, '', '', false)
  return out
}

function textContent(n: XNode): string {
  return typeof n === 'string' ? n : n.children.map(textContent).join('')
}

/** Elements that flow inside a line of text: no word boundary at their edges. */
const INLINE_HTML = new Set(['a', 'span', 'code', 'b', 'strong', 'em', 'i', 'sub', 'sup', 'small', 'del', 'ins', 's', 'u', 'cite', 'abbr', 'mark', 'kbd', 'var', 'samp', 'q', 'time', 'bdi', 'bdo'])

function htmlText(node: HtmlNode, out: string[]): void {
  if (node.nodeType === NodeType.TEXT_NODE) {
    out.push(node.text)
    return
  }
  if (node.nodeType !== NodeType.ELEMENT_NODE) return
  const tag = (node as HTMLElement).rawTagName?.toLowerCase() ?? ''
  if (tag === 'script' || tag === 'style' || tag === 'template') return
  const inline = INLINE_HTML.has(tag)
  if (!inline) out.push(' ')
  for (const c of node.childNodes) htmlText(c, out)
  if (!inline) out.push(' ')
}

/** The words of a built page's content (the API page body, else <main>), as one space-delimited string. */
export function pageWords(html: string): string {
  const doc = parseHtml(html, { blockTextElements: { script: false, style: false, noscript: false } })
  const root: HTMLElement = doc.querySelector('[data-api-page]') ?? doc.querySelector('main') ?? doc
  const parts: string[] = []
  htmlText(root, parts)
  return ` ${words(parts.join('')).join(' ')} `
}

/** The words of a Markdown twin as a Markdown parser reads it, blocks apart, inline content contiguous. */
export function markdownWords(markdown: string): string {
  const parts: string[] = []
  const visit = (n: Md) => {
    const inline = isPhrasing(n)
    if (!inline) parts.push(' ')
    if (typeof n.value === 'string') parts.push(n.value)
    else if (n.type === 'image') parts.push(n.alt ?? '')
    for (const c of n.children ?? []) visit(c)
    if (!inline) parts.push(' ')
  }
  visit(parseMarkdown(markdown))
  return ` ${words(parts.join('')).join(' ')} `
}

export function paragraphShare({ xmlDir, publicDir, basePath = '/docs/helios/', format = 'html' }: ParagraphShareOptions): ParagraphShare {
  const model = readDoxygenFolder(xmlDir, { warn: () => undefined })
  const routes = buildRoutes(model, basePath)
  const pageOf = (id: string): string | null => routes.members.get(id)?.route ?? routes.compounds.get(id) ?? null
  const pages = new Map<string, string | null>()
  const wordsOfPage = (route: string): string | null => {
    if (pages.has(route)) return pages.get(route)!
    const file = path.join(publicDir, decodeURI(route), format === 'markdown' ? 'index.md' : 'index.html')
    const text = fs.existsSync(file) ? (format === 'markdown' ? markdownWords : pageWords)(fs.readFileSync(file, 'utf8')) : null
    pages.set(route, text)
    return text
  }
  const seen = new Set<string>()
  let total = 0
  let shown = 0
  const missing: MissingParagraph[] = []
  // Every compound file, in the subfolders CREATE_SUBDIRS makes too.
  const files = (fs.readdirSync(xmlDir, { recursive: true }) as string[]).filter((f) => f.endsWith('.xml') && f !== 'index.xml' && f !== 'Doxyfile.xml').sort()
  for (const file of files) {
    const root = parseXml(fs.readFileSync(path.join(xmlDir, file), 'utf8'), file)
    if (root.name !== 'doxygen') continue
    for (const p of paragraphsOfFile(root, file)) {
      // doxygen repeats a member's full memberdef in its namespace, file and group files: count it once.
      const key = `${p.entityId}\u0000${p.text}`
      if (seen.has(key)) continue
      seen.add(key)
      total++
      const route = pageOf(p.entityId)
      const text = route ? wordsOfPage(route) : null
      if (text !== null && p.runs.every((run) => text.includes(` ${run.join(' ')} `))) shown++
      else missing.push({ xmlFile: p.xmlFile, entity: p.entity, text: p.text, page: route })
    }
  }
  return { total, shown, share: total === 0 ? 100 : (100 * shown) / total, missing }
}

function main(argv: string[]): number {
  const arg = (name: string) => {
    const i = argv.indexOf(`--${name}`)
    return i >= 0 ? argv[i + 1] : undefined
  }
  const xmlDir = arg('xml')
  const publicDir = arg('public')
  if (!xmlDir || !publicDir) {
    console.error('usage: npx tsx tests/corpora/paragraphShare.ts --xml DIR --public DIR [--base /docs/helios/] [--show 20] [--min 99.5] [--json]')
    return 2
  }
  const format = argv.includes('--markdown') ? 'markdown' : 'html'
  const result = paragraphShare({ xmlDir, publicDir, basePath: arg('base'), format })
  const show = Number(arg('show') ?? 20)
  if (argv.includes('--json')) console.log(JSON.stringify(result, null, 2))
  else {
    console.log(`paragraph share${format === 'markdown' ? ' (Markdown twins)' : ''}: ${result.shown} of ${result.total} paragraphs shown on their entity's page (${result.share.toFixed(2)} %)`)
    for (const m of result.missing.slice(0, show)) {
      console.log(`  missing: ${m.xmlFile}: ${m.entity} on ${m.page ?? '(no page)'}: "${m.text.length > 160 ? m.text.slice(0, 157) + '...' : m.text}"`)
    }
    if (result.missing.length > show) console.log(`  ... and ${result.missing.length - show} more`)
  }
  const min = arg('min')
  if (min !== undefined && result.share < Number(min)) {
    console.error(`paragraph share ${result.share.toFixed(2)} % is below ${min} %`)
    return 1
  }
  return 0
}

if (require.main === module) process.exit(main(process.argv.slice(2)))
