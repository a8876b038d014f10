/**
 * The one search client the UI uses: Algolia when configured at build time,
 * the embedded index otherwise. Both answer `search(requests)` identically.
 */
import { ALGOLIA_APP_ID, ALGOLIA_HOSTS, ALGOLIA_SEARCH_KEY, USE_ALGOLIA } from '../options'
import { createAlgoliaClient, parseAlgoliaHosts } from './algoliaClient'
import { withPrefix } from 'gatsby'
import { EmbeddedSearchClient, fetchLoader } from './embeddedClient'
import { INDEX_PUBLIC_PATH } from './indexFormat'
import type { SearchClientLike } from './types'

let client: SearchClientLike | null = null
let embedded: EmbeddedSearchClient | null = null

export function getEmbeddedClient(): EmbeddedSearchClient {
  // Under the site's path prefix when it is built with one (gatsby build --prefix-paths).
  if (!embedded) embedded = new EmbeddedSearchClient({ loader: fetchLoader(withPrefix(INDEX_PUBLIC_PATH)) })
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
