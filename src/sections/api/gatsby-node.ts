/**
 * API reference section (under apiOptions.basePath): the sidebar node, and every page
 * built from the doxygen nodes of gatsby-transformer-doxygen: one per
 * compound, the list pages, the 24 index pages and the xref lists (to-do...).
 */
import type { CreatePagesArgs, CreateSchemaCustomizationArgs, SourceNodesArgs } from 'gatsby'
import { siteConfig } from '../../shell/config/site'
import { checkApiSource } from '../../shell/config/validate'
import { buildProseLinks, symbolReads } from './node/prose-build'
import { loadApiSymbols } from './node/apiSymbols'
import { API_PLAN_CACHE, loadApiPlan, type ApiPlan, type PlanCompound } from './node/apiPlan'
import { buildCodeLinks } from './node/codeLinks/build'
import { SYMBOL_TABLE_NODE_TYPE, linkProse, type GatsbyRemarkArgs, type SymbolTableNode } from './node/remark-api-links'
import { buildSdl, MENTIONS_NODE_TYPE, type ListedCompound } from './node/buildShape'
import { CODE_LINKS_NODE_TYPE } from '../../shell/codeLinks'
import { apiSourceFor } from './node/source-links'
import { templatePath } from '../../shell/paths'
import { apiOptions, CHANGES_SEGMENT, CLASS_KINDS, COVERAGE_SEGMENT, CURRENT_VERSION, INDEX_KINDS, INDEX_KIND_TITLES, INDEX_SCOPES, INDEX_SCOPE_TITLES, versionBasePath, versionRoute } from './options'
import { TODO_LIST, xrefListTitles } from './model/routes'
import { keptTwins, listTwin, xrefListRoute, type KeptTwins, type ListRowCache, type TwinEntry } from './node/markdownTwins'
import type { PageTwin, TwinCreatePagesArgs } from '../../shell/server/pageTwins'
import { PageTimeNodes } from '../../shell/server/pageTimeNodes'
import { buildApiSidebar, sidebarEntries } from './node/sidebar'
import { buildIndexEntries, indexParts, type IndexMember } from './node/indices'
import { apiListPages, type ApiListPage } from './model/doxygenLinks'
import { compoundPageParts, partRoute } from './model/pageParts'
import { doxygenNodeId } from './node/refidLinks'
import type { GraphqlFunction } from '../../shell/server/allNodes'
import { readVersionsFile, releasesLayout } from './model/versions'
import { ContentWarnings } from '../../shell/server/contentWarnings'
import { keepsRunValues } from '../../shell/server/slicedCache'
import { RunLog } from '../../shell/server/runLog'
import { StatefulPages } from './node/statefulPages'
import type { Mention } from './node/prose'
export { apiPageSources as pageSources, apiPageNodeIds as pageNodeIds } from './node/pageSources'
export { loadApiSymbols } from './node/apiSymbols'

/**
 * Build start: the repository the API corpus declares (site config for the engine's XML,
 * HELIOS_DOXYGEN_SOURCE_* for HELIOS_DOXYGEN_XML) must be usable.
 */
export function onPreBootstrap({ reporter }: { reporter: { panic(msg: string): never } }): void {
  const unknown = unknownDocsVersions(siteConfig.docs, readVersionsFile(releasesLayout(process.cwd()).versionsFile))
  if (unknown.length > 0) reporter.panic(`[api] ${unknown.join('; ')}`)
  const source = apiSourceFor(process.env, siteConfig.apiSource)
  if (!source) return
  const where = process.env.HELIOS_DOXYGEN_XML ? 'HELIOS_DOXYGEN_SOURCE_*' : 'apiSource (src/shell/config/site.ts)'
  const problems = checkApiSource(source, process.env.HELIOS_DOXYGEN_XML ? 'HELIOS_DOXYGEN_SOURCE' : 'apiSource')
  if (problems.length > 0) reporter.panic(`[api] the source repository in ${where} is not usable: ${problems.join('; ')}`)
}

/**
 * The docs versions the site config names that do not exist: every version of a docs plugin must be the current
 * engine or a release of versions.json. One message per unknown name, naming the versions that exist.
 */
export function unknownDocsVersions(plugins: ReadonlyArray<{ id: string; versions: ReadonlyArray<{ name: string }> }>, releases: readonly string[]): string[] {
  const existing = [CURRENT_VERSION, ...releases]
  const out: string[] = []
  for (const plugin of plugins) {
    for (const [i, v] of plugin.versions.entries()) {
      if (!existing.includes(v.name)) {
        out.push(`docs plugin "${plugin.id}" versions[${i}] is "${v.name}", which does not exist. Versions that exist: ${existing.map((n) => `"${n}"`).join(', ')} (${CURRENT_VERSION} and versions.json)`)
      }
    }
  }
  return out
}

/** The prose links step of an MDX page's body (src/shell/mdxBody/compile.ts): API names in inline code link to their entries. */
export const proseLinkStep = {
  reads: [SYMBOL_TABLE_NODE_TYPE],
  run: (args: GatsbyRemarkArgs) => linkProse(args, apiOptions.proseLinkIgnore),
} as const

/** The types of the nodes this section builds from the doxygen nodes, printed from their declarations (node/buildShape.ts). */
export function createSchema({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createTypes(buildSdl())
}

/** Nodes grouped by the engine version they belong to (doxygen nodes carry `version`; current when missing). */
function byVersion<T extends { version?: string | null }>(nodes: T[]): Map<string, T[]> {
  const out = new Map<string, T[]>()
  for (const n of nodes) {
    const v = n.version ?? CURRENT_VERSION
    const list = out.get(v)
    if (list) list.push(n)
    else out.set(v, [n])
  }
  return out
}

/** The nodes createPages makes from what the sourcing kept: the link tables, the index pages' entries, the mentions. */
const pageTimeNodes = new PageTimeNodes([CODE_LINKS_NODE_TYPE, SYMBOL_TABLE_NODE_TYPE, 'DoxygenIndex', MENTIONS_NODE_TYPE])

/** One sidebar per version of the reference, each built from that version's compounds (as the sourcing kept them) under its base path. */
export async function sourceNodes({ actions, getCache, getNodesByType, createNodeId, createContentDigest }: SourceNodesArgs): Promise<void> {
  pageTimeNodes.keep(actions, getNodesByType)
  const plan = await loadApiPlan(getCache)
  const compounds = byVersion(plan.compounds)
  const xrefs = byVersion(plan.xrefs)
  const changed = new Set(plan.changes.map((c) => c.version))
  const covered = new Set(plan.coverage.map((c) => c.version))
  if (compounds.size === 0) compounds.set(CURRENT_VERSION, [])
  for (const [version, list] of compounds) {
    const lists = new Set([TODO_LIST, ...(xrefs.get(version) ?? []).map((x) => x.list)])
    const items = buildApiSidebar(sidebarEntries(list, lists), versionBasePath(version), xrefListTitles(lists, list))
    if (changed.has(version)) items.push({ label: 'Changes in this version', href: versionRoute(version, CHANGES_SEGMENT) })
    if (covered.has(version)) items.push({ label: 'Documentation coverage', href: versionRoute(version, COVERAGE_SEGMENT) })
    const payload = { version, items }
    actions.createNode({ ...payload, id: createNodeId(`doxygen-api-sidebar ${version}`), parent: null, children: [], internal: { type: 'DoxygenApiSidebar', contentDigest: createContentDigest(payload) } })
    const listed = { version, compounds: list.map(listedCompound) }
    actions.createNode({ ...listed, id: createNodeId(`doxygen-compound-list ${version}`), parent: null, children: [], internal: { type: 'DoxygenCompoundList', contentDigest: createContentDigest(listed) } })
  }
}

/** A compound's row of the list pages (DoxygenCompoundList). */
const listedCompound = (c: PlanCompound): ListedCompound => ({
  refid: c.refid, kind: c.kind, name: c.name, title: c.title, shortName: c.shortName, route: c.route, briefText: c.briefText,
  parentId: c.parentId, readmeNumber: c.readmeNumber, file: c.location?.file ?? null,
})

/** The fields of a compound node the page plan reads (model/apiShape.ts, DoxygenCompound). */
type PageCompound = PlanCompound

/**
 * The API templates (templates/), each with what its pages show. An input with none of those (no doxygen \page, no
 * earlier release, a C library's lack of classes) gives a template no page, and Gatsby then warns that its query
 * "will not be run"; the build's summary says why first (`unusedTemplatesLine`).
 */
export const API_TEMPLATES = {
  'ArticlePage.tsx': 'doxygen pages or examples (\\page, \\mainpage, \\example)',
  'ChangesPage.tsx': 'earlier release to compare with',
  'ClassPage.tsx': 'classes, structs, unions, interfaces, exceptions or concepts',
  'CoveragePage.tsx': 'documentation coverage',
  'FilePage.tsx': 'files',
  'FolderPage.tsx': 'folders',
  'IndexPage.tsx': 'indexes',
  'ListPage.tsx': 'lists of compounds',
  'ScopePage.tsx': 'namespaces or groups',
  'XrefListPage.tsx': 'to-do, bug, test or deprecated lists',
} as const
export type ApiTemplate = keyof typeof API_TEMPLATES

/** The summary's line for the templates no page uses, or null when every template has pages. */
export function unusedTemplatesLine(used: Iterable<ApiTemplate>): string | null {
  const has = new Set(used)
  const unused = (Object.keys(API_TEMPLATES) as ApiTemplate[]).filter((t) => !has.has(t))
  if (unused.length === 0) return null
  const what = unused.map((t) => API_TEMPLATES[t])
  const list = what.length === 1 ? what[0]! : `${what.slice(0, -1).join('; ')}; or ${what[what.length - 1]}`
  return `API reference: the input has no ${list}, so no page uses ${unused.join(', ')}; Gatsby's warning below that their queries "will not be run" is expected`
}

/** Which template shows which compound kind. A kind missing here stops the build. */
const TEMPLATE_BY_KIND: Record<string, ApiTemplate> = {
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

/**
 * Where the version switch leads from a page to each version: the same page there (`exact`), else its nearest
 * existing parent (owner, namespace or folder), else that version's overview. Made in createPages from the pages it
 * creates, so every link it gives is a page of the build.
 */
export interface VersionLink {
  version: string
  url: string
  exact: boolean
}

/** A page to create, before its version links are known. */
interface PlannedPage {
  path: string
  component: ApiTemplate
  context: Record<string, unknown>
  what: string
  version: string
  /** The compound the page shows (compound pages), for the switch to find it in another version. */
  compound?: PageCompound
  /** Its Markdown twin: its HeliosPage node's, or made by a function (a later part, a list, an index, an xref list). */
  twin: PageTwin
  /**
   * The route whose "Mentioned in" entries the page shows (a compound page or part): the posts and docs pages whose
   * prose links to it, each linking to its own version. Given at each createPages run, from that run's prose links.
   */
  mentionsOf?: string
}

export async function createPages({ graphql, actions, reporter, createNodeId, createContentDigest, cache, getCache, getNode, getNodesByType }: TwinCreatePagesArgs): Promise<void> {
  // The API symbols the sourcing kept, with their stamp: the code and prose links are read back from the cache while
  // they (and the pages' text) are unchanged, which is every post save in `gatsby develop` and every warm start
  // (src/shell/server/stepCache.ts).
  const apiSymbols = await loadApiSymbols(getCache)
  const symbolsStamp = apiSymbols.stamp
  pageTimeNodes.startRun(getNode)
  // The prose and code links' warnings are about the posts and docs pages: errors in a strict build, all at once.
  const content = new ContentWarnings(reporter, 'the API and code links of posts and docs pages')
  runLog.startRun()
  const info = (m: string) => runLog.say(m, (line) => reporter.info(line))
  const linkReporter = { info, warn: content.warn, panicOnBuild: (m: string) => reporter.panicOnBuild(m) }
  // C++ blocks of posts, docs pages and the home page's sample: identifiers linked as clang resolves them, against
  // the headers of each page's engine version (engine XML only: other XML has no headers here). Started first and
  // awaited last, so clang's processes run on the other core while this step plans the API pages.
  // The symbols and the prose pages, read once for the code links and the prose links (other XML: prose links only).
  const reads = symbolReads(graphql as GraphqlFunction, async () => apiSymbols.symbols)
  const codeLinks = process.env.HELIOS_DOXYGEN_XML
    ? (info('[code links] other XML (HELIOS_DOXYGEN_XML): code blocks are not linked'), Promise.resolve())
    : reads
        .pages()
        .then((pages) => buildCodeLinks(graphql as GraphqlFunction, linkReporter, pages, cache, symbolsStamp, reads))
        .then((code) => {
          pageTimeNodes.create(actions, { ...code, id: createNodeId(CODE_LINKS_NODE_TYPE), parent: null, children: [], internal: { type: CODE_LINKS_NODE_TYPE, contentDigest: code.hash } })
        })
        .catch((e: unknown) => {
          pageTimeNodes.keepLast(CODE_LINKS_NODE_TYPE, getNodesByType)
          reporter.panicOnBuild(`[code links] ${(e as Error).message}`)
        })
  // What the plan reads of every compound, member and list, as the sourcing kept it (./node/apiPlan.ts).
  const apiPlan = await loadApiPlan(getCache)
  // API names in devlog posts and docs pages: the tables for the remark plugin, warnings, and the "Mentioned in"
  // entries of each API page, an ApiMentions node per page its query reads.
  try {
    const prose = await buildProseLinks(graphql, linkReporter, apiOptions.proseLinkIgnore, cache, symbolsStamp, reads)
    const tableNode: SymbolTableNode = { table: prose.table, releases: prose.releases, pageVersions: prose.pageVersions, hash: prose.tableHash }
    pageTimeNodes.create(actions, { ...tableNode, id: createNodeId(SYMBOL_TABLE_NODE_TYPE), parent: null, children: [], internal: { type: SYMBOL_TABLE_NODE_TYPE, contentDigest: prose.tableHash } })
    const mentionsByRoute = new Map<string, Mention[]>()
    for (const [url, list] of prose.mentionsByUrl) {
      const route = url.split('#')[0]
      mentionsByRoute.set(route, [...(mentionsByRoute.get(route) ?? []), ...list])
    }
    for (const [route, entries] of mentionsByRoute) {
      pageTimeNodes.create(actions, { route, entries, id: mentionsNodeId(createNodeId, route), parent: null, children: [], internal: { type: MENTIONS_NODE_TYPE, contentDigest: createContentDigest(entries) } })
    }
  } catch (e) {
    // A post saved broken: the pages keep the last run's table and "Mentioned in" entries until it is fixed.
    pageTimeNodes.keepLast(SYMBOL_TABLE_NODE_TYPE, getNodesByType)
    pageTimeNodes.keepLast(MENTIONS_NODE_TYPE, getNodesByType)
    reporter.panicOnBuild(`[api links] ${(e as Error).message}`)
  }

  // The pages of this sourcing's plan: planned once per stamp in `gatsby develop`, where every saved post runs
  // createPages again with the API unchanged. Their pages are made once, in createPagesStatefully, whose pages Gatsby
  // keeps across runs, unless the plan changed since.
  const kept = lastPlan?.stamp === apiPlan.stamp ? lastPlan : null
  const plan = kept ?? planApiPages(apiPlan, { getCache, createNodeId, createContentDigest, reporter })
  lastPlan = keepsRunValues() ? plan : null
  // The index nodes of a kept plan are the last run's, unchanged: kept as they are rather than made again.
  if (kept) pageTimeNodes.keepLast('DoxygenIndex', getNodesByType)
  else for (const node of plan.indexNodes) pageTimeNodes.create(actions, node)
  const made = statefulPages.forRun(plan)
  if (made) {
    for (const page of made.gone) actions.deletePage(page)
    createPlanPages(made.pages, plan, actions, createNodeId, reporter)
  }
  await codeLinks
  // The link tables and index entries of the last run that this one did not make (an index page gone, other XML).
  pageTimeNodes.finishRun(actions, getNodesByType)
  content.settle()
  for (const line of plan.summary) info(line)
  runLog.finishRun()
}

/**
 * createPagesStatefully, run once after the first createPages: the plan's pages, which Gatsby keeps through the
 * createPages runs of each saved post in `gatsby develop`.
 */
export function createPagesStatefully({ actions, createNodeId, reporter }: Pick<TwinCreatePagesArgs, 'actions' | 'createNodeId' | 'reporter'>): void {
  const plan = statefulPages.takeFirstPlan()
  if (plan) createPlanPages(plan.pages, plan, actions, createNodeId, reporter)
}

/** Creates `pages` of `plan`, each with its version links and, on a compound page, the id of its ApiMentions node. */
function createPlanPages(pages: readonly PlannedPage[], plan: ApiPagePlan, actions: Pick<TwinCreatePagesArgs['actions'], 'createPage'>, createNodeId: TwinCreatePagesArgs['createNodeId'], reporter: Pick<CreatePagesArgs['reporter'], 'warn'>): void {
  const created = new Map<string, string>()
  for (const p of pages) {
    const prev = created.get(p.path)
    if (prev) reporter.warn(`Duplicate route ${p.path}: ${p.what} and ${prev}; the later one wins`)
    created.set(p.path, p.what)
    const context = { ...p.context, ...(p.mentionsOf === undefined ? {} : { mentionsId: mentionsNodeId(createNodeId, p.mentionsOf) }), version: p.version, versionLinks: plan.links(p) }
    actions.createPage({ path: p.path, component: templatePath('sections/api/templates', p.component), context, twin: p.twin })
  }
}

/** The id of the ApiMentions node of an API page's route (made only when prose mentions the page). */
const mentionsNodeId = (createNodeId: TwinCreatePagesArgs['createNodeId'], route: string) => createNodeId(`api-mentions ${route}`)

/** Which run makes the plan's pages (./node/statefulPages.ts). */
const statefulPages = new StatefulPages<PlannedPage, ApiPagePlan>((p) => ({ path: p.path, component: templatePath('sections/api/templates', p.component) }))

/** createPages' info lines: a saved post in `gatsby develop` does not repeat those the run before said. */
const runLog = new RunLog()

/** An index page's entries, as the DoxygenIndex node its page reads. */
type IndexNode = Parameters<PageTimeNodes['create']>[1]

/** Every API page of one sourcing, with what each createPages run makes of them again. */
interface ApiPagePlan {
  /** The sourcing's stamp the plan was made from. */
  stamp: string
  pages: PlannedPage[]
  /** The DoxygenIndex nodes the index pages read. */
  indexNodes: IndexNode[]
  links: (p: PlannedPage) => VersionLink[]
  /** One line per version: its pages, compounds and members. */
  summary: string[]
}

/** The plan the last createPages run of this `gatsby develop` process made; a build keeps none. */
let lastPlan: ApiPagePlan | null = null

/**
 * The stamp, in a closure made outside planApiPages: one made inside it would keep that call's whole scope (every
 * member and planned page) alive as long as the declared twins, to the build's end.
 */
const stampGetter = (stamp: string) => () => stamp

/** Plans every API page of the plan the sourcing kept (./node/apiPlan.ts), each version's in turn. */
function planApiPages(
  { stamp, compounds, members, xrefs, changes, coverage }: ApiPlan,
  { getCache, createNodeId, createContentDigest, reporter }: Pick<TwinCreatePagesArgs, 'getCache' | 'createNodeId' | 'createContentDigest' | 'reporter'>,
): ApiPagePlan {
  const planned: PlannedPage[] = []
  const indexNodes: IndexNode[] = []
  const compoundsByVersion = byVersion([...compounds])
  if (compoundsByVersion.size === 0) compoundsByVersion.set(CURRENT_VERSION, [])
  const membersByVersion = byVersion([...members])
  const xrefsByVersion = byVersion([...xrefs])
  const changed = new Set(changes.map((c) => c.version))
  const covered = new Set(coverage.map((c) => c.version))
  // The twins the same sourcing kept (its stamp is the plan's).
  const twins = apiTwins(keptTwins(getCache(API_PLAN_CACHE), stampGetter(stamp)))
  for (const [version, versionCompounds] of compoundsByVersion) {
    planVersionPages(version, versionCompounds, membersByVersion.get(version) ?? [], xrefsByVersion.get(version) ?? [], { changes: changed.has(version), coverage: covered.has(version) }, planned, twins, (payload) => {
      const id = createNodeId(`doxygen-index ${version} ${payload.scope}/${payload.kind}/${payload.part}`)
      indexNodes.push({ ...payload, version, id, parent: null, children: [], internal: { type: 'DoxygenIndex', contentDigest: createContentDigest({ ...payload, version }) } })
      return id
    }, reporter)
  }
  const summary = [...compoundsByVersion].map(([version, versionCompounds]) => {
    const pages = planned.filter((p) => p.version === version).length
    return `API reference${version === CURRENT_VERSION ? '' : ` ${version}`}: ${pages} pages (${versionCompounds.length} compounds, ${membersByVersion.get(version)?.length ?? 0} members)`
  })
  const unused = unusedTemplatesLine(planned.map((p) => p.component))
  if (unused) summary.push(unused)
  return { stamp, pages: planned, indexNodes, links: versionLinks(planned, [...compoundsByVersion.keys()]), summary }
}

/** Plans one version's pages: one per compound (or per part), the list pages, the indices, the xref lists, its changes and coverage pages. */
function planVersionPages(
  version: string,
  compounds: PageCompound[],
  members: IndexMember[],
  xrefs: Array<{ list: string; title: string }>,
  has: { changes: boolean; coverage: boolean },
  planned: PlannedPage[],
  twins: ApiTwins,
  makeIndexNode: (payload: { scope: string; kind: string; part: number; entries: unknown[] }) => string,
  reporter: CreatePagesArgs['reporter'],
): void {
  const base = versionBasePath(version)
  const plan = (path: string, component: ApiTemplate, context: Record<string, unknown>, what: string, twin: PageTwin, compound?: PageCompound, mentionsOf?: string) =>
    planned.push({ path, component, context, what: version === CURRENT_VERSION ? what : `${what} (${version})`, version, compound, twin, mentionsOf })

  // One page per compound. README.md files and the markdown pages doxygen makes of them share one page.
  const readmeFiles = new Map<number, string>()
  for (const c of compounds) if (c.kind === 'file' && c.readmeNumber !== null) readmeFiles.set(c.readmeNumber, c.refid)
  const lists = new Set([TODO_LIST, ...xrefs.map((x) => x.list)])
  for (const c of compounds) {
    const template = TEMPLATE_BY_KIND[c.kind]
    if (!template) reporter.panicOnBuild(`${c.xmlFile}: compound ${c.refid} has kind "${c.kind}", which no API template shows`)
    if (c.kind === 'page' && lists.has(c.name)) continue // built below from the xref items
    if (c.kind === 'file' && c.readmeNumber !== null && compounds.some((p) => p.kind === 'page' && p.readmeNumber === c.readmeNumber)) continue
    const fileRefid = c.kind === 'page' && c.readmeNumber !== null ? (readmeFiles.get(c.readmeNumber) ?? null) : null
    // The page's query reads its compound by node id, which Gatsby answers without a filter over every compound.
    const context = {
      id: doxygenNodeId('DoxygenCompound', c.refid, version),
      refid: c.refid,
      fileId: fileRefid ? doxygenNodeId('DoxygenCompound', fileRefid, version) : '',
      isMainPage: c.refid === 'indexpage',
    }
    // A compound with more members (or a file with more source lines) than a page holds is shown in parts.
    const parts = compoundPageParts(c.kind, c.sections, c.listingLineCount)
    if (parts === 1) plan(c.route, template, context, `${c.kind} ${c.name}`, 'node', c, c.route)
    else {
      for (let part = 0; part < parts; part++) {
        const route = partRoute(c.route, part)
        // The first part is the compound's HeliosPage (its route); each later part's twin holds that part's members.
        plan(route, template, { ...context, part, parts }, `${c.kind} ${c.name}, part ${part + 1}`, part === 0 ? 'node' : twins.part(c.refid, version, part), part === 0 ? c : undefined, route)
      }
    }
  }

  // List pages (the navbar's API Docs dropdown lands on three of them), the overview when there is no main page,
  // and the lists of modules, related pages and examples; the same list doxygen-style links resolve against.
  const listed = apiListPages(compounds.map((c) => ({ id: c.refid, name: c.name, kind: c.kind, readme: c.readmeNumber !== null })), lists)
  // The list twins keep, to the build's end, only each compound's row, the one the list pages read.
  const rows = compounds.map(listedCompound)
  for (const p of listed) plan(`${base}${p.rel}`, 'ListPage.tsx', { listKind: p.listKind, title: p.title }, `${p.listKind} list`, twins.list(`${base}${p.rel}`, p, rows, lists, base))

  // The 24 index pages: three scopes, eight kinds each; an empty one says so. A long one comes in parts
  // (node/indices.ts), each part's entries in a DoxygenIndex node.
  const entries = buildIndexEntries(compounds, members)
  for (const scope of INDEX_SCOPES) {
    for (const kind of INDEX_KINDS) {
      const { parts, letters } = indexParts(entries[scope][kind])
      parts.forEach((partEntries, part) => {
        const id = makeIndexNode({ scope, kind, part, entries: partEntries })
        const what = `index ${scope}/${kind}${parts.length > 1 ? `, part ${part + 1}` : ''}`
        // Read by node id, as compound pages read theirs: no filter over every index node.
        const route = partRoute(`${base}indices/${scope}/${kind}/`, part)
        const title = `${INDEX_SCOPE_TITLES[scope]}: ${INDEX_KIND_TITLES[kind]}${part > 0 ? `, part ${part + 1}` : ''}`
        plan(route, 'IndexPage.tsx', { id, scope, kind, part, parts: parts.length, letters }, what, twins.entries(title, route, partEntries as TwinEntry[]))
      })
    }
  }

  // To-do and the other xref lists.
  const titles = xrefListTitles(lists, compounds)
  for (const list of lists) {
    const title = titles.get(list)!
    plan(xrefListRoute(base, list), 'XrefListPage.tsx', { list, title }, `${list} list`, twins.xrefs(version, list))
  }

  // What this version changed against the version before it.
  if (has.changes) plan(versionRoute(version, CHANGES_SEGMENT), 'ChangesPage.tsx', {}, 'changes', 'node')
  // Its documentation coverage.
  if (has.coverage) plan(versionRoute(version, COVERAGE_SEGMENT), 'CoveragePage.tsx', {}, 'coverage', 'node')
}

/**
 * The version links of every planned page: a compound's page leads to the same compound in another version
 * (matched through its history, renames followed), else to its nearest parent there; any other page to the same
 * route below that version's base path, else to that version's overview.
 */
function versionLinks(planned: PlannedPage[], versions: string[]): (p: PlannedPage) => VersionLink[] {
  const paths = new Set(planned.map((p) => p.path))
  const compoundPage = new Map<string, string>()
  const byRefid = new Map<string, PageCompound>()
  for (const p of planned) if (p.compound) compoundPage.set(`${p.version} ${p.compound.refid}`, p.path)
  for (const p of planned) if (p.compound) byRefid.set(`${p.version} ${p.compound.refid}`, p.compound)
  const overview = (w: string) => versionBasePath(w)
  const sameCompound = (c: PageCompound, w: string): string | undefined => {
    const id = c.versionIds.find((x) => x.version === w)?.id
    return id === undefined ? undefined : compoundPage.get(`${w} ${id}`)
  }
  return (p) =>
    versions.map((w) => {
      if (w === p.version) return { version: w, url: p.path, exact: true }
      if (p.compound) {
        const same = sameCompound(p.compound, w)
        if (same) return { version: w, url: same, exact: true }
        for (let parent = p.compound.parentId; parent; ) {
          const c = byRefid.get(`${p.version} ${parent}`)
          if (!c) break
          const there = sameCompound(c, w)
          if (there) return { version: w, url: there, exact: false }
          parent = c.parentId
        }
        return { version: w, url: overview(w), exact: false }
      }
      const rel = p.path.slice(versionBasePath(p.version).length)
      const there = `${versionBasePath(w)}${rel}`
      return paths.has(there) ? { version: w, url: there, exact: true } : { version: w, url: overview(w), exact: false }
    })
}


/** Which compounds each list page shows (ListPage.tsx shows them as trees; a twin as one table). */
const LIST_KINDS: Record<string, readonly string[]> = {
  namespaces: ['namespace'], classes: CLASS_KINDS, structs: ['struct'], unions: ['union'], files: ['file'], folders: ['dir'],
  groups: ['group'], pages: ['page'], examples: ['example'],
}

/** The Markdown twins of the API pages that are not a HeliosPage, each made when asked for (after the build, or in develop). */
interface ApiTwins {
  part(refid: string, version: string, part: number): PageTwin
  list(route: string, page: ApiListPage, compounds: ListedCompound[], lists: ReadonlySet<string>, base: string): PageTwin
  entries(title: string, route: string, entries: TwinEntry[]): PageTwin
  xrefs(version: string, list: string): PageTwin
}

function apiTwins(kept: KeptTwins): ApiTwins {
  // An entity's row is the same on every list and index page that shows it: serialised once per run.
  const rows: ListRowCache = new Map()
  return {
    part: (refid, version, part) => () => kept.compoundPart(doxygenNodeId('DoxygenCompound', refid, version), part, `${refid} (${version}), part ${part + 1}`),
    list: (route, page, compounds, lists, base) => () => {
      if (page.listKind === 'indices' || page.listKind === 'overview') {
        const entries = INDEX_SCOPES.flatMap((scope) => INDEX_KINDS.map((kind) => ({ name: `${INDEX_SCOPE_TITLES[scope]}: ${INDEX_KIND_TITLES[kind]}`, href: `${base}indices/${scope}/${kind}/`, kind: 'index' })))
        const pages = page.listKind === 'overview' ? apiListPages([], new Set(lists)).filter((l) => l.listKind !== 'overview').map((l) => ({ name: l.title, href: `${base}${l.rel}`, kind: 'list' })) : []
        return listTwin(page.title, route, [...pages, ...entries], [], rows)
      }
      const kinds = LIST_KINDS[page.listKind] ?? []
      const shown = compounds
        .filter((c) => kinds.includes(c.kind) && !(c.kind === 'page' && (c.readmeNumber !== null || c.refid === 'indexpage' || lists.has(c.name))) && !(c.kind === 'file' && c.readmeNumber !== null && page.listKind !== 'files'))
        .sort((a, b) => a.name.localeCompare(b.name, 'en'))
      return listTwin(page.title, route, shown.map((c) => ({ name: c.kind === 'page' || c.kind === 'group' ? c.title || c.name : c.name, href: c.route, kind: c.kind, brief: c.briefText })), [], rows)
    },
    entries: (title, route, entries) => () => listTwin(title, route, entries, [], rows),
    xrefs: (version, list) => () => kept.xrefList(version, list),
  }
}
