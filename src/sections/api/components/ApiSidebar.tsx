import * as React from 'react'
import { graphql, useStaticQuery } from 'gatsby'
import Sidebar, { type SidebarNode } from '../../../shell/components/Sidebar'

/** The API reference sidebar; its data is one build-time node (a static query shared by every reference page). */
export default function ApiSidebar() {
  const data = useStaticQuery<Queries.ApiSidebarQuery>(graphql`
    query ApiSidebar {
      doxygenApiSidebar {
        items
      }
    }
  `)
  // A JSON field: the sidebar tree sourceNodes stored (../gatsby-node.ts).
  const all = data.doxygenApiSidebar?.items as SidebarNode[] | undefined
  // Categories away from the current page render their entries only once opened (Sidebar), so the page's HTML
  // and its hydration hold the current branch only.
  return <Sidebar items={all ?? []} label="API reference" />
}
