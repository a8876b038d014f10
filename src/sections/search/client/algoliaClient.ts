/**
 * The Algolia backend: algoliasearch v5's lite client (search only), with the
 * timeouts the site wants. Custom hosts and a requester can be passed in,
 * which is how tests point it at a local stub server.
 */
import { liteClient } from 'algoliasearch/lite'
import type { Host, Requester } from '@algolia/client-common'
import type { FacetFilters, SearchClientLike, SearchHit, SearchRequest } from './types'
import { parseSignatureQuery, rankBySignature, signatureFacetFilters, type SignatureQuery } from './signature'
import { AlgoliaConfigError } from './algoliaHosts'
import { classesNamed, inheritedCandidates, tableClasses, type BaseLevels, type NamedClass } from './inheritance'
import { CLASS_KINDS, inlineScopesOf, nameKey, parseSymbolQuery } from './symbolNames'

export { AlgoliaConfigError, parseAlgoliaHosts } from './algoliaHosts'

export const ALGOLIA_TIMEOUTS = { connect: 1000, read: 2000, write: 30000 }

export interface AlgoliaClientOptions {
  appId: string | undefined
  apiKey: string | undefined
  /** Hosts tried in order (the client retries the next host on timeouts, network errors and 5xx). */
  hosts?: Host[]
  requester?: Requester
}

export function createAlgoliaClient({ appId, apiKey, hosts, requester }: AlgoliaClientOptions) {
  const missing = [!appId && 'an application id (GATSBY_ALGOLIA_APP_ID)', !apiKey && 'a search API key (GATSBY_ALGOLIA_SEARCH_KEY)'].filter(Boolean)
  if (missing.length) throw new AlgoliaConfigError(`Algolia search client: ${missing.join(' and ')} must be set.`)
  const client = liteClient(appId!, apiKey!, {
    timeouts: ALGOLIA_TIMEOUTS,
    ...(hosts ? { hosts } : {}),
    ...(requester ? { requester } : {}),
  })
  return withInheritedMembers(withSignatureSearch(client as typeof client & SearchClientLike))
}

/** Most hits a signature query asks Algolia for: the ranking by type closeness is applied to these. */
export const SIGNATURE_HITS = 200

/**
 * Signature queries (`-> mat4f`, `(const Camera&)`) over Algolia: the query is rewritten into facet filters on
 * the records' type keys (`signatureTypes.returns`, `signatureTypes.params`) with an empty text query, and the
 * hits are ranked by how closely their types match, with the embedded engine's rule (client/signature.ts).
 * Other queries pass unchanged.
 */
export function withSignatureSearch<C extends SearchClientLike>(client: C): C {
  const search: SearchClientLike['search'] = async (input) => {
    const requests = Array.isArray(input) ? input : input.requests
    const parsed = requests.map((r) => parseSignatureQuery(queryOf(r)))
    if (parsed.every((p) => p === null)) return client.search(input)
    const answer = await client.search({ requests: requests.map((r, i) => (parsed[i] ? rewrite(r, parsed[i]!) : r)) })
    return {
      ...answer,
      results: answer.results.map((res, i) => {
        const q = parsed[i]
        if (!q) return res
        const want = pageOf(requests[i]!)
        const ranked = rankBySignature(res.hits as Array<SearchHit>, q)
        const hits = ranked.slice(want.page * want.hitsPerPage, (want.page + 1) * want.hitsPerPage)
        return { ...res, hits, query: queryOf(requests[i]!), nbHits: ranked.length, page: want.page, hitsPerPage: want.hitsPerPage, nbPages: Math.ceil(ranked.length / want.hitsPerPage) }
      }),
    }
  }
  return Object.assign(Object.create(client) as C, { search })
}

function paramsOf(r: SearchRequest): Record<string, unknown> {
  return { ...r, ...((r.params as Record<string, unknown> | undefined) ?? {}) }
}
const queryOf = (r: SearchRequest): string => String(paramsOf(r).query ?? '')
function pageOf(r: SearchRequest): { page: number; hitsPerPage: number } {
  const p = paramsOf(r)
  return { page: Number(p.page ?? 0), hitsPerPage: Math.max(1, Number(p.hitsPerPage ?? 20)) }
}

/** A signature query as Algolia reads it: every candidate at once (ranked here), filtered on the types' keys. */
function rewrite(r: SearchRequest, q: SignatureQuery): SearchRequest {
  const p = paramsOf(r)
  const own = p.facetFilters as FacetFilters | undefined
  const facetFilters = [...(own === undefined ? [] : typeof own === 'string' ? [own] : own), ...signatureFacetFilters(q)]
  const retrieve = p.attributesToRetrieve as string[] | undefined
  const { params: _params, ...flat } = p
  return {
    ...flat,
    indexName: r.indexName,
    query: '',
    facetFilters,
    page: 0,
    hitsPerPage: SIGNATURE_HITS,
    ...(retrieve && !retrieve.includes('*') ? { attributesToRetrieve: [...retrieve, 'signatureTypes'] } : {}),
  }
}

/** Most class records a qualified query asks for to find the classes its qualifiers name. */
export const INHERITED_CLASS_HITS = 20
/** Most members of those classes and their bases a qualified query asks for, to find what it inherits. */
export const INHERITED_MEMBER_HITS = 100

interface QualifiedAsk {
  quals: string[]
  spelledQuals: string[]
  /** The query's qualifiers and last part as typed. */
  owner: string
  last: string
  lastKey: string
}

function qualifiedAsk(query: string): QualifiedAsk | null {
  if (parseSignatureQuery(query)) return null
  const parsed = parseSymbolQuery(query)
  if (!parsed?.qualified) return null
  return { quals: parsed.parts.slice(0, -1), spelledQuals: parsed.spelled.slice(0, -1), owner: parsed.raw.slice(0, -1).join('::'), last: parsed.raw[parsed.raw.length - 1]!, lastKey: parsed.parts[parsed.parts.length - 1]! }
}

/** The request's own facet filters, with `more` groups after them. */
function withFilters(r: SearchRequest, more: Array<string | string[]>): FacetFilters {
  const own = paramsOf(r).facetFilters as FacetFilters | undefined
  return [...(own === undefined ? [] : typeof own === 'string' ? [own] : own), ...more]
}

function request(r: SearchRequest, query: string, facetFilters: FacetFilters, hitsPerPage: number): SearchRequest {
  const { params: _params, ...flat } = paramsOf(r)
  return { ...flat, indexName: r.indexName, query, facetFilters, page: 0, hitsPerPage, attributesToRetrieve: ['*'] }
}

/**
 * `Derived::name` over Algolia finds what Derived inherits, as the embedded engine does (./inheritance.ts): with
 * the request goes one for the class records its qualifiers may name, whose `symbol.bases` give their bases; then
 * one for the members named like the last part owned by those classes or their bases (a filter on `symbol.owner`).
 * What C++'s lookup finds through the class comes on the first page after the query's own symbol hits.
 */
export function withInheritedMembers<C extends SearchClientLike>(client: C): C {
  const search: SearchClientLike['search'] = async (input) => {
    const requests = Array.isArray(input) ? input : input.requests
    const asks = requests.map((r) => (pageOf(r).page === 0 ? qualifiedAsk(queryOf(r)) : null))
    if (asks.every((a) => a === null)) return client.search(input)
    const classAsks = requests.flatMap((r, i) => (asks[i] ? [request(r, asks[i]!.owner, withFilters(r, [[...CLASS_KINDS].map((k) => `symbol.kind:${k}`)]), INHERITED_CLASS_HITS)] : []))
    const first = await client.search({ requests: [...requests, ...classAsks] })
    const results = first.results.slice(0, requests.length)
    const named = new Map<number, NamedClass[]>()
    let k = requests.length
    asks.forEach((ask, i) => {
      if (!ask) return
      const classHits = first.results[k++]!.hits as SearchHit[]
      const withBases = classHits.filter((h) => h.symbol?.bases && CLASS_KINDS.has(h.symbol.kind))
      // `fmt::basic_memory_buffer` names `fmt::v11::basic_memory_buffer`: a record's visible name says which scopes are inline.
      const inline = withBases.flatMap((h) => (h.symbol!.visibleName ? inlineScopesOf(h.symbol!.qualifiedName, h.symbol!.visibleName) : []))
      const table = tableClasses(withBases.map((h) => [h.symbol!.qualifiedName, h.symbol!.bases as BaseLevels] as const), inline)
      const classes = classesNamed(table, ask.quals, ask.spelledQuals)
      if (classes.length) named.set(i, classes)
    })
    if (named.size === 0) return { ...first, results }
    const order = [...named.keys()]
    const memberAsks = order.map((i) => {
      const owners = new Set(named.get(i)!.flatMap((c) => [c.name, ...c.levels.flat()]))
      return request(requests[i]!, asks[i]!.last, withFilters(requests[i]!, [[...owners].map((o) => `symbol.owner:${o}`)]), INHERITED_MEMBER_HITS)
    })
    const second = await client.search({ requests: memberAsks })
    order.forEach((i, j) => {
      // Algolia also matches the records' text: only members named like the last part (or beginning with it) count.
      const hits = (second.results[j]!.hits as SearchHit[]).filter((h) => h.symbol?.owner && nameKey(h.name ?? '').startsWith(asks[i]!.lastKey))
      const picks = inheritedCandidates(named.get(i)!, hits.map((hit) => ({ owner: hit.symbol!.owner!, name: hit.name ?? '', private: hit.symbol!.private === true, hit })))
      const res = results[i]!
      const shown = new Set((res.hits as SearchHit[]).map((h) => h.objectID))
      const added = picks.filter((p) => !shown.has(p.candidate.hit.objectID)).map((p): SearchHit => ({ ...p.candidate.hit, inheritedBy: p.via }))
      if (added.length === 0) return
      const own = res.hits as SearchHit[]
      // After the query's own symbol hits, before its prose.
      let at = 0
      while (at < own.length && own[at]!.symbol) at++
      const hitsOut = [...own.slice(0, at), ...added, ...own.slice(at)]
      results[i] = { ...res, hits: hitsOut, nbHits: res.nbHits + added.length }
    })
    return { ...first, results }
  }
  return Object.assign(Object.create(client) as C, { search })
}
