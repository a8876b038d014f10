/**
 * The one search client the UI uses: Algolia when configured at build time,
 * the embedded index otherwise. Both answer `search(requests)` identically.
 */
import { ALGOLIA_APP_ID, ALGOLIA_HOSTS, ALGOLIA_SEARCH_KEY, USE_ALGOLIA } from '../options'
import { createAlgoliaClient, parseAlgoliaHosts } from './algoliaClient'
import { EmbeddedSearchClient } from './embeddedClient'
import type { SearchClientLike } from './types'

let client: SearchClientLike | null = null
let embedded: EmbeddedSearchClient | null = null

export function getEmbeddedClient(): EmbeddedSearchClient {
  if (!embedded) embedded = new EmbeddedSearchClient()
  return embedded
}

export function getSearchClient(): SearchClientLike {
  if (!client) {
    client = USE_ALGOLIA ? createAlgoliaClient({ appId: ALGOLIA_APP_ID, apiKey: ALGOLIA_SEARCH_KEY, hosts: parseAlgoliaHosts(ALGOLIA_HOSTS) }) : getEmbeddedClient()
  }
  return client
}

/** Suggested queries for the no-results screen (page names from the embedded index's list). */
export async function loadSuggestions(): Promise<string[]> {
  try {
    return await getEmbeddedClient().suggestions()
  } catch {
    return []
  }
}
