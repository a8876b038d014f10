/**
 * Gatsby's build hooks. This file only wires the sections together; each
 * section's schema and page building lives in its own module: src/sections/<name>/gatsby-node.ts (and src/shell/fixtures/).
 */
import path from 'node:path'
import type { GatsbyNode, Node } from 'gatsby'
import { siteConfig } from './src/shell/config/site'
import { validateSiteConfigShape } from './src/shell/config/validate'
import { contractTypeDefs } from './src/shell/contract'
import { codeLinksStep, codeLinksTypeDefs } from './src/shell/codeLinks'
import { createBodyTextExtension, mdxTreeField } from './src/shell/server/mdxBodyField'
import { keepParsedFiles, recallParsedFiles } from './src/shell/mdxSyntax'
import * as docs from './src/sections/docs/gatsby-node'
import * as devlog from './src/sections/devlog/gatsby-node'
import * as fixtures from './src/shell/fixtures/gatsby-node'
import * as api from './src/sections/api/gatsby-node'
import * as home from './src/shell/home'
import * as shellWebpack from './src/shell/webpack'
import { createMdxTwinExtension, markdownTwinsWriter, removeStaleOutputs, serveInDevelop, TWIN_PAGES_PER_QUERY } from './src/shell/server/markdownTwins'
import { PageTwins } from './src/shell/server/pageTwins'
import { symbolCardFile, writeSymbolCards } from './src/shell/server/symbolCards'
import * as search from './src/sections/search/gatsby-node'
import * as demos from './src/sections/demos/gatsby-node'
import { RouteOwners } from './src/shell/server/routeOwners'
import { budgetedPages, checkPageBudgets } from './src/shell/server/pageBudgets'
import { allNodes, eachInterfaceNodeOnce, type GraphqlFunction } from './src/shell/server/allNodes'
import { createFrontmatterType } from './src/shell/frontmatterSchema'
import { POST_FRONTMATTER } from './src/sections/devlog/node/frontmatter'
import { DOC_FRONTMATTER, PAGE_FRONTMATTER } from './src/sections/docs/frontmatter'

// The site config is validated when the build starts; doc ids are checked in
// docs.createPages, once the docs pages are known. (Not in gatsby-config.ts:
// Gatsby swallows an error thrown while loading the config and goes on with
// an empty one, so the message would never reach the author.)
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async (args) => {
  validateSiteConfigShape(siteConfig)
  // The MDX files parsed in the last run and unchanged since are not parsed again (src/shell/mdxSyntax.ts).
  await recallParsedFiles(args.cache)
  docs.onPreBootstrap(args)
  devlog.onPreBootstrap(args)
  await keepParsedFiles(args.cache)
  api.onPreBootstrap(args)
  // Last, once the config and content checks passed: the demos build beside the sourcing (sections/demos).
  demos.onPreBootstrap(args)
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args) => {
  shellWebpack.onCreateWebpackConfig(args)
}

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = (args) => {
  // The interfaces the sections implement and query (HeliosPage, ApiSymbol).
  args.actions.createTypes(contractTypeDefs)
  // The code links node the API section makes in createPages and the MDX compiler and home page read.
  args.actions.createTypes(codeLinksTypeDefs)
  createMdxTwinExtension(args.actions, args.cache)
  createBodyTextExtension(args.actions, bodyTree(args.cache))
  // Mdx.frontmatter, typed from the frontmatter tables of the kinds of MDX file (posts, docs pages, stand-alone pages).
  createFrontmatterType(args, [POST_FRONTMATTER, DOC_FRONTMATTER, PAGE_FRONTMATTER])
  docs.createSchema(args)
  devlog.createSchema(args)
  api.createSchema(args)
}

// The sections' onCreateNode reads MDX files alone: the tens of thousands of API nodes are not scheduled for it.
export const shouldOnCreateNode: GatsbyNode['shouldOnCreateNode'] = ({ node }) => (node as Node).internal.type === 'Mdx'

export const onCreateNode: GatsbyNode['onCreateNode'] = async (args) => {
  docs.onCreateNode(args)
  await devlog.onCreateNode(args)
}

// The live demos of the posts: compiled (or taken from the cache) before any page is made.
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async (args) => {
  await demos.onPostBootstrap(args)
}

// Mdx.tree: an MDX page's body as data, linked by the sections' steps that read the data layer.
const bodyTree = (cache: Parameters<typeof mdxTreeField>[0]) => mdxTreeField(cache, [api.proseLinkStep, codeLinksStep])
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers, cache }) => {
  createResolvers({ Mdx: { tree: bodyTree(cache) } })
}

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app, getCache }) => {
  // Markdown twins, llms.txt and symbol cards, which a build writes after its pages, answered from the data layer
  // and the API symbols the sourcing kept.
  const symbols = async () => (await api.loadApiSymbols(getCache)).symbols
  serveInDevelop(app, symbols, async (file) => symbolCardFile(await symbols(), file), (route) => pageTwins.twinOf(route))
}

// Every route has one page: the sections' pages and src/pages' claim theirs, and a second claim stops the build.
let routeOwners: RouteOwners | undefined
// The Markdown twin each page is made with: its button, head link, file and develop answer all come from this list.
const pageTwins = new PageTwins()

export const createPages: GatsbyNode['createPages'] = async (args) => {
  routeOwners ??= new RouteOwners((message) => args.reporter.panicOnBuild(message))
  routeOwners.startRun()
  pageTwins.startRun()
  const claiming = { ...args, actions: pageTwins.declaringActions(routeOwners.claimingActions(args.actions)) }
  await docs.createPages(claiming)
  await devlog.createPages(claiming)
  fixtures.createPages(claiming)
  await api.createPages(claiming)
}

// Pages made once, which Gatsby keeps across the createPages runs of `gatsby develop`: the API reference's.
export const createPagesStatefully: GatsbyNode['createPagesStatefully'] = (args) => {
  if (!routeOwners) throw new Error('createPagesStatefully ran before createPages')
  api.createPagesStatefully({ ...args, actions: pageTwins.declaringActions(routeOwners.claimingActions(args.actions, { kept: true }), { kept: true }) })
}

export const onCreatePage: GatsbyNode['onCreatePage'] = async (args) => {
  routeOwners?.claimCreated(args.page)
  await home.onCreatePage(args)
}

export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  // The page nodes as this run wants them, whatever the cache kept (src/shell/drafts.ts): made in the sourcing, so
  // that the schema and createPages' queries see them (a node made in createPages was missing from its queries).
  await docs.settleDocsPages(args)
  await devlog.settleDevlogPages(args)
  devlog.sourceNodes(args)
  await api.sourceNodes(args)
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  const time = stepTimer()
  const { records, nodeTwins } = await writeSymbolOutputs(args, time)
  // With the symbols and the pages let go (the largest of this hook's data): the search records' page budgets,
  // then the embedded index in public/search-index; their Algolia push waits for the end. A page over a hard limit
  // stops the build before the index is written or the records reach the search service.
  await checkBudgets(args, search.recordBytesByPage(records))
  const pushSearchRecords = await search.writeSearchIndex(args, records)
  time('index')
  // Then the twins other pages were made with.
  const made = await pageTwins.writeDeclared(path.join(process.cwd(), 'public'), nodeTwins, (m) => args.reporter.panicOnBuild(`[markdown] ${m}`))
  args.reporter.info(`[markdown] ${made} twins of pages that are not a HeliosPage (parts, lists, indices)`)
  demos.onPostBuild()
  time('declared')
  // Last of the writes: what the previous build wrote for pages that are gone goes, so a deploy of public/ carries none of it.
  await removeStaleOutputs(args.cache, path.join(process.cwd(), 'public'), args.reporter)
  // What the twins and the cards add to the build's time (docs/measurements.md); the symbols loaded and the search
  // index are timed apart, as steps the build has without them.
  args.reporter.info(
    `[markdown] time: the pages read and their twins written ${time.spent('pages')}, llms files ${time.spent('llms')}, the twins of other pages ${time.spent('declared')}; ` +
      `[symbol cards] time: ${time.spent('cards')}; [post-build] API symbols loaded ${time.spent('symbols')}, search records ${time.spent('records')}, search index ${time.spent('index')}`,
  )
  // After everything the build writes: the Algolia push (with an admin key), so a build that fails on the way never
  // publishes records of pages it did not finish. It replaces the live index whole or, failing, stops the build.
  await pushSearchRecords()
}

/** Each step's wall time and the CPU time of this process in it (on a shared machine the CPU time is what compares). */
function stepTimer() {
  const now = () => {
    const cpu = process.cpuUsage()
    return [Date.now(), (cpu.user + cpu.system) / 1000] as const
  }
  let last = now()
  const spent = new Map<string, readonly [number, number]>()
  const time = (step: string) => {
    const at = now()
    spent.set(step, [at[0] - last[0], at[1] - last[1]])
    last = at
  }
  time.spent = (step: string) => {
    const [wall, cpu] = spent.get(step) ?? [0, 0]
    return `${(wall / 1000).toFixed(1)} s (CPU ${(cpu / 1000).toFixed(1)} s)`
  }
  return time
}

/**
 * The outputs made from every page and every API symbol: the Markdown twins and llms files, the symbol cards, and the
 * search records. In a function of its own so that the symbols and the pages are let go when it returns (a paused
 * async function keeps its locals to its end), before the search index, the step that takes the most memory.
 */
async function writeSymbolOutputs(args: Parameters<NonNullable<GatsbyNode['onPostBuild']>>[0], time: ReturnType<typeof stepTimer>) {
  // Every API symbol, as the sourcing kept it, for the search records, llms-full.txt and the symbol cards.
  const { symbols } = await api.loadApiSymbols(args.getCache)
  time('symbols')
  // Every page, read once for both outputs made from the pages: each page's twin is written as it arrives, and the
  // search keeps what its records need. The API's compound pages are read by the ids its sourcing kept.
  const searchPages = search.searchPageReader()
  const twins = markdownTwinsWriter(args.reporter)
  await eachInterfaceNodeOnce(args.graphql as unknown as GraphqlFunction, 'HeliosPage', [searchPages, twins], await api.pageNodeIds(args.getCache), 'Search records and Markdown twins', TWIN_PAGES_PER_QUERY)
  time('pages')
  // The data of the symbol cards shown on links to API entities, fetched on first use.
  writeSymbolCards({ reporter: args.reporter, symbols })
  time('cards')
  // /llms.txt and /llms-full.txt, from the pages read above; the writer lets go of the pages it kept.
  const nodeTwins = await twins.finish(symbols)
  time('llms')
  // Last, so that the records are not held beside the twins' pages and the cards' data.
  const records = search.collectRecords(searchPages.pages, symbols)
  time('records')
  return { records, nodeTwins }
}

/** Every page measured against the budgets of its kind (src/shell/server/pageBudgets.ts). */
async function checkBudgets(args: Parameters<NonNullable<GatsbyNode['onPostBuild']>>[0], searchBytes: Map<string, number>): Promise<void> {
  const graphql = args.graphql as unknown as GraphqlFunction
  const sitePages = await allNodes<{ path: string; component: string; pageContext: unknown }>(graphql, 'allSitePage', 'path component pageContext', 'Page budgets')
  const pages = budgetedPages(sitePages, await api.pageSources(args.getCache, sitePages.map((p) => p.path)))
  checkPageBudgets(pages, { publicDir: path.join(process.cwd(), 'public'), searchBytes }, siteConfig.pageBudgets, args.reporter)
}
