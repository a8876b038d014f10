/**
 * Search records and the embedded index, at the end of the build (docs/sections/search.md, "Records").
 * Records come from the GraphQL contract: one per API entity (the API symbols the sourcing kept, which the build
 * hands in: gatsby-node.ts), and the prose pages (allHeliosPage's searchText) split by heading.
 */
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { assertUniqueIds, recordsFromText, type PageSource } from './node/records'
import { emitIndex } from './node/buildIndex'
import { INDEX_PUBLIC_PATH } from './client/indexFormat'
import { writePublic } from '../../shell/server/markdownTwins'
import type { PageKind, SearchRecord } from './client/types'
import { parseAlgoliaHosts } from './client/algoliaHosts'
import { symbolRecords } from './node/symbolRecords'
import type { HeliosPageSource } from './node/sources'
import type { ApiSymbolSource } from './node/symbolRecords'

export type { ApiSymbolSource } from './node/symbolRecords'
export { searchPageReader } from './node/sources'
import { ALGOLIA_SETTINGS, algoliaRankingFields } from './node/algoliaSettings'
import { AlgoliaPushError, replaceAlgoliaIndex, type AlgoliaPushTarget } from './node/algoliaPush'
import { searchIndexName } from './options'
import { apiOptions } from '../api/options'
import { groupBy } from '../../shell/groupBy'

const PAGE_KINDS = new Set<PageKind>(['class', 'struct', 'namespace', 'file', 'folder', 'api', 'post', 'doc', 'page'])
const pageKind = (kind: string): PageKind => (PAGE_KINDS.has(kind as PageKind) ? (kind as PageKind) : kind === 'dir' ? 'folder' : 'api')

/**
 * All search records of the site: one per API entity (`symbols`: every API symbol, given by the build), then the
 * prose pages split by heading (`pages`: every page, as searchPageReader keeps it).
 */
export function collectRecords(pages: HeliosPageSource[], symbols: readonly ApiSymbolSource[]): SearchRecord[] {
  const api = pages.find((p) => p.section === apiOptions.section)
  const titleByRoute = new Map(pages.map((p) => [p.path, p.title]))
  // One set of symbol records per docs version (the current engine's and each release's), each with its docs tag.
  const records: SearchRecord[] = []
  const mainTag = api?.docsTag ?? apiOptions.docsTag
  for (const [docsTag, list] of groupBy(symbols, (s) => s.docsTag || mainTag)) {
    records.push(...symbolRecords(list, {
      sectionLabel: api?.sectionLabel ?? apiOptions.sectionLabel,
      docsTag,
      idScope: docsTag === mainTag ? '' : docsTag,
      pageTitle: (route) => titleByRoute.get(route),
    }))
  }
  // A page searched as prose gives its text; one searched through its symbols (an API compound) gives none.
  for (const p of pages.sort((a, b) => (a.path < b.path ? -1 : 1))) {
    if (!p.searchText) continue
    const page: PageSource = { url: p.path, section: p.sectionLabel, kind: pageKind(p.kind), docsTag: p.docsTag, title: p.title }
    records.push(...recordsFromText(page, p.searchText))
  }
  assertUniqueIds(records)
  return records
}

type PostBuildArgs = Parameters<NonNullable<GatsbyNode['onPostBuild']>>[0]

const publicDirOf = (args: PostBuildArgs) => path.join((args.store.getState() as { program: { directory: string } }).program.directory, 'public')

/** Bytes of each page's search records as JSON, by route: the page's share of the index (the page budgets). */
export function recordBytesByPage(records: readonly SearchRecord[]): Map<string, number> {
  const bytes = new Map<string, number>()
  for (const r of records) {
    const route = r.url.split('#')[0]
    bytes.set(route, (bytes.get(route) ?? 0) + Buffer.byteLength(JSON.stringify(r)))
  }
  return bytes
}

/**
 * The embedded index of the records in public/search-index. Returns the Algolia push of the same records, which the
 * build runs last, once every file it writes is in place (gatsby-node.ts).
 */
export async function writeSearchIndex(args: PostBuildArgs, records: SearchRecord[]): Promise<() => Promise<void>> {
  const { reporter } = args
  const started = Date.now()
  // The same resolution the browser bundle uses, so the index written or pushed here is the one it asks for.
  const indexName = searchIndexName()
  const publicDir = publicDirOf(args)

  // Each file written as the index makes it, through writePublic: a file the records did not change is left as it
  // is, and one this build no longer makes goes with the build's other stale outputs.
  let bytes = 0
  let fileCount = 0
  const writer = (dir: string) => (name: string, text: string) => {
    writePublic(publicDir, path.posix.join(INDEX_PUBLIC_PATH.slice(1), dir, name), text)
    bytes += Buffer.byteLength(text)
    if (dir === '') fileCount++
  }
  // Each release of the API reference gets an index of its own (its symbols and API pages, and the site's pages
  // no docs version owns), which the main index names in versionIndexes: a search scoped to a release reads only
  // that release's shards.
  const split = splitByVersion(records, apiOptions.docsTag)
  const versionIndexes: Record<string, string> = {}
  for (const [docsTag, list] of split.releases) {
    const dir = `versions/${docsTag}`
    const write = writer(dir)
    write('manifest.json', JSON.stringify(emitIndex(list, indexName, write)))
    versionIndexes[docsTag] = dir
  }
  const write = writer('')
  const manifest = emitIndex(split.main, indexName, write)
  write('manifest.json', JSON.stringify(Object.keys(versionIndexes).length > 0 ? { ...manifest, versionIndexes } : manifest))
  const symbolCount = records.filter((r) => r.symbol).length
  reporter.info(
    `[helios-search] ${records.length} records (${symbolCount} API symbols, ${records.length - symbolCount} prose from ` +
      `${new Set(records.filter((r) => !r.symbol).map((r) => r.url.split('#')[0])).size} pages); ` +
      `embedded index ${fileCount} files, ${(bytes / 1024).toFixed(0)} KiB, in ${Date.now() - started} ms`,
  )

  return algoliaPush(records, indexName, reporter)
}

/**
 * The records of the main embedded index and of each release's: the symbols and API pages of a release (a
 * versioned docs tag other than the current one) go to its own; pages no version owns (devlog, the site's pages)
 * go to every index; the current version's to the main one.
 */
export function splitByVersion(records: SearchRecord[], currentTag: string): { main: SearchRecord[]; releases: Map<string, SearchRecord[]> } {
  const releaseTags = new Set(records.filter((r) => r.symbol && r.docs_tag !== currentTag).map((r) => r.docs_tag))
  const unversioned = (r: SearchRecord) => !releaseTags.has(r.docs_tag) && r.docs_tag !== currentTag
  const releases = new Map<string, SearchRecord[]>()
  for (const tag of [...releaseTags].sort()) releases.set(tag, records.filter((r) => r.docs_tag === tag || unversioned(r)))
  return { main: records.filter((r) => !releaseTags.has(r.docs_tag)), releases }
}

type PushReporter = Pick<PostBuildArgs['reporter'], 'info' | 'panicOnBuild'>

/**
 * The Algolia push of the records (node/algoliaPush.ts), when GATSBY_ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY are both
 * set; otherwise a function that says in one line that the push is skipped. A failed push stops the build with a
 * message naming the index and the step; the live index is left as it was. `hosts` (or ALGOLIA_PUSH_HOSTS) stands in
 * for Algolia's.
 */
export function algoliaPush(
  records: readonly SearchRecord[],
  indexName: string,
  reporter: PushReporter,
  { env = process.env, hosts }: { env?: NodeJS.ProcessEnv; hosts?: AlgoliaPushTarget['hosts'] } = {},
): () => Promise<void> {
  const appId = env.GATSBY_ALGOLIA_APP_ID
  const adminKey = env.ALGOLIA_ADMIN_KEY
  if (!appId || !adminKey) {
    return async () => reporter.info('[helios-search] Algolia push skipped: GATSBY_ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY are not both set.')
  }
  // ALGOLIA_PUSH_HOSTS: other hosts than Algolia's for the push (a proxy, or the local stub of the tests).
  hosts ??= parseAlgoliaHosts(env.ALGOLIA_PUSH_HOSTS ?? '', 'ALGOLIA_PUSH_HOSTS')
  // Only the records as pushed are kept until the end of the build, and only when there is a push.
  const pushed = records.map((r) => ({ ...r, ...algoliaRankingFields(r) }))
  return async () => {
    const started = Date.now()
    try {
      const outcome = await replaceAlgoliaIndex({ appId, adminKey, indexName, hosts }, pushed, ALGOLIA_SETTINGS)
      reporter.info(
        outcome.pushed
          ? `[helios-search] Algolia index "${indexName}" replaced: ${outcome.records} records in ${outcome.batches} batches, in ${Date.now() - started} ms`
          : `[helios-search] Algolia index "${indexName}" already holds these ${outcome.records} records and settings; nothing pushed`,
      )
    } catch (error) {
      if (!(error instanceof AlgoliaPushError)) throw error
      reporter.panicOnBuild(`[helios-search] ${error.message}`)
    }
  }
}
