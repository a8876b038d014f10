/**
 * The Markdown twin of an API compound page, built as an mdast tree from the same nodes the page's query reads and
 * serialised by the shell (src/shell/markdownTwin.ts), so every text of a comment stays text. What it holds, in the
 * page's order: docs/sections/api.md, "Markdown twins of API pages".
 */
import type { DocElement, DocNode } from '../model/doc'
import { listingText, plainText } from '../model/doc'
import { templateClause } from '../model/signature'
import { listingRangeLabel } from '../model/pageParts'
import { conceptConstraint } from '../model/concept'
import type { Param } from '../model/model'
import type { CompoundNode, MemberNode, TemplateLink } from '../model/apiShape'
import { allSame, linkRows, mergedParamTables, overloadNumbers, withoutMergedParams } from '../model/overloads'
import { absoluteHref, code, heading, inlineCode, link, type Md, paragraph, phrase, strong, table, text, toPhrasing } from '../../../shell/markdownTwin'

/** The member fields a twin reads: DoxygenMember's node (model/apiShape.ts), packed fields unpacked. */
export type TwinMember = Pick<MemberNode, 'refid' | 'kind' | 'name' | 'qualifiedName' | 'signature' | 'route' | 'href' | 'templateParams' | 'enumValues' | 'brief' | 'detailed' | 'inbody'> &
  Partial<Pick<MemberNode, 'requiresClause' | 'initializer' | 'history' | 'params' | 'overloadSet'>>

/** The compound fields a twin reads: DoxygenCompound's node (model/apiShape.ts), packed fields unpacked. */
export type TwinCompound = Pick<CompoundNode, 'kind' | 'name' | 'title' | 'shortName' | 'route' | 'signature' | 'includes' | 'templateParams' | 'bases' | 'derived' | 'innerClasses' | 'innerNamespaces' | 'innerFiles' | 'innerDirs' | 'innerPages' | 'innerGroups' | 'sections' | 'brief' | 'detailed' | 'listing'> &
  Partial<Pick<CompoundNode, 'listingLineCount' | 'requiresClause' | 'final' | 'initializer' | 'constrains' | 'satisfiedBy' | 'specialisations' | 'primaryTemplate'>>

/** A related template entity as the compound node lists it (its shape: model/apiShape.ts, DoxygenTemplateLink). */
export type TwinTemplateLink = Omit<TemplateLink, 'refid'>

const SECT_TITLES: Record<string, string> = {
  return: 'Returns', see: 'See also', note: 'Note', warning: 'Warning', attention: 'Attention', important: 'Important', since: 'Since',
  version: 'Version', author: 'Author', authors: 'Authors', date: 'Date', copyright: 'Copyright', pre: 'Precondition',
  post: 'Postcondition', invariant: 'Invariant', remark: 'Remark', remarks: 'Remarks', rcs: 'RCS', par: '',
}
const PARAM_TITLES: Record<string, string> = { param: 'Parameter', retval: 'Return value', exception: 'Exception', templateparam: 'Template parameter' }

/** Converts description trees into mdast; `route` is the page the description is shown on (links resolve against it). */
export class DocToMarkdown {
  constructor(private readonly route: string) {}

  inline(nodes: DocNode[] | null | undefined): Md[] {
    return (nodes ?? []).flatMap((n) => this.inlineNode(n))
  }

  private inlineNode(n: DocNode): Md[] {
    if (typeof n === 'string') return [text(n)]
    switch (n.t) {
      case 'b':
        return [strong(this.inline(n.c))]
      case 'em':
        return [{ type: 'emphasis', children: this.inline(n.c) }]
      case 's':
      case 'del':
        return [{ type: 'delete', children: this.inline(n.c) }]
      case 'code':
        return [inlineCode(plainText(n.c))]
      case 'ref': {
        const url = n.href ? absoluteHref(n.href, this.route) : undefined
        return url ? [link(url, this.inline(n.c))] : this.inline(n.c)
      }
      case 'link': {
        const url = absoluteHref(n.url, this.route)
        return url ? [link(url, this.inline(n.c))] : this.inline(n.c)
      }
      case 'br':
        return [{ type: 'break' }]
      case 'anchor':
        return []
      case 'math':
        return [{ type: 'inlineMath', value: n.tex }]
      case 'image': {
        const url = absoluteHref(n.src, this.route)
        return url ? [{ type: 'image', url, alt: n.alt || n.name, title: null }] : [text(n.alt || n.name)]
      }
      case 'hl':
      case 'u':
      case 'ins':
      case 'sub':
      case 'sup':
      case 'small':
      case 'cite':
      case 'center':
        return this.inline(n.c)
      default:
        // A block inside inline content (never made by ./doc.ts, which splits paragraphs): its text.
        return toPhrasing(this.block(n))
    }
  }

  /** Blocks of a description; runs of inline content become paragraphs. */
  blocks(nodes: DocNode[] | null | undefined): Md[] {
    const out: Md[] = []
    let run: Md[] = []
    const flush = () => {
      if (run.some((m) => m.type !== 'text' || (m.value ?? '').trim() !== '')) out.push(paragraph(run))
      run = []
    }
    for (const n of nodes ?? []) {
      if (typeof n === 'string' || !BLOCKS.has(n.t) || (n.t === 'image' && n.inline) || (n.t === 'math' && !n.display)) run.push(...this.inlineNode(n))
      else {
        flush()
        out.push(...this.block(n))
      }
    }
    flush()
    return out
  }

  private block(n: DocElement): Md[] {
    switch (n.t) {
      case 'p':
        return this.blocks(n.c)
      case 'list':
        return [{ type: 'list', ordered: n.ordered, spread: false, children: n.items.map((item) => ({ type: 'listItem', spread: false, children: this.blocks(item) })) }]
      case 'dl':
        return n.items.flatMap((item) => [paragraph([strong(this.inline(item.term))]), ...this.blocks(item.c)])
      case 'table': {
        if (n.rows.length === 0) return []
        const width = Math.max(...n.rows.map((r) => r.length))
        const rows = n.rows.map((r) => [...r.map((cell) => phrase(toPhrasing(this.blocks(cell.c)))), ...Array.from({ length: width - r.length }, () => text(''))])
        return [...(n.caption ? [paragraph(this.inline(n.caption))] : []), table(rows)]
      }
      case 'listing':
        return [code(listingText(n), n.lang && n.lang !== '' ? n.lang.replace(/^\./, '') : 'cpp')]
      case 'pre':
        return [code(n.text, 'text')]
      case 'math':
        // A formula set apart: $$ … $$ on lines of its own.
        return [{ type: 'math', value: n.tex }]
      case 'sect': {
        const title = n.title ? this.inline(n.title) : SECT_TITLES[n.kind] !== undefined ? [text(SECT_TITLES[n.kind])] : [text(n.kind)]
        if (n.kind === 'return') return [table([[text('Returns')], [phrase(toPhrasing(this.blocks(n.c)))]])]
        const body = this.blocks(n.c)
        return [{ type: 'blockquote', children: [...(mdEmpty(title) ? [] : [paragraph([strong(title)])]), ...body] }]
      }
      case 'xref': {
        const url = n.href ? absoluteHref(n.href, this.route) : undefined
        const title = [text(n.title)]
        return [{ type: 'blockquote', children: [paragraph([strong(url ? [link(url, title)] : title)]), ...this.blocks(n.c)] }]
      }
      case 'params': {
        const head = PARAM_TITLES[n.kind] ?? n.kind
        const withDir = n.items.some((i) => i.names.some((x) => x.dir))
        const rows: Md[][] = [[text(head), ...(withDir ? [text('Direction')] : []), text('Description')]]
        for (const item of n.items) {
          const names = item.names.flatMap((x, j) => [...(j > 0 ? [text(', ')] : []), inlineCode(plainText(x.name))])
          const dirs = item.names.map((x) => x.dir ?? '').filter(Boolean).join(', ')
          rows.push([phrase(names), ...(withDir ? [text(dirs)] : []), phrase(toPhrasing(this.blocks(item.c)))])
        }
        return [table(rows)]
      }
      case 'image':
        return [paragraph(this.inlineNode(n))]
      case 'heading':
        return [heading(Math.max(3, n.level + 2), this.inline(n.c))]
      case 'section':
        return [heading(Math.max(3, n.level + 2), this.inline(n.title)), ...this.blocks(n.c)]
      case 'quote':
        return [{ type: 'blockquote', children: this.blocks(n.c) }]
      case 'details':
        return [paragraph([strong(this.inline(n.summary))]), ...this.blocks(n.c)]
      case 'hr':
        return [{ type: 'thematicBreak' }]
      case 'center':
        return [paragraph(this.inline(n.c))]
      default:
        return [paragraph(this.inlineNode(n))]
    }
  }
}

const BLOCKS = new Set(['p', 'list', 'dl', 'table', 'listing', 'pre', 'sect', 'xref', 'params', 'heading', 'section', 'quote', 'details', 'hr', 'image', 'math'])
const mdEmpty = (nodes: Md[]): boolean => nodes.every((n) => n.type === 'text' && (n.value ?? '') === '')

const TITLE_KINDS = new Set(['page', 'group', 'example', 'file', 'dir'])

/** A list of links to related compounds (nested types, bases, files...), under a heading. */
function linkList(title: string, items: Array<{ name: string; route: string | null }>, route: string): Md[] {
  if (items.length === 0) return []
  return [
    heading(2, [text(title)]),
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: items.map((i) => {
        const url = i.route ? absoluteHref(i.route, route) : undefined
        return { type: 'listItem', spread: false, children: [paragraph(url ? [link(url, [inlineCode(i.name)])] : [inlineCode(i.name)])] }
      }),
    },
  ]
}

/** ` = constraint` after a concept's name, as its page's declaration shows it; '' for anything else. */
function conceptDefinition(c: Pick<TwinCompound, 'kind' | 'initializer'>): string {
  const constraint = c.kind === 'concept' && c.initializer && c.initializer.length > 0 ? conceptConstraint(c.initializer) : null
  return constraint ? ` = ${plainText(constraint)}` : ''
}

/** A template entity's name as code, linked to its page when it has one. */
function templateLinkCode(l: TwinTemplateLink, label: string, pageRoute: string): Md {
  const url = l.href ? absoluteHref(l.href, pageRoute) : undefined
  return url ? link(url, [inlineCode(label)]) : inlineCode(label)
}

/** Rows of a list of template entities: overloads of one function share a row, which says how many. */
function templateRows(items: TwinTemplateLink[], label: (l: TwinTemplateLink) => string, pageRoute: string): Md {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: linkRows(items).map(({ first, count, href }) => ({
      type: 'listItem',
      spread: false,
      children: [paragraph([templateLinkCode({ ...first, href }, label(first), pageRoute), ...(count > 1 ? [text(` (${count} overloads)`)] : []), ...(first.briefText ? [text(` — ${first.briefText}`)] : [])])],
    })),
  }
}

const CONSTRAINED_GROUPS: Array<[string, string]> = [
  ['templates', 'Class templates'],
  ['functions', 'Functions'],
  ['concepts', 'Concepts'],
  ['other', 'Other declarations'],
]

/** A satisfying type as code: linked to the first compound it names, as the page links that name. */
function satisfactionCode(type: DocNode[] | null, pageRoute: string): Md {
  let href: string | undefined
  for (const n of type ?? []) {
    if (typeof n !== 'string' && n.t === 'ref' && n.href) {
      href = n.href
      break
    }
  }
  const url = href ? absoluteHref(href, pageRoute) : undefined
  const label = plainText(type ?? [])
  return url ? link(url, [inlineCode(label)]) : inlineCode(label)
}

/**
 * The page's lists of related templates, in its order (components/Templates.tsx): what a concept constrains and
 * what satisfies it, a primary template's specialisations.
 */
export function templateListsTwin(c: Pick<TwinCompound, 'shortName' | 'constrains' | 'satisfiedBy' | 'specialisations'>, pageRoute: string): Md[] {
  const out: Md[] = []
  const constrains = c.constrains ?? []
  if (constrains.length > 0) {
    out.push(heading(2, [text('Constrains')]))
    for (const [group, title] of CONSTRAINED_GROUPS) {
      const list = constrains.filter((l) => l.group === group)
      if (list.length > 0) out.push(heading(3, [text(title)]), templateRows(list, (l) => l.name, pageRoute))
    }
  }
  const satisfied = c.satisfiedBy ?? []
  if (satisfied.length > 0) {
    const list = (xs: typeof satisfied): Md => ({ type: 'list', ordered: false, spread: false, children: xs.map((s) => ({ type: 'listItem', spread: false, children: [paragraph([satisfactionCode(s.type, pageRoute)])] })) })
    const yes = satisfied.filter((s) => s.holds)
    const no = satisfied.filter((s) => !s.holds)
    out.push(heading(2, [text('Satisfied by')]), paragraph([text('Types the documentation asserts with '), inlineCode('static_assert'), text('.')]))
    if (yes.length > 0) out.push(list(yes))
    if (no.length > 0) out.push(heading(3, [text('Not satisfied by')]), list(no))
  }
  const specs = c.specialisations ?? []
  if (specs.length > 0) out.push(heading(2, [text('Specialisations')]), templateRows(specs, (l) => `${c.shortName}<${l.args ?? ''}>`, pageRoute))
  return out
}

/** A member's declaration as the twin's code block shows it: template clause, the one-line signature, the requires clause. */
export function memberDeclaration(m: Pick<TwinMember, 'templateParams' | 'signature' | 'requiresClause'>): string {
  const clause = templateClause(m.templateParams ?? [])
  return `${clause ? `${clause}\n` : ''}${m.signature}${requiresLine(m.requiresClause)}`
}

/** `\n  requires <constraint>` under a constrained declaration; '' without a requires clause. */
const requiresLine = (nodes: DocNode[] | null | undefined) => (nodes && nodes.length > 0 ? `\n  requires ${plainText(nodes)}` : '')

/**
 * The twin of one compound page (or one part of it): `pageRoute` is the page's route, `memberIds` the
 * members this page documents (all of the compound's on a page in one part), `member` reads a member node.
 */
export function compoundTwin(c: TwinCompound, pageRoute: string, memberIds: ReadonlySet<string> | null, member: (refid: string) => TwinMember | null, partLabel = ''): Md[] {
  const doc = new DocToMarkdown(pageRoute)
  const out: Md[] = []
  const titled = TITLE_KINDS.has(c.kind)
  out.push(heading(1, [text(`${titled ? c.title || c.name : c.name}${titled && c.kind !== 'page' ? ` (${c.kind})` : titled ? '' : ` (${c.kind})`}${partLabel}`)]))
  const firstPart = memberIds === null || partLabel === ''
  if (firstPart) {
    if (!titled || c.kind === 'file') {
      const include = c.includes[0]
      const lines = [
        ...(include && c.kind !== 'file' ? [`#include ${include.local ? `"${include.name}"` : `<${include.name}>`}`, ''] : []),
        ...(c.kind === 'file' ? [] : [c.signature + conceptDefinition(c) + (c.bases.length > 0 ? ` : ${c.bases.map((b) => [b.protection, b.virtual === 'virtual' ? 'virtual' : '', b.name].filter(Boolean).join(' ')).join(', ')}` : '') + requiresLine(c.requiresClause)]),
      ]
      if (lines.length > 0) out.push(code(lines.join('\n')))
    }
    if (c.primaryTemplate) out.push(paragraph([text('Specialisation of the class template '), templateLinkCode(c.primaryTemplate, c.primaryTemplate.name, pageRoute)]))
    out.push(...doc.blocks(c.brief))
    if (c.detailed && c.detailed.length > 0) {
      if (!titled || c.kind === 'file') out.push(heading(2, [text('Details')]))
      out.push(...doc.blocks(c.detailed))
    }
    out.push(...templateListsTwin(c, pageRoute))
    out.push(...linkList('Base classes', c.bases, pageRoute))
    out.push(...linkList('Derived classes', c.derived, pageRoute))
    out.push(...linkList('Nested types', c.innerClasses, pageRoute))
    out.push(...linkList('Namespaces', c.innerNamespaces, pageRoute))
    out.push(...linkList('Folders', c.innerDirs, pageRoute))
    out.push(...linkList('Files', c.innerFiles, pageRoute))
    out.push(...linkList('Groups', c.innerGroups, pageRoute))
    out.push(...linkList('Pages', c.innerPages, pageRoute))
  }
  for (const s of c.sections) {
    const members = s.memberIds.filter((id) => memberIds === null || memberIds.has(id)).map(member).filter((m): m is TwinMember => m !== null)
    if (members.length === 0) continue
    out.push(heading(2, [text(s.title)]))
    out.push(...doc.blocks(s.description))
    for (const entry of twinEntries(members)) out.push(...(entry.length > 1 ? overloadSetTwin(entry, pageRoute) : memberTwin(entry[0]!, pageRoute)))
  }
  // The listing, or on a page in parts the lines of this part (compoundPartBlocks).
  if (c.kind === 'file' && c.listing && c.listing.lines.length > 0) {
    out.push(heading(2, [text(`Source${listingRangeLabel(c.listing, c.listingLineCount)}`)]))
    out.push(...doc.blocks([c.listing]))
  }
  return out
}

/** One member: a heading with its name, the declaration, then its documentation (or a link to the page that has it). */
export function memberTwin(m: TwinMember, pageRoute: string): Md[] {
  const out: Md[] = [heading(3, [inlineCode(m.name)])]
  const documentedHere = m.route === pageRoute
  const badges = historyLine(m)
  if (!documentedHere) {
    const url = absoluteHref(m.href, pageRoute)
    out.push(code(memberDeclaration(m)))
    out.push(paragraph([...(badges ? [text(`${badges}. `)] : []), ...(url ? [text('Documented at '), link(url, [inlineCode(m.qualifiedName)])] : [])]))
    return out
  }
  const doc = new DocToMarkdown(pageRoute)
  out.push(code(memberDeclaration(m)))
  if (badges) out.push(paragraph([{ type: 'emphasis', children: [text(badges)] }]))
  out.push(...doc.blocks(m.brief))
  out.push(...doc.blocks(m.detailed))
  out.push(...doc.blocks(m.inbody))
  if (m.enumValues.length > 0) {
    const rows: Md[][] = [[text('Enumerator'), text('Value'), text('Description')]]
    for (const ev of m.enumValues) {
      rows.push([inlineCode(ev.name), ev.initializer && ev.initializer.length > 0 ? inlineCode(plainText(ev.initializer).replace(/^\s*=\s*/, '')) : text(''), phrase(toPhrasing([...doc.blocks(ev.brief), ...doc.blocks(ev.detailed)]))])
    }
    out.push(table(rows))
  }
  return out
}

/** The history badges as one line: "Since 0.2.0 · Deprecated in 0.3.0". */
function historyLine(m: Pick<TwinMember, 'history'>): string {
  const h = m.history
  if (!h) return ''
  return [`Since ${h.since}`, h.deprecated ? `Deprecated in ${h.deprecated.version}` : '', h.removedIn ? `Removed in ${h.removedIn}` : ''].filter(Boolean).join(' · ')
}

/** A section's members as the page lists them: an overload set's members are one entry, at the first's place. */
function twinEntries(members: TwinMember[]): TwinMember[][] {
  const out: TwinMember[][] = []
  const bySet = new Map<string, TwinMember[]>()
  for (const m of members) {
    const set = m.overloadSet?.href
    const entry = set ? bySet.get(set) : undefined
    if (entry) entry.push(m)
    else {
      const fresh = [m]
      if (set) bySet.set(set, fresh)
      out.push(fresh)
    }
  }
  return out
}

/**
 * An overload set as its page shows it: one heading with the count, the numbered declarations each with its
 * history, what the overloads say (once when the same, else under each number), and one parameter table.
 */
export function overloadSetTwin(members: TwinMember[], pageRoute: string): Md[] {
  const first = members[0]!
  const set = first.overloadSet!
  const count = members.length === set.count ? `${set.count} overloads` : `${members.length} of ${set.count} overloads`
  const out: Md[] = [heading(3, [inlineCode(first.name), text(` (${count})`)])]
  members.forEach((m, i) => {
    const badges = historyLine(m)
    out.push(paragraph([strong([text(`(${i + 1})`)]), ...(badges ? [text(' '), { type: 'emphasis', children: [text(badges)] }] : [])]))
    out.push(code(memberDeclaration(m)))
  })
  if (first.route !== pageRoute) {
    const url = absoluteHref(set.href, pageRoute)
    if (url) out.push(paragraph([text('Documented at '), link(url, [inlineCode(first.qualifiedName)])]))
    return out
  }
  const doc = new DocToMarkdown(pageRoute)
  if (allSame(members.map((m) => m.brief)) && allSame(members.map((m) => withoutMergedParams(m.detailed))) && allSame(members.map((m) => m.inbody))) {
    out.push(...doc.blocks(first.brief), ...doc.blocks(withoutMergedParams(first.detailed)), ...doc.blocks(first.inbody))
  } else {
    members.forEach((m, i) => {
      const said = [...doc.blocks(m.brief), ...doc.blocks(withoutMergedParams(m.detailed)), ...doc.blocks(m.inbody)]
      if (said.length > 0) out.push(paragraph([strong([text(`(${i + 1})`)])]), ...said)
    })
  }
  const names = (ps: Param[] | undefined) => (ps ?? []).map((p) => p.declname ?? '').filter(Boolean)
  for (const t of mergedParamTables(members.map((m) => ({ detailed: m.detailed, params: names(m.params), templateParams: names(m.templateParams) })))) {
    const rows: Md[][] = [[text(PARAM_TITLES[t.kind] ?? t.kind), text('Overloads'), text('Description')]]
    for (const r of t.rows) {
      const said = r.descriptions.flatMap((d, j) => [...(j > 0 ? [text(' ')] : []), ...(r.descriptions.length > 1 ? [strong([text(overloadNumbers(d.numbers))]), text(' ')] : []), ...toPhrasing(doc.blocks(d.c))])
      rows.push([phrase([inlineCode(r.name), ...(r.dir ? [text(` [${r.dir}]`)] : [])]), text(r.takenBy.length < members.length ? overloadNumbers(r.takenBy) : 'all'), phrase(said)])
    }
    out.push(table(rows))
  }
  return out
}
