/**
 * Where the API reference's XML is, and which file each of its pages is made from, for messages about a built
 * page (the page budgets): a compound's page and its parts name the compound's XML file, a version's lists,
 * indices, xref lists and changes page that version's index.xml. Files are named with their folder, as the
 * author of the XML finds them (a release's snapshot holds files of the same names as the current XML).
 * The sourcing keeps each compound's route and file apart from the page plan, so a check after the build reads
 * this short list rather than the whole plan (on OGRE the plan is tens of megabytes, held at the build's end).
 */
import path from 'node:path'
import { API_PLAN_CACHE } from './apiPlan'
import { getSliced, setSliced, type ValueCache } from '../../../shell/server/slicedCache'
import { releasesLayout, type VersionsLayout } from '../model/versions'
import { CURRENT_VERSION, versionBasePath } from '../options'
import { isPartOf } from '../model/pageParts'
import { doxygenNodeId } from './refidLinks'

/** The XML the reference is built from: the current version's folder and where the releases are, if any. */
export interface ApiXmlFolders {
  current: string
  releases: Pick<VersionsLayout, 'versionsFile' | 'versionedDir' | 'renamesFile'> | null
}

/**
 * The engine's XML (doxygen-xml/ and its releases), or the XML HELIOS_DOXYGEN_XML names with the releases of
 * HELIOS_DOXYGEN_RELEASES (the corpora, the generative test). gatsby-config.ts gives the transformer these.
 */
export function apiXmlFolders(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ApiXmlFolders {
  if (env.HELIOS_DOXYGEN_XML) {
    return { current: path.resolve(root, env.HELIOS_DOXYGEN_XML), releases: env.HELIOS_DOXYGEN_RELEASES ? releasesLayout(path.resolve(root, env.HELIOS_DOXYGEN_RELEASES)) : null }
  }
  return { current: path.join(root, 'doxygen-xml'), releases: releasesLayout(root) }
}

/** A version's XML folder. */
export function versionXmlFolder(folders: ApiXmlFolders, version: string): string {
  return version === CURRENT_VERSION || !folders.releases ? folders.current : path.join(folders.releases.versionedDir, `version-${version}`)
}

export interface SourceCompound {
  route: string
  xmlFile: string
  version: string
  refid: string
}

/** A file as messages name it: relative to the site root when inside it. */
const named = (file: string, root: string) => {
  const rel = path.relative(root, file)
  return rel.startsWith('..') ? file : rel
}

/** The source of each API route among `routes` (routes outside the reference are left out). */
export function sourcesOfRoutes(routes: readonly string[], compounds: readonly SourceCompound[], folders: ApiXmlFolders, root = process.cwd()): Map<string, string> {
  const byRoute = new Map(compounds.map((c) => [c.route, c]))
  // Longest base path first: a release's /docs/0.2.0/helios/ is not inside Next's /docs/helios/, but a shorter
  // base path could prefix a longer one.
  const bases = [...new Set(compounds.map((c) => c.version)), CURRENT_VERSION]
    .map((version) => ({ version, base: versionBasePath(version) }))
    .sort((a, b) => b.base.length - a.base.length)
  const out = new Map<string, string>()
  for (const route of routes) {
    const version = bases.find((b) => route.startsWith(b.base))?.version
    if (version === undefined) continue
    const part = /^(.*\/)[1-9]\d*\/$/.exec(route)?.[1]
    const compound = byRoute.get(route) ?? (part !== undefined && isPartOf(route, part) ? byRoute.get(part) : undefined)
    const folder = versionXmlFolder(folders, compound?.version ?? version)
    out.set(route, named(path.join(folder, compound ? compound.xmlFile : 'index.xml'), root))
  }
  return out
}

const PAGE_SOURCES_KEY = 'doxygen-api-page-sources'

/** Kept by the sourcing, beside the page plan: each compound's route, XML file, version and doxygen id. */
export async function keepPageSources(cache: ValueCache, compounds: readonly SourceCompound[]): Promise<void> {
  await setSliced(cache, PAGE_SOURCES_KEY, compounds.map(({ route, xmlFile, version, refid }) => ({ route, xmlFile, version, refid })))
}

async function keptSources(getCache: (name: string) => ValueCache): Promise<SourceCompound[]> {
  const compounds = (await getSliced(getCache(API_PLAN_CACHE), PAGE_SOURCES_KEY)) as SourceCompound[] | undefined
  if (!compounds) throw new Error(`no API page sources in the cache of ${API_PLAN_CACHE}: its sourceNodes did not run to the end`)
  return compounds
}

/** The source of each API route among `routes`, from the compounds the sourcing kept. */
export async function apiPageSources(getCache: (name: string) => ValueCache, routes: readonly string[], folders = apiXmlFolders()): Promise<Map<string, string>> {
  return sourcesOfRoutes(routes, await keptSources(getCache), folders)
}

/**
 * The node ids of the reference's compound pages (every DoxygenCompound, a HeliosPage), by type, from the compounds
 * the sourcing kept: the build reads these pages by id rather than through a connection that reads every one whole
 * first (src/shell/server/allNodes.ts, eachInterfaceNodeOnce).
 */
export async function apiPageNodeIds(getCache: (name: string) => ValueCache): Promise<Map<string, string[]>> {
  const compounds = await keptSources(getCache)
  return new Map([['DoxygenCompound', compounds.map((c) => doxygenNodeId('DoxygenCompound', c.refid, c.version))]])
}
