import type { SidebarItem } from '../../../shell/config/types'
import type { SidebarNode } from '../../../shell/components/Sidebar'
import { docRoute as routeOf, docsOptions } from '../options'

/** Route of a docs page from its id (the same rule that builds the pages). */
const docRoute = (id: string): string => routeOf(docsOptions.docs, id)

/** Turns a sidebar from the site config into the nodes the Sidebar component draws; unlisted links stay out. */
export function sidebarNodesFromConfig(items: SidebarItem[]): SidebarNode[] {
  const nodes: SidebarNode[] = []
  for (const item of items) {
    if (item.type === 'doc') nodes.push({ label: item.label ?? item.id, href: docRoute(item.id) })
    else if (item.type === 'link') {
      if (!item.unlisted) nodes.push({ label: item.label, href: item.href })
    } else {
      const href = item.link.type === 'doc' ? docRoute(item.link.id) : item.link.href
      nodes.push({
        label: item.label,
        href: item.linkUnlisted ? undefined : href,
        items: sidebarNodesFromConfig(item.items),
        collapsed: false,
      })
    }
  }
  return nodes
}
