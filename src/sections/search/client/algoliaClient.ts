/**
 * The Algolia backend: algoliasearch v5's lite client (search only), with the
 * timeouts the site wants. Custom hosts and a requester can be passed in,
 * which is how tests point it at a local stub server.
 */
import { liteClient } from 'algoliasearch/lite'
import type { Host, Requester } from '@algolia/client-common'
import type { SearchClientLike } from './types'
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
  return client as typeof client & SearchClientLike
}
