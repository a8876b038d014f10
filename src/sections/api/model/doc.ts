/**
 * Doxygen's description markup (compound.xsd, docParaType and friends) turned
 * into a small serialisable tree. Text stays text (the renderer escapes it);
 * nothing is turned into HTML strings here. Paragraphs that hold block
 * elements (doxygen nests parameter lists, lists and tables inside <para>) are
 * split so that the tree never puts a block inside a paragraph.
 */
import { type XElement, type XNode, elements, element, textOf } from './xml'
import { formulaTex, texToMathTree } from './math'
import type { MathTree } from './mathml'

/** One node of a description. A plain string is text. */
export type DocNode = string | DocElement

export type DocElement =
  | { t: 'p'; c: DocNode[] }
  | { t: 'b' | 'em' | 'code' | 's' | 'u' | 'sub' | 'sup' | 'small' | 'ins' | 'del' | 'center' | 'cite'; c: DocNode[] }
  | { t: 'ref'; id: string; kind: string; href?: string; c: DocNode[] }
  | { t: 'link'; url: string; c: DocNode[] }
  | { t: 'list'; ordered: boolean; items: DocNode[][] }
  | { t: 'dl'; items: Array<{ term: DocNode[]; c: DocNode[] }> }
  | { t: 'table'; caption?: DocNode[]; rows: Array<Array<{ head: boolean; colspan?: number; rowspan?: number; c: DocNode[] }>> }
  | { t: 'listing'; lang?: string; lines: Array<{ n?: number; c: DocNode[] }> }
  | { t: 'hl'; k: string; c: DocNode[] }
  | { t: 'pre'; text: string }
  | { t: 'sect'; kind: string; title?: DocNode[]; c: DocNode[] }
  | { t: 'xref'; kind: string; title: string; anchor: string; href?: string; c: DocNode[] }
  | { t: 'params'; kind: string; items: Array<{ names: Array<{ name: DocNode[]; dir?: string; type?: DocNode[] }>; c: DocNode[] }> }
  | { t: 'image'; name: string; alt: string; src?: string; width?: string; height?: string; inline?: boolean }
  | { t: 'heading'; level: number; id?: string; c: DocNode[] }
  | { t: 'section'; level: number; id?: string; title: DocNode[]; c: DocNode[] }
  | { t: 'quote'; c: DocNode[] }
  | { t: 'details'; summary: DocNode[]; c: DocNode[] }
  | { t: 'anchor'; id: string }
  /** A formula: its TeX, whether it is set apart, and its MathML (none when KaTeX cannot read the TeX: shown as code). */
  | { t: 'math'; tex: string; display: boolean; mathml?: MathTree }
  | { t: 'br' }
  | { t: 'hr' }

/** A to-do, deprecation, bug or test item found in a description (doxygen's xrefsect). */
export interface XrefItem {
  /** List the item belongs to: "todo", "deprecated", "bug", "test" or a custom \xrefitem key. */
  list: string
  title: string
  /** Anchor of the item on its list page (doxygen's id after "_1"). */
  anchor: string
  content: DocNode[]
  /** Compound or member the item documents. */
  ownerId: string
}

export interface DocContext {
  /** XML file being read (for messages). */
  file: string
  /** Compound or member whose description this is. */
  ownerId: string
  /** Compound page the description is rendered on (for anchors). */
  compoundId: string
  /** Every element with an id found in descriptions: id → compound that shows it and the raw anchor. */
  anchors: Map<string, { compoundId: string; anchor: string }>
  xrefs: XrefItem[]
  /** Each page's name by its id (DoxygenModel.pageNames): names an xrefsect's list. Without it, the id's prefix. */
  pageNames?: ReadonlyMap<string, string>
  warn: (message: string) => void
}

/** Doxygen writes many characters as empty elements (<times/>, <ndash/> ...). */
const CHARS: Record<string, string> = {
  sp: ' ', nonbreakablespace: '\u00a0', times: '×', divide: '÷', ndash: '–', mdash: '—', copy: '©', trade: '™', tm: '™',
  registered: '®', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', laquo: '«', raquo: '»', hellip: '…', deg: '°',
  plusmn: '±', middot: '·', larr: '←', rarr: '→', uarr: '↑', darr: '↓', harr: '↔', lArr: '⇐', rArr: '⇒', hArr: '⇔',
  le: '≤', ge: '≥', ne: '≠', equiv: '≡', asymp: '≈', infin: '∞', minus: '−', bull: '•', prime: '′', Prime: '″',
  sect: '§', para: '¶', micro: 'µ', iexcl: '¡', iquest: '¿', cent: '¢', pound: '£', euro: '€', yen: '¥', not: '¬',
  shy: '\u00ad', ensp: '\u2002', emsp: '\u2003', thinsp: '\u2009', zwnj: '\u200c', zwj: '\u200d', lrm: '\u200e', rlm: '\u200f',
  sdot: '⋅', lowast: '∗', radic: '√', prop: '∝', ang: '∠', and: '∧', or: '∨', cap: '∩', cup: '∪', int: '∫',
  sum: '∑', prod: '∏', part: '∂', nabla: '∇', isin: '∈', notin: '∉', sub: '⊂', sup: '⊃', sube: '⊆', supe: '⊇',
  forall: '∀', exist: '∃', empty: '∅', there4: '∴', sim: '∼', cong: '≅', oplus: '⊕', otimes: '⊗', perp: '⊥',
  lceil: '⌈', rceil: '⌉', lfloor: '⌊', rfloor: '⌋', lang: '⟨', rang: '⟩', loz: '◊', dagger: '†', Dagger: '‡',
  permil: '‰', frac12: '½', frac14: '¼', frac34: '¾', sup1: '¹', sup2: '²', sup3: '³', ordf: 'ª', ordm: 'º',
  alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ', epsilon: 'ε', zeta: 'ζ', eta: 'η', theta: 'θ', iota: 'ι', kappa: 'κ',
  lambda: 'λ', mu: 'μ', nu: 'ν', xi: 'ξ', omicron: 'ο', pi: 'π', rho: 'ρ', sigma: 'σ', sigmaf: 'ς', tau: 'τ',
  upsilon: 'υ', phi: 'φ', chi: 'χ', psi: 'ψ', omega: 'ω', Alpha: 'Α', Beta: 'Β', Gamma: 'Γ', Delta: 'Δ', Theta: 'Θ',
  Lambda: 'Λ', Xi: 'Ξ', Pi: 'Π', Sigma: 'Σ', Phi: 'Φ', Psi: 'Ψ', Omega: 'Ω', szlig: 'ß', auml: 'ä', ouml: 'ö', uuml: 'ü',
  Auml: 'Ä', Ouml: 'Ö', Uuml: 'Ü', eacute: 'é', egrave: 'è', aacute: 'á', agrave: 'à', ccedil: 'ç', ntilde: 'ñ',
}

const INLINE_WRAP: Record<string, 'b' | 'em' | 'code' | 's' | 'u' | 'sub' | 'sup' | 'small' | 'ins' | 'del' | 'center' | 'cite'> = {
  bold: 'b', emphasis: 'em', computeroutput: 'code', strike: 's', s: 's', underline: 'u', subscript: 'sub',
  superscript: 'sup', small: 'small', ins: 'ins', del: 'del', center: 'center', cite: 'cite',
}

/** Elements that carry output for other formats only; their content is not shown. */
const SKIPPED = new Set(['htmlonly', 'manonly', 'xmlonly', 'rtfonly', 'latexonly', 'docbookonly', 'indexentry', 'toclist', 'dot', 'msc', 'plantuml', 'dotfile', 'mscfile', 'diafile', 'copydoc'])

const BLOCK_TYPES = new Set(['p', 'list', 'dl', 'table', 'listing', 'pre', 'sect', 'xref', 'params', 'heading', 'section', 'quote', 'details', 'hr', 'center'])

export function isBlock(n: DocNode): boolean {
  return typeof n !== 'string' && (BLOCK_TYPES.has(n.t) || (n.t === 'image' && !n.inline) || (n.t === 'math' && n.display))
}

/** Converts the children of a description element (briefdescription, detaileddescription ...) into blocks. */
export function convertDescription(el: XElement | undefined, ctx: DocContext): DocNode[] {
  if (!el) return []
  return blocks(el.children, ctx)
}

/** Inline content: text, refs, emphasis; used for <type>, <defval>, <initializer> and titles. */
export function convertInline(el: XElement | undefined, ctx: DocContext): DocNode[] {
  if (!el) return []
  return mergeText(el.children.flatMap((c) => node(c, ctx)))
}

/**
 * Adjacent strings joined into one. The model keeps what this returns for the whole build, so it is stored tight:
 * each run joined in one step (`+=` keeps every piece alive behind the joined text) and the array copied to its
 * length (one grown by push keeps room for 17 entries).
 */
function mergeText(nodes: DocNode[]): DocNode[] {
  const out: DocNode[] = []
  let run: string[] = []
  const flush = () => {
    const text = run.length === 1 ? run[0] : run.join('')
    if (text !== '') out.push(text)
    run = []
  }
  for (const n of nodes) {
    if (typeof n === 'string') run.push(n)
    else {
      if (run.length > 0) flush()
      out.push(n)
    }
  }
  if (run.length > 0) flush()
  return out.slice()
}

/** Groups converted children into blocks: runs of inline content become paragraphs. */
function blocks(children: XNode[], ctx: DocContext): DocNode[] {
  return wrapInline(children.flatMap((c) => node(c, ctx)))
}

function wrapInline(nodes: DocNode[]): DocNode[] {
  const out: DocNode[] = []
  let run: DocNode[] = []
  const flush = () => {
    const merged = mergeText(run)
    if (merged.some((n) => typeof n !== 'string' || n.trim() !== '')) {
      // Trim the outer whitespace doxygen leaves around paragraphs.
      if (typeof merged[0] === 'string') merged[0] = (merged[0] as string).replace(/^\s+/, '')
      const last = merged.length - 1
      if (typeof merged[last] === 'string') merged[last] = (merged[last] as string).replace(/\s+$/, '')
      out.push({ t: 'p', c: merged.filter((n) => n !== '') })
    }
    run = []
  }
  for (const n of nodes) {
    if (isBlock(n)) {
      flush()
      out.push(n)
    } else run.push(n)
  }
  flush()
  return out
}

function node(c: XNode, ctx: DocContext): DocNode[] {
  if (typeof c === 'string') return [c]
  const name = c.name
  if (name in CHARS && c.children.length === 0) return [CHARS[name]]
  if (name in INLINE_WRAP) return [{ t: INLINE_WRAP[name], c: convertInline(c, ctx) } as DocNode]
  if (SKIPPED.has(name)) return []
  switch (name) {
    case 'para':
      // A paragraph's blocks are lifted out; the inline runs around them become paragraphs.
      return wrapInline(c.children.flatMap((x) => node(x, ctx)))
    case 'ref':
      return [{ t: 'ref', id: c.attrs.refid ?? '', kind: c.attrs.kindref ?? 'compound', c: convertInline(c, ctx) }]
    case 'ulink':
      return [{ t: 'link', url: c.attrs.url ?? '', c: convertInline(c, ctx) }]
    case 'linebreak':
      return [{ t: 'br' }]
    case 'hruler':
      return [{ t: 'hr' }]
    case 'anchor': {
      const id = c.attrs.id ?? ''
      ctx.anchors.set(id, { compoundId: ctx.compoundId, anchor: localAnchor(id) })
      return [{ t: 'anchor', id: localAnchor(id) }]
    }
    case 'formula': {
      const { tex, display } = formulaTex(textOf(c))
      try {
        return [{ t: 'math', tex, display, mathml: texToMathTree(tex, display) }]
      } catch (e) {
        ctx.warn(`${ctx.file}: the formula ${JSON.stringify(tex)} in ${ctx.ownerId} is not TeX that KaTeX reads (${(e as Error).message.split('\n')[0]}); shown as its source`)
        return [{ t: 'math', tex, display }]
      }
    }
    case 'emoji':
      return [c.attrs.unicode ? decodeEmoji(c.attrs.unicode) : `:${c.attrs.name ?? ''}:`]
    case 'itemizedlist':
    case 'orderedlist':
      return [{ t: 'list', ordered: name === 'orderedlist', items: elements(c, 'listitem').map((li) => blocks(li.children, ctx)) }]
    case 'variablelist': {
      const items: Array<{ term: DocNode[]; c: DocNode[] }> = []
      for (const child of elements(c)) {
        if (child.name === 'varlistentry') items.push({ term: convertInline(element(child, 'term'), ctx), c: [] })
        else if (child.name === 'listitem' && items.length > 0) items[items.length - 1].c = blocks(child.children, ctx)
      }
      return [{ t: 'dl', items }]
    }
    case 'table': {
      const caption = element(c, 'caption')
      const rows = elements(c, 'row').map((row) =>
        elements(row, 'entry').map((entry) => {
          const cell: { head: boolean; colspan?: number; rowspan?: number; c: DocNode[] } = {
            head: entry.attrs.thead === 'yes',
            c: unwrapSingleParagraph(blocks(entry.children, ctx)),
          }
          if (entry.attrs.colspan) cell.colspan = Number(entry.attrs.colspan)
          if (entry.attrs.rowspan) cell.rowspan = Number(entry.attrs.rowspan)
          return cell
        }),
      )
      return [{ t: 'table', rows, ...(caption ? { caption: convertInline(caption, ctx) } : {}) }]
    }
    case 'programlisting':
    case 'javadoccode':
      return [convertListing(c, ctx)]
    case 'verbatim':
    case 'preformatted':
    case 'javadocliteral':
      return [{ t: 'pre', text: textOf(c) }]
    case 'simplesect': {
      const kind = c.attrs.kind ?? 'par'
      const title = element(c, 'title')
      const body = blocks(c.children.filter((x) => typeof x === 'string' || x.name !== 'title'), ctx)
      return [{ t: 'sect', kind, ...(title ? { title: convertInline(title, ctx) } : {}), c: body }]
    }
    case 'xrefsect': {
      const id = c.attrs.id ?? ''
      const split = id.lastIndexOf('_1')
      const listPage = split > 0 ? id.slice(0, split) : id
      const list = ctx.pageNames?.get(listPage) ?? listPage
      const anchor = split > 0 ? id.slice(split + 2) : id
      const title = textOf(element(c, 'xreftitle')).trim() || list
      const content = blocks(element(c, 'xrefdescription')?.children ?? [], ctx)
      ctx.xrefs.push({ list, title, anchor, content, ownerId: ctx.ownerId })
      return [{ t: 'xref', kind: list, title, anchor, c: content }]
    }
    case 'parameterlist':
      return [
        {
          t: 'params',
          kind: c.attrs.kind ?? 'param',
          items: elements(c, 'parameteritem').map((item) => ({
            names: elements(element(item, 'parameternamelist'), 'parametername').map((pn) => ({
              name: convertInline(pn, ctx),
              ...(pn.attrs.direction ? { dir: pn.attrs.direction } : {}),
            })),
            c: blocks(element(item, 'parameterdescription')?.children ?? [], ctx),
          })),
        },
      ]
    case 'image': {
      if (c.attrs.type && c.attrs.type !== 'html') return []
      const img: DocElement = { t: 'image', name: c.attrs.name ?? '', alt: textOf(c).trim() }
      if (c.attrs.width) img.width = c.attrs.width
      if (c.attrs.height) img.height = c.attrs.height
      if (c.attrs.inline === 'yes') img.inline = true
      return [img]
    }
    case 'heading':
      return [{ t: 'heading', level: Number(c.attrs.level ?? 2), c: convertInline(c, ctx) }]
    case 'sect1':
    case 'sect2':
    case 'sect3':
    case 'sect4':
    case 'sect5':
    case 'sect6': {
      const id = c.attrs.id
      if (id) ctx.anchors.set(id, { compoundId: ctx.compoundId, anchor: localAnchor(id) })
      return [
        {
          t: 'section',
          level: Number(name.slice(4)),
          ...(id ? { id: localAnchor(id) } : {}),
          title: convertInline(element(c, 'title'), ctx),
          c: blocks(c.children.filter((x) => typeof x === 'string' || x.name !== 'title'), ctx),
        },
      ]
    }
    case 'internal':
    case 'parblock':
      return blocks(c.children, ctx)
    case 'blockquote':
      return [{ t: 'quote', c: blocks(c.children, ctx) }]
    case 'details': {
      const summary = element(c, 'summary')
      return [{ t: 'details', summary: convertInline(summary, ctx), c: blocks(c.children.filter((x) => x !== summary), ctx) }]
    }
    case 'title':
      return [{ t: 'heading', level: 3, c: convertInline(c, ctx) }]
    default:
      ctx.warn(`${ctx.file}: unknown description element <${name}> in ${ctx.ownerId}; its text is kept`)
      return c.children.flatMap((x) => node(x, ctx))
  }
}

function unwrapSingleParagraph(nodes: DocNode[]): DocNode[] {
  if (nodes.length === 1 && typeof nodes[0] !== 'string' && nodes[0].t === 'p') return nodes[0].c
  return nodes
}

function decodeEmoji(unicode: string): string {
  return unicode.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
}

/** The part of a doxygen id after the compound id ("<compound>_1<anchor>"). */
export function localAnchor(id: string): string {
  const i = id.lastIndexOf('_1')
  return i > 0 ? id.slice(i + 2) : id
}

/** A source listing: numbered lines of highlighted tokens. */
export type Listing = Extract<DocElement, { t: 'listing' }>

/**
 * A listing's text as written, one line per line: every space kept (plainText, for titles and search, folds them and
 * would glue `struct` to the name after it).
 */
export function listingText(listing: Listing): string {
  return listing.lines.map((l) => listingLineText(l.c)).join('\n')
}

/** One listing line's text as written. */
export function listingLineText(nodes: readonly DocNode[]): string {
  let s = ''
  for (const n of nodes) s += typeof n === 'string' ? n : 'c' in n && Array.isArray(n.c) ? listingLineText(n.c) : ''
  return s
}

/** A doxygen <programlisting>: numbered lines of highlighted tokens, refs kept. */
export function convertListing(el: XElement, ctx: DocContext): Listing {
  const lines = elements(el, 'codeline').map((line) => {
    const c = mergeText(line.children.flatMap((x) => codeNode(x, ctx)))
    // Both fields in one literal: a field added later is stored apart, 40 bytes more on each of a library's lines.
    return line.attrs.lineno ? { c, n: Number(line.attrs.lineno) } : { c }
  })
  const lang = el.attrs.filename ? el.attrs.filename.replace(/^\./, '') : undefined
  return { t: 'listing', ...(lang ? { lang } : {}), lines }
}

function codeNode(c: XNode, ctx: DocContext): DocNode[] {
  if (typeof c === 'string') return [c]
  switch (c.name) {
    case 'sp':
      return [' ']
    case 'highlight': {
      const inner = mergeText(c.children.flatMap((x) => codeNode(x, ctx)))
      const k = c.attrs.class ?? 'normal'
      return k === 'normal' ? inner : [{ t: 'hl', k, c: inner }]
    }
    case 'ref':
      return [{ t: 'ref', id: c.attrs.refid ?? '', kind: c.attrs.kindref ?? 'compound', c: mergeText(c.children.flatMap((x) => codeNode(x, ctx))) }]
    default:
      if (c.name in CHARS) return [CHARS[c.name]]
      return c.children.flatMap((x) => codeNode(x, ctx))
  }
}

/** Visits every node of a tree (used to resolve refs after all files are read). */
export function walk(nodes: DocNode[], visit: (n: DocElement) => void): void {
  for (const n of nodes) {
    if (typeof n === 'string') continue
    visit(n)
    switch (n.t) {
      case 'list':
        for (const item of n.items) walk(item, visit)
        break
      case 'dl':
        for (const item of n.items) {
          walk(item.term, visit)
          walk(item.c, visit)
        }
        break
      case 'table':
        if (n.caption) walk(n.caption, visit)
        for (const row of n.rows) for (const cell of row) walk(cell.c, visit)
        break
      case 'listing':
        for (const line of n.lines) walk(line.c, visit)
        break
      case 'params':
        for (const item of n.items) {
          for (const nm of item.names) walk(nm.name, visit)
          walk(item.c, visit)
        }
        break
      case 'sect':
        if (n.title) walk(n.title, visit)
        walk(n.c, visit)
        break
      case 'section':
        walk(n.title, visit)
        walk(n.c, visit)
        break
      case 'details':
        walk(n.summary, visit)
        walk(n.c, visit)
        break
      default:
        if ('c' in n && Array.isArray(n.c)) walk(n.c, visit)
    }
  }
}

/**
 * Replaces refs in place (unknown refs become their text), returning the array: the same one when no element
 * left it, else a new one. With `link`, <ulink> URLs are rewritten the same way: the new URL, or undefined to show
 * the link's text only. (In place because it runs over every description of a library: a copy of every array of
 * every tree was a large library's most allocated memory while reading its XML.)
 */
export function mapRefs(
  nodes: DocNode[],
  resolve: (ref: Extract<DocElement, { t: 'ref' }>) => string | undefined,
  link?: (l: Extract<DocElement, { t: 'link' }>) => string | undefined,
): DocNode[] {
  const recurse = (inner: DocNode[]) => mapRefs(inner, resolve, link)
  // The refs and links whose target resolves nowhere: only their words stay.
  let unresolved: Set<DocNode> | null = null
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i]
    if (typeof n === 'string') continue
    if (n.t === 'ref' || (n.t === 'link' && link)) {
      const target = n.t === 'ref' ? resolve(n) : link!(n)
      n.c = recurse(n.c)
      if (target === undefined) (unresolved ??= new Set()).add(n)
      // A resolved ref is made again with its href in the literal: a field added later is stored apart, 40 bytes
      // more on each of a large library's refs, which the model keeps for the whole build.
      else if (n.t === 'ref') nodes[i] = { t: 'ref', id: n.id, kind: n.kind, c: n.c, href: target }
      else n.url = target
      continue
    }
    switch (n.t) {
      case 'list':
        for (let i = 0; i < n.items.length; i++) n.items[i] = recurse(n.items[i])
        break
      case 'dl':
        for (const item of n.items) {
          item.term = recurse(item.term)
          item.c = recurse(item.c)
        }
        break
      case 'table':
        if (n.caption) n.caption = recurse(n.caption)
        for (const row of n.rows) for (const cell of row) cell.c = recurse(cell.c)
        break
      case 'listing':
        for (const line of n.lines) line.c = recurse(line.c)
        break
      case 'params':
        for (const item of n.items) {
          for (const nm of item.names) nm.name = recurse(nm.name)
          item.c = recurse(item.c)
        }
        break
      case 'sect':
        if (n.title) n.title = recurse(n.title)
        n.c = recurse(n.c)
        break
      case 'section':
        n.title = recurse(n.title)
        n.c = recurse(n.c)
        break
      case 'details':
        n.summary = recurse(n.summary)
        n.c = recurse(n.c)
        break
      default:
        if ('c' in n && Array.isArray(n.c)) (n as { c: DocNode[] }).c = recurse(n.c)
    }
  }
  if (!unresolved && isMergedText(nodes)) return nodes
  const out: DocNode[] = []
  for (const n of nodes) {
    if (unresolved?.has(n)) out.push(...(n as { c: DocNode[] }).c)
    else out.push(n)
  }
  return mergeText(out)
}

/** Whether mergeText would leave `nodes` as they are: no empty string, no two strings side by side. */
function isMergedText(nodes: DocNode[]): boolean {
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i]
    if (typeof n === 'string' && (n === '' || typeof nodes[i - 1] === 'string')) return false
  }
  return true
}

/** Plain text of a tree (for titles, search, alt text). */
export function plainText(nodes: DocNode[]): string {
  let s = ''
  for (const n of nodes) {
    if (typeof n === 'string') s += n
    else if (n.t === 'br') s += '\n'
    else if (n.t === 'list') s += n.items.map(plainText).join(' ')
    else if (n.t === 'pre') s += n.text
    else if (n.t === 'math') s += n.tex
    else if ('c' in n && Array.isArray(n.c)) s += plainText(n.c) + (isBlock(n) ? ' ' : '')
  }
  return s.replace(/\s+/g, ' ').trim()
}
