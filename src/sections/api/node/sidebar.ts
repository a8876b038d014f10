/**
 * The API sidebar, computed once at build time from the compounds: namespaces
 * (tree), classes (grouped by namespace), files (folder tree), folders, modules
 * and related pages (trees), examples, the indices and the to-do style lists. Stored in one DoxygenApiSidebar node and read by
 * the ApiSidebar component through a static query, so it ships once, not per page.
 */
import type { SidebarNode } from '../../../shell/components/Sidebar'
import { groupBy } from '../../../shell/groupBy'

export interface SidebarCompound {
  refid: string
  kind: string
  name: string
  shortName: string
  title: string
  route: string
  parentId: string | null
  /** Source path (files), used to label files that sit in no folder, like README.md pages. */
  path?: string | null
}

import { TODO_LIST } from '../model/routes'
import { CLASS_KINDS, INDEX_SCOPES, INDEX_KINDS, INDEX_KIND_TITLES, INDEX_SCOPE_TITLES } from '../options'

const byLabel = (a: SidebarNode, b: SidebarNode) => a.label.localeCompare(b.label, 'en')

/**
 * The compounds the sidebar lists, from the compound nodes: README pages stand for their file (unless the file has
 * its own node) and are listed as files; the main page and the xref lists (todo, deprecated...) have entries of
 * their own; every other page is a related page.
 */
export function sidebarEntries(
  compounds: Array<SidebarCompound & { location: { file: string } | null; readmeNumber: number | null }>,
  lists: Set<string>,
): SidebarCompound[] {
  const isRelatedPage = (c: (typeof compounds)[number]) => c.kind === 'page' && c.readmeNumber === null && c.refid !== 'indexpage' && !lists.has(c.name)
  const readmeFiles = new Set(compounds.filter((f) => f.kind === 'file' && f.readmeNumber !== null).map((f) => f.readmeNumber))
  return compounds
    .filter((c) => c.kind !== 'page' || isRelatedPage(c) || (c.readmeNumber !== null && !readmeFiles.has(c.readmeNumber)))
    .map((c) => ({ refid: c.refid, kind: c.kind === 'page' && !isRelatedPage(c) ? 'file' : c.kind, name: c.name, shortName: c.shortName, title: c.title, route: c.route, parentId: c.parentId, path: c.location?.file ?? null }))
}

/** `lists`: the to-do style lists' titles by list name (model/routes.ts, xrefListTitles); the to-do list first. */
export function buildApiSidebar(compounds: SidebarCompound[], basePath: string, lists: ReadonlyMap<string, string>): SidebarNode[] {
  // Files doxygen lists in no folder (README.md files) go into the folder of their path.
  const dirByPath = new Map<string, string>()
  for (const c of compounds) if (c.kind === 'dir' && c.path) dirByPath.set(c.path.replace(/\/$/, ''), c.refid)
  compounds = compounds.map((c) => {
    if (c.kind !== 'file' || c.parentId || !c.path || !c.path.includes('/')) return c
    const dir = dirByPath.get(c.path.slice(0, c.path.lastIndexOf('/')))
    return dir ? { ...c, parentId: dir, shortName: c.path.slice(c.path.lastIndexOf('/') + 1) } : c
  })
  const byId = new Map(compounds.map((c) => [c.refid, c]))
  const children = groupBy(compounds, (c) => c.parentId)
  const nsTree = (c: SidebarCompound): SidebarNode => {
    const sub = (children.get(c.refid) ?? []).filter((x) => x.kind === 'namespace').map(nsTree).sort(byLabel)
    return { label: c.shortName, href: c.route, ...(sub.length ? { items: sub, collapsed: true } : {}) }
  }
  const namespaces = compounds.filter((c) => c.kind === 'namespace' && !(c.parentId && byId.get(c.parentId)?.kind === 'namespace')).map(nsTree).sort(byLabel)

  // Classes, grouped under the namespace that holds them (nested classes under their namespace too).
  const enclosingNamespace = (c: SidebarCompound): SidebarCompound | undefined => {
    for (let p = c.parentId ? byId.get(c.parentId) : undefined; p; p = p.parentId ? byId.get(p.parentId) : undefined) if (p.kind === 'namespace') return p
    return undefined
  }
  const groups = new Map<string, SidebarNode[]>()
  const globalClasses: SidebarNode[] = []
  for (const c of compounds) {
    if (!CLASS_KINDS.includes(c.kind)) continue
    const ns = enclosingNamespace(c)
    const label = ns ? c.name.slice(ns.name.length + 2) : c.name
    const node = { label, href: c.route }
    if (!ns) globalClasses.push(node)
    else {
      const list = groups.get(ns.refid) ?? []
      list.push(node)
      groups.set(ns.refid, list)
    }
  }
  const classes: SidebarNode[] = [
    ...[...groups.entries()].map(([nsId, items]) => ({ label: byId.get(nsId)!.name, href: byId.get(nsId)!.route, items: items.sort(byLabel), collapsed: true })).sort(byLabel),
    ...globalClasses.sort(byLabel),
  ]

  const dirTree = (c: SidebarCompound, withFiles: boolean): SidebarNode => {
    const kids = children.get(c.refid) ?? []
    const sub = [
      ...kids.filter((x) => x.kind === 'dir').map((d) => dirTree(d, withFiles)).sort(byLabel),
      ...(withFiles ? kids.filter((x) => x.kind === 'file').map((f) => ({ label: f.shortName, href: f.route })).sort(byLabel) : []),
    ]
    return { label: c.shortName, href: c.route, ...(sub.length ? { items: sub, collapsed: true } : {}) }
  }
  const rootDirs = compounds.filter((c) => c.kind === 'dir' && !c.parentId)
  const looseFiles = compounds.filter((c) => c.kind === 'file' && !c.parentId).map((f) => ({ label: f.path ?? f.shortName, href: f.route }))
  const seenRoutes = new Set<string>()
  const dedupe = (nodes: SidebarNode[]) => nodes.filter((n) => (n.href && seenRoutes.has(n.href) ? false : (n.href && seenRoutes.add(n.href), true)))
  const files = [...rootDirs.map((d) => dirTree(d, true)).sort(byLabel), ...dedupe(looseFiles).sort(byLabel)]
  const folders = rootDirs.map((d) => dirTree(d, false)).sort(byLabel)

  // Modules (groups) and related pages: trees by subgroup and subpage; examples: a flat list.
  const titledTree = (kind: string) => {
    const node = (c: SidebarCompound): SidebarNode => {
      const sub = (children.get(c.refid) ?? []).filter((x) => x.kind === kind).map(node).sort(byLabel)
      return { label: c.title, href: c.route, ...(sub.length ? { items: sub, collapsed: true } : {}) }
    }
    return compounds.filter((c) => c.kind === kind && !(c.parentId && byId.get(c.parentId)?.kind === kind)).map(node).sort(byLabel)
  }
  const modules = titledTree('group')
  const pages = titledTree('page')
  const examples = compounds.filter((c) => c.kind === 'example').map((e) => ({ label: e.title, href: e.route })).sort(byLabel)

  const indices: SidebarNode[] = INDEX_SCOPES.map((scope) => ({
    label: INDEX_SCOPE_TITLES[scope],
    href: `${basePath}indices/${scope}/all/`,
    collapsed: true,
    items: INDEX_KINDS.map((k) => ({ label: INDEX_KIND_TITLES[k], href: `${basePath}indices/${scope}/${k}/` })),
  }))
  return inRanges([
    { label: 'API overview', href: basePath },
    { label: 'Namespaces', href: `${basePath}namespaces/`, items: namespaces, collapsed: true },
    { label: 'Classes', href: `${basePath}classes/`, items: classes, collapsed: true },
    { label: 'Files', href: `${basePath}files/`, items: files, collapsed: true },
    { label: 'Folders', href: `${basePath}folders/`, items: folders, collapsed: true },
    ...(modules.length ? [{ label: 'Modules', href: `${basePath}groups/`, items: modules, collapsed: true }] : []),
    ...(pages.length ? [{ label: 'Pages', href: `${basePath}pages/`, items: pages, collapsed: true }] : []),
    ...(examples.length ? [{ label: 'Examples', href: `${basePath}examples/`, items: examples, collapsed: true }] : []),
    { label: 'Indices', href: `${basePath}indices/`, items: indices, collapsed: true },
    ...[...lists.keys()]
      .sort((a, b) => (a === TODO_LIST ? -1 : b === TODO_LIST ? 1 : a.localeCompare(b)))
      .map((name) => ({ label: lists.get(name)!, href: `${basePath}pages/${name}/` })),
  ])
}

/** The most entries one sidebar category lists directly; longer lists are split into ranges. */
export const SIDEBAR_LIST_MAX = 50

const firstLabel = (node: SidebarNode): string => (node.href || !node.items?.length ? node.label : firstLabel(node.items[0]))
const lastLabel = (node: SidebarNode): string => (node.href || !node.items?.length ? node.label : lastLabel(node.items[node.items.length - 1]))

/**
 * Splits every list of more than SIDEBAR_LIST_MAX entries into consecutive ranges of nearly equal size, each a
 * collapsed category named by its first and last entry ("btAabbUtil – btBox2dShape"), ranges of ranges when those
 * are too many: a page holds only the range on its way, not every sibling's link (docs/sections/api.md).
 */
export function inRanges(nodes: SidebarNode[], max = SIDEBAR_LIST_MAX): SidebarNode[] {
  const split = (list: SidebarNode[]): SidebarNode[] => {
    if (list.length <= max) return list
    const count = Math.ceil(list.length / max)
    const size = Math.ceil(list.length / count)
    const ranges: SidebarNode[] = []
    for (let i = 0; i < list.length; i += size) {
      const items = list.slice(i, i + size)
      // "to", not a dash: the sidebar is on every API page, and its text stays in Latin-1 (docs/sections/shell.md,
      // "Memory of the build").
      ranges.push({ label: `${firstLabel(items[0])} to ${lastLabel(items[items.length - 1])}`, items, collapsed: true })
    }
    return split(ranges)
  }
  return split(nodes.map((n) => (n.items ? { ...n, items: inRanges(n.items, max) } : n)))
}

