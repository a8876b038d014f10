import * as React from 'react'
import { ApiVersionContext, type ApiVersionInfo, type VersionLink } from './versionContext'

/**
 * Gives the components of an API page (and the navbar's version dropdown, which the shell renders) the page's
 * version and version links from its page context (../gatsby-node.ts); outside the API reference, none.
 * Wired around every page by gatsby-browser and gatsby-ssr (wrapPageElement).
 */
export default function ApiVersionProvider({ pageContext, children }: { pageContext: Record<string, unknown> | undefined; children: React.ReactNode }) {
  const version = pageContext?.version
  const links = pageContext?.versionLinks
  const info = React.useMemo<ApiVersionInfo | null>(
    () => (typeof version === 'string' && Array.isArray(links) ? { version, links: links as VersionLink[] } : null),
    [version, links],
  )
  return <ApiVersionContext.Provider value={info}>{children}</ApiVersionContext.Provider>
}
