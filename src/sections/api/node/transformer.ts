/**
 * gatsby-transformer-doxygen: reads a folder of doxygen XML (option `path`)
 * into DoxygenCompound, DoxygenMember and DoxygenXrefItem nodes. Descriptions
 * keep their mixed content as JSON trees. After the build it copies the
 * images descriptions use and checks every internal link in public/.
 */
import { createCompoundTwinExtension } from './markdownTwins'
import { createHistoryBadgeExtension } from './historyBadge'
import fs from 'node:fs'
import path from 'node:path'
import type { GatsbyNode, PluginOptions } from 'gatsby'
import { readDoxygenFolder } from './model'
import { buildRoutes } from './routes'
import { resolveAll } from './resolve'
import { compoundPayloads, enumeratorPayloads, memberPayloads, xrefPayloads, setImageSources, imageFileName } from './nodes'
import { typeDefs } from './schema'
import { DoxygenXmlError } from './xml'
import { checkLinks, formatReport } from './link-check'
import { apiOptions, apiPageFields } from '../options'
import { inheritanceDiagrams, GraphvizError } from './inheritance'
import { type ApiSourceConfig, hostLabel, sourceUrl } from './source-links'
import { jsonDigest } from '../../../shell/jsonDigest'
import { createPackedDocExtension, packDocs } from './packedDocs'
import { createMemberPartExtension } from './pageParts'
import { createRefidLinkExtension, doxygenNodeId } from './refidLinks'
import { computeHistory, type SymbolHistory } from './history'
import { CURRENT_VERSION, readReleaseModels, readRenameTable, VersionsError, type VersionsLayout } from './versions'

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
}

/** Image files the descriptions use; kept after sourcing (the model itself is dropped). */
let images: string[] = []

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    path: Joi.string().required().description('Folder holding doxygen XML output (index.xml and one file per compound).'),
    basePath: Joi.string().default(apiOptions.basePath).description('Route under which the API reference is built.'),
    linkCheck: Joi.boolean().default(true).description('Check every internal link and anchor in public/ after the build.'),
    source: Joi.object({ repository: Joi.string().required(), ref: Joi.string().required(), path: Joi.string().allow('').required(), host: Joi.string().required() })
      .allow(null)
      .default(null)
      .description('Repository of the sources the XML documents (validated at build start); null turns source links off.'),
    versions: Joi.object({ versionsFile: Joi.string().required(), versionedDir: Joi.string().required(), renamesFile: Joi.string().required() })
      .allow(null)
      .default(null)
      .description('The releases this XML is the newest version of (versions.json, their doxygen XML, the rename table); null: no per-symbol history.'),
  })

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  createPackedDocExtension(actions)
  createMemberPartExtension(actions)
  createRefidLinkExtension(actions)
  createCompoundTwinExtension(actions)
  createHistoryBadgeExtension(actions)
  actions.createTypes(typeDefs)
}

/**
 * Nodes created before sourceNodes lets the event loop run again stay in memory twice over: lmdb pins
 * each one until its write is committed, and Gatsby's onCreateNode run for it waits as a chain of
 * promises. Made in one synchronous loop, a large library's nodes all wait at once, more than twice
 * what the model and its payloads hold. Waiting for each batch bounds what is pending.
 */
const NODES_PER_BATCH = 500

export const sourceNodes: GatsbyNode['sourceNodes'] = async ({ actions, reporter }, rawOptions) => {
  const options = rawOptions as Options
  const activity = reporter.activityTimer(`doxygen: reading ${options.path}`)
  activity.start()
  const warn = (m: string) => reporter.warn(`[doxygen] ${m}`)
  try {
    const { compounds, members, enumerators, xrefs, diagrams, summary } = readPayloads(options, warn)
    let pending: unknown[] = []
    const make = async (type: string, key: string, payload: object) => {
      pending.push(actions.createNode({
        ...payload,
        id: doxygenNodeId(type, key),
        parent: null,
        children: [],
        internal: { type, contentDigest: jsonDigest(payload) },
      }))
      if (pending.length >= NODES_PER_BATCH) {
        const batch = pending
        pending = []
        await Promise.all(batch)
      }
    }
    const host = options.source ? hostLabel(options.source.repository) : null
    const withSource = <L extends { file: string; line: number | null } | null>(loc: L, atLine: boolean) =>
      loc && { ...loc, sourceUrl: sourceUrl(options.source, loc.file, atLine ? loc.line : null), sourceHost: options.source ? host : null }
    const counts = `${compounds.length} compounds, ${members.length} members, ${xrefs.length} list items`
    for (const c of drain(compounds)) {
      await make('DoxygenCompound', c.refid, packDocs('DoxygenCompound', { ...c, ...apiPageFields, location: withSource(c.location, c.kind !== 'file'), inheritanceDiagram: diagrams.get(c.refid) ?? null }))
    }
    for (const m of drain(members)) await make('DoxygenMember', m.refid, packDocs('DoxygenMember', { ...m, location: withSource(m.location, true) }))
    for (const e of drain(enumerators)) await make('DoxygenEnumerator', e.refid, e)
    for (const [i, x] of xrefs.entries()) await make('DoxygenXrefItem', `${x.list}:${x.anchor}:${i}`, x)
    await Promise.all(pending)
    activity.setStatus(counts)
    reporter.info(
      `[doxygen] inheritance diagrams: ${summary.diagrams} of ${summary.related} classes with a base or a derived class; ` +
        `links degraded to the nearest page that exists: ${summary.degraded || 'none'}; ` +
        `source links: ${options.source ? `${summary.linked} of ${summary.located} compounds with a declaration (${options.source.repository} @ ${options.source.ref})` : 'off (no repository declared for this XML)'}`,
    )
  } catch (e) {
    activity.end()
    if (e instanceof DoxygenXmlError || e instanceof GraphvizError || e instanceof VersionsError) reporter.panic(`[doxygen] ${e.message}`)
    throw e
  }
  activity.end()
}

/**
 * The payloads of every doxygen node, read from the XML. The model they are made from stays behind when this
 * returns, and sourceNodes lets go of each payload once its node is made (`drain`): a payload's documentation is
 * then in its node's packed text. Held to the end of sourcing, a large library's model and payloads (source
 * listings most of all) stayed under every node made after them.
 */
function readPayloads(options: Options, warn: (m: string) => void) {
  const model = readDoxygenFolder(options.path, { warn })
  const history = symbolHistory(model, options, warn)
  const routes = buildRoutes(model, options.basePath)
  for (const w of routes.warnings) warn(w)
  resolveAll(model, routes, warn)
  setImageSources(model, routes, warn)
  images = [...model.images]
  const compounds = compoundPayloads(model, routes).map((c) => ({ ...c, history: history(c.refid) }))
  const diagrams = inheritanceDiagrams(compounds)
  const members = memberPayloads(model, routes).map((m) => ({ ...m, history: history(m.refid) }))
  const enumerators = enumeratorPayloads(members)
  const xrefs = xrefPayloads(model, routes)
  const related = compounds.filter((c) => c.bases.length + c.derived.length > 0)
  const located = compounds.filter((c) => c.location)
  const summary = {
    related: related.length,
    diagrams: related.filter((c) => diagrams.has(c.refid)).length,
    located: located.length,
    linked: located.filter((c) => sourceUrl(options.source, c.location!.file, null) !== null).length,
    degraded: [...routes.degraded].map(([reason, n]) => `${n} × ${reason}`).join(', '),
  }
  return { compounds, members, enumerators, xrefs, diagrams, summary }
}

/**
 * Each entity's history over the releases and this XML (the version "current"), by doxygen id; null for every
 * entity when the corpus declares no versions. The releases' models are dropped once the history is made.
 */
function symbolHistory(model: ReturnType<typeof readDoxygenFolder>, options: Options, warn: (m: string) => void): (refid: string) => SymbolHistory | null {
  if (!options.versions) return () => null
  const releases = readReleaseModels(options.versions, { warn })
  const history = computeHistory([...releases, { name: CURRENT_VERSION, model }], readRenameTable(options.versions.renamesFile))
  for (const w of history.warnings) warn(`${options.versions.renamesFile}: ${w}`)
  return (refid) => history.get(CURRENT_VERSION, refid) ?? null
}

/** The items in order, each let go of by the array as it is taken. */
function* drain<T>(items: T[]): Generator<T> {
  items.reverse()
  while (items.length > 0) yield items.pop()!
}

/** Images named in descriptions, copied next to the pages that show them. */
function copyImages(publicDir: string, options: Options): void {
  const target = path.join(publicDir, options.basePath, 'images')
  for (const name of images) {
    // Web addresses are linked as they are; names that would leave the XML folder are never copied.
    if (imageFileName(name) === undefined) continue
    const from = path.join(options.path, name)
    if (!fs.existsSync(from) || !fs.statSync(from).isFile()) continue
    fs.mkdirSync(target, { recursive: true })
    fs.copyFileSync(from, path.join(target, name))
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

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, store }, rawOptions) => {
  const options = rawOptions as Options
  const program = (store.getState() as { program: { directory: string } }).program
  const publicDir = path.join(program.directory, 'public')
  copyImages(publicDir, options)
  if (!options.linkCheck || process.env.HELIOS_LINK_CHECK === 'off') return
  const activity = reporter.activityTimer('link check over public/')
  activity.start()
  const report = await checkLinks(publicDir)
  activity.end()
  for (const line of formatReport(report.warnings, 'warning')) reporter.warn(line)
  if (report.errors.length > 0) {
    reporter.panicOnBuild(`Link check: ${report.errors.length} broken internal link(s) in public/:\n${formatReport(report.errors, 'broken').join('\n')}`)
  } else {
    reporter.info(`Link check: ${report.checkedLinks} internal links in ${report.pages} pages, none broken`)
  }
}
