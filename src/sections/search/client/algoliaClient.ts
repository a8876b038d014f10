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
  return withSignatureSearch(client as typeof client & SearchClientLike)
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
