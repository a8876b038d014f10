/**
 * The Markdown twins of the HeliosPage pages, and /llms.txt and /llms-full.txt (https://llmstxt.org), written
 * after the build from the contract alone: `allHeliosPage` (each page's `markdown` and `summary`) and
 * `allApiSymbol` (the compact API reference). Sections give their pages' Markdown through those fields
 * (the `@mdxTwin` extension below for MDX pages; the API section its own); a page that is not a HeliosPage is made
 * with a function that makes its twin (./pageTwins.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { allNodes, type GraphqlFunction, type NodeReader } from './allNodes'
import { cachedStep, type StepCache } from './stepCache'
import { twinMarkdownInWorker } from './twinWorkers'
import type { PageTwin } from './pageTwins'
import { siteConfig } from '../config/site'
import { currentDocsVersion, docsVersionTag } from '../config/types'
import type { ApiSymbolFields } from '../contract'
import { heading, inlineCode, link, type Md, markdownTwinPath, mdxToMdast, paragraph, siteUrlOf, text, twinMarkdown } from '../markdownTwin'

type Actions = Parameters<NonNullable<GatsbyNode['createSchemaCustomization']>>[0]['actions']
interface NodeModel {
  getNodeById(args: { id: string; type: string }): unknown
}

/** What llms.txt says the site is (its blockquote). */
export const LLMS_SUMMARY =
  'helios is a C++20 3D rendering and game engine. This site holds its devlog (how the engine is built), a short introduction, and the API reference generated from the engine\'s headers.'

/**
 * `@mdxTwin`: the Markdown of a page written in MDX (a post, a docs page): its title, its date when it has
 * one, then its MDX body as plain Markdown (src/shell/markdownTwin.ts mdxToMdast).
 */
export const createMdxTwinExtension = (actions: Actions, cache: StepCache | null = null): void => {
  actions.createFieldExtension({
    name: 'mdxTwin',
    extend: () => ({
      resolve: async (source: Record<string, unknown>, _args: unknown, context: { nodeModel: NodeModel }) => {
        const mdx = context.nodeModel.getNodeById({ id: String(source.mdx), type: 'Mdx' }) as { body?: string; internal?: { contentFilePath?: string } } | null
        const date = typeof source.date === 'string' ? source.date.slice(0, 10) : null
        const title = String(source.title ?? '')
        const route = String(source.path)
        const body = mdx?.body ?? ''
        const file = mdx?.internal?.contentFilePath
        // Kept from run to run under everything it is made of: a build after one post's edit parses that post only.
        const made = await cachedStep(cache, `mdx-twin:${String(source.id)}`, { title, date, route, body, file }, async () =>
          twinMarkdown([heading(1, [text(title)]), ...(date ? [paragraph([{ type: 'emphasis', children: [text(`Published ${date}`)] }])] : []), ...mdxToMdast(body, route, file)]),
        )
        return made.value
      },
    }),
  })
}

/** What a twin and the llms files read of a HeliosPage. */
export interface TwinPage {
  path: string
  title: string
  section: string
  sectionLabel: string
  kind: string
  summary: string | null
  markdown: string
  docsTag: string
}
/** The ApiSymbol fields the compact reference of llms-full.txt reads. */
export type LlmsSymbol = Pick<ApiSymbolFields, 'qualifiedName' | 'kind' | 'signature' | 'briefText' | 'ownerName' | 'url' | 'historyBadge' | 'docsTag'>
const PAGE_FIELDS = 'path title section sectionLabel kind summary markdown docsTag'
/** Pages per query of a read that selects the twins: each page's Markdown is held with it, and an API page's can be long. */
export const TWIN_PAGES_PER_QUERY = 500

/** A docs release as llms.txt lists it: one line, to the twin of its reference's overview. */
export interface LlmsRelease {
  label: string
  /** The release's base route (its API reference's overview). */
  path: string
  /** Search facet of its pages and symbols (docs-default-0.2.0): what llms.txt and llms-full.txt leave out. */
  docsTag: string
}

/** Every docs version but the one readers land on (Next), from the site config, newest first. */
export function siteReleases(): LlmsRelease[] {
  return siteConfig.docs.flatMap((plugin) => {
    const current = currentDocsVersion(plugin)
    return plugin.versions.filter((v) => v !== current).map((v) => ({ label: v.label, path: v.path, docsTag: docsVersionTag(plugin, v) }))
  })
}

/** The pages or symbols of the current version: a release's are listed once, as its line under Releases. */
const currentOnly = <T extends { docsTag: string }>(items: T[], releases: LlmsRelease[]): T[] => {
  const old = new Set(releases.map((r) => r.docsTag))
  return items.filter((i) => !old.has(i.docsTag))
}

/** The files of public/ written through writePublic or copyPublic since the build's outputs were last settled (removeStaleOutputs). */
const writtenThisBuild = new Set<string>()

/**
 * Writes `text` to public/<route>index.md (for a route) or public/<file>, unless the file holds it already: a rebuild
 * leaves the outputs an edit did not change as they were (here, creating a file costs far more than reading one).
 */
export function writePublic(publicDir: string, file: string, text: string): void {
  const target = path.join(publicDir, decodeURI(file))
  writtenThisBuild.add(path.relative(publicDir, target))
  if (holdsText(target, text)) return
  // The folder is made only when the write finds it missing: most files go where an earlier one went.
  try {
    fs.writeFileSync(target, text)
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, text)
  }
}

/** Whether the file at `target` holds exactly `text`; its size is compared first, so most changed files are not read. */
function holdsText(target: string, text: string): boolean {
  const stat = fs.statSync(target, { throwIfNoEntry: false })
  if (!stat?.isFile() || stat.size !== Buffer.byteLength(text)) return false
  return fs.readFileSync(target, 'utf8') === text
}

/** Copies a file to public/<file> (a file path, not a URL), noted like writePublic's so it goes with its page. */
export function copyPublic(publicDir: string, from: string, file: string): void {
  const target = path.join(publicDir, file)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.copyFileSync(from, target)
  writtenThisBuild.add(path.relative(publicDir, target))
}

/** Where Gatsby's cache keeps the list of files the last build wrote through writePublic. */
const OUTPUTS_KEY = 'helios-public-outputs'

/**
 * After every writer of onPostBuild: removes from public/ the files the last build wrote and this one did not (the
 * twin and card data of a page that is gone; Gatsby removes its HTML itself), then keeps this build's list.
 */
export async function removeStaleOutputs(cache: { get(key: string): Promise<unknown>; set(key: string, value: unknown): Promise<unknown> }, publicDir: string, reporter: { info(m: string): void }): Promise<string[]> {
  const before = await cache.get(OUTPUTS_KEY)
  const stale = (Array.isArray(before) ? before : []).filter((f): f is string => typeof f === 'string' && !writtenThisBuild.has(f) && !f.split(/[\\/]/).includes('..') && !path.isAbsolute(f))
  for (const f of stale) {
    fs.rmSync(path.join(publicDir, f), { force: true })
    // The page's folder goes too once nothing is left in it.
    for (let dir = path.dirname(path.join(publicDir, f)); dir !== publicDir && dir.startsWith(publicDir) && fs.existsSync(dir) && fs.readdirSync(dir).length === 0; dir = path.dirname(dir)) fs.rmdirSync(dir)
  }
  await cache.set(OUTPUTS_KEY, [...writtenThisBuild].sort())
  writtenThisBuild.clear()
  if (stale.length > 0) reporter.info(`[outputs] removed ${stale.length} file(s) the last build wrote for pages that are gone: ${stale.slice(0, 5).join(', ')}${stale.length > 5 ? ', …' : ''}`)
  return stale
}

/** Order of the sections in llms.txt and llms-full.txt: the introduction, the devlog (newest first), the API. */
const SECTION_ORDER = ['docs', 'pages', 'devlog', 'api']
const sectionRank = (s: string) => (SECTION_ORDER.indexOf(s) === -1 ? SECTION_ORDER.length : SECTION_ORDER.indexOf(s))

/** llms.txt: the current version's pages under their sections, then one line per release. */
export function llmsTxt(allPages: TwinPage[], releases: LlmsRelease[] = siteReleases()): string {
  const pages = currentOnly(allPages, releases)
  const blocks: Md[] = [
    heading(1, [text(siteConfig.title)]),
    { type: 'blockquote', children: [paragraph([text(LLMS_SUMMARY)])] },
    paragraph([
      text('Every page of the site has a Markdown twin: its URL followed by index.md, linked below. '),
      link(siteUrlOf('/llms-full.txt'), [text('llms-full.txt')]),
      text(' holds the introduction, the whole devlog and a compact reference of every API entity in one file.'),
      ...(releases.length > 0 ? [text(' The API reference below is that of the current sources (Next); each release\'s is one line under Releases.')] : []),
    ]),
  ]
  const groups = new Map<string, { label: string; pages: TwinPage[] }>()
  for (const p of sortedPages(pages)) {
    const key = p.section === 'pages' ? 'docs' : p.section
    const label = key === 'docs' ? 'Introduction' : p.sectionLabel
    if (!groups.has(key)) groups.set(key, { label, pages: [] })
    groups.get(key)!.pages.push(p)
  }
  for (const { label, pages: list } of groups.values()) {
    blocks.push(heading(2, [text(label)]))
    blocks.push({
      type: 'list',
      ordered: false,
      spread: false,
      children: list.map((p) => ({
        type: 'listItem',
        spread: false,
        children: [paragraph([link(siteUrlOf(markdownTwinPath(p.path)), [text(p.title)]), ...(p.summary ? [text(`: ${p.summary}`)] : [])])],
      })),
    })
  }
  if (releases.length > 0) {
    blocks.push(heading(2, [text('Releases')]))
    blocks.push({
      type: 'list',
      ordered: false,
      spread: false,
      children: releases.map((r) => ({
        type: 'listItem',
        spread: false,
        children: [paragraph([link(siteUrlOf(markdownTwinPath(r.path)), [text(`${siteConfig.title} ${r.label}`)]), text(`: the API reference of release ${r.label}`)])],
      })),
    })
  }
  return twinMarkdown(blocks)
}

function sortedPages(pages: TwinPage[]): TwinPage[] {
  return [...pages].sort((a, b) => {
    const s = sectionRank(a.section) - sectionRank(b.section)
    if (s !== 0) return s
    // Posts newest first (their routes start with the date); other pages by route.
    return a.section === 'devlog' ? b.path.localeCompare(a.path) : a.path.localeCompare(b.path)
  })
}

const COMPOUND_KINDS = new Set(['class', 'struct', 'union', 'interface', 'exception', 'concept', 'namespace'])
/** Scopes of llms-full.txt's reference serialised together. */
const LLMS_SCOPES_PER_RUN = 200

/** Whether llms-full.txt holds a page's Markdown whole: an API page's entities come from the symbols instead. */
const wholeInLlmsFull = (p: Pick<TwinPage, 'section'>): boolean => p.section !== 'api'

/** llms-full.txt: the introduction and devlog twins whole, then every API entity of Next in one line under its owner. */
export async function llmsFullTxt(allPages: TwinPage[], allSymbols: LlmsSymbol[], releases: LlmsRelease[] = siteReleases(), scopesPerRun = LLMS_SCOPES_PER_RUN): Promise<string> {
  const pages = currentOnly(allPages, releases)
  const symbols = currentOnly(allSymbols, releases)
  const parts: string[] = [`# ${siteConfig.title}\n\n> ${LLMS_SUMMARY}\n`]
  for (const p of sortedPages(pages)) {
    if (!wholeInLlmsFull(p)) continue
    parts.push(`${p.markdown.replace(/^# /, '## ')}\n${twinMarkdown([paragraph([text('Page: '), link(siteUrlOf(p.path), [text(siteUrlOf(p.path))])])])}`)
  }
  const byOwner = new Map<string, LlmsSymbol[]>()
  for (const s of symbols) {
    if (s.kind === 'file' || s.kind === 'dir' || s.kind === 'page' || s.kind === 'example') continue
    const owner = s.ownerName ?? ''
    if (!byOwner.has(owner)) byOwner.set(owner, [])
    byOwner.get(owner)!.push(s)
  }
  const scopes = symbols.filter((s) => COMPOUND_KINDS.has(s.kind) || s.kind === 'group').sort((a, b) => a.qualifiedName.localeCompare(b.qualifiedName))
  // One entity: its declaration linked to its page, its history in brackets (Since 0.2.0 · Deprecated in 0.3.0), its brief.
  const entry = (s: LlmsSymbol, declaration: string): Md =>
    paragraph([link(siteUrlOf(s.url), [inlineCode(declaration)]), ...(s.historyBadge ? [text(` (${s.historyBadge})`)] : []), ...(s.briefText ? [text(`: ${s.briefText}`)] : [])])
  const line = (s: LlmsSymbol): Md => ({ type: 'listItem', spread: false, children: [entry(s, s.signature || s.qualifiedName)] })
  const global = (byOwner.get('') ?? []).filter((s) => !COMPOUND_KINDS.has(s.kind) && s.kind !== 'group')
  const scopeBlocks = (scope: LlmsSymbol): Md[] => {
    const members = (byOwner.get(scope.qualifiedName) ?? []).filter((s) => !COMPOUND_KINDS.has(s.kind))
    return [heading(3, [inlineCode(scope.qualifiedName), text(` (${scope.kind})`)]), entry(scope, scope.signature), ...(members.length > 0 ? [{ type: 'list', ordered: false, spread: false, children: members.map(line) }] : [])]
  }
  // Serialised a run of scopes at a time, each run starting at a heading: the runs' texts joined by a blank line
  // are the whole serialised at once, and a large library's reference is never one tree in memory.
  const runs: Array<() => Md[]> = [() => [heading(2, [text('API reference')]), ...(global.length > 0 ? [heading(3, [text('Global scope')]), { type: 'list', ordered: false, spread: false, children: global.map(line) }] : [])]]
  for (let i = 0; i < scopes.length; i += scopesPerRun) runs.push(() => scopes.slice(i, i + scopesPerRun).flatMap(scopeBlocks))
  const texts = await Promise.all(runs.map((blocks) => twinMarkdownInWorker(blocks, '/llms-full.txt')))
  parts.push(texts.join('\n'))
  return parts.join('\n')
}

/** The twins of the HeliosPage pages as the build reads the pages, then llms.txt and llms-full.txt from all of them. */
export interface MarkdownTwinsWriter extends NodeReader<TwinPage> {
  /** llms.txt and llms-full.txt, from the pages read and `symbols` (every API symbol); the routes of the twins written. The last call. */
  finish(symbols: LlmsSymbol[]): Promise<Set<string>>
}

/**
 * onPostBuild: every HeliosPage's twin, written as its page is read (the build reads the pages once for every output
 * made from them, gatsby-node.ts), then llms.txt and llms-full.txt.
 */
export function markdownTwinsWriter(reporter: { info(m: string): void }, publicDir = path.join(process.cwd(), 'public')): MarkdownTwinsWriter {
  const pages: TwinPage[] = []
  let bytes = 0
  return {
    fields: PAGE_FIELDS,
    visit({ path: route, title, section, sectionLabel, kind, summary, markdown, docsTag }) {
      writePublic(publicDir, markdownTwinPath(route), markdown)
      bytes += Buffer.byteLength(markdown)
      // Markdown llms-full.txt does not hold is let go once written (on a large library, tens of megabytes held to
      // the build's end otherwise).
      pages.push({ path: route, title, section, sectionLabel, kind, summary, markdown: wholeInLlmsFull({ section }) ? markdown : '', docsTag })
    },
    async finish(symbols) {
      const llms = llmsTxt(pages)
      const full = await llmsFullTxt(pages, symbols)
      writePublic(publicDir, 'llms.txt', llms)
      writePublic(publicDir, 'llms-full.txt', full)
      reporter.info(`[markdown] ${pages.length} page twins (${(bytes / 1024).toFixed(0)} KB), llms.txt ${(Buffer.byteLength(llms) / 1024).toFixed(1)} KB, llms-full.txt ${(Buffer.byteLength(full) / 1024).toFixed(1)} KB`)
      const written = new Set(pages.map((p) => p.path))
      // The writer is done: what it kept of every page goes before the build's next steps.
      pages.length = 0
      return written
    },
  }
}

interface DevRequest {
  path: string
  /** The connection the request came on: the server's own address answers GraphQL too. */
  socket: { localAddress?: string; localPort?: number }
}
interface DevResponse {
  type(t: string): DevResponse
  send(body: string): void
}

/**
 * The development server's own GraphQL endpoint (`/___graphql`, the one GraphiQL uses), reached at the local address
 * of the connection a request came on: Gatsby hands onCreateDevServer no query function.
 */
export function developGraphql(socket: { localAddress?: string; localPort?: number }): GraphqlFunction | null {
  if (!socket.localAddress || !socket.localPort) return null
  const host = socket.localAddress.includes(':') ? `[${socket.localAddress}]` : socket.localAddress
  const endpoint = `http://${host}:${socket.localPort}/___graphql`
  return async <T,>(query: string) => {
    const response = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ query }) })
    if (!response.ok) return { errors: [`${endpoint}: HTTP ${response.status}`] }
    return (await response.json()) as { errors?: unknown; data?: T }
  }
}

/**
 * `gatsby develop` writes nothing to public/: the twins of HeliosPage pages, llms.txt, llms-full.txt and the
 * symbol cards' data are answered from the data layer as they are asked for (the same functions the build uses),
 * and the twin another page was made with from its function (`declaredTwin`).
 */
export function serveInDevelop(
  app: { use(handler: (req: DevRequest, res: DevResponse, next: () => void) => void): void },
  symbols: () => Promise<LlmsSymbol[]>,
  cards: (file: string) => Promise<string | null>,
  declaredTwin: (route: string) => PageTwin | undefined,
): void {
  app.use((req, res, next) => {
    const gql = developGraphql(req.socket)
    if (!gql) return next()
    const answer = async (): Promise<[string, string] | null> => {
      if (req.path === '/llms.txt' || req.path === '/llms-full.txt') {
        const pages = await allNodes<TwinPage>(gql, 'allHeliosPage', PAGE_FIELDS, 'Markdown twins', TWIN_PAGES_PER_QUERY)
        if (req.path === '/llms.txt') return ['text/markdown', llmsTxt(pages)]
        return ['text/markdown', await llmsFullTxt(pages, await symbols())]
      }
      if (req.path.endsWith('/index.md')) {
        const route = decodeURI(req.path.slice(0, -'index.md'.length))
        const twin = declaredTwin(route)
        if (typeof twin === 'function') return ['text/markdown', await twin()]
        const r = await gql<{ allHeliosPage: { nodes: Array<{ markdown: string }> } }>(`{ allHeliosPage(filter: { path: { eq: ${JSON.stringify(route)} } }, limit: 1) { nodes { markdown } } }`)
        const md = r.data?.allHeliosPage.nodes[0]?.markdown
        return md === undefined ? null : ['text/markdown', md]
      }
      if (req.path.startsWith('/symbol-cards/')) {
        const json = await cards(req.path.slice('/symbol-cards/'.length))
        return json === null ? null : ['application/json', json]
      }
      return null
    }
    answer().then(
      (found) => (found ? res.type(`${found[0]}; charset=utf-8`).send(found[1]) : next()),
      () => next(),
    )
  })
}
