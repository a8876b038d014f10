/**
 * The embedded search backend: queries the sharded static index (see
 * ./indexFormat.ts) and answers with the algoliasearch client's multi-query
 * shape, so react-instantsearch, the modal and the /search page cannot tell it
 * from Algolia. Runs in the browser (fetch) and in Node (any loader).
 */
import {
  ATTR_NAME, INDEX_PUBLIC_PATH, META_STRIDE, recordChunk,
  TYPE_STRIDE, type IndexManifest, type ScopeBlock, type TypeBucket, type StoredRecord, type SymbolDeletions, type SymbolBases, type SymbolNames, type SymbolScopes, type SymbolSuffixes, type TermShard,
} from './indexFormat'
import {
  Tier, compareMatches, nameMatches, parseDeletionBucket, parseNameShard, parseSuffixShard, prefixMatches, shardsFor,
  type DeletionBucket, type NameShard, type ShardLoader, type SuffixShard, type SymbolMatch,
} from './symbolTable'
import { caseKey, fitParts, parseSymbolQuery, scopeFit, type FitParts } from './symbolNames'
import { classesNamed, inheritedCandidates, tableClasses, type TableClass } from './inheritance'
import { compareScores, lookupKeys, parseSignatureQuery, scoreOverload, type OverloadView, type SignatureQuery, type SignatureScore } from './signature'
import { deletionBucket } from './symbolNames'
import { highlight, snippet, type MatchSpec, type Tags } from './highlight'
import { MAX_QUERY_LENGTH } from '../options'
import { queryTerms, shardKey } from './tokenize'
import { HIERARCHY_LEVELS, type FacetFilters, type SearchClientLike, type SearchHit, type SearchParams, type SearchRequest, type SearchResponses, type SearchResult } from './types'

/** Loads one index file (path relative to the index folder) as parsed JSON. */
export type IndexLoader = (path: string) => Promise<unknown>

export class SearchIndexError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SearchIndexError'
  }
}

/** Browser loader: fetches from the static index folder. */
export function fetchLoader(base = INDEX_PUBLIC_PATH, fetchImpl: typeof fetch = (...a) => fetch(...a)): IndexLoader {
  return async (path) => {
    let response: Response
    try {
      response = await fetchImpl(`${base}/${path}`)
    } catch (err) {
      throw new SearchIndexError(`Unable to fetch the search index file ${path}: ${(err as Error).message}`)
    }
    if (!response.ok) throw new SearchIndexError(`Unable to fetch the search index file ${path}: HTTP ${response.status}`)
    return response.json()
  }
}

/** Match quality of a word against a vocabulary term: whole word, part of a compound, or prefix. */
const Q_WORD = 0
const Q_PART = 1
const Q_PREFIX = 2

interface DocMatch { attr: number; quality: number }

interface Ranked {
  doc: number
  titleEqual: number
  attrSum: number
  words: number
  exact: number
  typeLevel: number
  kindRank: number
}

const DEFAULT_TAGS: Tags = { pre: '<mark>', post: '</mark>' }

function flattenParams(request: SearchRequest): SearchParams {
  const { indexName: _i, params, ...rest } = request
  const p: SearchParams = { ...(rest as SearchParams), ...(params ?? {}) }
  return p
}

function parseFacetFilters(filters: FacetFilters | undefined): string[][] {
  if (!filters) return []
  const list = typeof filters === 'string' ? [filters] : filters
  return list.map((f) => (Array.isArray(f) ? f : [f]))
}

export interface EmbeddedClientOptions {
  loader?: IndexLoader
  /** Index name the files were built for; requests for other names get an error. */
  indexName?: string
}

export class EmbeddedSearchClient implements SearchClientLike {
  private readonly loader: IndexLoader
  private readonly cache = new Map<string, Promise<unknown>>()
  private manifestPromise: Promise<IndexManifest> | null = null
  private readonly nameShards = new Map<number, Promise<NameShard>>()
  private readonly suffixShards = new Map<number, Promise<SuffixShard>>()
  private readonly deletionBuckets = new Map<number, Promise<DeletionBucket>>()
  /** Scope parts (keys) by scope id, split on first use. */
  private scopeParts = new Map<number, FitParts>()

  constructor(options: EmbeddedClientOptions = {}) {
    this.loader = options.loader ?? fetchLoader()
  }

  /** Record chunks and card blocks kept in memory at most (least recently used dropped first): the tab's memory stays bounded on a large index. */
  static readonly MAX_CACHED_CHUNKS = 200
  private readonly chunkOrder = new Map<string, true>()

  /** Loads a file once; a failed load is forgotten so the next query retries it. */
  private load<T>(path: string): Promise<T> {
    let p = this.cache.get(path)
    if (!p) {
      p = this.loader(path)
      p.catch(() => this.cache.delete(path))
      this.cache.set(path, p)
    }
    if (path.startsWith('docs/') || path.startsWith('symbols/c/')) {
      this.chunkOrder.delete(path)
      this.chunkOrder.set(path, true)
      if (this.chunkOrder.size > EmbeddedSearchClient.MAX_CACHED_CHUNKS) {
        const oldest = this.chunkOrder.keys().next().value as string
        this.chunkOrder.delete(oldest)
        this.cache.delete(oldest)
      }
    }
    return p as Promise<T>
  }

  manifest(): Promise<IndexManifest> {
    if (!this.manifestPromise) {
      this.manifestPromise = this.load<IndexManifest>('manifest.json').catch((err) => {
        this.manifestPromise = null
        throw err
      })
    }
    return this.manifestPromise
  }

  private versioned(m: IndexManifest, path: string) {
    return `${path}?v=${m.build}`
  }

  /** Symbol shards, each fetched and parsed once (a failed fetch is retried by the next query). */
  private shardLoader(m: IndexManifest): ShardLoader {
    const once = <T>(cache: Map<number, Promise<T>>, i: number, make: () => Promise<T>): Promise<T> => {
      let p = cache.get(i)
      if (!p) {
        p = make()
        p.catch(() => cache.delete(i))
        cache.set(i, p)
      }
      return p
    }
    const sm = m.symbols!
    return {
      names: (i) => once(this.nameShards, i, async () => parseNameShard(sm.names[i]![1], await this.load<SymbolNames>(this.versioned(m, `symbols/n/${i}.json`)))),
      suffixes: (i) => once(this.suffixShards, i, async () => parseSuffixShard(await this.load<SymbolSuffixes>(this.versioned(m, `symbols/x/${i}.json`)))),
      deletions: (b) => once(this.deletionBuckets, b, async () => parseDeletionBucket(await this.load<SymbolDeletions>(this.versioned(m, `symbols/d/${b}.json`)))),
    }
  }

  /**
   * Most records a qualified query checks among names that only begin with its last part (4 scope blocks at 512).
   * Records whose name is the last part are all checked: they sit side by side in the table, a few blocks even
   * for a name thousands of classes share (`Superclass`, `operator=`).
   */
  static readonly MAX_QUALIFIED_CANDIDATES = 2048
  /** Most scope blocks a qualified query fetches ahead of its name shards. */
  static readonly MAX_PREFETCHED_SCOPE_BLOCKS = 8

  /**
   * Symbol matches of a qualified query (`Owner::name`, `ns::Owner::name`):
   * the last part is the name (exact: tier 1, a prefix of it: tier 2), the
   * parts before it must be the trailing parts of the entity's scope.
   */
  private async qualifiedMatches(m: IndexManifest, parts: string[], spelled: string[]): Promise<{ matches: SymbolMatch[]; exhaustive: boolean }> {
    const last = parts[parts.length - 1]!
    const quals = parts.slice(0, -1)
    const spelledQuals = spelled.slice(0, -1)
    // The scope table and the scope blocks of the shards' entry ranges are fetched with the
    // shards themselves (the manifest gives the ranges), saving a round trip.
    const sm = m.symbols!
    const { home, family } = shardsFor(sm.names, last)
    const ahead = new Set<number>()
    for (const i of home >= 0 ? [home, ...family] : family) {
      const [, from, count] = sm.names[i]!
      for (let b = Math.floor(from / sm.scopeBlockSize); b <= Math.floor((from + count - 1) / sm.scopeBlockSize); b++) ahead.add(b)
    }
    if (ahead.size <= EmbeddedSearchClient.MAX_PREFETCHED_SCOPE_BLOCKS) {
      for (const b of ahead) this.load<ScopeBlock>(this.versioned(m, `symbols/s/${b}.json`)).catch(() => undefined)
    }
    this.load<SymbolScopes>(this.versioned(m, 'symbols/scopes.json')).catch(() => undefined)
    if (sm.bases) this.load<SymbolBases>(this.versioned(m, 'symbols/bases.json')).catch(() => undefined)
    const found = await prefixMatches(sm, this.shardLoader(m), last, Tier.qualified, spelled[spelled.length - 1])
    const named = found.matches.filter((c) => c.tier === Tier.qualified)
    const begun = found.matches.filter((c) => c.tier !== Tier.qualified)
    const room = Math.max(0, EmbeddedSearchClient.MAX_QUALIFIED_CANDIDATES - named.length)
    let exhaustive = found.exhaustive && begun.length <= room
    let begunChecked = begun.slice(0, room)
    if (!exhaustive) {
      // Too many names begin with the last part (`vtkSomeLongClassName::NewInsta`, cut by the search box, begins
      // 6,000 VTK names): those of the owner the qualifiers name are found from the scopes instead.
      const owned = await this.ownedPrefixMatches(m, last, spelled[spelled.length - 1]!, quals, spelledQuals, new Set(named.map((c) => c.entry)))
      if (owned) ({ matches: begunChecked, exhaustive } = owned)
    }
    const candidates = [...named, ...begunChecked]
    if (candidates.length === 0) return { matches: [], exhaustive }
    const size = m.symbols!.scopeBlockSize
    const blockIds = [...new Set(candidates.map((c) => Math.floor(c.entry / size)))]
    const [scopes, ...blocks] = await Promise.all([
      this.load<SymbolScopes>(this.versioned(m, 'symbols/scopes.json')),
      ...blockIds.map((id) => this.load<ScopeBlock>(this.versioned(m, `symbols/s/${id}.json`))),
    ])
    const blockOf = new Map(blockIds.map((id, i) => [id, blocks[i]!]))
    const matches: SymbolMatch[] = []
    for (const c of candidates) {
      const scopeId = blockOf.get(Math.floor(c.entry / size))![c.entry % size]!
      const sp = this.partsOf(scopes, scopeId, m)
      const fit = scopeFit(sp.keys, sp.spelled, quals, spelledQuals, sp.inline)
      if (fit) matches.push({ ...c, skipped: fit.skipped, caseMiss: c.caseMiss + fit.caseMiss })
    }
    if (sm.bases) {
      const scopeOf = (entry: number) => scopes[blockOf.get(Math.floor(entry / size))![entry % size]!] ?? ''
      const direct = new Set(matches.map((c) => c.entry))
      for (const c of await this.inheritedMatches(m, candidates, scopeOf, quals, spelledQuals)) if (!direct.has(c.entry)) matches.push(c)
    }
    return { matches: matches.sort(compareMatches), exhaustive }
  }

  /** The table of bases of an index, split once (./inheritance.ts). */
  private baseTables = new Map<string, Promise<{ classes: TableClass[]; private: Set<number> }>>()

  /**
   * The candidates of a qualified query that the classes its qualifiers name inherit: members of their bases, as
   * C++'s lookup finds them through the class (./inheritance.ts), ranked after the direct matches of their tier.
   */
  private async inheritedMatches(m: IndexManifest, candidates: SymbolMatch[], scopeOf: (entry: number) => string, quals: string[], spelledQuals: string[]): Promise<SymbolMatch[]> {
    const path = this.versioned(m, 'symbols/bases.json')
    let table = this.baseTables.get(path)
    if (!table) {
      table = this.load<SymbolBases>(path).then((bases) => ({ classes: tableClasses(Object.entries(bases.classes), m.symbols!.inlineNamespaces), private: new Set(bases.private) }))
      this.baseTables.set(path, table)
    }
    const { classes: all, private: hidden } = await table
    const classes = classesNamed(all, quals, spelledQuals)
    if (classes.length === 0) return []
    const names = await this.entryNames(m, candidates.map((c) => c.entry))
    const picks = inheritedCandidates(classes, candidates.map((match) => ({ owner: scopeOf(match.entry), name: names.get(match.entry) ?? '', private: hidden.has(match.entry), match })))
    return picks.map((p) => ({ ...p.candidate.match, skipped: 0, inherited: p.depth, via: p.via, caseMiss: p.candidate.match.caseMiss + p.caseMiss }))
  }

  /** The names of symbol table entries, from the name shards that hold them. */
  private async entryNames(m: IndexManifest, entries: readonly number[]): Promise<Map<number, string>> {
    const sm = m.symbols!
    const load = this.shardLoader(m)
    const shardOf = (e: number) => sm.names.findIndex(([, from, count]) => e >= from && e < from + count)
    const ids = [...new Set(entries.map(shardOf))].filter((i) => i >= 0)
    const shards = await Promise.all(ids.map((i) => load.names(i)))
    const out = new Map<number, string>()
    for (const e of entries) {
      const shard = shards.find((s) => e >= s.from && e < s.from + s.names.length)
      if (shard) out.set(e, shard.names[e - shard.from]!)
    }
    return out
  }

  /** The parts of scope `id` (keys, spellings, which are inline namespaces), split on first use. */
  private partsOf(scopes: SymbolScopes, id: number, m: IndexManifest): FitParts {
    let sp = this.scopeParts.get(id)
    if (!sp) {
      sp = fitParts(scopes[id] ?? '', m.symbols?.inlineNamespaces)
      this.scopeParts.set(id, sp)
    }
    return sp
  }

  /** Most scope blocks a qualified query reads to find its owner's names among those its last part begins. */
  static readonly MAX_OWNER_SCAN_BLOCKS = 64
  /** Most name shards it then reads for the ranking data of the names it found. */
  static readonly MAX_OWNER_NAME_SHARDS = 16

  /**
   * The names that `last` begins (tier 2), other than the `skip` entries, whose scope the qualifiers fit, found
   * scope first: the entries of those names are one run of the table (sorted by name key), whose scope blocks
   * say which belong to a fitting scope; only their name shards are read. Null when the run spans more than
   * MAX_OWNER_SCAN_BLOCKS blocks (a short last part over a large library: the capped candidates answer).
   */
  private async ownedPrefixMatches(m: IndexManifest, last: string, spelledLast: string, quals: string[], spelledQuals: string[], skip: Set<number>): Promise<{ matches: SymbolMatch[]; exhaustive: boolean } | null> {
    const sm = m.symbols!
    const load = this.shardLoader(m)
    // Shards are in key order and do not overlap: those whose prefix `last` begins hold only such names; in the
    // one whose prefix begins `last`, they are a run of its keys.
    const ranges: Array<[number, number]> = []
    for (let i = 0; i < sm.names.length; i++) {
      const [prefix, from, count, exact] = sm.names[i]!
      if (prefix.startsWith(last)) ranges.push([from, from + count])
      else if (!exact && last.startsWith(prefix)) {
        const shard = await load.names(i)
        let lo = -1
        let hi = -1
        shard.keys.forEach((k, j) => { if (k.startsWith(last)) { if (lo < 0) lo = j; hi = j + 1 } })
        if (lo >= 0) ranges.push([from + lo, from + hi])
      }
    }
    const size = sm.scopeBlockSize
    const blockIds = new Set<number>()
    for (const [lo, hi] of ranges) for (let b = Math.floor(lo / size); b <= Math.floor((hi - 1) / size); b++) blockIds.add(b)
    if (blockIds.size > EmbeddedSearchClient.MAX_OWNER_SCAN_BLOCKS) return null
    const ids = [...blockIds]
    const [scopes, ...blocks] = await Promise.all([
      this.load<SymbolScopes>(this.versioned(m, 'symbols/scopes.json')),
      ...ids.map((id) => this.load<ScopeBlock>(this.versioned(m, `symbols/s/${id}.json`))),
    ])
    const blockOf = new Map(ids.map((id, i) => [id, blocks[i]!]))
    const fits = new Map<number, boolean>()
    const owned: number[] = []
    for (const [lo, hi] of ranges) {
      for (let e = lo; e < hi; e++) {
        if (skip.has(e)) continue
        const scopeId = blockOf.get(Math.floor(e / size))![e % size]!
        let fit = fits.get(scopeId)
        if (fit === undefined) {
          const sp = this.partsOf(scopes, scopeId, m)
          fit = scopeFit(sp.keys, sp.spelled, quals, spelledQuals, sp.inline) !== null
          fits.set(scopeId, fit)
        }
        if (fit) owned.push(e)
      }
    }
    // Their kinds, qualified-name lengths and spellings, from the name shards that hold them.
    const shardOf = (e: number) => sm.names.findIndex(([, from, count]) => e >= from && e < from + count)
    const shardIds = [...new Set(owned.map(shardOf))]
    const read = shardIds.slice(0, EmbeddedSearchClient.MAX_OWNER_NAME_SHARDS)
    const shards = new Map(await Promise.all(read.map(async (i) => [i, await load.names(i)] as const)))
    const matches: SymbolMatch[] = []
    for (const e of owned) {
      const shard = shards.get(shardOf(e))
      if (!shard) continue
      const j = e - shard.from
      const caseMiss = caseKey(shard.names[j]!).startsWith(spelledLast) ? 0 : 1
      matches.push({ entry: e, tier: shard.keys[j] === last ? Tier.qualified : Tier.prefix, kind: shard.kinds.charCodeAt(j) - 48, qlen: shard.qlen[j]!, caseMiss })
    }
    return { matches, exhaustive: read.length === shardIds.length }
  }

  /** Symbol matches of a query, best first; [] when the index has no symbols or the query names none. */
  private async symbolMatches(m: IndexManifest, query: string): Promise<{ matches: SymbolMatch[]; exhaustive: boolean }> {
    const parsed = parseSymbolQuery(query)
    if (!parsed || !m.symbols) return { matches: [], exhaustive: true }
    const found = parsed.qualified
      ? await this.qualifiedMatches(m, parsed.parts, parsed.spelled)
      : await nameMatches(m.symbols, this.shardLoader(m), parsed.parts[0]!, !/\s/.test(query.replace(/<[^<>]*>/g, '').trim()), parsed.spelled[0], query.length >= MAX_QUERY_LENGTH)
    if (!parsed.withArgs) return found
    // A name typed with template arguments (`sqrt< bool >`) asks for the specialisation with them: those whose
    // name is that, arguments included, come before the name's other matches (its primary template first among them).
    const { key, spelled } = parsed.withArgs
    const exactTier = parsed.qualified ? Tier.qualified : Tier.exact
    const specialised = parsed.qualified
      ? await this.qualifiedMatches(m, [...parsed.parts.slice(0, -1), key], [...parsed.spelled.slice(0, -1), spelled])
      : await prefixMatches(m.symbols, this.shardLoader(m), key, exactTier, spelled)
    const first = specialised.matches.filter((c) => c.tier === exactTier)
    if (first.length === 0) return found
    const entries = new Set(first.map((c) => c.entry))
    return { matches: [...first, ...found.matches.filter((c) => !entries.has(c.entry))], exhaustive: found.exhaustive }
  }

  /**
   * Symbol matches of a signature query, best first: the type index's buckets of the keys each type asked for
   * is found under give every overload that has those types, ranked by scoreOverload (client/signature.ts) as
   * Algolia's hits are; ties go to the symbol table's order (kind, then the shorter qualified name).
   */
  private async signatureMatches(m: IndexManifest, q: SignatureQuery): Promise<number[]> {
    const sm = m.symbols
    if (!sm?.typeBuckets) return []
    const types = [...(q.returns ? [q.returns] : []), ...q.params]
    const keys = [...new Set(types.flatMap(lookupKeys))]
    const buckets = new Map<number, Promise<TypeBucket>>()
    for (const k of keys) {
      const b = deletionBucket(k, sm.typeBuckets)
      if (!buckets.has(b)) buckets.set(b, this.load<TypeBucket>(this.versioned(m, `symbols/t/${b}.json`)))
    }
    // Every overload that has a type under one of the keys, with the slots those keys found.
    const overloads = new Map<string, { entry: number; view: OverloadView }>()
    for (const k of keys) {
      const list = (await buckets.get(deletionBucket(k, sm.typeBuckets))!)[k]
      if (!list) continue
      for (let i = 0; i < list.e.length; i += TYPE_STRIDE) {
        const [entry, overload, at, arity, sid, related] = list.e.slice(i, i + TYPE_STRIDE) as [number, number, number, number, number, number]
        const id = `${entry}:${overload}`
        let o = overloads.get(id)
        if (!o) { o = { entry, view: { r: undefined, p: new Array(arity).fill(undefined), arity } }; overloads.set(id, o) }
        const spelled = list.s[sid]!
        const prev = at === 0 ? o.view.r : o.view.p[at - 1]
        // A type found under its own key and under a related one is one slot with both.
        const slot = (prev ?? [spelled]) as [string, ...string[]]
        if (related && !slot.includes(k)) slot.push(k)
        if (at === 0) o.view.r = slot
        else o.view.p[at - 1] = slot
      }
    }
    const best = new Map<number, SignatureScore>()
    for (const { entry, view } of overloads.values()) {
      const score = scoreOverload(q, view)
      const prev = best.get(entry)
      if (score && (!prev || compareScores(score, prev) < 0)) best.set(entry, score)
    }
    return [...best].sort((a, b) => compareScores(a[1], b[1]) || a[0] - b[0]).map(([entry]) => entry)
  }

  /** Clients of the per-version indexes (manifest.versionIndexes), made on first use. */
  private readonly versionClients = new Map<string, EmbeddedSearchClient>()

  /**
   * The index of the docs version a request's facet filters ask for: a docs_tag value the manifest lists in
   * versionIndexes (each release of the API reference has its own index, holding its symbols and the site's
   * unversioned pages, so a query reads that release's shards only). Undefined: this index answers.
   */
  private versionIndexFor(m: IndexManifest, filters: FacetFilters | undefined): EmbeddedSearchClient | undefined {
    if (!m.versionIndexes) return undefined
    for (const group of parseFacetFilters(filters)) {
      for (const f of group) {
        if (!f.startsWith('docs_tag:')) continue
        const dir = m.versionIndexes[f.slice('docs_tag:'.length)]
        if (dir === undefined) continue
        let client = this.versionClients.get(dir)
        if (!client) {
          client = new EmbeddedSearchClient({ loader: (path) => this.loader(`${dir}/${path}`) })
          this.versionClients.set(dir, client)
        }
        return client
      }
    }
    return undefined
  }

  /** Page names offered when a query finds nothing. */
  async suggestions(): Promise<string[]> {
    const m = await this.manifest()
    return this.load<string[]>(this.versioned(m, 'suggestions.json'))
  }

  async search(input: SearchRequest[] | { requests: SearchRequest[] }): Promise<SearchResponses> {
    const requests = Array.isArray(input) ? input : input.requests
    const results = await Promise.all(requests.map((r) => this.searchOne(r)))
    return { results }
  }

  private async matchesFor(m: IndexManifest, term: string, prefix: boolean): Promise<Map<number, DocMatch>> {
    const keys = term.length === 1 && prefix
      ? Object.keys(m.shards).filter((k) => k.startsWith(term))
      : [shardKey(term)].filter((k) => k in m.shards)
    const shards = await Promise.all(keys.map((k) => this.load<TermShard>(this.versioned(m, `terms/${m.shards[k]}.json`))))
    const out = new Map<number, DocMatch>()
    for (const shard of shards) {
      for (const vocab in shard) {
        let quality: number
        if (vocab === term) quality = Q_WORD
        else if (prefix && vocab.startsWith(term)) quality = Q_PREFIX
        else continue
        const postings = shard[vocab]!
        let page = 0
        for (let i = 0; i < postings.length; i += 3) {
          page += postings[i]!
          const doc = m.pages[page]! + postings[i + 1]!
          const code = postings[i + 2]!
          const attr = code >> 1
          const q = quality === Q_WORD && code & 1 ? Q_PART : quality
          const prev = out.get(doc)
          if (!prev || attr < prev.attr || (attr === prev.attr && q < prev.quality)) out.set(doc, { attr, quality: q })
        }
      }
    }
    return out
  }

  private async searchOne(request: SearchRequest): Promise<SearchResult> {
    const started = Date.now()
    const params = flattenParams(request)
    const query = String(params.query ?? '')
    const hitsPerPage = Math.max(0, Math.min(1000, Number(params.hitsPerPage ?? 20)))
    const page = Math.max(0, Number(params.page ?? 0))
    const terms = [...new Set(queryTerms(query))].slice(0, 10)
    const empty: SearchResult = {
      hits: [], nbHits: 0, page, nbPages: 0, hitsPerPage, processingTimeMS: 0, exhaustiveNbHits: true,
      query, params: '', index: request.indexName,
    }
    if (terms.length === 0) return empty
    const m = await this.manifest()
    // A search filtered to a docs version with an index of its own (a release of the API) is answered there.
    const release = this.versionIndexFor(m, params.facetFilters as FacetFilters | undefined)
    if (release) return release.searchOne(request)
    const prefixLast = !/\s$/.test(query)
    const signature = parseSignatureQuery(query)
    // A signature query (`-> T`, `(T)`) is answered from the type index alone: its words are types, not prose.
    const [perTerm, symbolResult] = signature
      ? [terms.map(() => new Map<number, DocMatch>()), { matches: (await this.signatureMatches(m, signature)).map((entry): { entry: number; via?: string } => ({ entry })), exhaustive: true }]
      : await Promise.all([
        Promise.all(terms.map((t, i) => this.matchesFor(m, t, prefixLast && i === terms.length - 1))),
        this.symbolMatches(m, query),
      ])

    // Facet filters: AND of OR groups over language and docs_tag.
    const groups = parseFacetFilters(params.facetFilters).map((group) =>
      group.map((f) => {
        const negate = f.startsWith('-')
        const [attr, ...rest] = (negate ? f.slice(1) : f).split(':')
        const value = rest.join(':')
        if (attr !== 'language' && attr !== 'docs_tag') {
          throw new SearchIndexError(`Embedded search: facet "${attr}" is not indexed (known: language, docs_tag)`)
        }
        const slot = attr === 'language' ? 3 : 4
        const idx = m.facets[attr].indexOf(value)
        return { slot, idx, value, negate }
      }),
    )
    const passes = (doc: number) =>
      groups.every((g) => g.some(({ slot, idx, negate }) => (m.meta[doc * META_STRIDE + slot] === idx) !== negate))
    // Symbol records all carry the same facet values.
    // (Compared by value: an index of a release may hold no prose page with the symbols' docs tag.)
    const symbolsPass = !m.symbols || groups.every((g) => g.some(({ slot, value, negate }) =>
      (value === (slot === 3 ? m.symbols!.language : m.symbols!.docs_tag)) !== negate))
    const symbolDocs = symbolsPass ? symbolResult.matches.map((s) => m.symbols!.start + s.entry) : []
    const inheritedBy = new Map(symbolsPass ? symbolResult.matches.filter((s) => s.via).map((s) => [m.symbols!.start + s.entry, s.via!] as const) : [])

    const [first, ...others] = [...perTerm].sort((a, b) => a.size - b.size)
    const ranked: Ranked[] = []
    for (const [doc, match] of first!) {
      if (!passes(doc)) continue
      let attrSum = match.attr
      let exact = match.quality !== Q_PREFIX ? 1 : 0
      let words = match.quality === Q_WORD ? 1 : 0
      let inName = match.attr === ATTR_NAME && match.quality === Q_WORD ? 1 : 0
      let ok = true
      for (const other of others) {
        const mm = other.get(doc)
        if (!mm) { ok = false; break }
        attrSum += mm.attr
        if (mm.quality !== Q_PREFIX) exact++
        if (mm.quality === Q_WORD) words++
        if (mm.attr === ATTR_NAME && mm.quality === Q_WORD) inName++
      }
      if (!ok) continue
      const base = doc * META_STRIDE
      ranked.push({
        doc,
        titleEqual: inName === terms.length && m.meta[base + 2] === terms.length ? 1 : 0,
        attrSum,
        words,
        exact,
        typeLevel: m.meta[base]!,
        kindRank: m.meta[base + 1]!,
      })
    }
    ranked.sort((a, b) =>
      b.titleEqual - a.titleEqual ||
      a.attrSum - b.attrSum ||
      b.words - a.words ||
      b.exact - a.exact ||
      a.typeLevel - b.typeLevel ||
      a.kindRank - b.kindRank ||
      a.doc - b.doc,
    )
    // Symbols first (their tiers are already in order), then prose.
    const order = symbolDocs.length ? [...symbolDocs, ...ranked.map((r) => r.doc)] : ranked.map((r) => r.doc)
    const nbHits = order.length
    const pageItems = order.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((doc) => ({ doc }))
    // A signature query's hits are callables scattered over the name-ordered chunks: it reads the card blocks.
    const cardSize = signature ? m.symbols?.cardBlockSize : undefined
    const fileOf = (doc: number): [string, number] => {
      if (cardSize && doc >= m.symbols!.start) {
        const entry = doc - m.symbols!.start
        return [`symbols/c/${Math.floor(entry / cardSize)}.json`, entry % cardSize]
      }
      return recordChunk(doc, m.chunkSize, m.symbols?.start)
    }
    const chunks = new Map<string, Promise<Array<StoredRecord | null>>>()
    for (const r of pageItems) {
      const [file] = fileOf(r.doc)
      if (!chunks.has(file)) chunks.set(file, this.load<Array<StoredRecord | null>>(this.versioned(m, file)))
    }
    const loaded = new Map<string, Array<StoredRecord | null>>()
    await Promise.all([...chunks].map(async ([c, p]) => loaded.set(c, await p)))
    const recordOf = (doc: number): StoredRecord => {
      const [file, at] = fileOf(doc)
      const rec = loaded.get(file)![at]
      if (!rec) throw new SearchIndexError(`Search index: record ${doc} is missing from ${file}`)
      return rec
    }

    const spec: MatchSpec = { terms, prefixLast }
    const tags: Tags = {
      pre: params.highlightPreTag ?? DEFAULT_TAGS.pre,
      post: params.highlightPostTag ?? DEFAULT_TAGS.post,
    }
    const ellipsis = params.snippetEllipsisText ?? '…'
    const toSnippet = new Map<string, number>()
    for (const a of params.attributesToSnippet ?? []) {
      const [name, size] = a.split(':')
      toSnippet.set(name!, Number(size ?? 10) || 10)
    }
    const retrieve = params.attributesToRetrieve
    const hits: SearchHit[] = pageItems.map((r, i) => {
      const rec = recordOf(r.doc)
      const hierarchyHl: Record<string, unknown> = {}
      for (const lvl of HIERARCHY_LEVELS) {
        const text = rec.hierarchy[lvl]
        if (text) hierarchyHl[lvl] = highlight(text, spec, tags)
      }
      const highlightResult: Record<string, unknown> = { hierarchy: hierarchyHl }
      if (rec.content) highlightResult.content = highlight(rec.content, spec, tags)
      const snippetResult: Record<string, unknown> = {}
      const hierSnippets: Record<string, unknown> = {}
      for (const [name, size] of toSnippet) {
        if (name === 'content' && rec.content) snippetResult.content = snippet(rec.content, spec, tags, size, ellipsis)
        const lvl = /^hierarchy\.(lvl[0-6])$/.exec(name)?.[1] as keyof typeof rec.hierarchy | undefined
        if (lvl && rec.hierarchy[lvl]) hierSnippets[lvl] = snippet(rec.hierarchy[lvl]!, spec, tags, size, ellipsis)
      }
      if (Object.keys(hierSnippets).length) snippetResult.hierarchy = hierSnippets
      const via = inheritedBy.get(r.doc)
      const full: SearchHit = { ...rec, ...(via ? { inheritedBy: via } : {}), _highlightResult: highlightResult, _snippetResult: snippetResult, __position: page * hitsPerPage + i + 1 }
      if (retrieve && !retrieve.includes('*')) {
        const picked: Record<string, unknown> = { objectID: rec.objectID, ...(via ? { inheritedBy: via } : {}), _highlightResult: highlightResult, _snippetResult: snippetResult, __position: full.__position }
        for (const key of retrieve) {
          const [head, sub] = key.split('.') as [string, string | undefined]
          const value = (rec as unknown as Record<string, unknown>)[head]
          if (value === undefined) continue
          if (sub === undefined) picked[head] = value
          else if (value && typeof value === 'object') {
            const target = (picked[head] ??= {}) as Record<string, unknown>
            target[sub] = (value as Record<string, unknown>)[sub] ?? null
          }
        }
        return picked as unknown as SearchHit
      }
      return full
    })
    return {
      hits,
      nbHits,
      page,
      nbPages: hitsPerPage ? Math.ceil(nbHits / hitsPerPage) : 0,
      hitsPerPage,
      processingTimeMS: Date.now() - started,
      exhaustiveNbHits: symbolResult.exhaustive,
      query,
      params: new URLSearchParams({ query, hitsPerPage: String(hitsPerPage), page: String(page) }).toString(),
      index: request.indexName,
    }
  }
}
