/**
 * API names in prose: one walk over an mdast tree that both the remark plugin (links the spans) and the build step
 * (collects "Mentioned in" entries and warnings) use, so the two never disagree on which span is a mention: an
 * inline code span outside any link whose text resolves to one API entity (./symbols.ts).
 */
import type { MentionEntry } from './buildShape'
import { type Resolution, type SymbolEntry, type SymbolIndex, resolveSpan } from './symbols'
import type { FilePosition } from '../../../shell/contentPlace'

/** The parts of an mdast node this module reads or writes. */
export interface MdNode {
  type: string
  value?: string
  depth?: number
  url?: string
  title?: string | null
  children?: MdNode[]
  data?: Record<string, unknown>
  position?: { start: { line: number; column: number } }
}

export interface SpanVisit {
  node: MdNode
  parent: MdNode
  index: number
  resolution: Resolution
  /** The page links to a release that lacks the name: the span resolved against Next, which has it. */
  newer: boolean
  /** The nearest heading before the span (or the heading it sits in); null before the first heading. */
  heading: { text: string; id: string } | null
}

/** Plain text of a heading as rehype-slug sees it: text, inline code and math, no MDX expressions. */
export function headingText(node: MdNode): string {
  if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') return ''
  if (typeof node.value === 'string' && (node.type === 'text' || node.type === 'inlineCode' || node.type === 'inlineMath')) return node.value
  return (node.children ?? []).map(headingText).join('')
}

/**
 * A span resolved by the version rule of a page (./pageVersion.ts): against its version's index; when that is a
 * release (`next` given) that names nothing by the span, against Next's, the one version holding a newer entity.
 */
export function resolveForPage(span: string, index: SymbolIndex, next: SymbolIndex | null, ignore: readonly string[]): { resolution: Resolution; newer: boolean } {
  const resolution = resolveSpan(span, index, ignore)
  if (!next || (resolution.status !== 'unknown' && resolution.status !== 'unresolved-qualified')) return { resolution, newer: false }
  const inNext = resolveSpan(span, next, ignore)
  return inNext.status === 'linked' ? { resolution: inNext, newer: true } : { resolution, newer: false }
}

/**
 * Visits every inline code span of the tree in document order with its
 * resolution and its section heading. `slug` turns heading text into the id
 * the page gives the heading (a fresh github-slugger per document, as rehype-slug).
 * `next`: Next's index when `index` is a release's (resolveForPage).
 */
export function visitSpans(
  tree: MdNode,
  index: SymbolIndex,
  ignore: readonly string[],
  slug: ((text: string) => string) | null,
  visit: (v: SpanVisit) => void,
  next: SymbolIndex | null = null,
): void {
  let heading: SpanVisit['heading'] = null
  const walk = (node: MdNode, inLink: boolean) => {
    const children = node.children
    if (!children) return
    for (let i = 0; i < children.length; i++) {
      const child = children[i]
      if (child.type === 'heading') {
        const text = headingText(child)
        heading = { text, id: slug ? slug(text) : '' }
      }
      if (child.type === 'inlineCode' && !inLink && typeof child.value === 'string') {
        visit({ node: child, parent: node, index: i, ...resolveForPage(child.value, index, next, ignore), heading })
        continue
      }
      walk(child, inLink || child.type === 'link' || child.type === 'linkReference')
    }
  }
  walk(tree, false)
}

/** Replaces each resolved span with a link to its entry; returns how many spans were linked. `next`: as visitSpans. */
export function linkSpans(tree: MdNode, index: SymbolIndex, ignore: readonly string[], next: SymbolIndex | null = null): number {
  const targets: Array<{ parent: MdNode; index: number; symbol: SymbolEntry }> = []
  visitSpans(
    tree,
    index,
    ignore,
    null,
    (v) => {
      if (v.resolution.status === 'linked') targets.push({ parent: v.parent, index: v.index, symbol: v.resolution.symbol })
    },
    next,
  )
  for (const t of targets) {
    const code = t.parent.children![t.index]
    t.parent.children![t.index] = {
      type: 'link',
      url: t.symbol.url,
      title: null,
      children: [code],
      data: {
        hProperties: {
          className: ['api-link'],
          title: `${t.symbol.qualifiedName} (${t.symbol.kind})`,
          'data-api-kind': t.symbol.kind,
          // Generated from the symbol table: a broken one is a build error, not a content warning.
          'data-link-check': 'strict',
        },
      },
    }
  }
  return targets.length
}

/** A page of prose: a devlog post or a docs page. */
export interface ProsePage {
  path: string
  title: string
  /** The section's name shown to readers (HeliosPage.sectionLabel: "Devlog", "Docs"...). */
  section: string
  /** Publication date (YYYY-MM-DD) of a post; null for docs pages. */
  date: string | null
  /** Source file, relative to the site root; named in warnings. */
  sourcePath: string
  /** The engine version the page's links lead to (./pageVersion.ts); Next when absent. */
  version?: string
  /**
   * The file's line holding the MDX body's first line (../../../shell/contentPlace.ts), so the tree is laid out at
   * the file's lines and warnings name them, frontmatter counted; null when the file no longer ends with the body,
   * undefined when not known yet (read from the file when the page is parsed).
   */
  bodyLine?: number | null
}

/** One "Mentioned in" entry of an API entity, as its ApiMentions node holds it (./buildShape.ts). */
export type Mention = MentionEntry

export interface ProseProblem {
  sourcePath: string
  /** newer: the page's release lacks the name, so it links to Next (a note in the build log, not a warning). */
  kind: 'ambiguous' | 'unresolved-qualified' | 'newer'
  /** The span as written. */
  span: string
  name: string
  candidates: Array<{ qualifiedName: string; kind: string }>
  /** How often the span occurs in the page. */
  count: number
  /** Where in the file it occurs (frontmatter counted), in order; empty when the file's lines are not known. */
  places: FilePosition[]
  /** newer: the page's release. */
  version?: string
}

export interface ProseCounts {
  spans: number
  linked: number
  ambiguous: number
  unresolvedQualified: number
  ignored: number
  /** Linked spans whose entity is a class or a struct. */
  linkedClasses: number
  /** Linked spans naming what the page's release lacks, linked to Next. */
  newer: number
}

export interface PageMentions {
  mentions: Mention[]
  problems: ProseProblem[]
  counts: ProseCounts
}

/** Mentions, problems and counts of one page. `next`: Next's index when `index` is the page's release's (resolveForPage). */
export function collectMentions(tree: MdNode, page: ProsePage, index: SymbolIndex, ignore: readonly string[], slug: (text: string) => string, next: SymbolIndex | null = null): PageMentions {
  const mentions = new Map<string, Mention>()
  const problems = new Map<string, ProseProblem>()
  const counts: ProseCounts = { spans: 0, linked: 0, ambiguous: 0, unresolvedQualified: 0, ignored: 0, linkedClasses: 0, newer: 0 }
  visitSpans(tree, index, ignore, slug, ({ node, resolution: r, heading, newer }) => {
    counts.spans++
    if (r.status === 'linked') {
      counts.linked++
      if (newer) {
        counts.newer++
        const span = (node.value ?? '').trim()
        const place = node.position ? [{ line: node.position.start.line, column: node.position.start.column }] : []
        const prev = problems.get(`newer|${span}`)
        if (prev) {
          prev.count++
          prev.places.push(...place)
        } else {
          const candidates = [{ qualifiedName: r.symbol.qualifiedName, kind: r.symbol.kind }]
          problems.set(`newer|${span}`, { sourcePath: page.sourcePath, kind: 'newer', span, name: r.name, candidates, count: 1, places: place, version: page.version })
        }
      }
      if (r.symbol.kind === 'class' || r.symbol.kind === 'struct') counts.linkedClasses++
      const key = `${r.symbol.url}|${heading?.id ?? ''}`
      if (!mentions.has(key)) {
        mentions.set(key, {
          target: r.symbol.url,
          pageTitle: page.title,
          section: page.section,
          date: page.date,
          heading: heading?.text ?? null,
          href: heading ? `${page.path}#${heading.id}` : page.path,
        })
      }
    } else if (r.status === 'ambiguous' || r.status === 'unresolved-qualified') {
      if (r.status === 'ambiguous') counts.ambiguous++
      else counts.unresolvedQualified++
      const span = (node.value ?? '').trim()
      const key = `${r.status}|${span}`
      const place = node.position ? [{ line: node.position.start.line, column: node.position.start.column }] : []
      const prev = problems.get(key)
      if (prev) {
        prev.count++
        prev.places.push(...place)
      } else {
        problems.set(key, {
          sourcePath: page.sourcePath,
          kind: r.status,
          span,
          name: r.name,
          candidates: r.status === 'ambiguous' ? r.candidates.map((c) => ({ qualifiedName: c.qualifiedName, kind: c.kind })) : [],
          count: 1,
          places: place,
        })
      }
    } else if (r.status === 'ignored') counts.ignored++
  }, next)
  return { mentions: [...mentions.values()], problems: [...problems.values()], counts }
}

/** The build log line for a problem: names the file at the span's first line and column, the span and the candidates. */
export function formatProblem(p: ProseProblem): string {
  const first = p.places[0]
  const times = p.count > 1 ? ` (${p.count} times${p.places.length ? `: lines ${p.places.map((at) => at.line).join(', ')}` : ''})` : ''
  const where = `${p.sourcePath}${first ? `:${first.line}:${first.column}` : ''}`
  if (p.kind === 'ambiguous') {
    return `${where}: \`${p.span}\`${times} matches ${p.candidates.length} API entities, so it is not linked: ${p.candidates.map((c) => `${c.qualifiedName} (${c.kind})`).join(', ')}. Qualify it (e.g. \`${p.candidates[0].qualifiedName}\`) to link one.`
  }
  if (p.kind === 'newer') {
    const c = p.candidates[0]
    return (
      `${where}: \`${p.span}\`${times} names ${c.qualifiedName} (${c.kind}), which ${p.version ?? 'the release'} (the release this page links to) does not have: ` +
      `it links to Next, the version that has it (docs/authoring.md, "Which version a post links to").`
    )
  }
  return `${where}: \`${p.span}\`${times} is written like an API symbol but names nothing in the API reference (renamed or removed?); shown as plain code.`
}

/** "Mentioned in" order: docs pages first (they describe the current API), then posts newest first. */
export function sortMentions(list: Mention[]): Mention[] {
  return [...list].sort((a, b) => {
    if ((a.date === null) !== (b.date === null)) return a.date === null ? -1 : 1
    if (a.date !== b.date) return (b.date ?? '').localeCompare(a.date ?? '')
    // Same title: by the page's path (href without its heading); one page's headings keep their order.
    return a.pageTitle.localeCompare(b.pageTitle) || a.href.split('#')[0].localeCompare(b.href.split('#')[0])
  })
}
