/**
 * API reference section (under apiOptions.basePath): the sidebar node, and every page
 * built from the doxygen nodes of gatsby-transformer-doxygen: one per
 * compound, the list pages, the 24 index pages and the xref lists (to-do...).
 */
import path from 'node:path'
import type { BuildArgs, CreatePagesArgs, CreateSchemaCustomizationArgs, CreateWebpackConfigArgs, SourceNodesArgs } from 'gatsby'
import { siteConfig } from '../../shell/config/site'
import { checkApiSource } from '../../shell/config/validate'
import { buildProseLinks } from './node/prose-build'
import type { Mention } from './node/prose'
import { apiSourceFor } from './node/source-links'
import { templatePath } from '../../shell/paths'
import { apiOptions, CLASS_KINDS, INDEX_KINDS, INDEX_KIND_TITLES, INDEX_SCOPES, INDEX_SCOPE_TITLES } from './options'
import { compoundPartTwin, listTwin, xrefListTwin, type TwinEntry } from './node/markdownTwins'
import { markdownTwinPath } from '../../shell/markdownTwin'
import { writePublic } from '../../shell/server/markdownTwins'
import { buildApiSidebar, sidebarEntries, type SidebarCompound } from './node/sidebar'
import { buildIndexEntries, indexParts, type IndexCompound, type IndexMember } from './node/indices'
import { apiListPages } from './node/doxygenLinks'
import { memberParts, partRoute } from './node/pageParts'
import { doxygenNodeId } from './node/refidLinks'
import { allNodes, type GraphqlFunction } from '../../shell/server/allNodes'

export const API_BASE = apiOptions.basePath

/**
 * Build start: the repository the API corpus declares (site config for the engine's XML,
 * HELIOS_DOXYGEN_SOURCE_* for HELIOS_DOXYGEN_XML) must be usable.
 */
export function onPreBootstrap({ reporter }: { reporter: { panic(msg: string): never } }): void {
  const source = apiSourceFor(process.env, siteConfig.apiSource)
  if (!source) return
  const where = process.env.HELIOS_DOXYGEN_XML ? 'HELIOS_DOXYGEN_SOURCE_*' : 'apiSource (src/shell/config/site.ts)'
  const problems = checkApiSource(source, process.env.HELIOS_DOXYGEN_XML ? 'HELIOS_DOXYGEN_SOURCE' : 'apiSource')
  if (problems.length > 0) reporter.panic(`[api] the source repository in ${where} is not usable: ${problems.join('; ')}`)
}

/** Key, in Gatsby's cache (the cache API each hook receives), of the hash of the symbol table createPages made. */
const SYMBOL_TABLE_HASH_KEY = 'api-symbol-table-hash'

/**
 * webpack caches compiled MDX across builds; the links in it depend on the
 * symbol table, so the cache is keyed by the table's hash (a renamed class
 * recompiles the posts instead of keeping stale links). The key is added to
 * the one the shell sets (src/shell/webpack.ts).
 */
export async function onCreateWebpackConfig({ actions, getConfig, cache: gatsbyCache }: CreateWebpackConfigArgs): Promise<void> {
  const cache = (getConfig() as { cache?: { type?: string; version?: string } | boolean }).cache
  const symbolTableHash = (await gatsbyCache.get(SYMBOL_TABLE_HASH_KEY)) as string | undefined
  if (symbolTableHash && typeof cache === 'object' && cache.type === 'filesystem') {
    actions.setWebpackConfig({ cache: { version: [cache.version, `api-symbols-${symbolTableHash}`].filter(Boolean).join('+') } })
  }
}

export function createSchema({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createTypes(`
    """The API reference sidebar, computed at build time from the doxygen compounds."""
    type DoxygenApiSidebar implements Node @dontInfer {
      "Sidebar entries: { label, href, items, collapsed } trees."
      items: JSON!
    }

    """
    The entries of one index page (indices/{scope}/{kind}/, or one of its parts), read by the page's query rather
    than carried in its context: a large library's indices hold hundreds of thousands of entries, and a page's
    context stays in the build's memory from createPages to the end.
    """
    type DoxygenIndex implements Node @dontInfer {
      "classes, files or namespaces"
      scope: String!
      "all, functions, variables, typedefs, enums, enumvalues, defines or classes"
      kind: String!
      "Which part of the index (0-based; see node/indices.ts)."
      part: Int!
      entries: [DoxygenIndexEntry!]!
    }

    type DoxygenIndexEntry {
      "Name shown and sorted on."
      name: String!
      href: String!
      "Kind label: function, variable, class..."
      kind: String!
      "The compound that lists it (class, file or namespace)."
      scope: String!
      scopeHref: String!
      brief: String!
    }
  `)
}

export function sourceNodes({ actions, getNodesByType, createNodeId, createContentDigest }: SourceNodesArgs): void {
  const compounds = getNodesByType('DoxygenCompound') as unknown as Array<SidebarCompound & { location: { file: string } | null; readmeNumber: number | null }>
  const lists = new Set(['todo', ...(getNodesByType('DoxygenXrefItem') as unknown as Array<{ list: string }>).map((x) => x.list)])
  const items = buildApiSidebar(
    sidebarEntries(compounds, lists),
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

/** Templates that show a compound's members, in parts when there are many (see node/pageParts.ts). */
const PAGES_IN_PARTS = new Set(['ClassPage.tsx', 'ScopePage.tsx', 'FilePage.tsx'])

export async function createPages({ graphql, actions, reporter, createNodeId, createContentDigest, cache }: CreatePagesArgs): Promise<void> {
  // Each connection a page of nodes at a time (shell/server/allNodes.ts): at once, every member whole.
  let allDoxygenCompound: PagesQuery['allDoxygenCompound']
  let allDoxygenMember: PagesQuery['allDoxygenMember']
  let allDoxygenXrefItem: PagesQuery['allDoxygenXrefItem']
  try {
    const what = 'API pages'
    const gql = graphql as GraphqlFunction
    allDoxygenCompound = {
      nodes: await allNodes(gql, 'allDoxygenCompound', 'refid kind name title shortName route briefText parentId readmeNumber xmlFile location { file } innerClasses { refid } sections { memberIds }', what),
    }
    allDoxygenMember = { nodes: await allNodes(gql, 'allDoxygenMember', 'refid kind name qualifiedName href briefText compoundId argsString enumValues { name anchor }', what) }
    allDoxygenXrefItem = { nodes: await allNodes(gql, 'allDoxygenXrefItem', 'list title', what) }
  } catch (e) {
    reporter.panicOnBuild(`Could not query the doxygen nodes for the API pages: ${(e as Error).message}`)
    return
  }
  // API names in devlog posts and docs pages: the table for the remark plugin, warnings, and the
  // "Mentioned in" entries each compound page receives in its context (grouped by page route).
  let mentionsByRoute = new Map<string, Mention[]>()
  try {
    const prose = await buildProseLinks(graphql, reporter, apiOptions.proseLinkIgnore)
    await cache.set(SYMBOL_TABLE_HASH_KEY, prose.tableHash)
    mentionsByRoute = new Map()
    for (const [url, list] of prose.mentionsByUrl) {
      const route = url.split('#')[0]
      mentionsByRoute.set(route, [...(mentionsByRoute.get(route) ?? []), ...list])
    }
  } catch (e) {
    reporter.panicOnBuild(`[api links] ${(e as Error).message}`)
  }
  const compounds = allDoxygenCompound.nodes
  const created = new Map<string, string>()
  const create = (path: string, component: string, context: Record<string, unknown>, what: string) => {
    const prev = created.get(path)
    if (prev) {
      reporter.warn(`Duplicate route ${path}: ${what} and ${prev}; the later one wins`)
    }
    created.set(path, what)
    actions.createPage({ path, component: templatePath('sections/api/templates', component), context })
  }

  // One page per compound. README.md files and the markdown pages doxygen makes of them share one page.
  const readmeFiles = new Map<number, string>()
  for (const c of compounds) if (c.kind === 'file' && c.readmeNumber !== null) readmeFiles.set(c.readmeNumber, c.refid)
  const lists = new Set(['todo', ...allDoxygenXrefItem.nodes.map((x) => x.list)])
  for (const c of compounds) {
    const template = TEMPLATE_BY_KIND[c.kind]
    if (!template) reporter.panicOnBuild(`${c.xmlFile}: compound ${c.refid} has kind "${c.kind}", which no API template shows`)
    if (c.kind === 'page' && lists.has(c.refid)) continue // built below from the xref items
    if (c.kind === 'file' && c.readmeNumber !== null && compounds.some((p) => p.kind === 'page' && p.readmeNumber === c.readmeNumber)) continue
    const fileRefid = c.kind === 'page' && c.readmeNumber !== null ? (readmeFiles.get(c.readmeNumber) ?? null) : null
    // The page's query reads its compound by node id, which Gatsby answers without a filter over every compound.
    const context = {
      id: doxygenNodeId('DoxygenCompound', c.refid),
      refid: c.refid,
      fileId: fileRefid ? doxygenNodeId('DoxygenCompound', fileRefid) : '',
      isMainPage: c.refid === 'indexpage',
      mentions: mentionsByRoute.get(c.route) ?? [],
    }
    // A compound with more members than a page holds is shown in parts, each with its own members.
    const parts = PAGES_IN_PARTS.has(template) ? memberParts(c.sections).count : 1
    if (parts === 1) create(c.route, template, context, `${c.kind} ${c.name}`)
    else {
      for (let part = 0; part < parts; part++) {
        const route = partRoute(c.route, part)
        create(route, template, { ...context, part, parts, firstPart: part === 0, mentions: mentionsByRoute.get(route) ?? [] }, `${c.kind} ${c.name}, part ${part + 1}`)
      }
    }
  }

  // List pages (the navbar's API Docs dropdown lands on three of them), the overview when there is no main page,
  // and the lists of modules, related pages and examples; the same list doxygen-style links resolve against.
  const listed = apiListPages(compounds.map((c) => ({ id: c.refid, kind: c.kind, readme: c.readmeNumber !== null })), lists)
  for (const p of listed) create(`${API_BASE}${p.rel}`, 'ListPage.tsx', { listKind: p.listKind, title: p.title }, `${p.listKind} list`)

  // The 24 index pages: three scopes, eight kinds each; an empty one says so. A long one comes in parts
  // (node/indices.ts), each part's entries in a DoxygenIndex node.
  const entries = buildIndexEntries(compounds, allDoxygenMember.nodes)
  for (const scope of INDEX_SCOPES) {
    for (const kind of INDEX_KINDS) {
      const { parts, letters } = indexParts(entries[scope][kind])
      parts.forEach((partEntries, part) => {
        const payload = { scope, kind, part, entries: partEntries }
        const id = createNodeId(`doxygen-index ${scope}/${kind}/${part}`)
        actions.createNode({ ...payload, id, parent: null, children: [], internal: { type: 'DoxygenIndex', contentDigest: createContentDigest(payload) } })
        const what = `index ${scope}/${kind}${parts.length > 1 ? `, part ${part + 1}` : ''}`
        // Read by node id, as compound pages read theirs: no filter over every index node.
        create(partRoute(`${API_BASE}indices/${scope}/${kind}/`, part), 'IndexPage.tsx', { id, scope, kind, part, parts: parts.length, letters }, what)
      })
    }
  }

  // To-do and the other xref lists.
  for (const list of lists) {
    const title = allDoxygenXrefItem.nodes.find((x) => x.list === list)?.title ?? (list === 'todo' ? 'Todo' : list)
    create(`${API_BASE}pages/${list}/`, 'XrefListPage.tsx', { list, title }, `${list} list`)
  }
  reporter.info(`API reference: ${created.size} pages (${compounds.length} compounds, ${allDoxygenMember.nodes.length} members)`)
}


/** Which compounds each list page shows (ListPage.tsx shows them as trees; a twin as one table). */
const LIST_KINDS: Record<string, readonly string[]> = {
  namespaces: ['namespace'], classes: CLASS_KINDS, structs: ['struct'], unions: ['union'], files: ['file'], folders: ['dir'],
  groups: ['group'], pages: ['page'], examples: ['example'],
}

/**
 * After the build: the Markdown twins of the API pages that are not a HeliosPage (the shell writes those from
 * `markdown`): a compound's later parts, the list pages, the index pages and the xref lists.
 */
export function onPostBuild({ getNodesByType, getNode, reporter }: Pick<BuildArgs, 'getNodesByType' | 'getNode' | 'reporter'>, publicDir = path.join(process.cwd(), 'public')): void {
  const compounds = getNodesByType('DoxygenCompound') as unknown as Array<Record<string, unknown> & { refid: string; kind: string; name: string; title: string; route: string; briefText: string; readmeNumber: number | null; sections: Array<{ memberIds: string[] }> }>
  const member = (refid: string) => (getNode(doxygenNodeId('DoxygenMember', refid)) as Record<string, unknown> | undefined) ?? null
  let written = 0
  const write = (route: string, markdown: string) => {
    writePublic(publicDir, markdownTwinPath(route), markdown)
    written++
  }
  for (const c of compounds) {
    const { count } = memberParts(c.sections)
    for (let part = 1; part < count && PAGES_IN_PARTS.has(TEMPLATE_BY_KIND[c.kind] ?? ''); part++) write(partRoute(c.route, part), compoundPartTwin(c, part, member))
  }
  const xrefs = getNodesByType('DoxygenXrefItem') as unknown as Array<{ list: string; title: string; ownerName: string; ownerHref: string | null; content: unknown }>
  const lists = new Set(['todo', ...xrefs.map((x) => x.list)])
  for (const p of apiListPages(compounds.map((c) => ({ id: c.refid, kind: c.kind, readme: c.readmeNumber !== null })), lists)) {
    const route = `${API_BASE}${p.rel}`
    if (p.listKind === 'indices' || p.listKind === 'overview') {
      const entries = INDEX_SCOPES.flatMap((scope) => INDEX_KINDS.map((kind) => ({ name: `${INDEX_SCOPE_TITLES[scope]}: ${INDEX_KIND_TITLES[kind]}`, href: `${API_BASE}indices/${scope}/${kind}/`, kind: 'index' })))
      const pages = p.listKind === 'overview' ? apiListPages([], lists).filter((l) => l.listKind !== 'overview').map((l) => ({ name: l.title, href: `${API_BASE}${l.rel}`, kind: 'list' })) : []
      write(route, listTwin(p.title, route, [...pages, ...entries]))
      continue
    }
    const kinds = LIST_KINDS[p.listKind] ?? []
    const shown = compounds
      .filter((c) => kinds.includes(c.kind) && !(c.kind === 'page' && (c.readmeNumber !== null || c.refid === 'indexpage' || lists.has(c.refid))) && !(c.kind === 'file' && c.readmeNumber !== null && p.listKind !== 'files'))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    write(route, listTwin(p.title, route, shown.map((c) => ({ name: c.kind === 'page' || c.kind === 'group' ? c.title || c.name : c.name, href: c.route, kind: c.kind, brief: c.briefText }))))
  }
  for (const index of getNodesByType('DoxygenIndex') as unknown as Array<{ scope: (typeof INDEX_SCOPES)[number]; kind: (typeof INDEX_KINDS)[number]; part: number; entries: TwinEntry[] }>) {
    const route = partRoute(`${API_BASE}indices/${index.scope}/${index.kind}/`, index.part)
    write(route, listTwin(`${INDEX_SCOPE_TITLES[index.scope]}: ${INDEX_KIND_TITLES[index.kind]}${index.part > 0 ? `, part ${index.part + 1}` : ''}`, route, index.entries))
  }
  for (const list of lists) {
    const items = xrefs.filter((x) => x.list === list)
    const title = items[0]?.title ?? (list === 'todo' ? 'Todo' : list)
    write(`${API_BASE}pages/${list}/`, xrefListTwin(title, `${API_BASE}pages/${list}/`, items))
  }
  reporter.info(`[markdown] ${written} API list, index and part twins`)
}
