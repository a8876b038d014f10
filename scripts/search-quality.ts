/**
 * Search quality over a doxygen XML set: queries a reader of that API would type, generated from the XML (not from
 * the index), and whether the first hit is the entity asked for. Used by `npm run bench:search`, the corpora and,
 * on a fixed sample, tests/e2e/search-ranking.spec.ts. The query kinds and what counts as found:
 * docs/sections/scripts-and-tests.md, "Search tests and tools".
 */
import fs from 'node:fs'
import path from 'node:path'
import type { FacetFilters, SearchClientLike, SearchHit, SearchRecord } from '../src/sections/search/client/types'
import { EmbeddedSearchClient } from '../src/sections/search/client/embeddedClient'
import { FACET_FILTERS, MAX_QUERY_LENGTH } from '../src/sections/search/options'
import { boundedDistance, caseKey, nameKey, partCaseKey, partKey, splitQualified, wordStarts } from '../src/sections/search/client/symbolNames'
import { ownerFromId } from '../src/sections/api/model/model'

export interface QualityQuery {
  kind: 'name' | 'owner' | 'typo' | 'case'
  query: string
  /** name, case: the name key; owner: [owner, name] part keys; typo: the original name key. */
  expect: string[]
  /**
   * owner, case: the qualified names of the XML's inline namespaces. doxygen lists an inline namespace's members in
   * the enclosing namespace too, and C++ names them so (`ranges::begin` is `std::ranges::__cust::begin`): a hit
   * whose scope has only inline namespaces after the owner is right. A namespace of another name that merely sits
   * between (`std::ranges::__cust_access::begin`, a deleted overload no call reaches as `ranges::begin`) is not.
   */
  inline?: readonly string[]
}

const SCOPE_KINDS = new Set(['class', 'struct', 'union', 'namespace', 'interface', 'exception'])
const CLASS_KINDS = new Set(['class', 'struct', 'union', 'interface', 'exception'])

/** Deterministic pseudo-random numbers (mulberry32) seeded from a string. */
function rng(seed: string): () => number {
  let h = 1779033703 ^ seed.length
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353)
    h = (h << 13) | (h >>> 19)
  }
  let a = h >>> 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'

/** One edit of a name, chosen by a generator seeded with the name. */
export function misspell(name: string): string {
  const r = rng(name)
  for (let attempt = 0; attempt < 20; attempt++) {
    const op = Math.floor(r() * 4)
    const i = Math.floor(r() * name.length)
    const letter = LETTERS[Math.floor(r() * 26)]!
    let out: string
    if (op === 0) out = name.slice(0, i) + letter + name.slice(i + 1)
    else if (op === 1) out = name.slice(0, i) + name.slice(i + 1)
    else if (op === 2) out = name.slice(0, i) + letter + name.slice(i)
    else out = i + 1 < name.length ? name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2) : name
    if (nameKey(out) !== nameKey(name) && boundedDistance(nameKey(out), nameKey(name), 1) === 1) return out
  }
  return name.slice(1)
}

const anonymous = (n: string) => n.includes('@') || !n.trim()

/** The queries of an XML set (its index.xml), each kind sorted and deduplicated. */
export function qualityQueries(xmlDir: string): QualityQuery[] {
  const indexXml = fs.readFileSync(path.join(xmlDir, 'index.xml'), 'utf8')
  const names = new Set<string>()
  const owner = new Map<string, QualityQuery>()
  // Every spelling of each name key, members and scopes alike (for the case queries).
  const spellings = new Map<string, Set<string>>()
  const spelt = (name: string) => {
    const set = spellings.get(nameKey(name)) ?? new Set<string>()
    set.add(partCaseKey(name))
    spellings.set(nameKey(name), set)
  }
  const caseQueries = new Set<string>()
  const inline = inlineNamespaces(xmlDir, indexXml)
  const compounds = [...indexXml.matchAll(/<compound refid="([^"]*)" kind="([^"]+)"><name>([^<]*)<\/name>([\s\S]*?)<\/compound>/g)]
  const classLike = new Set(compounds.filter((c) => CLASS_KINDS.has(c[2]!)).map((c) => c[1]!))
  for (const c of compounds) {
    const [, cid, ckind, cname, body] = c as unknown as [string, string, string, string, string]
    const ownerShort = splitQualified(decode(cname)).pop() ?? ''
    if (SCOPE_KINDS.has(ckind) && !anonymous(ownerShort) && /^[A-Za-z_]\w*$/.test(ownerShort)) {
      spelt(ownerShort)
      caseQueries.add(ownerShort)
    }
    for (const m of body.matchAll(/<member refid="([^"]*)" kind="([^"]+)"><name>([^<]*)<\/name>/g)) {
      const kind = m[2]!
      const name = decode(m[3]!)
      // A base class's member that INLINE_INHERITED_MEMB lists in a derived class too: its page and its records are
      // its own class's, where Owner::name asks for it.
      const definedIn = ownerFromId(m[1]!)
      if (definedIn !== cid && classLike.has(definedIn)) continue
      // A friend declared by its qualified name (`friend class ::ns::parser`) names another entity, which a
      // reader looks up by that entity's own name; a reader never types it as a member's name.
      if (anonymous(name) || !nameKey(name) || (kind === 'friend' && name.includes('::'))) continue
      names.add(name)
      spelt(name)
      caseQueries.add(name)
      // Owner::name with the owner as a reader types it: a plain identifier, not a specialisation's template arguments.
      if (SCOPE_KINDS.has(ckind) && kind !== 'enumvalue' && !anonymous(ownerShort) && /^[A-Za-z_]\w*$/.test(ownerShort)) {
        const query = `${ownerShort}::${name}`
        owner.set(query, { kind: 'owner', query, expect: [partKey(ownerShort), partKey(name)], ...(inline.length ? { inline } : {}) })
      }
    }
  }
  const sorted = [...names].sort()
  const out: QualityQuery[] = sorted.map((n) => ({ kind: 'name', query: n, expect: [nameKey(n)] }))
  out.push(...[...owner.values()].sort((a, b) => (a.query < b.query ? -1 : 1)))
  for (const n of sorted) if (nameKey(n).length >= 5 && /^[A-Za-z_][A-Za-z0-9_]*$/.test(n)) out.push({ kind: 'typo', query: misspell(n), expect: [nameKey(n)] })
  for (const n of [...caseQueries].sort()) if ((spellings.get(nameKey(n))?.size ?? 0) > 1) out.push({ kind: 'case', query: n, expect: [nameKey(n)] })
  // Owner::name whose owner or name another entity spells in another case only.
  for (const q of owner.values()) {
    const [o, n] = splitQualified(q.query)
    if ((spellings.get(nameKey(o!))?.size ?? 0) > 1 || (spellings.get(nameKey(n!))?.size ?? 0) > 1) out.push({ ...q, kind: 'case' })
  }
  return out
}

/** The qualified names of the XML's inline namespaces (`<compounddef kind="namespace" inline="yes">`). */
function inlineNamespaces(xmlDir: string, indexXml: string): string[] {
  const out = new Set<string>()
  for (const m of indexXml.matchAll(/<compound refid="([^"]*)" kind="namespace"><name>([^<]*)<\/name>/g)) {
    const file = path.join(xmlDir, `${m[1]}.xml`)
    if (!fs.existsSync(file)) continue
    const fd = fs.openSync(file, 'r')
    const head = Buffer.alloc(1024)
    const n = fs.readSync(fd, head, 0, head.length, 0)
    fs.closeSync(fd)
    if (/<compounddef [^>]*kind="namespace"[^>]*\binline="yes"/.test(head.toString('utf8', 0, n))) out.add(decode(m[2]!))
  }
  return [...out]
}

function decode(s: string): string {
  return s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&')
}

/** A deterministic sample of at most n queries of each kind (every k-th). */
export function sample(queries: QualityQuery[], n: number): QualityQuery[] {
  const out: QualityQuery[] = []
  for (const kind of ['name', 'owner', 'typo', 'case'] as const) {
    const list = queries.filter((q) => q.kind === kind)
    const step = Math.max(1, list.length / n)
    for (let i = 0; i < list.length && out.filter((q) => q.kind === kind).length < n; i += step) out.push(list[Math.floor(i)]!)
  }
  return out
}

/**
 * found: the entity asked for. tie: a name as close to the typed text (it cannot tell them apart). prefix: a typo
 * query whose typed text is, letter for letter, the start of the first hit's name or of a word in it (`getD` for
 * `getDamping`: search as you type reads every query as a prefix, so the reader is still typing the name shown).
 * cut: a query longer than the search input takes (MAX_QUERY_LENGTH, the spec's 64 characters), whose first 64
 * characters begin the first hit's name (the reader can type no more).
 */
export type Verdict = 'found' | 'tie' | 'prefix' | 'cut' | 'missed'

/** The text a reader can type for a query: the search input keeps MAX_QUERY_LENGTH characters. */
export const typedQuery = (q: QualityQuery): string => q.query.slice(0, MAX_QUERY_LENGTH)

/** Judges the first hit of one query (see the rules at the top). */
export function judge(q: QualityQuery, first: SearchHit | undefined): Verdict {
  const verdict = judgeWhole(q, first)
  if (verdict !== 'missed' || !first?.symbol) return verdict
  const typed = typedQuery(q)
  if (typed.length < q.query.length) {
    // The typed parts end the hit's qualified name, the last one a start of its name.
    const got = splitQualified(first.symbol.qualifiedName).map(partKey)
    const want = splitQualified(typed).map(partKey)
    const offset = got.length - want.length
    if (offset >= 0 && want.every((w, i) => (i === want.length - 1 ? got[offset + i]!.startsWith(w) : got[offset + i] === w))) return 'cut'
  }
  if (q.kind === 'typo' && first.name) {
    const key = nameKey(typed)
    const name = nameKey(first.name)
    if ([0, ...wordStarts(first.name)].some((at) => name.startsWith(key, at))) return 'prefix'
  }
  return 'missed'
}

function judgeWhole(q: QualityQuery, first: SearchHit | undefined): Verdict {
  const sym = first?.symbol
  if (!first || !sym || !first.name) return 'missed'
  const qualified = q.kind !== 'typo' && splitQualified(q.query).length > 1
  // A name typed with template arguments (`sqrt< bool >`) asks for the specialisation with them, not any of the name.
  const spelt = (name: string) => (name.indexOf('<') > 0 && !name.startsWith('operator') ? caseKey(name) : partCaseKey(name))
  if (!qualified && (q.kind === 'name' || q.kind === 'case')) return spelt(first.name) === spelt(q.query) ? 'found' : 'missed'
  if (q.kind === 'owner' || q.kind === 'case') {
    const parts = splitQualified(sym.qualifiedName).map(partCaseKey)
    const want = splitQualified(q.query).map(partCaseKey)
    if (parts.length < 2 || parts[parts.length - 1] !== want[1]) return 'missed'
    // The owner, then only inline namespaces up to the name.
    const raw = splitQualified(sym.qualifiedName)
    let i = parts.length - 2
    while (i > 0 && parts[i] !== want[0] && q.inline?.includes(raw.slice(0, i + 1).join('::'))) i--
    return parts[i] === want[0] ? 'found' : 'missed'
  }
  const got = nameKey(first.name)
  if (got === q.expect[0]) return 'found'
  const typed = nameKey(q.query)
  return boundedDistance(typed, got, 2) <= boundedDistance(typed, q.expect[0]!, 2) ? 'tie' : 'missed'
}

export interface QualityReport {
  kind: QualityQuery['kind']
  total: number
  found: number
  /** Every verdict but found and missed (tie, prefix, cut); `byVerdict` splits them. */
  ties: number
  byVerdict: Partial<Record<Verdict, number>>
  missed: QualityQuery[]
  misses: string[]
}

/** Runs the queries through a client (the modal's facet filters) and tallies the verdicts per kind. */
export async function measureQuality(client: SearchClientLike, queries: QualityQuery[], facetFilters: FacetFilters): Promise<QualityReport[]> {
  const reports = new Map<string, QualityReport>()
  for (const q of queries) {
    const rep = reports.get(q.kind) ?? { kind: q.kind, total: 0, found: 0, ties: 0, byVerdict: {}, missed: [], misses: [] }
    reports.set(q.kind, rep)
    const r = await client.search([{ indexName: 'helios', params: { query: typedQuery(q), hitsPerPage: 1, facetFilters } }])
    const first = r.results[0]!.hits[0]
    const v = judge(q, first)
    rep.total++
    rep.byVerdict[v] = (rep.byVerdict[v] ?? 0) + 1
    if (v === 'found') rep.found++
    else if (v !== 'missed') rep.ties++
    else {
      rep.missed.push(q)
      rep.misses.push(`${q.kind} "${q.query}": first hit ${first ? (first.symbol?.qualifiedName ?? first.url) : 'none'}`)
    }
  }
  return [...reports.values()]
}

export function formatQuality(reports: QualityReport[]): string[] {
  return reports.map((r) => {
    const share = r.total ? (100 * (r.found + r.ties)) / r.total : 100
    const strict = r.total ? (100 * r.found) / r.total : 100
    const label = { name: 'member names', owner: 'Owner::name', typo: 'one-edit typos (5+ chars)', case: 'names in two cases' }[r.kind]
    const v = r.byVerdict
    const ties = [v.tie ? `${v.tie} ties with an equally close name` : '', v.prefix ? `${v.prefix} typed texts that begin the name shown` : '', v.cut ? `${v.cut} cut to the input's ${MAX_QUERY_LENGTH} characters` : ''].filter(Boolean)
    return `  ${label.padEnd(26)} ${String(r.total).padStart(6)} queries: first hit right ${share.toFixed(2)} %` +
      (r.kind === 'typo' || ties.length ? ` (${strict.toFixed(2)} % the entity asked for${ties.length ? `; ${ties.join(', ')}` : ''})` : '') +
      (r.missed.length ? `, ${r.missed.length} missed` : '')
  })
}

/**
 * The symbol records of an XML set made in process, as the build makes them (the API section's payloads
 * carry the ApiSymbol fields its nodes expose), indexed by the embedded engine's builder and answered by its
 * client: the search quality of any doxygen XML without building the site (`bench:search --in-process`).
 */
export async function inProcessClient(xmlDir: string): Promise<SearchClientLike> {
  const { buildIndex } = await import('../src/sections/search/node/buildIndex')
  const { EmbeddedSearchClient } = await import('../src/sections/search/client/embeddedClient')
  const built = buildIndex(await inProcessRecords(xmlDir), 'helios')
  return new EmbeddedSearchClient({ loader: async (p) => JSON.parse(built.files.get(p.split('?')[0]!)!) })
}

/** The symbol records of an XML set, made in process as the build makes them. */
export async function inProcessRecords(xmlDir: string): Promise<SearchRecord[]> {
  const { readDoxygenFolder } = await import('../src/sections/api/model/model')
  const { buildRoutes } = await import('../src/sections/api/model/routes')
  const { resolveAll } = await import('../src/sections/api/model/resolve')
  const { compoundPayloads, memberPayloads, enumeratorPayloads } = await import('../src/sections/api/node/nodes')
  const { apiOptions } = await import('../src/sections/api/options')
  const { symbolRecords } = await import('../src/sections/search/node/symbolRecords')
  const model = readDoxygenFolder(xmlDir, { warn: () => undefined })
  const routes = buildRoutes(model, apiOptions.basePath)
  resolveAll(model, routes, () => undefined)
  const members = memberPayloads(model, routes)
  const pick = (p: { refid: string; shortName: string; qualifiedName: string; kind: string; signature: string; briefText: string; ownerName: string | null; url: string; inline?: boolean | null }) =>
    ({ id: p.refid, shortName: p.shortName, qualifiedName: p.qualifiedName, kind: p.kind, signature: p.signature, briefText: p.briefText, ownerName: p.ownerName, url: p.url, inline: p.inline ?? null })
  const symbols = [...compoundPayloads(model, routes), ...members, ...enumeratorPayloads(members)].map(pick)
  return symbolRecords(symbols, { sectionLabel: apiOptions.sectionLabel, docsTag: apiOptions.docsTag })
}

/** The quality of a built site's embedded index (`<public>/search-index`), Node-side, with the modal's facet filters. */
export async function measureIndexQuality(indexDir: string, queries: QualityQuery[], facetFilters: FacetFilters = FACET_FILTERS): Promise<QualityReport[]> {
  const client = new EmbeddedSearchClient({ loader: async (p) => JSON.parse(fs.readFileSync(path.join(indexDir, p.split('?')[0]!), 'utf8')) })
  return measureQuality(client, queries, facetFilters)
}

/** One figure for a set of reports: the share of queries whose first hit is right (ties included), all kinds together. */
export function overallShare(reports: QualityReport[]): { total: number; right: number; share: number } {
  const total = reports.reduce((n, r) => n + r.total, 0)
  const right = reports.reduce((n, r) => n + r.found + r.ties, 0)
  return { total, right, share: total ? (100 * right) / total : 100 }
}
