import * as React from 'react'
import { graphql, useStaticQuery } from 'gatsby'
import { useLocation } from '@gatsbyjs/reach-router'
import Sidebar, { type SidebarNode } from '../Sidebar'
import { normaliseSidebarPath, pruneSidebar } from '../../node/api/sidebar'

/** The API reference sidebar; its data is one build-time node (a static query shared by every reference page). */
export default function ApiSidebar() {
  const data = useStaticQuery<{ doxygenApiSidebar: { items: SidebarNode[] } | null }>(graphql`
    query ApiSidebar {
      doxygenApiSidebar {
        items
      }
    }
  `)
  const { pathname } = useLocation()
  const all = data.doxygenApiSidebar?.items ?? []
  const [full, setFull] = React.useState(false)
  React.useEffect(() => setFull(true), [])
  const items = React.useMemo(() => (full ? all : pruneSidebar(all, normaliseSidebarPath(pathname))), [full, all, pathname])
  return <Sidebar items={items} label="API reference" />
}
