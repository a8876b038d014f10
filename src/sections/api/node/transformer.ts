/**
 * gatsby-transformer-doxygen: reads a folder of doxygen XML (option `path`)
 * into DoxygenCompound, DoxygenMember and DoxygenXrefItem nodes. Descriptions
 * keep their mixed content as JSON trees. After the build it copies the
 * images descriptions use and checks every internal link in public/.
 */
import { createCompoundTwinExtension, keepCompoundTwins, keepXrefTwins, keptTwins } from './markdownTwins'
import { createCompoundTextExtension } from './searchText'
import { copyPublic } from '../../../shell/server/markdownTwins'
import { createHistoryBadgeExtension } from './historyBadge'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { GatsbyNode, PluginOptions } from 'gatsby'
import { siteCodeVersion } from '../../../shell/webpack'
import { buildRoutes } from '../model/routes'
import { computeCoverage, type VersionCoverage } from '../model/coverage'
import { coveragePayload, coverageTrend } from './coverage'
import { resolveAll } from '../model/resolve'
import { compoundPayloads, enumeratorPayloads, memberPayloads, xrefPayloads, setImageSources, imageFileName } from './nodes'
import { apiSdl, REFID_LINK_SOURCES, type VersionChangesNode } from '../model/apiShape'
import { DoxygenXmlError } from '../model/xml'
import { checkLinks, formatReport, type LinkCheckState } from './link-check'
import { apiOptions, CHANGES_SEGMENT, versionBasePath, versionPageFields, versionRoute } from '../options'
import { namespaceHeadingIds } from '../model/changesIds'
import { versionLabel } from './historyBadge'
import { createChangesTwinExtension } from './changesTwin'
import { inheritanceDiagrams, GraphvizError } from './inheritance'
import { type ApiSourceConfig, hostLabel, sourceUrl } from './source-links'
import { jsonDigest } from '../../../shell/jsonDigest'
import { createPackedDocExtension, packDocs, type PackedType } from './packedDocs'
import { API_SYMBOLS_KEY, API_SYMBOL_TYPES, apiSymbolRow, type ApiSymbolRow, type ApiSymbols, type SymbolPayload } from './apiSymbols'
import { API_PLAN_KEY, PLAN_SELECTIONS, selectFields, type ApiPlan, type PlanType } from './apiPlan'
import { getSliced, setSliced, type ValueCache } from '../../../shell/server/slicedCache'
import { keepPageSources } from './pageSources'
import { createPagePartExtensions } from './pagePartExtensions'
import { createRefidLinkExtension, doxygenNodeId } from './refidLinks'
import type { ApiHistory, SymbolHistory } from '../model/history'
import { CURRENT_VERSION, VersionsError, readVersionsFile, type VersionsLayout } from '../model/versions'
import { type ApiVersion, readApiVersions } from '../model'
import { ContentWarnings, strictContent } from '../../../shell/server/contentWarnings'
import { exampleInputsDigest, linkModelExamples } from './codeLinks/examples'
import { versionIncludeDir } from './codeLinks/build'
import { ClangUnavailable, clangMissingMessage, type ResultCache } from './codeLinks/clang'

interface Options extends PluginOptions {
  path: string
  basePath: string
  linkCheck: boolean
  /** Repository of this corpus' sources; null: no source links (see ./source-links.ts). */
  source: ApiSourceConfig | null
  /**
   * The releases this XML is the newest version of (versions file, their XML, rename table): each compound and
   * member gets its history (./history.ts). Null: no history.
   */
  versions: Pick<VersionsLayout, 'versionsFile' | 'versionedDir' | 'renamesFile'> | null
  /**
   * Folder whose engine headers the XML documents (engine/include for Next, engine/releases/<v>/include for a
   * release): the `\code` examples of the descriptions are linked by clang (./codeLinks/examples.ts). Null: the
   * examples keep doxygen's listing as it is (other XML has no headers here).
   */
  exampleRoot: string | null
}

/** A version being sourced: readPayloads takes its model (and sets it to null) so the model is let go of once read. */
type SourcedVersion = Omit<ApiVersion, 'model'> & { model: ApiVersion['model'] | null }

/** Image files the descriptions use, per version (its XML folder and base path). */
type ImageList = Array<{ dir: string; basePath: string; names: string[] }>

/**
 * Keys in Gatsby's cache (the cache API every hook receives): what the last sourcing read (a digest of its inputs)
 * and the images its descriptions use, which onPostBuild copies.
 */
const SOURCED_KEY = 'doxygen-sourced'
/** One node the last complete sourcing made: while the node store holds it, the store holds that sourcing's nodes. */
const SOURCED_NODE_KEY = 'doxygen-sourced-node'
const IMAGES_KEY = 'doxygen-images'
const LINK_CHECK_KEY = 'link-check-state'

/** The releases the versions file names, newest first; none without versions. */
const releasesOf = (options: Partial<Pick<Options, 'versions'>>): string[] => (options.versions ? readVersionsFile(options.versions.versionsFile) : [])

/** The plan's rows of each node type, as the sourcing collects them. */
type PlanRows = { DoxygenCompound: ApiPlan['compounds']; DoxygenMember: ApiPlan['members']; DoxygenXrefItem: ApiPlan['xrefs']; DoxygenVersionChanges: ApiPlan['changes']; DoxygenCoverage: ApiPlan['coverage'] }

const isPlanType = (type: string): type is PlanType => type in PLAN_SELECTIONS

const isSymbolType = (type: string): type is (typeof API_SYMBOL_TYPES)[number] => (API_SYMBOL_TYPES as readonly string[]).includes(type)

/** The node types this plugin makes: kept as they are when their inputs are unchanged. */
const NODE_TYPES = ['DoxygenCompound', 'DoxygenMember', 'DoxygenEnumerator', 'DoxygenXrefItem', 'DoxygenVersionChanges', 'DoxygenCoverage']

/**
 * Digest of everything the nodes are made from: the XML of every version, the versions and rename files, the
 * plugin options and the site's code (the parser lives there).
 */
export function sourceDigest(options: Pick<Options, 'path' | 'basePath' | 'source' | 'versions'> & { exampleRoot?: string | null }): string {
  const hash = crypto.createHash('sha256')
  const visit = (abs: string): void => {
    let stat: fs.Stats
    try {
      stat = fs.statSync(abs)
    } catch {
      hash.update(`missing ${abs}\u0000`)
      return
    }
    if (stat.isDirectory()) for (const name of fs.readdirSync(abs).sort()) visit(path.join(abs, name))
    else hash.update(`${abs}\u0000`).update(fs.readFileSync(abs)).update('\u0000')
  }
  hash.update(JSON.stringify({ path: options.path, basePath: options.basePath, source: options.source, versions: options.versions }))
  hash.update(siteCodeVersion())
  // A strict build reads the XML again after one that was not: the warnings it would keep from it are errors now.
  hash.update(strictContent() ? '\u0000strict' : '')
  visit(path.resolve(options.path))
  if (options.versions) for (const f of [options.versions.versionsFile, options.versions.renamesFile, options.versions.versionedDir]) visit(path.resolve(f))
  // The examples' links come from the headers, their context files and clang_refs.py too.
  if (options.exampleRoot) {
    const releases = options.versions && fs.existsSync(options.versions.versionsFile) ? readVersionsFile(options.versions.versionsFile) : []
    for (const v of [CURRENT_VERSION, ...releases]) hash.update(`${v}\u0000${exampleInputsDigest(versionIncludeDir(options.exampleRoot, v))}\u0000`)
  }
  return hash.digest('hex')
}

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    path: Joi.string().required().description('Folder holding doxygen XML output (index.xml and one file per compound).'),
    basePath: Joi.string().default(apiOptions.basePath).description('Route under which the API reference is built.'),
    linkCheck: Joi.boolean().default(true).description('Check the internal links and anchors in public/ after the build (the API pages\' own links, made from the route table, are not read).'),
    source: Joi.object({ repository: Joi.string().allow('').required(), ref: Joi.string().required(), path: Joi.string().allow('').required(), lineUrl: Joi.string().allow('').required(), fileUrl: Joi.string().allow('').required() })
      .allow(null)
      .default(null)
      .description('Repository of the sources the XML documents (validated at build start); null turns source links off.'),
    exampleRoot: Joi.string().allow(null).default(null).description('Site root whose engine headers the XML documents: the `\\code` examples are linked by clang; null: not linked.'),
    versions: Joi.object({ versionsFile: Joi.string().required(), versionedDir: Joi.string().required(), renamesFile: Joi.string().required() })
      .allow(null)
      .default(null)
      .description('The releases this XML is the newest version of (versions.json, their doxygen XML, the rename table); null: no per-symbol history.'),
  })

/** The digest of the inputs the nodes in the data layer were made from, once this process sourced or kept them. */
let sourcedStamp: string | null = null

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions, cache }, rawOptions) => {
  createPackedDocExtension(actions)
  createPagePartExtensions(actions)
  createRefidLinkExtension(actions)
  createCompoundTwinExtension(actions, keptTwins(cache, () => sourcedStamp))
  createCompoundTextExtension(actions)
  createChangesTwinExtension(actions)
  createHistoryBadgeExtension(actions, releasesOf((rawOptions ?? {}) as Partial<Options>))
  actions.createTypes(apiSdl())
}

/**
 * Nodes created before sourceNodes lets the event loop run again stay in memory twice over: lmdb pins
 * each one until its write is committed, and Gatsby's onCreateNode run for it waits as a chain of
 * promises. Made in one synchronous loop, a large library's nodes all wait at once, more than twice
 * what the model and its payloads hold. Waiting for each batch bounds what is pending.
 */
const NODES_PER_BATCH = 500

export const sourceNodes: GatsbyNode['sourceNodes'] = async ({ actions: gatsbyActions, reporter, cache, getNode, getNodesByType }, rawOptions) => {
  const options = rawOptions as Options
  // The plugin deletes its own stale nodes (Gatsby's stateful source nodes), so Gatsby neither looks for them after
  // the sourcing nor needs each node touched to keep it: a warm start reads none of them.
  gatsbyActions.enableStatefulSourceNodes!()
  // Unchanged inputs (a warm `gatsby develop` or build start): the nodes the last run made are still in the data
  // layer, instead of reading and resolving every XML file again.
  const digest = sourceDigest(options)
  // The digest is kept last, after the symbols and the page plan (./apiSymbols.ts, ./apiPlan.ts): when it matches,
  // they are this digest's too.
  if ((await cache.get(SOURCED_KEY)) === digest) {
    const marker = (await cache.get(SOURCED_NODE_KEY)) as { id: string; count: number } | undefined
    if (marker && getNode(marker.id)) {
      sourcedStamp = digest
      reporter.info(`[doxygen] ${options.path} and the releases unchanged since the last run: kept their ${marker.count} nodes (its warnings were given then)`)
      return
    }
  }
  // The nodes of an earlier run, whichever run made them; those this run does not make again are deleted at its end.
  const earlier = new Set(NODE_TYPES.flatMap((type) => getNodesByType(type).map((node) => node.id)))
  const made = new Set<string>()
  const actions: typeof gatsbyActions = {
    ...gatsbyActions,
    createNode: (node, ...rest) => {
      made.add(node.id)
      return gatsbyActions.createNode(node, ...rest)
    },
  }
  // No digest while the nodes change: a sourcing stopped half way is never taken for a finished one.
  await cache.set(SOURCED_KEY, null)
  // Until this sourcing ends, no kept twin is of the nodes being made.
  sourcedStamp = null
  const activity = reporter.activityTimer(`doxygen: reading ${options.path}`)
  activity.start()
  // Warnings about the XML (its doc comments, the rename table): errors in a strict build of the engine's XML.
  const content = new ContentWarnings(reporter, `the doxygen XML of ${path.relative(process.cwd(), options.path) || '.'}`)
  const warn = (m: string) => content.warn(`[doxygen] ${m}`)
  const images: ImageList = []
  const symbols: ApiSymbolRow[] = []
  const plan: PlanRows = { DoxygenCompound: [], DoxygenMember: [], DoxygenXrefItem: [], DoxygenVersionChanges: [], DoxygenCoverage: [] }
  try {
    const versions: SourcedVersion[] = readApiVersions(options.path, options.versions, warn)
    const releasesOldestFirst = [...releasesOf(options)].reverse()
    const urls = new Map<string, VersionUrls>()
    const coverage: Array<{ name: string } & VersionCoverage> = []
    for (const v of versions) {
      if (options.exampleRoot && v.model) await linkExamples(v.model, v.name, options.exampleRoot, cache, reporter, content.warn)
      const counts = await makeVersionNodes(v, options, actions, reporter, { cache, stamp: digest }, urls, images, coverage, symbols, plan, releasesOldestFirst, (m) => warn(v.name === CURRENT_VERSION ? m : `${v.name}: ${m}`))
      activity.setStatus(counts)
    }
    // Each version's coverage page, with every version's figures for the trend: its twin is serialised in a worker
    // while the changes pages are made here.
    const trend = coverageTrend(coverage)
    const coveragePages = Promise.all(coverage.map(({ name, ...figures }) => coveragePayload(name, figures, trend)))
    // Awaited below; a failure before then is not an unhandled rejection that ends the process.
    coveragePages.catch(() => {})
    const history = versions[0].history
    if (history) {
      for (const version of history.versions) {
        const payload = versionChanges(history, version, urls)
        plan.DoxygenVersionChanges.push(selectFields(payload, PLAN_SELECTIONS.DoxygenVersionChanges) as never)
        await actions.createNode({ ...payload, id: `DoxygenVersionChanges:${version}`, parent: null, children: [], internal: { type: 'DoxygenVersionChanges', contentDigest: jsonDigest(payload) } })
      }
    }
    for (const payload of await coveragePages) {
      plan.DoxygenCoverage.push(selectFields(payload, PLAN_SELECTIONS.DoxygenCoverage) as never)
      await actions.createNode({ ...payload, id: `DoxygenCoverage:${payload.version}`, parent: null, children: [], internal: { type: 'DoxygenCoverage', contentDigest: jsonDigest(payload) } })
    }
  } catch (e) {
    activity.end()
    if (e instanceof DoxygenXmlError || e instanceof GraphvizError || e instanceof VersionsError) reporter.panic(`[doxygen] ${e.message}`)
    throw e
  }
  // Before the digest is kept: a build stopped here reads the XML again next time, and says the same.
  content.settle()
  await cache.set(IMAGES_KEY, images)
  const kept: ApiSymbols = { stamp: digest, symbols }
  await setSliced(cache, API_SYMBOLS_KEY, kept)
  const planned: ApiPlan = { stamp: digest, compounds: plan.DoxygenCompound, members: plan.DoxygenMember, xrefs: plan.DoxygenXrefItem, changes: plan.DoxygenVersionChanges, coverage: plan.DoxygenCoverage }
  await setSliced(cache, API_PLAN_KEY, planned)
  await keepPageSources(cache, plan.DoxygenCompound)
  let deleted = 0
  for (const id of earlier) {
    const stale = made.has(id) ? undefined : getNode(id)
    if (stale) {
      gatsbyActions.deleteNode(stale)
      deleted++
    }
  }
  if (deleted > 0) reporter.info(`[doxygen] ${deleted} nodes of the last run are no longer in the XML: deleted`)
  const [first] = made
  await cache.set(SOURCED_NODE_KEY, first === undefined ? undefined : { id: first, count: made.size })
  await cache.set(SOURCED_KEY, digest)
  sourcedStamp = digest
  activity.end()
}

/**
 * A version's `\code` examples linked by clang, in its model, before its refs are resolved. An example clang
 * cannot compile, or a name of one that the reference lacks, links nothing and is a content warning (an error in
 * a strict build), as a post's block is.
 */
async function linkExamples(
  model: NonNullable<SourcedVersion['model']>,
  version: string,
  root: string,
  cache: ResultCache,
  reporter: Parameters<NonNullable<GatsbyNode['sourceNodes']>>[0]['reporter'],
  warn: (message: string) => void,
): Promise<void> {
  const includeDir = versionIncludeDir(root, version)
  if (!fs.existsSync(includeDir)) return reporter.info(`[code links] ${versionLabel(version)}: no headers at ${path.relative(root, includeDir)}; its \\code examples are not linked`)
  let r: Awaited<ReturnType<typeof linkModelExamples>>
  try {
    r = await linkModelExamples(model, includeDir, cache)
  } catch (e) {
    if (!(e instanceof ClangUnavailable)) throw e
    // As for the posts' blocks: a build stops with the packages to install; `gatsby develop` goes on unlinked.
    reporter.panicOnBuild(clangMissingMessage(e))
    return
  }
  const where = path.relative(root, includeDir)
  for (const p of r.problems) warn(`[code links] ${where}/${p.file}:${p.line}: ${p.message}`)
  reporter.info(
    `[code links] ${versionLabel(version)} API examples: ${r.examples} examples, ${r.linked} of ${r.identifiers} identifiers linked by clang; ` +
      `${r.listings} listings of the pages linked, ${r.unmatched} listings that are no header's example (README blocks) left unlinked, as nothing compiles them`,
  )
}

/** Where each entity of one version is documented (page route, with #anchor for a member), and its namespaces. */
interface VersionUrls {
  url: Map<string, string>
  namespaces: Set<string>
}

/** The enclosing namespace of a qualified name (the longest prefix that is a namespace); files and pages group apart. */
function namespaceOf(name: string, kind: string, namespaces: Set<string>): string {
  if (kind === 'file' || kind === 'dir') return 'Files'
  if (kind === 'page' || kind === 'group' || kind === 'example') return 'Pages'
  if (kind === 'namespace') return name
  const parts = name.split('::')
  for (let n = parts.length - 1; n > 0; n--) {
    const prefix = parts.slice(0, n).join('::')
    if (namespaces.has(prefix)) return prefix
  }
  return '(global)'
}

/**
 * A version's changes page data (DoxygenVersionChanges): every entity it added, removed, renamed, deprecated or
 * whose declaration it changed against the version before, with both versions' URLs (the oldest: all it holds, added).
 */
function versionChanges(history: ApiHistory, version: string, urls: Map<string, VersionUrls>): VersionChangesNode {
  const changes = history.changesIn(version)
  const here = urls.get(version)!
  const before = changes.previous === null ? { url: new Map<string, string>(), namespaces: new Set<string>() } : urls.get(changes.previous)!
  const entry = (change: string, e: { name: string; kind: string; id?: string; previousId?: string }, extra: { before?: string; after?: string; note?: string; other?: string | null }) => ({
    change,
    kind: e.kind,
    name: e.name,
    namespace: namespaceOf(e.name, e.kind, change === 'removed' ? before.namespaces : here.namespaces),
    url: e.id ? (here.url.get(e.id) ?? null) : null,
    previousUrl: e.previousId ? (before.url.get(e.previousId) ?? null) : null,
    before: extra.before ?? null,
    after: extra.after ?? null,
    note: extra.note ?? null,
    other: extra.other ?? null,
  })
  const entries = [
    ...changes.added.map((e) => entry('added', e, { after: e.declaration })),
    ...changes.removed.map((e) => entry('removed', e, { before: e.declaration, other: e.renamedTo })),
    ...changes.renamed.map((e) => entry('renamed', e, { other: e.from })),
    ...changes.changed.map((e) => entry('changed', e, { before: e.before, after: e.after })),
    ...changes.deprecated.map((e) => entry('deprecated', e, { note: e.note })),
  ]
  // Entities with no page of their own (an enum's values, a README's file twin) are left out.
  const shown = entries.filter((e) => e.url !== null || e.previousUrl !== null)
  shown.sort((a, b) => a.namespace.localeCompare(b.namespace) || a.name.localeCompare(b.name) || a.change.localeCompare(b.change))
  // The headings' ids are made here, once for the page and its twin, unique among the page's namespaces.
  const namespaces = [...new Set(shown.map((e) => e.namespace))]
  const ids = new Map(namespaceHeadingIds(namespaces).map((id, i) => [namespaces[i], id]))
  const counted = CHANGE_KINDS.map((c) => `${shown.filter((e) => e.change === c).length} ${c}`).join(', ')
  return {
    version,
    previous: changes.previous,
    entries: shown.map((e) => ({ ...e, namespaceId: ids.get(e.namespace)! })),
    ...versionPageFields(version),
    path: versionRoute(version, CHANGES_SEGMENT),
    title: `Changes in ${versionLabel(version)}`,
    kind: 'changes',
    summary: changes.previous === null ? `The first release: its ${shown.length} entities, each new in it` : `What ${versionLabel(version)} changed against ${versionLabel(changes.previous)}: ${counted}`,
  }
}

/** The kinds of change a changes page lists, in its order. */
const CHANGE_KINDS = ['added', 'removed', 'renamed', 'changed', 'deprecated'] as const

/** Makes one version's nodes; returns a line counting them. The version's model is let go of once read. */
async function makeVersionNodes(
  v: SourcedVersion,
  options: Options,
  actions: Parameters<NonNullable<GatsbyNode['sourceNodes']>>[0]['actions'],
  reporter: Parameters<NonNullable<GatsbyNode['sourceNodes']>>[0]['reporter'],
  twins: { cache: ValueCache; stamp: string },
  urls: Map<string, VersionUrls>,
  images: ImageList,
  coverage: Array<{ name: string } & VersionCoverage>,
  symbols: ApiSymbolRow[],
  plan: PlanRows,
  releasesOldestFirst: readonly string[],
  warn: (m: string) => void,
): Promise<string> {
  const basePath = v.name === CURRENT_VERSION ? options.basePath : versionBasePath(v.name)
  const { compounds, members, enumerators, xrefs, diagrams, summary, imageNames, documentation } = readPayloads(v, basePath, options, warn)
  coverage.push({ name: v.name, ...documentation })
  if (v.history) {
    urls.set(v.name, {
      url: new Map([...compounds.map((c) => [c.refid, c.route] as const), ...members.map((m) => [m.refid, m.href] as const)]),
      namespaces: new Set(compounds.filter((c) => c.kind === 'namespace').map((c) => c.name)),
    })
  }
  images.push({ dir: v.dir, basePath, names: imageNames })
  // The pages' Markdown twins first, from the payloads while they are all here (the xref lists' routes as createPages
  // plans them, ../gatsby-node.ts); then the nodes, each payload let go once its node is made. Made beside the nodes,
  // the twins held every payload until the last twin, far past the build's other peaks on a large library.
  const started = Date.now()
  const memberByRefid = new Map(members.map((m) => [m.refid, m as unknown as Record<string, unknown>]))
  const twinSources = { version: v.name, basePath: versionBasePath(v.name), memberOf: (refid: string) => memberByRefid.get(refid) ?? null }
  const twinJobs = [...keepXrefTwins(twins.cache, twins.stamp, twinSources, xrefs, compounds), ...compounds.flatMap((c) => keepCompoundTwins(twins.cache, twins.stamp, twinSources, c as unknown as Record<string, unknown>))]
  await Promise.all(twinJobs)
  memberByRefid.clear()
  reporter.info(`[markdown] ${v.name === CURRENT_VERSION ? '' : `${v.name}: `}${twinJobs.length} API page twins made from the payloads in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  let pending: unknown[] = []
  // A release's nodes (and the objects inside them that link to other nodes by refid) carry their version, so
  // node ids and @refidLink stay inside the version. A symbol's row is made from the same payload, before its
  // description trees are packed.
  const make = async (type: string, key: string, payload: object, packAs?: PackedType) => {
    const id = doxygenNodeId(type, key, v.name)
    if (isSymbolType(type)) symbols.push(apiSymbolRow(type, id, v.name, payload as SymbolPayload, releasesOldestFirst))
    if (isPlanType(type)) {
      const row = selectFields(payload, PLAN_SELECTIONS[type]) as Record<string, unknown>
      if ('version' in row) row.version = v.name
      plan[type].push(row as never)
    }
    // One new object per node, made here and handed to Gatsby: the node's fields, then its version, digested
    // before Gatsby's own fields are set on it, not a copy per step
    // (docs/sections/shell.md, "Allocation on the build's hot paths").
    const node: Record<string, unknown> =
      v.name !== CURRENT_VERSION
        ? stampVersion(packAs ? packDocs(packAs, payload as Record<string, unknown>) : (payload as Record<string, unknown>), v.name)
        : packAs
          ? packDocs(packAs, payload as Record<string, unknown>, { version: CURRENT_VERSION })
          : { ...payload, version: CURRENT_VERSION }
    const contentDigest = jsonDigest(node)
    node.id = id
    node.parent = null
    node.children = []
    node.internal = { type, contentDigest }
    pending.push(actions.createNode(node as Parameters<typeof actions.createNode>[0]))
    if (pending.length >= NODES_PER_BATCH) {
      const batch = pending
      pending = []
      await Promise.all(batch)
    }
  }
  const host = options.source ? hostLabel(options.source) : null
  // Source links point at the current engine's files; a release's headers are not at those paths.
  const source = v.name === CURRENT_VERSION ? options.source : null
  const withSource = <L extends { file: string; line: number | null } | null>(loc: L, atLine: boolean) =>
    loc && { ...loc, sourceUrl: sourceUrl(source, loc.file, atLine ? loc.line : null), sourceHost: source ? host : null }
  const counts = `${v.name}: ${compounds.length} compounds, ${members.length} members, ${xrefs.length} list items`
  for (const c of drain(compounds)) {
    await make('DoxygenCompound', c.refid, { ...c, ...versionPageFields(v.name), location: withSource(c.location, c.kind !== 'file'), inheritanceDiagram: diagrams.get(c.refid) ?? null }, 'DoxygenCompound')
  }
  const { docsTag } = versionPageFields(v.name)
  for (const m of drain(members)) await make('DoxygenMember', m.refid, { ...m, docsTag, location: withSource(m.location, true) }, 'DoxygenMember')
  for (const e of drain(enumerators)) await make('DoxygenEnumerator', e.refid, { ...e, docsTag })
  for (const [i, x] of xrefs.entries()) await make('DoxygenXrefItem', `${x.list}:${x.anchor}:${i}`, x)
  await Promise.all(pending)
  reporter.info(
    `[doxygen] ${v.name === CURRENT_VERSION ? '' : `${v.name}: `}inheritance diagrams: ${summary.diagrams} of ${summary.related} classes with a base or a derived class; ` +
      `links degraded to the nearest page that exists: ${summary.degraded || 'none'}; ` +
      `source links: ${source ? `${summary.linked} of ${summary.located} compounds with a declaration (${source.lineUrl} @ ${source.ref})` : 'off (no repository declared for this XML)'}`,
  )
  return counts
}


/** A copy of a release's payload with `version` on the payload and on every object inside it that links by refid. */
function stampVersion<T>(value: T, version: string, top = true): T {
  if (Array.isArray(value)) return value.map((x) => stampVersion(x, version, false)) as T
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [k, x] of Object.entries(value)) out[k] = typeof x === 'object' && x !== null ? stampVersion(x, version, false) : x
  // An object holding a field @refidLink reads from gets the version, so its links stay inside the release.
  if (top || REFID_LINK_SOURCES.some((f) => f in out)) out.version = version
  return out as T
}

/**
 * The payloads of one version's doxygen nodes, read from its model. The model stays behind when this returns,
 * and makeVersionNodes lets go of each payload once its node is made (`drain`): a payload's documentation is
 * then in its node's packed text. Held to the end of sourcing, a large library's model and payloads (source
 * listings most of all) stayed under every node made after them.
 */
function readPayloads(v: SourcedVersion, basePath: string, options: Options, warn: (m: string) => void) {
  // The version lets go of its model here: only this function's frame holds it, and only until it returns.
  const model = v.model!
  v.model = null
  const history = (refid: string): SymbolHistory | null => v.history?.get(v.name, refid) ?? null
  const routes = buildRoutes(model, basePath)
  for (const w of routes.warnings) warn(w)
  const documentation = computeCoverage(model, routes)
  resolveAll(model, routes, warn)
  setImageSources(model, routes, warn)
  // The same compound's refid in every version that holds it (renames followed), for the version switch.
  const versionIds = (refid: string): Array<{ version: string; id: string }> =>
    v.history ? v.history.versions.flatMap((w) => {
      const id = w === v.name ? refid : v.history!.counterpart(v.name, refid, w)
      return id ? [{ version: w, id }] : []
    }) : []
  const compounds = compoundPayloads(model, routes).map((c) => ({ ...c, history: history(c.refid), versionIds: versionIds(c.refid) }))
  const diagrams = inheritanceDiagrams(compounds)
  const members = memberPayloads(model, routes).map((m) => ({ ...m, history: history(m.refid) }))
  const enumerators = enumeratorPayloads(members)
  const xrefs = xrefPayloads(model, routes)
  const related = compounds.filter((c) => c.bases.length + c.derived.length > 0)
  const located = compounds.filter((c) => c.location)
  const source = v.name === CURRENT_VERSION ? options.source : null
  const summary = {
    related: related.length,
    diagrams: related.filter((c) => diagrams.has(c.refid)).length,
    located: located.length,
    linked: located.filter((c) => sourceUrl(source, c.location!.file, null) !== null).length,
    degraded: [...routes.degraded].map(([reason, n]) => `${n} × ${reason}`).join(', '),
  }
  return { compounds, members, enumerators, xrefs, diagrams, summary, imageNames: [...model.images], documentation }
}

/** The items in order, each let go of by the array as it is taken. */
function* drain<T>(items: T[]): Generator<T> {
  items.reverse()
  while (items.length > 0) yield items.pop()!
}

/** Images named in descriptions, copied next to the pages that show them. */
function copyImages(publicDir: string, images: ImageList): void {
  for (const version of images) {
    for (const name of version.names) {
      // Web addresses are linked as they are; names that would leave the XML folder are never copied.
      if (imageFileName(name) === undefined) continue
      const from = path.join(version.dir, name)
      if (!fs.existsSync(from) || !fs.statSync(from).isFile()) continue
      copyPublic(publicDir, from, path.join(version.basePath, 'images', name))
    }
  }
}

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app }, rawOptions) => {
  const options = rawOptions as Options
  const prefix = `${options.basePath.replace(/\/$/, '')}/images/`
  app.use((req: { path: string }, res: { sendFile: (p: string) => void }, next: () => void) => {
    if (!req.path.startsWith(prefix)) return next()
    const file = path.join(options.path, decodeURIComponent(req.path.slice(prefix.length)))
    if (!file.startsWith(path.resolve(options.path)) || !fs.existsSync(file)) return next()
    res.sendFile(path.resolve(file))
  })
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, cache }, rawOptions) => {
  const options = rawOptions as Options
  // Gatsby builds into public/ of the folder it runs in.
  const publicDir = path.join(process.cwd(), 'public')
  copyImages(publicDir, ((await cache.get(IMAGES_KEY)) as ImageList | undefined) ?? [])
  if (!options.linkCheck || process.env.HELIOS_LINK_CHECK === 'off') return
  const activity = reporter.activityTimer('link check over public/')
  activity.start()
  // The last check's state: only the pages that changed since are scanned again (./link-check.ts).
  // The pages marked generated (API pages, linked from the route table) are not read for their links: the corpora
  // and the generative test check those on libraries of every shape.
  const report = await checkLinks(publicDir, (await getSliced(cache, LINK_CHECK_KEY)) as LinkCheckState | undefined, siteCodeVersion(), { skipGenerated: true })
  await setSliced(cache, LINK_CHECK_KEY, report.state)
  activity.end()
  // Broken links written by hand in doc comments are warnings about content (errors in a strict build).
  const content = new ContentWarnings(reporter, 'the link check')
  for (const line of formatReport(report.warnings, 'warning')) content.warn(line)
  if (report.errors.length > 0) {
    content.settle([`Link check: ${report.errors.length} broken internal link(s) in public/:\n${formatReport(report.errors, 'broken').join('\n')}`])
  } else {
    const unchanged = report.pages - report.scanned - report.generatedPages
    const read = [`${report.scanned} pages scanned`, `${report.generatedPages} of generated links not read`, ...(unchanged > 0 ? [`${unchanged} unchanged since the last check`] : [])]
    reporter.info(`Link check: ${report.checkedLinks} internal links in ${report.pages} pages, none broken (${read.join(', ')})`)
    content.settle()
  }
}
