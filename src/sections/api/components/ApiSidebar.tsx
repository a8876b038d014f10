import * as React from 'react'
import { graphql, useStaticQuery } from 'gatsby'
import { useLocation } from '@gatsbyjs/reach-router'
import Sidebar, { type SidebarNode } from '../../../shell/components/Sidebar'
import { normaliseSidebarPath, pruneSidebar } from '../node/sidebar'

/** The API reference sidebar; its data is one build-time node (a static query shared by every reference page). */
export default function ApiSidebar() {
  const data = useStaticQuery<Queries.ApiSidebarQuery>(graphql`
    query ApiSidebar {
      doxygenApiSidebar {
        items
      }
    }
  `)
  const { pathname } = useLocation()
  // A JSON field: the sidebar tree sourceNodes stored (../gatsby-node.ts).
  const all = data.doxygenApiSidebar?.items as SidebarNode[] | undefined
  const [full, setFull] = React.useState(false)
  React.useEffect(() => setFull(true), [])
  const items = React.useMemo(() => (full ? (all ?? []) : pruneSidebar(all ?? [], normaliseSidebarPath(pathname))), [full, all, pathname])
  return <Sidebar items={items} label="API reference" />
}
