/**
 * Code that links: the identifiers of the C++ blocks of posts, docs pages and the home page's sample link to the
 * entity clang resolves them to, in the reference of the page's engine version. Returns the shell's code links
 * table (src/shell/codeLinks.ts). How a block's fence says how it compiles, and what is a warning:
 * docs/sections/api.md, "Code that links".
 */
import fs from 'node:fs'
import path from 'node:path'
import { codeBlockKey, codeLinksNode, type CodeLink, type CodeLinksNode, type CodeLinksTable } from '../../../../shell/codeLinks'
import { HOME_SAMPLE_FILE } from '../../../../shell/home'
import { parseMdxBody } from '../../../../shell/mdxSyntax'
import { bodyPlace, ContentError, type BodyPlace } from '../../../../shell/contentPlace'
import { cppFences, splitHiddenLines } from '../../../../shell/hiddenLines'
import { siteConfig } from '../../../../shell/config/site'
import type { GraphqlFunction } from '../../../../shell/server/allNodes'
import { plainText } from '../../model/doc'
import { OVERLOADABLE_KINDS, parameterKey } from '../../model/history'
import { readVersionsFile } from '../../model/versions'
import { tableFromSymbols, type SymbolReads } from '../prose-build'
import { CURRENT_VERSION, apiOptions, versionDocsTag } from '../../options'
import { demoOfFence, type DemoSpec } from '../../../../shell/demos/fence'
import { blockMode, clangMissingMessage, compileBlocks, headersDigest, scriptDigestOf, type BlockMode, type ClangResult, type ResultCache, ClangUnavailable } from './clang'
import { cachedStep, type StepCache } from '../../../../shell/server/stepCache'
import { deepFreeze } from '../../../../shell/server/slicedCache'
import { matchRef, VersionSymbols, type CodeSymbol } from './match'
import { loadReleaseDates, versionOfDate, type ReleaseDate } from '../pageVersion'
import { headerPages, includeLinks } from './includes'
import { groupBy } from '../../../../shell/groupBy'

/** A C++ block of a page: its text, fence mode and place. */
export interface CodeBlock {
  sourcePath: string
  /** Line of the fence in the source file (1-based). */
  line: number
  /** The text the reader sees (hidden lines left out): what the links' offsets and the block's key are in. */
  code: string
  /** The text clang compiles: the fence's every line, hidden ones without their marker (../../../../shell/hiddenLines.ts). */
  compiled: string
  /** For each line of `compiled` (0-based), its 1-based line in `code`; 0 for a hidden line. */
  shownLine: number[]
  mode: BlockMode
  /** The live demo the fence declares (../../../../shell/demos/fence.ts), if any: it compiles against Next, the engine it runs. */
  demo?: string
}

/** A block from its fence's text: the shown and compiled texts and the map between their lines. */
export function codeBlock(sourcePath: string, line: number, text: string, mode: BlockMode): CodeBlock {
  const { shown, compiled, shownLine } = splitHiddenLines(text)
  return { sourcePath, line, code: shown, compiled, shownLine, mode }
}

/** A page with C++ blocks and the engine version its code is compiled against. */
export interface CodePage {
  sourcePath: string
  title: string
  version: string
  blocks: CodeBlock[]
}

/**
 * The C++ blocks of an MDX body, each at its line in the file (`place`: the file, or where the body sits in it;
 * ../../../../shell/contentPlace.ts). A syntax error is a ContentError at the file's line and column.
 */
export function cppBlocks(place: string | BodyPlace, body: string): CodeBlock[] {
  const sourcePath = typeof place === 'string' ? place : place.file
  const out: CodeBlock[] = []
  // A body without a fence anywhere (in a list, a quote or a component too) has no C++ block: no parse needed.
  if (!body.includes('```') && !body.includes('~~~')) return out
  for (const { value, meta, line } of cppFences(parseMdxBody(body, place))) {
    let mode: BlockMode
    let demo: DemoSpec | null
    try {
      mode = blockMode(meta)
      demo = demoOfFence(meta)
      if (demo && mode !== 'unit') throw new Error(`demo \`${demo.name}\` is a \`cpp body\` block: a demo is a whole program, with its main()`)
    } catch (e) {
      throw new ContentError(sourcePath, { line, column: 1 }, (e as Error).message, { cause: e })
    }
    out.push(demo ? { ...codeBlock(sourcePath, line, value, mode), demo: demo.name } : codeBlock(sourcePath, line, value, mode))
  }
  return out
}

// The version rule is shared with the prose links (../pageVersion.ts).
export { versionOfDate } from '../pageVersion'

/** The engine headers of a version: engine/include for Next, engine/releases/<version>/include for a release. */
export function versionIncludeDir(root: string, version: string): string {
  return version === CURRENT_VERSION ? path.join(root, 'engine', 'include') : path.join(root, 'engine', 'releases', version, 'include')
}

const KEYWORDS = new Set(
  ('alignas alignof and asm auto bool break case catch char char8_t char16_t char32_t class co_await co_return co_yield concept const consteval ' +
    'constexpr constinit const_cast continue decltype default delete do double dynamic_cast else enum explicit export extern false final float for ' +
    'friend goto if inline int long mutable namespace new noexcept not nullptr operator or override private protected public register ' +
    'reinterpret_cast requires return short signed sizeof static static_assert static_cast struct switch template this thread_local throw true try ' +
    'typedef typeid typename union unsigned using virtual void volatile wchar_t while').split(' '),
)

/** The block's text with comments, string and character literals and preprocessor lines blanked (same length). */
function codeOnly(code: string): string {
  return code
    .replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g, (m) => m.replace(/[^\n]/g, ' '))
    .replace(/^[ \t]*#[^\n]*/gm, (m) => ' '.repeat(m.length))
}

/** Names written in a block (qualified runs, `a::b::c`), outside comments, literals and `#` lines, keywords left out. */
export function namesIn(code: string): Array<{ offset: number; text: string; segments: Array<{ offset: number; text: string }> }> {
  const out: Array<{ offset: number; text: string; segments: Array<{ offset: number; text: string }> }> = []
  const re = /(?<![\w.])(?:::\s*)?[A-Za-z_]\w*(?:\s*::\s*~?[A-Za-z_]\w*)*|(?<=[.>])[A-Za-z_]\w*/g
  const plain = codeOnly(code)
  for (let m = re.exec(plain); m; m = re.exec(plain)) {
    const segments: Array<{ offset: number; text: string }> = []
    const seg = /~?[A-Za-z_]\w*/g
    for (let s = seg.exec(m[0]); s; s = seg.exec(m[0])) if (!KEYWORDS.has(s[0])) segments.push({ offset: m.index + s.index, text: s[0] })
    if (segments.length) out.push({ offset: m.index, text: m[0], segments })
  }
  return out
}

/** Identifiers of a block (every name segment that is not a keyword): the denominator of the linked share. */
export function identifierCount(code: string): number {
  return namesIn(code).reduce((n, m) => n + m.segments.length, 0)
}

/** UTF-16 offset of a 1-based line and byte column in `code`. */
function offsetOf(code: string, line: number, byteCol: number): number {
  const lines = code.split('\n')
  let off = 0
  for (let i = 0; i < line - 1 && i < lines.length; i++) off += lines[i].length + 1
  const text = lines[line - 1] ?? ''
  return off + Buffer.from(text, 'utf8').subarray(0, byteCol - 1).toString('utf8').length
}

export interface CodeProblem {
  kind: 'does-not-compile' | 'renamed' | 'overload-unknown'
  sourcePath: string
  line: number
  message: string
}

/**
 * Links of one compiled block from clang's result, on the shown text; the problems it shows. A block that does
 * not compile links nothing: what clang resolved before an error is not trusted.
 */
export function linksFromClang(block: CodeBlock, result: ClangResult, symbols: VersionSymbols, versionLabel: string): { links: CodeLink[]; problems: CodeProblem[] } {
  const links: CodeLink[] = []
  const problems: CodeProblem[] = []
  const fileLine = (l: number) => block.line + l
  const shown = block.code
  if (result.errors.length) {
    const e = result.errors[0]
    const where = e.line > 0 ? `${block.sourcePath}:${fileLine(e.line)}:${e.col}` : `${block.sourcePath}:${block.line}`
    problems.push({
      kind: 'does-not-compile',
      sourcePath: block.sourcePath,
      line: e.line > 0 ? fileLine(e.line) : block.line,
      message:
        `${where}: the C++ block at line ${block.line} does not compile against the ${versionLabel} headers: ${e.message}` +
        `${result.errors.length > 1 ? ` (and ${result.errors.length - 1} more errors)` : ''}. Its identifiers link nothing. Fix it, mark its fence \`cpp body\` (statements), or give it the context it needs on hidden lines starting with \`@ \`.`,
    })
    return { links, problems }
  }
  for (const r of result.refs) {
    // Lines of the compiled text; a name on a hidden line is not shown, so not linked.
    const line = block.shownLine[r.line - 1] ?? 0
    if (line === 0) continue
    const offset = offsetOf(shown, line, r.col)
    if (shown.slice(offset, offset + r.name.length) !== r.name || /\w/.test(shown[offset + r.name.length] ?? '')) continue
    const m = matchRef(r, symbols)
    if (m.status === 'linked') links.push({ offset, length: r.name.length, href: m.symbol.url, kind: m.symbol.kind })
    else if (m.status === 'missing') {
      problems.push({
        kind: 'renamed',
        sourcePath: block.sourcePath,
        line: fileLine(r.line),
        message: `${block.sourcePath}:${fileLine(r.line)}:${r.col}: \`${r.name}\` in a code block is ${r.qualifiedName} (${r.kind}, ${r.file}) to clang, which names nothing in the ${versionLabel} API reference (renamed or removed?); shown as plain code.`,
      })
    } else {
      problems.push({
        kind: 'overload-unknown',
        sourcePath: block.sourcePath,
        line: fileLine(r.line),
        message: `${block.sourcePath}:${fileLine(r.line)}:${r.col}: \`${r.name}\` calls ${r.qualifiedName}${parameterKey(r.params ?? [], r.const)}, none of the ${m.candidates.length} overloads the ${versionLabel} reference documents; shown as plain code.`,
      })
    }
  }
  return { links, problems }
}

/** Every version's entities with their overload keys, from the contract's ApiSymbol (members add parameters). */
export async function loadVersionSymbols(reads: SymbolReads): Promise<Map<string, VersionSymbols>> {
  const nodes = await reads.symbols()
  const byTag = groupBy(nodes, (n) => n.docsTag)
  const versions = [CURRENT_VERSION, ...readVersionsFile(path.join(process.cwd(), 'versions.json'))]
  const out = new Map<string, VersionSymbols>()
  for (const v of versions) {
    const list = byTag.get(v === CURRENT_VERSION ? apiOptions.docsTag : versionDocsTag(v)) ?? []
    const keyById = new Map(list.map((n) => [n.id, OVERLOADABLE_KINDS.has(n.kind) && n.params ? parameterKey(n.params.map((p) => plainText(p.type ?? [])), n.const ?? false) : null]))
    const table = tableFromSymbols(list)
    out.set(v, new VersionSymbols(table.symbols.map((s): CodeSymbol => ({ ...s, overloadKey: keyById.get(s.id) ?? null })), headerPages(list)))
  }
  return out
}

interface Reporter {
  /** A warning about content (strict builds hold them: src/shell/server/contentWarnings.ts). */
  warn(message: string): void
  info(message: string): void
  /** Stops a build; in `gatsby develop`, an error the server goes on after. */
  panicOnBuild(message: string): unknown
}

/** A missing clang is said once per process: `gatsby develop` runs this step again on every content change. */
let clangMissingSaid = false

export interface CodePageSource {
  sourcePath: string
  title: string
  date: string | null
  body: string
}

/**
 * Each page's C++ blocks as last read, with the body and place they were read from: a save in `gatsby develop`
 * parses again only the page it changed, not every post's MDX. One entry per file, so an edited page replaces its own.
 */
const blocksRead = new Map<string, { place: string; body: string; blocks: readonly CodeBlock[] }>()

/**
 * A page's C++ blocks: as this process last read them, else as Gatsby's cache kept them for the same body, place and
 * site code (a warm start parses no MDX whose text is unchanged), else parsed.
 */
async function blocksOfPage(sourcePath: string, place: BodyPlace, body: string, cache: StepCache | null): Promise<readonly CodeBlock[]> {
  const at = JSON.stringify(place)
  const known = blocksRead.get(sourcePath)
  if (known && known.place === at && known.body === body) return known.blocks
  const { value } = await cachedStep(cache, `cpp-blocks ${sourcePath}`, { place, body }, async () => cppBlocks(place, body))
  // Frozen: the same blocks serve every later run, so no step may change them.
  const blocks = deepFreeze(value)
  blocksRead.set(sourcePath, { place: at, body, blocks })
  return blocks
}

/** The pages with C++ blocks, each with its version, and the home page's sample (compiled as a body against Next). */
export async function codePagesOf(pages: CodePageSource[], releaseDates: ReadonlyArray<ReleaseDate>, root = process.cwd(), cache: StepCache | null = null): Promise<CodePage[]> {
  const codePages: CodePage[] = []
  for (const p of pages) {
    const fileText = fs.readFileSync(path.join(root, p.sourcePath), 'utf8')
    const blocks = await blocksOfPage(p.sourcePath, bodyPlace(p.sourcePath, p.body, fileText), p.body, cache)
    const version = versionOfDate(p.date, releaseDates)
    // A demo runs on the engine of today (the web build compiles engine/), so its block links into Next; the post says so.
    const demos = blocks.filter((b) => b.demo !== undefined && version !== CURRENT_VERSION)
    const rest = blocks.filter((b) => !demos.includes(b))
    if (rest.length) codePages.push({ sourcePath: p.sourcePath, title: p.title, version, blocks: rest })
    if (demos.length) codePages.push({ sourcePath: p.sourcePath, title: p.title, version: CURRENT_VERSION, blocks: demos })
  }
  const homeFile = path.join(root, HOME_SAMPLE_FILE)
  if (fs.existsSync(homeFile)) {
    const code = fs.readFileSync(homeFile, 'utf8').replace(/\n+$/, '')
    codePages.push({ sourcePath: HOME_SAMPLE_FILE, title: 'home page', version: CURRENT_VERSION, blocks: [codeBlock(HOME_SAMPLE_FILE, 0, code, 'body')] })
  }
  return codePages
}

/** A version's label as the site config names it (Next, 0.2.0). */
export function versionLabel(version: string): string {
  return siteConfig.docs.find((d) => d.id === 'default')?.versions.find((d) => d.name === version)?.label ?? version
}

export interface CodeLinksResult {
  table: CodeLinksTable
  problems: CodeProblem[]
  /** Per page: blocks, identifiers and linked identifiers. */
  pages: Array<{ page: CodePage; blocks: number; identifiers: number; linked: number }>
  /** Blocks clang compiled (not from the cache). */
  compiled: number
}

/**
 * Links every page's blocks through clang (cached by snippet and headers); nothing is linked by name. Throws ClangUnavailable when Debian's clang bindings are missing. Compiling needs only the blocks and the
 * headers, so it starts before the symbols (which the data layer gives) have arrived.
 */
export async function linkCodePages(
  codePages: CodePage[],
  symbols: Map<string, VersionSymbols> | Promise<Map<string, VersionSymbols>>,
  cache: ResultCache | null,
  root = process.cwd(),
): Promise<CodeLinksResult> {
  const table: CodeLinksTable = { version: 1, blocks: {} }
  const problems: CodeProblem[] = []
  const byVersion = groupBy(codePages, (p) => p.version)
  const linksByBlock = new Map<CodeBlock, CodeLink[]>()
  // Header links are not identifiers: the linked share counts identifiers only.
  const headerLinks = new Set<CodeLink>()
  const keyOf = (b: CodeBlock) => `${b.sourcePath}:${b.line}`
  // Every version's blocks in one compile, started before the symbols are awaited.
  const requests = [...byVersion].flatMap(([version, list]) =>
    list
      .flatMap((p) => p.blocks)
      .map((b) => ({ key: keyOf(b), code: b.compiled, mode: b.mode, includeDir: versionIncludeDir(root, version) })),
  )
  const [allSymbols, r] = await Promise.all([symbols, compileBlocks(requests, cache)])
  const compiled = r.compiled
  for (const [version, list] of byVersion) {
    const vs = allSymbols.get(version)
    if (!vs) continue
    for (const b of list.flatMap((p) => p.blocks)) {
      const l = linksFromClang(b, r.results.get(keyOf(b))!, vs, versionLabel(version))
      linksByBlock.set(b, l.links)
      problems.push(...l.problems)
      // #include lines lead to the header's file page of the same version.
      const includes = includeLinks(b.code, vs.headers, versionIncludeDir(root, version))
      includes.forEach((l) => headerLinks.add(l))
      const withIncludes = [...(linksByBlock.get(b) ?? []), ...includes]
      linksByBlock.set(b, withIncludes.sort((x, y) => x.offset - y.offset))
    }
  }
  const pages: CodeLinksResult['pages'] = []
  for (const page of codePages) {
    let linked = 0
    let identifiers = 0
    for (const b of page.blocks) {
      const links = linksByBlock.get(b) ?? []
      if (links.length) table.blocks[codeBlockKey(b.sourcePath, b.code)] = links
      linked += links.filter((l) => !headerLinks.has(l)).length
      identifiers += identifierCount(b.code)
    }
    pages.push({ page, blocks: page.blocks.length, identifiers, linked })
  }
  return { table, problems, pages, compiled }
}

const percent = (a: number, b: number) => (b ? ((100 * a) / b).toFixed(1) : '0.0')

/** The log lines of a result: one per page (the share of its identifiers linked), then the totals. */
export function codeLinksReport(r: CodeLinksResult, seconds: number): { warnings: string[]; lines: string[] } {
  const lines = r.pages.map(
    (p) =>
      `[code links] ${p.page.sourcePath} (${versionLabel(p.page.version)}): ${p.blocks} block${p.blocks === 1 ? '' : 's'}, ` +
      `${p.linked} of ${p.identifiers} identifiers linked (${percent(p.linked, p.identifiers)} %)`,
  )
  const sum = (k: 'blocks' | 'linked' | 'identifiers') => r.pages.reduce((n, p) => n + p[k], 0)
  lines.push(
    `[code links] ${r.pages.length} pages, ${sum('blocks')} C++ blocks (${r.compiled} compiled by clang, the rest from the cache): ` +
      `${sum('linked')} of ${sum('identifiers')} identifiers linked (${percent(sum('linked'), sum('identifiers'))} %), ` +
      `${r.problems.filter((p) => p.kind === 'does-not-compile').length} blocks that do not compile, ${r.problems.filter((p) => p.kind === 'renamed').length} names missing from their version's reference; ${seconds.toFixed(1)} s`,
  )
  return { warnings: r.problems.map((p) => `[code links] ${p.message}`), lines }
}

/**
 * The whole build step: pages and versions from the data layer, warnings and shares logged; returns the node's
 * fields (the table and its hash). Writes no file: the table travels in a node. Without clang, an error naming
 * the Debian packages (a build stops; `gatsby develop` goes on with an empty table).
 * With `symbolsStamp` (a hash of the API symbol nodes, src/shell/server/stepCache.ts's nodesStamp) the result is kept in the
 * cache under the C++ blocks, their versions' headers and the symbols: a save that changes no C++ block
 * neither compiles nor links again, and its warnings are logged again from the cache.
 */
export async function buildCodeLinks(
  graphql: GraphqlFunction,
  reporter: Reporter,
  pages: CodePageSource[],
  cache: ResultCache | null,
  symbolsStamp: string | undefined,
  reads: SymbolReads,
): Promise<CodeLinksNode> {
  const started = Date.now()
  const releaseDates = await loadReleaseDates(graphql)
  const codePages = await codePagesOf(pages, releaseDates, process.cwd(), cache)
  const run = async (): Promise<{ node: CodeLinksNode; warnings: string[]; lines: string[] } | null> => {
    let result: CodeLinksResult
    try {
      result = await linkCodePages(codePages, loadVersionSymbols(reads), cache)
    } catch (e) {
      if (!(e instanceof ClangUnavailable)) throw e
      if (!clangMissingSaid) reporter.panicOnBuild(clangMissingMessage(e))
      clangMissingSaid = true
      return null
    }
    return { node: codeLinksNode(result.table), ...codeLinksReport(result, (Date.now() - started) / 1000) }
  }
  const root = process.cwd()
  const inputs = symbolsStamp && {
    symbols: symbolsStamp,
    versions: readVersionsFile(path.join(root, 'versions.json')),
    pages: codePages,
    headers: [...new Set(codePages.map((p) => p.version))].sort().map((v) => [v, headersDigest(versionIncludeDir(root, v))]),
    script: scriptDigestOf(),
  }
  const { value, hit } = inputs ? await cachedStep(cache, 'code-links', inputs, run, (v) => v !== null) : { value: await run(), hit: false }
  if (!value) return codeLinksNode({ version: 1, blocks: {} })
  for (const w of value.warnings) reporter.warn(w)
  // From the cache, the totals say that nothing was compiled now, instead of what the run that stored them compiled.
  const fromCache = (l: string) => l.replace(/\(\d+ compiled by clang, [^)]*\)/, '(none compiled: from the cache)').replace(/; [\d.]+ s$/, '; no C++ block, header or API symbol changed')
  for (const l of value.lines) reporter.info(hit ? fromCache(l) : l)
  return value.node
}
