import * as React from 'react'
import { graphql, useStaticQuery } from 'gatsby'
import Sidebar, { type SidebarNode } from '../../../shell/components/Sidebar'

/**
 * The API reference sidebar of one version; the data is one build-time node per version, in a static query shared
 * by every reference page (fetched once, then cached, whichever version is read).
 */
export default function ApiSidebar({ version }: { version: string }) {
  const data = useStaticQuery<Queries.ApiSidebarQuery>(graphql`
    query ApiSidebar {
      allDoxygenApiSidebar {
        nodes {
          version
          items
        }
      }
    }
  `)
  // A JSON field: the sidebar tree sourceNodes stored (../gatsby-node.ts).
  const all = data.allDoxygenApiSidebar.nodes.find((n) => n.version === version)?.items as SidebarNode[] | undefined
  // Categories away from the current page render their entries only once opened (Sidebar), so the page's HTML
  // and its hydration hold the current branch only.
  return <Sidebar items={all ?? []} label="API reference" />
}
