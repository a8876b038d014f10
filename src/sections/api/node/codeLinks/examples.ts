/**
 * The `\code` examples of the API pages linked by clang, as the posts' blocks are: each example of a version's
 * headers is compiled as its doc test compiles it (../docExamples.ts: every header of the version and its context
 * file first), clang's resolved names become refs to the entity of the same version, and doxygen's own refs in
 * the example (found by name, so a local `mesh` could lead to `Model::mesh`) are dropped, as they are from every
 * other listing of the descriptions (a README's block), which nothing compiles. A listing is matched to
 * its example by its text; lines and columns are mapped from the header's text to the listing's lines.
 * docs/sections/api.md, "Doc examples".
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import { listingLineText, listingText, walk, type DocElement, type DocNode } from '../../model/doc'
import type { DoxygenModel } from '../../model/model'
import { contextFile, examplesOf, exampleSource, versionContext, type DocExample } from '../docExamples'
import { compileBlocks, headersDigest, scriptDigestOf, type ClangResult, type ResultCache } from './clang'
import { codeSymbolsFromModel, matchRef, type CodeSymbol, type VersionSymbols } from './match'

type Listing = Extract<DocElement, { t: 'listing' }>
type Ref = Extract<DocElement, { t: 'ref' }>

/** An example's lines as a listing shows them: blank lines at either end dropped, each line's end trimmed. */
function exampleLines(text: string): string[] {
  const lines = text.split('\n').map((l) => l.replace(/\s+$/, ''))
  while (lines.length && lines[0] === '') lines.shift()
  while (lines.length && lines[lines.length - 1] === '') lines.pop()
  return lines
}

/** What an example and a listing are matched by: their lines, indentation and ends trimmed. */
export function exampleTextKey(text: string): string {
  return exampleLines(text)
    .map((l) => l.trim())
    .join('\n')
}

/** One identifier of an example that clang resolved to an entity: in the example's shown lines (0-based line, UTF-16 column). */
export interface ExampleLink {
  name: string
  line: number
  col: number
  length: number
  symbol: CodeSymbol
}

export interface ExampleProblem {
  /** The header (relative to its include folder) and its line. */
  file: string
  line: number
  message: string
}

const leading = (s: string) => s.length - s.trimStart().length

/**
 * The links of one example from clang's result for its translation unit (`lineMap`: exampleSource's, from the
 * unit's lines to the example's). A name on a line the wrapper adds, a name the example itself declares (clang
 * reports no ref for it) and a name the reference lacks link nothing. An example that does not compile links nothing.
 */
export function exampleLinks(example: DocExample, lineMap: number[], result: ClangResult, symbols: VersionSymbols): { links: ExampleLink[]; problems: ExampleProblem[] } {
  const problems: ExampleProblem[] = []
  const raw = example.code.split('\n')
  // Shown lines are the example's lines without the blank ones at its start.
  let first = 0
  while (first < raw.length && raw[first].trim() === '') first++
  const headerLine = (exampleLine: number) => example.line + exampleLine - 1
  if (result.errors.length) {
    const e = result.errors[0]
    const at = e.line > 0 ? (lineMap[e.line - 1] ?? 0) : 0
    problems.push({
      file: example.file,
      line: at > 0 ? headerLine(at) : example.line,
      message: `the \\code example does not compile under clang against its version's headers: ${e.message}${result.errors.length > 1 ? ` (and ${result.errors.length - 1} more errors)` : ''}; its identifiers on the API page link nothing`,
    })
    return { links: [], problems }
  }
  const links: ExampleLink[] = []
  for (const r of result.refs) {
    const exLine = lineMap[r.line - 1] ?? 0
    if (exLine === 0) continue
    const text = raw[exLine - 1] ?? ''
    const col = Buffer.from(text, 'utf8').subarray(0, r.col - 1).toString('utf8').length
    if (text.slice(col, col + r.name.length) !== r.name || /\w/.test(text[col + r.name.length] ?? '')) continue
    const m = matchRef(r, symbols)
    if (m.status === 'linked') links.push({ name: r.name, line: exLine - 1 - first, col: col - leading(text), length: r.name.length, symbol: m.symbol })
    else {
      problems.push({
        file: example.file,
        line: headerLine(exLine),
        message: `\`${r.name}\` in a \\code example is ${r.qualifiedName} (${r.kind}) to clang, which ${m.status === 'missing' ? 'names nothing in the reference' : 'matches none of its documented overloads'}; shown as plain code`,
      })
    }
  }
  return { links, problems }
}

/** A doxygen ref to an entity of the reference: a member's or enumerator's id, else the compound's. */
function refOf(symbol: CodeSymbol, name: string, model: DoxygenModel): Ref {
  // Enumerators are listed as `<enum id>:<name>` (match.ts); the model keeps their own doxygen ids.
  if (symbol.kind === 'enumvalue' && symbol.ownerName !== null) {
    const [enumId, evName] = [symbol.id.slice(0, symbol.id.lastIndexOf(':')), symbol.id.slice(symbol.id.lastIndexOf(':') + 1)]
    const ev = model.members.get(enumId)?.enumValues.find((e) => e.name === evName)
    return { t: 'ref', id: ev?.id ?? enumId, kind: 'member', c: [name] }
  }
  return { t: 'ref', id: symbol.id, kind: model.compounds.has(symbol.id) ? 'compound' : 'member', c: [name] }
}

/** Nodes without their refs (each ref replaced by its content), adjacent text merged. */
function withoutRefs(nodes: DocNode[]): DocNode[] {
  const out: DocNode[] = []
  const push = (n: DocNode) => {
    if (typeof n === 'string' && typeof out[out.length - 1] === 'string') out[out.length - 1] = (out[out.length - 1] as string) + n
    else if (n !== '') out.push(n)
  }
  for (const n of nodes) {
    if (typeof n === 'string') push(n)
    else if (n.t === 'ref') withoutRefs(n.c).forEach(push)
    else if ('c' in n && Array.isArray(n.c)) push({ ...n, c: withoutRefs(n.c) } as DocNode)
    else push(n)
  }
  return out
}

/** Wraps each `[start, start + length)` of a line's text in its ref, inside whichever text node holds it whole. */
function spliceRefs(nodes: DocNode[], refs: Array<{ start: number; length: number; ref: Ref }>): DocNode[] {
  let pos = 0
  const visit = (list: DocNode[]): DocNode[] =>
    list.flatMap((n): DocNode[] => {
      if (typeof n !== 'string') {
        if ('c' in n && Array.isArray(n.c)) return [{ ...n, c: visit(n.c) } as DocNode]
        return [n]
      }
      const start = pos
      pos += n.length
      const inside = refs.filter((r) => r.start >= start && r.start + r.length <= pos).sort((a, b) => a.start - b.start)
      if (!inside.length) return [n]
      const parts: DocNode[] = []
      let at = 0
      for (const r of inside) {
        const from = r.start - start
        if (from < at) continue
        if (from > at) parts.push(n.slice(at, from))
        parts.push(r.ref)
        at = from + r.length
      }
      if (at < n.length) parts.push(n.slice(at))
      return parts
    })
  return visit(nodes)
}

/**
 * Puts an example's links into its listing, in place: doxygen's refs go, clang's come. The listing's lines are the
 * example's shown lines (exampleTextKey matched them); a line's indentation may differ from the header's.
 */
export function linkListing(listing: Listing, links: readonly ExampleLink[], model: DoxygenModel): number {
  let made = 0
  listing.lines = listing.lines.map((line, i) => {
    // An #include line's ref is the file doxygen found by its path, not a name guessed: it stays.
    if (/^\s*#\s*include\b/.test(listingLineText(line.c))) return line
    const c = withoutRefs(line.c)
    const text = listingLineText(c)
    const lead = leading(text)
    const refs = links
      .filter((l) => l.line === i && text.slice(lead + l.col, lead + l.col + l.length) === l.name)
      .map((l) => ({ start: lead + l.col, length: l.length, ref: refOf(l.symbol, l.name, model) }))
    made += refs.length
    return { ...line, c: refs.length ? spliceRefs(c, refs) : c }
  })
  return made
}

/** Every listing of the model's descriptions (not the file pages' source listings), each once. */
export function descriptionListings(model: DoxygenModel): Listing[] {
  const found = new Set<Listing>()
  const visit = (n: DocElement) => {
    if (n.t === 'listing') found.add(n)
  }
  const docs = (nodes: DocNode[] | undefined) => nodes && walk(nodes, visit)
  for (const c of model.compounds.values()) {
    docs(c.brief)
    docs(c.detailed)
    for (const s of c.sections) docs(s.description)
  }
  for (const m of model.members.values()) {
    docs(m.brief)
    docs(m.detailed)
    docs(m.inbody)
    for (const ev of m.enumValues) {
      docs(ev.brief)
      docs(ev.detailed)
    }
  }
  for (const x of model.xrefs) docs(x.content)
  return [...found]
}

export interface ExampleLinksReport {
  examples: number
  /** Listings of the descriptions that are an example of the headers, and those that are not (a README's block, compiled by nothing: doxygen's by-name refs dropped, #include refs kept). */
  listings: number
  unmatched: number
  identifiers: number
  /** Identifiers clang linked, over the version's examples. */
  linked: number
  /** Links put into the listings of the pages. */
  placed: number
  problems: ExampleProblem[]
}

/** Identifiers of an example's shown text (as the posts' share counts them). */
function identifierCountOf(code: string): number {
  let n = 0
  const plain = code.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g, ' ').replace(/^[ \t]*#[^\n]*/gm, ' ')
  for (const m of plain.matchAll(/[A-Za-z_]\w*/g)) if (!CPP_KEYWORDS.has(m[0]) && !/^\d/.test(m[0])) n++
  return n
}

const CPP_KEYWORDS = new Set(
  ('alignas alignof and asm auto bool break case catch char char8_t char16_t char32_t class co_await co_return co_yield concept const consteval ' +
    'constexpr constinit const_cast continue decltype default delete do double dynamic_cast else enum explicit export extern false final float for ' +
    'friend goto if inline int long mutable namespace new noexcept not nullptr operator or override private protected public register ' +
    'reinterpret_cast requires return short signed sizeof static static_assert static_cast struct switch template this thread_local throw true try ' +
    'typedef typeid typename union unsigned using virtual void volatile wchar_t while').split(' '),
)

/** What the linked examples of a version depend on besides the XML: its headers, its context file, clang_refs.py. */
export function exampleInputsDigest(includeDir: string): string {
  if (!fs.existsSync(includeDir)) return 'none'
  const context = contextFile(includeDir)
  const contextDigest = fs.existsSync(context) ? crypto.createHash('sha256').update(fs.readFileSync(context)).digest('hex').slice(0, 16) : '-'
  return [headersDigest(includeDir), contextDigest, scriptDigestOf()].join('/')
}

/**
 * Links every `\code` example listing of a version's model through clang (cached by unit and headers), in place,
 * before the model's refs are resolved. `includeDir`: the version's headers.
 */
export async function linkModelExamples(model: DoxygenModel, includeDir: string, cache: ResultCache | null): Promise<ExampleLinksReport> {
  const examples = examplesOf(includeDir)
  const context = versionContext(includeDir)
  const units = examples.map((e) => ({ example: e, ...exampleSource(e, context) }))
  const { results } = await compileBlocks(
    units.map((u) => ({ key: `${u.example.file}:${u.example.line}`, code: u.source, mode: 'unit' as const, includeDir })),
    cache,
  )
  const symbols = codeSymbolsFromModel(model)
  const byText = new Map<string, { links: ExampleLink[] }>()
  const problems: ExampleProblem[] = []
  let identifiers = 0
  let linked = 0
  for (const u of units) {
    const r = exampleLinks(u.example, u.lineMap, results.get(`${u.example.file}:${u.example.line}`)!, symbols)
    problems.push(...r.problems)
    identifiers += identifierCountOf(u.example.code)
    linked += r.links.length
    // The same text in two headers compiles alike (every header is included): the first serves both.
    const key = exampleTextKey(u.example.code)
    if (!byText.has(key)) byText.set(key, { links: r.links })
  }
  let listings = 0
  let unmatched = 0
  let placed = 0
  for (const listing of descriptionListings(model)) {
    const key = exampleTextKey(listingText(listing))
    const ex = byText.get(key)
    if (!ex) {
      unmatched++
      linkListing(listing, [], model)
      continue
    }
    listings++
    placed += linkListing(listing, ex.links, model)
  }
  return { examples: examples.length, listings, unmatched, identifiers, linked, placed, problems }
}
