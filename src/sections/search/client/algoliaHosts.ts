/** Algolia host lists from the site's variables, without loading a client (the build's push reads them too). */
import type { Host } from '@algolia/client-common'

export class AlgoliaConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'AlgoliaConfigError'
  }
}

/**
 * Parses a comma-separated list of host URLs (GATSBY_ALGOLIA_HOSTS, or the push's ALGOLIA_PUSH_HOSTS: `variable`)
 * into the client's host list; an empty value means Algolia's own hosts.
 */
export function parseAlgoliaHosts(value: string, variable = 'GATSBY_ALGOLIA_HOSTS'): Host[] | undefined {
  const entries = value.split(',').map((s) => s.trim()).filter(Boolean)
  if (!entries.length) return undefined
  return entries.map((entry) => {
    let url: URL
    try {
      url = new URL(entry)
    } catch {
      throw new AlgoliaConfigError(`Algolia hosts (${variable}): "${entry}" is not a URL such as https://example.com or http://127.0.0.1:8080.`)
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new AlgoliaConfigError(`Algolia hosts (${variable}): "${entry}" must use http or https.`)
    }
    const protocol = url.protocol === 'http:' ? 'http' : 'https'
    return { url: url.hostname, protocol, accept: 'readWrite' as const, ...(url.port ? { port: Number(url.port) } : {}) }
  })
}
