/**
 * The client handed to react-instantsearch: the configured backend, except
 * that an empty query is answered locally with no hits (the UI shows recent
 * and favourite searches instead, and Algolia is not asked for everything),
 * and that hits naming the query in its case come before those naming it in
 * another case (./caseRank.ts: the embedded engine ranks so already, Algolia cannot).
 */
import { getSearchClient } from './client'
import { preferQueryCase } from './caseRank'
import type { SearchClientLike, SearchRequest, SearchResult } from './types'

function queryOf(r: SearchRequest): string {
  const p = r.params as Record<string, unknown> | undefined
  return String((p?.query ?? r.query ?? '') as string)
}

const emptyResult = (r: SearchRequest): SearchResult => ({
  hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, processingTimeMS: 0, exhaustiveNbHits: true,
  query: '', params: '', index: r.indexName,
})

export function createUiSearchClient(backend: SearchClientLike = getSearchClient()): SearchClientLike {
  return {
    async search(input) {
      const requests = Array.isArray(input) ? input : input.requests
      if (requests.every((r) => queryOf(r).trim() === '')) return { results: requests.map(emptyResult) }
      const answer = await backend.search(requests)
      return { ...answer, results: answer.results.map((r, i) => ({ ...r, hits: preferQueryCase(r.hits, queryOf(requests[i]!)) })) }
    },
  }
}
