/**
 * Search records and the embedded index, at the end of the build (see README.md).
 */
import fs from 'node:fs'
import path from 'node:path'
import { createHash } from 'node:crypto'
import type { GatsbyNode, Node } from 'gatsby'
import { classifyPage } from '../../src/search/pages'
import { assertUniqueIds, recordsFromHtml, titleRecord, type PageSource } from '../../src/search/records'
import { buildIndex } from '../../src/search/buildIndex'
import type { SearchRecord } from '../../src/search/types'

interface PluginOptions { indexName?: string }

type AnyNode = Node & Record<string, any>

/** Titles the data layer knows, by route. */
function titlesByRoute(getNodesByType: (t: string) => Node[]): Map<string, { title: string; shortName?: string }> {
  const out = new Map<string, { title: string; shortName?: string }>()
  for (const n of getNodesByType('Mdx') as AnyNode[]) {
    const slug = n.fields?.slug
    const title = n.frontmatter?.title
    if (typeof slug === 'string' && typeof title === 'string') out.set(slug, { title })
  }
  // API compounds from plugins/gatsby-transformer-doxygen, when that plugin is present.
  for (const type of ['DoxygenCompound']) {
    for (const n of getNodesByType(type) as AnyNode[]) {
      const route = [n.route, n.fields?.route, n.fields?.slug, n.path, n.url].find((v) => typeof v === 'string') as string | undefined
      const name = [n.name, n.compoundName, n.title].find((v) => typeof v === 'string') as string | undefined
      if (!route || !name) continue
      const short = typeof n.shortName === 'string' && n.shortName ? n.shortName : name.split('::').pop()!.split('/').pop()!
      out.set(route.endsWith('/') ? route : `${route}/`, { title: name, shortName: short })
    }
  }
  return out
}

function htmlFile(publicDir: string, route: string): string {
  return path.join(publicDir, route, 'index.html')
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async (args, options) => {
  const { reporter, store, getNodesByType } = args
  const started = Date.now()
  const { program, pages, config } = store.getState() as {
    program: { directory: string }
    pages: Map<string, { path: string }>
    config: { siteMetadata?: { title?: string } }
  }
  const indexName = (options as PluginOptions).indexName || process.env.GATSBY_ALGOLIA_INDEX_NAME || config.siteMetadata?.title || 'helios'
  const publicDir = path.join(program.directory, 'public')
  const known = titlesByRoute(getNodesByType)

  const records: SearchRecord[] = []
  const routes = [...pages.values()].map((p) => p.path).sort()
  for (const route of routes) {
    const cls = classifyPage(route)
    if (!cls) continue
    const url = route.endsWith('/') ? route : `${route}/`
    const fromData = known.get(url)
    const page: PageSource = {
      url,
      section: cls.section,
      kind: cls.kind,
      docsTag: cls.docsTag,
      title: fromData?.title ?? decodeURIComponent(url.split('/').filter(Boolean).pop() ?? url),
      shortName: fromData?.shortName,
    }
    const file = htmlFile(publicDir, url)
    if (fs.existsSync(file)) {
      records.push(...recordsFromHtml(page, fs.readFileSync(file, 'utf8')))
    } else {
      records.push(titleRecord(page))
    }
  }
  assertUniqueIds(records)

  const built = buildIndex(records, indexName)
  const outDir = path.join(publicDir, 'search-index')
  fs.rmSync(outDir, { recursive: true, force: true })
  let bytes = 0
  for (const [name, text] of built.files) {
    const target = path.join(outDir, name)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, text)
    bytes += Buffer.byteLength(text)
  }
  reporter.info(
    `[helios-search] ${records.length} records from ${new Set(records.map((r) => r.url.split('#')[0])).size} pages; ` +
      `embedded index ${built.files.size} files, ${(bytes / 1024).toFixed(0)} KiB, in ${Date.now() - started} ms`,
  )

  await pushToAlgolia(args, records, indexName)
}

/** Pushes the records through gatsby-plugin-algolia, or skips with one line when no admin key is set. */
async function pushToAlgolia(args: Parameters<NonNullable<GatsbyNode['onPostBuild']>>[0], records: SearchRecord[], indexName: string) {
  const appId = process.env.GATSBY_ALGOLIA_APP_ID
  const adminKey = process.env.ALGOLIA_ADMIN_KEY
  if (!appId || !adminKey) {
    args.reporter.info('[helios-search] Algolia indexing skipped: GATSBY_ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY are not both set.')
    return
  }
  const withDigest = records.map((r) => ({
    ...r,
    internal: { contentDigest: createHash('sha1').update(JSON.stringify(r)).digest('hex') },
  }))
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const algolia = require('gatsby-plugin-algolia/gatsby-node') as { onPostBuild: (a: unknown, o: unknown) => Promise<void> }
  await algolia.onPostBuild(args, {
    appId,
    apiKey: adminKey,
    indexName,
    queries: [{ query: '{ site { id } }', transformer: () => withDigest, indexName }],
    settings: {
      searchableAttributes: ['unordered(hierarchy.lvl0)', 'unordered(hierarchy.lvl1)', 'unordered(hierarchy.lvl2)', 'unordered(hierarchy.lvl3)', 'unordered(hierarchy.lvl4)', 'unordered(hierarchy.lvl5)', 'unordered(hierarchy.lvl6)', 'content'],
      attributesForFaceting: ['language', 'docs_tag', 'type'],
      attributesToSnippet: ['content:10'],
    },
    chunkSize: 1000,
  })
}
