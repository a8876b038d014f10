/**
 * API reference section (/docs/helios/...): the sidebar node, and every page
 * built from the doxygen nodes of gatsby-transformer-doxygen: one per
 * compound, the list pages, the 24 index pages and the xref lists (to-do...).
 */
import type { CreatePagesArgs, CreateSchemaCustomizationArgs, SourceNodesArgs } from 'gatsby'
import { templatePath } from '../paths'
import { buildApiSidebar, CLASS_KINDS, INDEX_KINDS, INDEX_SCOPES, type SidebarCompound } from './sidebar'
import { buildIndexEntries, type IndexCompound, type IndexMember } from './indices'

export const API_BASE = '/docs/helios/'

export function createSchema({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createTypes(`
    """The API reference sidebar, computed at build time from the doxygen compounds."""
    type DoxygenApiSidebar implements Node @dontInfer {
      "Sidebar entries: { label, href, items, collapsed } trees."
      items: JSON!
    }
  `)
}

export function sourceNodes({ actions, getNodesByType, createNodeId, createContentDigest }: SourceNodesArgs): void {
  const compounds = getNodesByType('DoxygenCompound') as unknown as Array<SidebarCompound & { location: { file: string } | null; readmeNumber: number | null }>
  const lists = new Set(['todo', ...(getNodesByType('DoxygenXrefItem') as unknown as Array<{ list: string }>).map((x) => x.list)])
  const items = buildApiSidebar(
    compounds
      .filter((c) => !(c.kind === 'page' && c.readmeNumber === null) && !(c.kind === 'page' && c.readmeNumber !== null && compounds.some((f) => f.kind === 'file' && f.readmeNumber === c.readmeNumber)))
      .map((c) => ({ refid: c.refid, kind: c.kind === 'page' ? 'file' : c.kind, name: c.name, shortName: c.shortName, title: c.title, route: c.route, parentId: c.parentId, path: c.location?.file ?? null })),
    API_BASE,
    [...lists].sort((a, b) => (a === 'todo' ? -1 : b === 'todo' ? 1 : a.localeCompare(b))),
  )
  const payload = { items }
  actions.createNode({ ...payload, id: createNodeId('doxygen-api-sidebar'), parent: null, children: [], internal: { type: 'DoxygenApiSidebar', contentDigest: createContentDigest(payload) } })
}

interface PagesQuery {
  allDoxygenCompound: {
    nodes: Array<IndexCompound & { title: string; shortName: string; briefText: string; parentId: string | null; readmeNumber: number | null; location: { file: string } | null }>
  }
  allDoxygenMember: { nodes: IndexMember[] }
  allDoxygenXrefItem: { nodes: Array<{ list: string; title: string }> }
}

/** Which template shows which compound kind. A kind missing here stops the build. */
const TEMPLATE_BY_KIND: Record<string, string> = {
  class: 'ClassPage.tsx',
  struct: 'ClassPage.tsx',
  union: 'ClassPage.tsx',
  interface: 'ClassPage.tsx',
  exception: 'ClassPage.tsx',
  concept: 'ClassPage.tsx',
  namespace: 'ScopePage.tsx',
  group: 'ScopePage.tsx',
  file: 'FilePage.tsx',
  dir: 'FolderPage.tsx',
  page: 'ArticlePage.tsx',
  example: 'ArticlePage.tsx',
}

export async function createPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<PagesQuery>(`
    {
      allDoxygenCompound {
        nodes {
          refid kind name title shortName route briefText parentId readmeNumber xmlFile
          location { file }
          innerClasses { refid }
          sections { memberIds }
        }
      }
      allDoxygenMember {
        nodes { refid kind name qualifiedName href briefText compoundId argsString enumValues { name anchor } }
      }
      allDoxygenXrefItem { nodes { list title } }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the doxygen nodes for the API pages', result.errors)
    return
  }
  const { allDoxygenCompound, allDoxygenMember, allDoxygenXrefItem } = result.data
  const compounds = allDoxygenCompound.nodes
  const created = new Map<string, string>()
  const create = (path: string, component: string, context: Record<string, unknown>, what: string) => {
    const prev = created.get(path)
    if (prev) {
      reporter.warn(`Duplicate route ${path}: ${what} and ${prev}; the later one wins`)
    }
    created.set(path, what)
    actions.createPage({ path, component: templatePath(`api/${component}`), context })
  }

  // One page per compound. README.md files and the markdown pages doxygen makes of them share one page.
  const readmeFiles = new Map<number, string>()
  for (const c of compounds) if (c.kind === 'file' && c.readmeNumber !== null) readmeFiles.set(c.readmeNumber, c.refid)
  const lists = new Set(['todo', ...allDoxygenXrefItem.nodes.map((x) => x.list)])
  let hasMainPage = false
  for (const c of compounds) {
    const template = TEMPLATE_BY_KIND[c.kind]
    if (!template) reporter.panicOnBuild(`${c.xmlFile}: compound ${c.refid} has kind "${c.kind}", which no API template shows`)
    if (c.kind === 'page' && lists.has(c.refid)) continue // built below from the xref items
    if (c.kind === 'file' && c.readmeNumber !== null && compounds.some((p) => p.kind === 'page' && p.readmeNumber === c.readmeNumber)) continue
    if (c.refid === 'indexpage') hasMainPage = true
    const fileRefid = c.kind === 'page' && c.readmeNumber !== null ? (readmeFiles.get(c.readmeNumber) ?? null) : null
    create(c.route, template, { refid: c.refid, fileRefid: fileRefid ?? '', isMainPage: c.refid === 'indexpage' }, `${c.kind} ${c.name}`)
  }

  // List pages (the navbar's API Docs dropdown lands on three of them) and the overview when there is no main page.
  const listPage = (kind: string, title: string) => create(`${API_BASE}${kind ? kind + '/' : ''}`, 'ListPage.tsx', { listKind: kind || 'overview', title }, `${kind || 'overview'} list`)
  if (!hasMainPage) listPage('', 'API reference')
  listPage('namespaces', 'Namespaces')
  listPage('classes', 'Classes')
  listPage('files', 'Files')
  listPage('folders', 'Folders')
  const hasKind = (k: string) => compounds.some((c) => c.kind === k)
  if (hasKind('struct')) listPage('structs', 'Structs')
  if (hasKind('union')) listPage('unions', 'Unions')
  create(`${API_BASE}indices/`, 'ListPage.tsx', { listKind: 'indices', title: 'Indices' }, 'indices overview')

  // The 24 index pages: three scopes, eight kinds each; an empty one says so.
  const entries = buildIndexEntries(compounds, allDoxygenMember.nodes)
  for (const scope of INDEX_SCOPES) {
    for (const kind of INDEX_KINDS) {
      create(`${API_BASE}indices/${scope}/${kind}/`, 'IndexPage.tsx', { scope, kind, entries: entries[scope][kind] }, `index ${scope}/${kind}`)
    }
  }

  // To-do and the other xref lists.
  for (const list of lists) {
    const title = allDoxygenXrefItem.nodes.find((x) => x.list === list)?.title ?? (list === 'todo' ? 'Todo' : list)
    create(`${API_BASE}pages/${list}/`, 'XrefListPage.tsx', { list, title }, `${list} list`)
  }
  reporter.info(`API reference: ${created.size} pages (${compounds.length} compounds, ${allDoxygenMember.nodes.length} members)`)
}

export { CLASS_KINDS }
