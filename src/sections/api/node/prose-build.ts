/**
 * The build step joining prose and the API reference, run in the API section's createPages before any page query:
 * it loads the symbol table for the remark plugin and resolves every post's and docs page's code spans into
 * "Mentioned in" entries and warnings (docs/sections/api.md, "API names in prose").
 */
import path from 'node:path'
import crypto from 'node:crypto'
import GithubSlugger from 'github-slugger'
import { type Mention, type MdNode, type PageMentions, type ProseCounts, type ProsePage, type ProseProblem, collectMentions, formatProblem, sortMentions } from './prose'
import { cachedStep, inputsHash } from '../../../shell/server/stepCache'
import type { ResultCache } from './codeLinks/clang'
import { siteCodeVersion } from '../../../shell/webpack'
import { SymbolIndex, type SymbolEntry, type SymbolTable } from './symbols'
import { allNodes, type GraphqlFunction } from '../../../shell/server/allNodes'
import { parseMdxBody } from '../../../shell/mdxSyntax'
import { bodyPlace } from '../../../shell/contentPlace'
import { apiOptions, CURRENT_VERSION } from '../options'
import { loadReleaseDates, versionOfDate } from './pageVersion'
import { groupBy } from '../../../shell/groupBy'
import type { ApiSymbolRow } from './apiSymbols'


type Graphql = GraphqlFunction

/** What the prose links read of a symbol (./apiSymbols.ts): a member adds its overrides and whether an enum is an `enum class`. */
export type ApiSymbolNode = Omit<SymbolEntry, 'reimplements' | 'scoped'> & Pick<ApiSymbolRow, 'strong' | 'reimplements'>

/** What createPages reads once for the prose and the code links: the symbols, and the prose pages. */
export interface SymbolReads {
  symbols: () => Promise<ApiSymbolRow[]>
  pages: () => Promise<Array<ProsePage & { body: string }>>
}

/** Each read made on first use and shared by every step given these reads: the symbols the sourcing kept, and the prose pages. */
export function symbolReads(graphql: Graphql, symbols: () => Promise<ApiSymbolRow[]>): SymbolReads {
  let read: Promise<ApiSymbolRow[]> | undefined
  let pages: Promise<Array<ProsePage & { body: string }>> | undefined
  return { symbols: () => (read ??= symbols()), pages: () => (pages ??= loadProsePages(graphql)) }
}

/** The API symbol tables of every version, by version (current for Next). */
export async function loadSymbolTables(reads: SymbolReads): Promise<Map<string, SymbolTable>> {
  const nodes = await reads.symbols()
  // A release's docs tag is Next's with the version in place of "current" (options.ts, versionDocsTag).
  const prefix = apiOptions.docsTag.replace(/current$/, '')
  const byVersion = groupBy(nodes, (n) => (n.docsTag === apiOptions.docsTag ? CURRENT_VERSION : n.docsTag.startsWith(prefix) ? n.docsTag.slice(prefix.length) : null))
  const out = new Map<string, SymbolTable>([[CURRENT_VERSION, tableFromSymbols(byVersion.get(CURRENT_VERSION) ?? [])]])
  for (const [version, list] of byVersion) if (version !== CURRENT_VERSION) out.set(version, tableFromSymbols(list))
  return out
}

/**
 * The table from ApiSymbol nodes: overrides by id, and which enumerators belong to an `enum class`.
 * Entries are sorted by url: Gatsby lists nodes in the order they were created, and a rebuild
 * creates the nodes of a changed XML file last. The same symbols make the same table, so its hash
 * (webpack's key for compiled MDX) changes only when a name, url or kind does.
 */
export function tableFromSymbols(nodes: ApiSymbolNode[]): SymbolTable {
  const idByUrl = new Map(nodes.map((n) => [n.url, n.id]))
  const scopedEnums = new Set(nodes.filter((n) => n.kind === 'enum' && n.strong).map((n) => n.qualifiedName))
  const symbols: SymbolEntry[] = nodes.map((n) => ({
    id: n.id,
    shortName: n.shortName,
    qualifiedName: n.qualifiedName,
    kind: n.kind,
    ownerName: n.ownerName,
    url: n.url,
    reimplements: (n.reimplements ?? []).map((r) => (r.href ? idByUrl.get(r.href) : undefined)).filter((id): id is string => id !== undefined),
    ...(n.kind === 'enumvalue' ? { scoped: n.ownerName !== null && scopedEnums.has(n.ownerName) } : {}),
  }))
  // Each entry's key made once, not four times per comparison.
  const keyed = symbols.map((s) => ({ s, key: `${s.url}\u0000${s.kind}\u0000${s.qualifiedName}\u0000${s.id}` }))
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  return { version: 1, symbols: keyed.map((k) => k.s) }
}

/** An MDX file with the pages made from it (a post or a docs page: the prose pages of the contract). */
interface ProseSourceNode {
  body: string
  internal: { contentFilePath: string }
  children: Array<{ path?: string; title?: string; sectionLabel?: string; date?: string }>
}

/**
 * Devlog posts and docs pages with their MDX source: the HeliosPage children of the MDX files, each with the version
 * its links lead to. Read from the MDX files, not from HeliosPage filtered to the ones with MDX: Gatsby answers that by
 * reading every page whole, each API compound among them (docs/sections/api.md, "API names in prose").
 */
export async function loadProsePages(graphql: Graphql): Promise<Array<ProsePage & { body: string }>> {
  const fields = `body internal { contentFilePath }
    children { ... on HeliosPage { path title sectionLabel ... on DevlogPost { date(formatString: "YYYY-MM-DD") } } }`
  const files = await allNodes<ProseSourceNode>(graphql, 'allMdx', fields, 'Prose pages')
  const releaseDates = await loadReleaseDates(graphql)
  const out: Array<ProsePage & { body: string }> = []
  for (const f of files) {
    const sourcePath = path.relative(process.cwd(), f.internal.contentFilePath)
    for (const n of f.children) {
      // A child that is no HeliosPage (no page is made from the file) comes back empty.
      if (n.path === undefined || n.title === undefined || n.sectionLabel === undefined) continue
      out.push({ path: n.path, title: n.title, section: n.sectionLabel, date: n.date ?? null, version: versionOfDate(n.date ?? null, releaseDates), sourcePath, body: f.body, bodyLine: bodyPlace(f.internal.contentFilePath, f.body).bodyLine })
    }
  }
  return out.sort((a, b) => a.sourcePath.localeCompare(b.sourcePath))
}

export interface ProseLinks {
  /** "Mentioned in" entries by the url of the entity, each list newest first. */
  mentionsByUrl: Map<string, Mention[]>
  problems: ProseProblem[]
  counts: ProseCounts
  /** Next's symbol table (the remark plugin's, through the ApiSymbolTable node, with `releases` and `pageVersions`). */
  table: SymbolTable
  /** The releases' tables, for the pages that link to a release. */
  releases: Record<string, SymbolTable>
  /** The version each page links to, by source path (pages not listed link to Next). */
  pageVersions: Record<string, string>
  /** Content hash of the table (webpack's cache of compiled MDX depends on it). */
  tableHash: string
}

/**
 * One page's spans resolved, its warnings at the file's lines; a page that does not parse as MDX throws a
 * ContentError at the file's line and column.
 */
function resolvePage(page: ProsePage & { body: string }, index: SymbolIndex, ignore: readonly string[], next: SymbolIndex | null): PageMentions {
  const place = page.bodyLine === undefined ? bodyPlace(page.sourcePath, page.body) : { file: page.sourcePath, bodyLine: page.bodyLine }
  const tree = parseMdxBody(page.body, place) as unknown as MdNode
  const slugger = new GithubSlugger()
  const result = collectMentions(tree, page, index, ignore, (t) => slugger.slug(t), next)
  // A file that no longer ends with the body (edited since): its lines are not known, so warnings name the file only.
  if (place.bodyLine === null) for (const p of result.problems) p.places = []
  return result
}

/**
 * Resolves every page's spans; pure apart from the parsing. `table` is Next's, `releases` the releases' tables: a
 * page is resolved against the table of its version (Next when it has none or its version has no table). `reuse`
 * gives a page's result from an earlier run with the same tables (undefined: resolve it); `resolved` receives every
 * page's result.
 */
export function resolveProse(
  pages: Array<ProsePage & { body: string }>,
  table: SymbolTable,
  ignore: readonly string[],
  reuse: (page: ProsePage & { body: string }) => PageMentions | undefined = () => undefined,
  resolved: (page: ProsePage & { body: string }, result: PageMentions) => void = () => {},
  releases: Readonly<Record<string, SymbolTable>> = {},
): Omit<ProseLinks, 'table' | 'tableHash' | 'releases' | 'pageVersions'> {
  let index: SymbolIndex | undefined
  const releaseIndex = new Map<string, SymbolIndex>()
  const indexOf = (version: string | undefined): SymbolIndex | null => {
    if (!version || version === CURRENT_VERSION || !releases[version]) return null
    if (!releaseIndex.has(version)) releaseIndex.set(version, new SymbolIndex(releases[version]))
    return releaseIndex.get(version)!
  }
  const mentionsByUrl = new Map<string, Mention[]>()
  const problems: ProseProblem[] = []
  const counts: ProseCounts = { spans: 0, linked: 0, ambiguous: 0, unresolvedQualified: 0, ignored: 0, linkedClasses: 0, newer: 0 }
  for (const page of pages) {
    const release = reuse(page) ? null : indexOf(page.version)
    const next = () => (index ??= new SymbolIndex(table))
    const r = reuse(page) ?? (release ? resolvePage(page, release, ignore, next()) : resolvePage(page, next(), ignore, null))
    resolved(page, r)
    for (const m of r.mentions) {
      const list = mentionsByUrl.get(m.target)
      if (list) list.push(m)
      else mentionsByUrl.set(m.target, [m])
    }
    problems.push(...r.problems)
    for (const k of Object.keys(counts) as Array<keyof ProseCounts>) counts[k] += r.counts[k]
  }
  for (const [k, v] of mentionsByUrl) mentionsByUrl.set(k, sortMentions(v))
  return { mentionsByUrl, problems, counts }
}

interface Reporter {
  warn(message: string): void
  info(message: string): void
}

/**
 * The whole step: table loaded, prose resolved, warnings and a summary logged. Writes nothing. With a cache and
 * `symbolsStamp` (a hash of the API symbol nodes, src/shell/server/stepCache.ts's nodesStamp), the table is read back while the
 * symbols are unchanged and each page is resolved again only when it or the table changed.
 */
export async function buildProseLinks(
  graphql: Graphql,
  reporter: Reporter,
  ignore: readonly string[],
  cache: ResultCache | null = null,
  symbolsStamp: string | undefined,
  reads: SymbolReads,
): Promise<ProseLinks> {
  const store = symbolsStamp ? cache : null
  const tables = (
    await cachedStep(store, 'api-symbol-tables', { symbols: symbolsStamp, docsTag: apiOptions.docsTag }, async () => Object.fromEntries(await loadSymbolTables(reads)))
  ).value as Record<string, SymbolTable>
  const { [CURRENT_VERSION]: table, ...releases } = tables
  const pages = await reads.pages()
  const pageVersions = Object.fromEntries(pages.filter((p) => p.version && p.version !== CURRENT_VERSION && releases[p.version]).map((p) => [p.sourcePath, p.version!]))
  const json = JSON.stringify({ table, releases, pageVersions })
  const tableHash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 16)
  // Each page's result under a hash of the page, the table and the site's code; the entry holds the current pages only.
  const pageKey = (page: ProsePage & { body: string }) => inputsHash({ page, tableHash, ignore })
  const before = store ? ((await store.get(PROSE_PAGES_KEY)) as { code: string; pages: Record<string, PageMentions> } | undefined) : undefined
  const code = store ? siteCodeVersion() : ''
  const earlier = before && before.code === code ? before.pages : {}
  const now: Record<string, PageMentions> = {}
  const result = resolveProse(pages, table, ignore, (p) => earlier[pageKey(p)], (p, r) => (now[pageKey(p)] = r), releases)
  if (store) await store.set(PROSE_PAGES_KEY, { code, pages: now })
  // A name newer than the page's release is linked (to Next) and noted; the others are warnings about content.
  for (const p of result.problems) (p.kind === 'newer' ? reporter.info : reporter.warn)(`[api links] ${formatProblem(p)}`)
  const c = result.counts
  reporter.info(
    `[api links] ${pages.length} pages, ${c.spans} inline code spans: ${c.linked} linked to the API reference (${c.linkedClasses} to a class or struct), ` +
      `${c.ambiguous} ambiguous, ${c.unresolvedQualified} unresolved qualified, ${c.ignored} ignored; ${c.newer} linked to Next as newer than their page's release; ${result.mentionsByUrl.size} entities mentioned`,
  )
  return { ...result, table, releases, pageVersions, tableHash }
}

const PROSE_PAGES_KEY = 'step:prose-pages'
