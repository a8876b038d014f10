/**
 * The Markdown twin of a page (`<route>index.md`). Sections hand in an mdast tree and this module serialises it,
 * so no section writes Markdown text by hand and every text of a doc comment or post stays text
 * (docs/sections/shell.md, "Markdown").
 */
import { requirePackage } from './lazyPackage'
import { safeUrl } from './safeUrl'
import { siteConfig } from './config/site'
import { parseAtFileLines } from './contentPlace'
import { isCppLang, shownCode } from './hiddenLines'
import { demoOfFence, demoUrls } from './demos/fence'

/** An mdast node (https://github.com/syntax-tree/mdast), loosely typed: sections build plain objects. */
export interface Md {
  type: string
  children?: Md[]
  value?: string
  url?: string
  alt?: string | null
  title?: string | null
  depth?: number
  ordered?: boolean
  lang?: string | null
  align?: Array<'left' | 'right' | 'center' | null>
  [key: string]: unknown
}

type ToMarkdown = (tree: Md, options: Record<string, unknown>) => string
type FromMarkdown = (text: string, options: Record<string, unknown>) => Md

let utils: { toMarkdown: ToMarkdown; fromMarkdown: FromMarkdown; ext: Record<string, (options?: Record<string, unknown>) => unknown> } | null = null
function mdast() {
  if (!utils) {
    const load = (name: string) => requirePackage(name) as Record<string, unknown>
    const gfm = load('mdast-util-gfm')
    const math = load('mdast-util-math')
    const mdx = load('mdast-util-mdx')
    utils = {
      toMarkdown: load('mdast-util-to-markdown').toMarkdown as ToMarkdown,
      fromMarkdown: load('mdast-util-from-markdown').fromMarkdown as FromMarkdown,
      ext: {
        gfmTo: gfm.gfmToMarkdown as (options?: Record<string, unknown>) => unknown,
        gfmFrom: gfm.gfmFromMarkdown as () => unknown,
        mathTo: math.mathToMarkdown as () => unknown,
        mathFrom: math.mathFromMarkdown as () => unknown,
        mdxFrom: mdx.mdxFromMarkdown as () => unknown,
        gfmSyntax: load('micromark-extension-gfm').gfm as () => unknown,
        mathSyntax: load('micromark-extension-math').math as () => unknown,
        mdxSyntax: load('micromark-extension-mdxjs').mdxjs as () => unknown,
      },
    }
  }
  return utils
}

/**
 * Markdown text of an mdast tree (GitHub tables and strikethrough, `$math$`). Table cells are not padded to a
 * common width (`tablePipeAlign: false`, an option of mdast-util-gfm's table extension, not of toMarkdown): one
 * long declaration would otherwise pad every row of its column.
 */
export function markdownOf(tree: Md): string {
  const { toMarkdown, ext } = mdast()
  // Made once: the extensions' escaping patterns are compiled on first use and kept on them.
  toMarkdownOptions ??= { extensions: [ext.gfmTo(TWIN_MARKDOWN_SETTINGS.gfm), ext.mathTo()], ...TWIN_MARKDOWN_SETTINGS.options }
  return toMarkdown(tree, toMarkdownOptions)
}

/**
 * How twins are serialised, as plain data: mdast-util-gfm's options, and toMarkdown's own (the math extension
 * takes none). The twin workers (./server/twinWorkers.ts) build the same options from it.
 */
export const TWIN_MARKDOWN_SETTINGS = {
  gfm: { tablePipeAlign: false, tableCellPadding: true },
  options: { bullet: '-', rule: '-', fences: true, listItemIndent: 'one', resourceLink: true },
} as const
let toMarkdownOptions: Record<string, unknown> | undefined

/** Parses Markdown (GitHub syntax and math) into mdast: what readers' tools see of a twin (used by the checks). */
export function parseMarkdown(text: string): Md {
  const { fromMarkdown, ext } = mdast()
  return fromMarkdown(text, { extensions: [ext.gfmSyntax(), ext.mathSyntax()], mdastExtensions: [ext.gfmFrom(), ext.mathFrom()] })
}

/** Absolute URL of a site path, on the configured origin (a twin's links are absolute). */
export function siteUrlOf(pathname: string): string {
  const origin = siteConfig.siteUrl.replace(/\/+$/, '')
  const base = siteConfig.baseUrl.replace(/\/+$/, '')
  return `${origin}${base}${pathname.startsWith('/') ? pathname : `/${pathname}`}`
}

/** Route of the Markdown twin of the page at `route` ("/devlog/…/slug/" → "/devlog/…/slug/index.md"). */
export const markdownTwinPath = (route: string): string => `${route.endsWith('/') ? route : `${route}/`}index.md`

/** A link's target as a twin writes it: through the site's URL sanitiser, then absolute against the page; undefined when refused. */
export function absoluteHref(href: string | null | undefined, pageRoute: string): string | undefined {
  const safe = safeUrl(href)
  if (safe === undefined) return undefined
  try {
    return new URL(safe, siteUrlOf(pageRoute)).href
  } catch {
    return undefined
  }
}

export const text = (value: string): Md => ({ type: 'text', value })
export const paragraph = (children: Md[]): Md => ({ type: 'paragraph', children })
export const heading = (depth: number, children: Md[]): Md => ({ type: 'heading', depth: Math.min(6, Math.max(1, depth)), children })
export const code = (value: string, lang = 'cpp'): Md => ({ type: 'code', lang, value })
export const inlineCode = (value: string): Md => ({ type: 'inlineCode', value })
export const strong = (children: Md[]): Md => ({ type: 'strong', children })
export const link = (url: string, children: Md[]): Md => ({ type: 'link', url, children })
/** A GitHub table: first row the header; cells hold inline content. */
export const table = (rows: Md[][]): Md => ({
  type: 'table',
  align: rows[0]?.map(() => null) ?? [],
  children: rows.map((cells) => ({ type: 'tableRow', children: cells.map((c) => ({ type: 'tableCell', children: [c] })) })),
})
/** One inline node holding several (a table cell, a list item's line). */
export const phrase = (children: Md[]): Md => ({ type: 'emphasis', children, phrase: true })

/** The plain text of an mdast subtree. */
export function mdText(node: Md): string {
  if (typeof node.value === 'string') return node.value
  if (node.type === 'image') return node.alt ?? ''
  return (node.children ?? []).map(mdText).join('')
}

const PHRASING = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode', 'link', 'image', 'break', 'inlineMath', 'linkReference', 'imageReference', 'footnoteReference'])
/** Whether a node may sit in a paragraph or a table cell. */
export const isPhrasing = (n: Md): boolean => PHRASING.has(n.type)

/**
 * Block content as inline content (a description in a table cell): blocks joined by spaces, code and nested blocks
 * as their text in inline code or plain text. Inline content stays as it is, so a word that runs into inline code
 * keeps running into it. Nothing of it can leave the cell.
 */
export function toPhrasing(nodes: Md[]): Md[] {
  const out: Md[] = []
  let lastWasBlock = false
  for (const n of nodes) {
    const block = !isPhrasing(n)
    const inline = !block
      ? [n]
      : n.type === 'code' || n.type === 'math'
        ? [inlineCode(String(n.value ?? '').replace(/\s+/g, ' ').trim())]
        : n.children
          ? toPhrasing(n.children)
          : []
    if (inline.length === 0) continue
    if (out.length > 0 && (block || lastWasBlock)) out.push(text(' '))
    out.push(...inline)
    lastWasBlock = block
  }
  return out
}

/** Unwraps the `phrase` helper nodes (emphasis marked `phrase`) before serialising. */
function unwrapPhrases(node: Md): Md {
  if (!node.children) return node
  const children: Md[] = []
  for (const c of node.children) {
    const u = unwrapPhrases(c)
    if (u.type === 'emphasis' && u.phrase) children.push(...(u.children ?? []))
    else children.push(u)
  }
  return { ...node, children }
}

/** The tree of a twin: the blocks of a page as one document. */
export const twinRoot = (blocks: Md[]): Md => unwrapPhrases({ type: 'root', children: blocks })

/** Serialises a twin: the blocks of a page as one Markdown document (./server/twinWorkers.ts does it off the main thread). */
export function twinMarkdown(blocks: Md[]): string {
  return markdownOf(twinRoot(blocks))
}

/** The demo a fence declares; a malformed one is the build's demo step's error to report, not the twin's. */
function demoOfFenceOrNull(meta: unknown): ReturnType<typeof demoOfFence> {
  try {
    return demoOfFence(typeof meta === 'string' ? meta : null)
  } catch {
    return null
  }
}

/** Admonition types of the MDX component and the label a twin gives them. */
const ADMONITION_LABELS: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Caution' }

function jsxAttr(node: Md, name: string): string | undefined {
  const attrs = (node.attributes ?? []) as Array<{ type: string; name?: string; value?: unknown }>
  const a = attrs.find((x) => x.type === 'mdxJsxAttribute' && x.name === name)
  return typeof a?.value === 'string' ? a.value : undefined
}

/**
 * A page written in MDX as plain Markdown: the import/export lines and `{…}` expressions dropped, JSX
 * components replaced by their content (an Admonition by a quote led by its title), every link and image
 * through the sanitiser and absolute against the page (a refused one becomes its text), raw HTML as text.
 * `source`: the MDX file, which a syntax error names with its own line and column (./contentPlace.ts).
 */
export function mdxToMdast(body: string, pageRoute: string, source?: string): Md[] {
  const { fromMarkdown, ext } = mdast()
  const parse = (text: string) => fromMarkdown(text, { extensions: [ext.mdxSyntax(), ext.gfmSyntax(), ext.mathSyntax()], mdastExtensions: [ext.mdxFrom(), ext.gfmFrom(), ext.mathFrom()] })
  const tree = source ? parseAtFileLines(body, source, parse) : parse(body)
  const definitions = new Map<string, string>()
  const collect = (n: Md) => {
    if (n.type === 'definition' && typeof n.identifier === 'string' && typeof n.url === 'string') definitions.set(n.identifier, n.url)
    n.children?.forEach(collect)
  }
  collect(tree)
  const convert = (n: Md): Md[] => {
    switch (n.type) {
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
      case 'definition':
        return []
      case 'html':
        return [text(String(n.value ?? ''))]
      case 'mdxJsxFlowElement': {
        const children = (n.children ?? []).flatMap(convert)
        if (n.name === 'Admonition') {
          const kind = jsxAttr(n, 'type') ?? 'note'
          const title = jsxAttr(n, 'title')
          const label = ADMONITION_LABELS[kind] ?? kind
          return [{ type: 'blockquote', children: [paragraph([strong([text(title ? `${label}: ${title}` : label)])]), ...children] }]
        }
        return children
      }
      case 'mdxJsxTextElement':
        return (n.children ?? []).flatMap(convert)
      case 'code': {
        // A C++ block as the page shows it: without its hidden lines.
        const { position: _position, ...rest } = n
        const block: Md = { ...rest, value: shownCode(String(n.value ?? ''), n.lang) }
        // A demo's program: the twin says where it runs and links the WebAssembly built from it.
        const demo = isCppLang(n.lang) ? demoOfFenceOrNull(n.meta) : null
        if (!demo) return [block]
        const urls = demoUrls(demo.name)
        const page = absoluteHref(`${pageRoute}#demo-${demo.name}`, pageRoute)
        const wasm = absoluteHref(urls.wasm, pageRoute)
        const script = absoluteHref(urls.script, pageRoute)
        return [
          block,
          paragraph([
            text('Live demo: the program above runs '),
            ...(page ? [link(page, [text('on the page')])] : [text('on the page')]),
            text(', compiled to WebAssembly ('),
            ...(wasm ? [link(wasm, [text(`${demo.name}.wasm`)])] : []),
            text(' with its JavaScript loader '),
            ...(script ? [link(script, [text(`${demo.name}.js`)])] : []),
            text(') from this code and the engine\'s sources.'),
          ]),
        ]
      }
      case 'link':
      case 'linkReference': {
        const url = absoluteHref(n.type === 'link' ? n.url : definitions.get(String(n.identifier)), pageRoute)
        const children = (n.children ?? []).flatMap(convert)
        return url ? [link(url, children)] : children
      }
      case 'image':
      case 'imageReference': {
        const url = absoluteHref(n.type === 'image' ? n.url : definitions.get(String(n.identifier)), pageRoute)
        return url ? [{ type: 'image', url, alt: n.alt ?? '', title: n.title ?? null }] : [text(String(n.alt ?? ''))]
      }
      default: {
        const { position: _position, ...rest } = n
        return [n.children ? { ...rest, children: n.children.flatMap(convert) } : rest]
      }
    }
  }
  return (tree.children ?? []).flatMap(convert)
}
