/**
 * The Algolia backend: algoliasearch v5's lite client (search only), with the
 * timeouts the site wants. Custom hosts and a requester can be passed in,
 * which is how tests point it at a local stub server.
 */
import { liteClient } from 'algoliasearch/lite'
import type { Host, Requester } from '@algolia/client-common'
import type { SearchClientLike } from './types'

export const ALGOLIA_TIMEOUTS = { connect: 1000, read: 2000, write: 30000 }

export interface AlgoliaClientOptions {
  appId: string | undefined
  apiKey: string | undefined
  /** Hosts tried in order (the client retries the next host on timeouts, network errors and 5xx). */
  hosts?: Host[]
  requester?: Requester
}

export class AlgoliaConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'AlgoliaConfigError'
  }
}

/**
 * Parses a comma-separated list of host URLs (GATSBY_ALGOLIA_HOSTS) into the
 * client's host list; an empty value means Algolia's own hosts.
 */
export function parseAlgoliaHosts(value: string): Host[] | undefined {
  const entries = value.split(',').map((s) => s.trim()).filter(Boolean)
  if (!entries.length) return undefined
  return entries.map((entry) => {
    let url: URL
    try {
      url = new URL(entry)
    } catch {
      throw new AlgoliaConfigError(`Algolia hosts (GATSBY_ALGOLIA_HOSTS): "${entry}" is not a URL such as https://example.com or http://127.0.0.1:8080.`)
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new AlgoliaConfigError(`Algolia hosts (GATSBY_ALGOLIA_HOSTS): "${entry}" must use http or https.`)
    }
    const protocol = url.protocol === 'http:' ? 'http' : 'https'
    return { url: url.hostname, protocol, accept: 'readWrite' as const, ...(url.port ? { port: Number(url.port) } : {}) }
  })
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
