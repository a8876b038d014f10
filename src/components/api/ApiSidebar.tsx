import * as React from 'react'
import { graphql, useStaticQuery } from 'gatsby'
import Sidebar, { type SidebarNode } from '../Sidebar'

/** The API reference sidebar; its data is one build-time node, shared by every reference page. */
export default function ApiSidebar() {
  const data = useStaticQuery<{ doxygenApiSidebar: { items: SidebarNode[] } | null }>(graphql`
    query ApiSidebar {
      doxygenApiSidebar {
        items
      }
    }
  `)
  return <Sidebar items={data.doxygenApiSidebar?.items ?? []} label="API reference" />
}
