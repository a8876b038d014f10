/**
 * Search as a reader meets it, on a production build served gzipped in Chromium: bytes from Ctrl+K to the first
 * results, keystroke-to-results latency over hundreds of queries, the tab's heap around them; then, Node-side on the
 * same index files, the search quality over queries made from the doxygen XML (scripts/search-quality.ts), the bytes
 * one query reads on a cold cache, and the index's size. Targets: < 200 KB before the first results, p95 <= 50 ms.
 *
 *   npm run bench:search [-- --build] [--synth N | --xml DIR] [--public DIR] [--in-process] [--no-browser] [--record]
 *   sample sizes: --queries N (latency, default 300), --quality N and --transfer N (per kind), --signature N (signature
 *   queries per kind, default 300); --first Q (default camera)
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { spawnSync } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test'
import { EmbeddedSearchClient } from '../src/sections/search/client/embeddedClient'
import { FACET_FILTERS, facetFiltersFor } from '../src/sections/search/options'
import { versionBasePath, versionDocsTag } from '../src/sections/api/options'
import { readVersionsFile, releasesLayout } from '../src/sections/api/model/versions'
import type { FacetFilters } from '../src/sections/search/client/types'
import { formatQuality, inProcessClient, inProcessRecords, measureQuality, overallShare, qualityQueries, sample, type QualityQuery } from './search-quality'
import { formatSignatureQuality, measureSignatureQuality, signatureQualityQueries, type SignatureKind } from './signature-quality'
import { buildIndex } from '../src/sections/search/node/buildIndex'
import type { SearchClientLike } from '../src/sections/search/client/types'
import { count, recorder, variantOf, verdict } from './measurements'

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}
const flag = (name: string) => process.argv.includes(`--${name}`)
const record = recorder('bench:search', "The embedded search on a built site: transfer to the first results, keystroke latency, the tab's heap, quality, and the index's size; per version of the reference.", {
  variant: variantOf({ values: ['xml', 'synth', 'public', 'first'], switches: ['in-process'] }),
})
const TRANSFER_BUDGET_KB = 200
const P95_TARGET_MS = 50

const PUBLIC = path.resolve(process.argv.includes('--public') ? process.argv[process.argv.indexOf('--public') + 1]! : 'public')
const INDEX = path.join(PUBLIC, 'search-index')
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'application/javascript', '.json': 'application/json', '.css': 'text/css',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2', '.xml': 'application/xml', '.txt': 'text/plain',
}

function serve(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    let file = path.join(PUBLIC, decodeURIComponent(url.pathname))
    if (!file.startsWith(PUBLIC)) { res.writeHead(403).end(); return }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html')
    let status = 200
    if (!fs.existsSync(file)) { file = path.join(PUBLIC, '404.html'); status = 404 }
    const body = fs.readFileSync(file)
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream'
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && /text|javascript|json|svg|xml/.test(type)
    res.writeHead(status, { 'content-type': type, ...(gzip ? { 'content-encoding': 'gzip' } : {}), 'cache-control': 'public, max-age=0' })
    res.end(gzip ? zlib.gzipSync(body) : body)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

/** Types a query's last character and measures, in the page, the time until its results are on screen. */
async function timeKeystroke(page: Page, query: string, prefill = true): Promise<number> {
  const input = page.getByPlaceholder('Search docs')
  if (prefill) {
    // The keys before the last one are typed first and their results shown, as for a reader typing at
    // a normal pace; then only the last keystroke is timed (not the leftover work of a previous query).
    const prefix = query.slice(0, -1)
    await input.fill(prefix)
    if (prefix.trim()) {
      await page
        .waitForFunction(
          (q) => Boolean(document.querySelector('a[href="/search/?q=' + encodeURIComponent(q) + '"]')) ||
            document.querySelector('[data-testid="search-no-results"] strong')?.textContent === q,
          prefix,
          { timeout: 5000 },
        )
        .catch(() => undefined)
    } else await page.waitForTimeout(30)
  }
  // Passed as source text: tsx would otherwise wrap inner functions in a helper the page does not have.
  return page.evaluate(`(${IN_PAGE_TIMER})(${JSON.stringify(query)})`) as Promise<number>
}

const IN_PAGE_TIMER = `async (q) => {
  const el = document.querySelector('#helios-search-input')
  const done = () => {
    const all = document.querySelector('a[href="/search/?q=' + encodeURIComponent(q) + '"]')
    const none = document.querySelector('[data-testid="search-no-results"] strong')?.textContent === q
    return Boolean(all || none)
  }
  return new Promise((resolve) => {
    const t0 = performance.now()
    // A query whose results never show counts as 5 s (and is listed among the slowest).
    const timer = setTimeout(() => { obs.disconnect(); resolve(5000) }, 5000)
    const obs = new MutationObserver(() => {
      if (done()) { obs.disconnect(); clearTimeout(timer); resolve(performance.now() - t0) }
    })
    obs.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
    setter.call(el, q)
    el.dispatchEvent(new Event('input', { bubbles: true }))
  })
}`

/** The doxygen XML the site is (or is to be) built from, per the flags. */
function xmlDir(): string {
  const synth = arg('synth')
  if (synth) {
    const out = path.resolve('/tmp', `doxygen-xml-x${synth}`)
    if (!fs.existsSync(path.join(out, 'index.xml')) || flag('build')) {
      const r = spawnSync('npx', ['tsx', 'scripts/synth-doxygen.ts', '--copies', synth, '--to', out], { stdio: 'inherit' })
      if (r.status !== 0) process.exit(r.status ?? 1)
    }
    return out
  }
  return path.resolve(arg('xml') ?? process.env.HELIOS_DOXYGEN_XML ?? 'doxygen-xml')
}

async function heapMb(cdp: CDPSession): Promise<{ used: number; total: number }> {
  await cdp.send('HeapProfiler.collectGarbage')
  const { metrics } = await cdp.send('Performance.getMetrics')
  const get = (n: string) => (metrics.find((m) => m.name === n)?.value ?? 0) / 1024 / 1024
  return { used: get('JSHeapUsedSize'), total: get('JSHeapTotalSize') }
}

/** Latency queries: a mix of what readers type, drawn evenly from the quality queries, plus prefixes and prose words. */
function latencyQueries(all: QualityQuery[], n: number): string[] {
  const out = new Set<string>()
  const picked = sample(all, Math.ceil(n / 4))
  for (const q of picked) {
    out.add(q.query.slice(0, 64))
    if (q.kind === 'name' && q.query.length > 4) out.add(q.query.slice(0, Math.ceil(q.query.length / 2)))
  }
  for (const q of ['engine', 'event queue', 'model matrix', 'render pass', 'camera', 'hello world', 'transform', 'vector']) out.add(q)
  return [...out].slice(0, n)
}

async function main() {
  const xml = xmlDir()
  if (flag('build')) {
    console.log(`Building the site with HELIOS_DOXYGEN_XML=${xml} ...`)
    const r = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit', env: { ...process.env, HELIOS_DOXYGEN_XML: xml } })
    if (r.status !== 0) process.exit(r.status ?? 1)
  }
  const queries = qualityQueries(xml)
  if (flag('in-process')) {
    console.log(`Corpus: ${xml} (${queries.filter((q) => q.kind === 'name').length} member names); symbol index built in process (no site build)`)
    await qualityBench(queries, await inProcessClient(xml))
    const built = buildIndex(await inProcessRecords(xml), 'helios')
    await signatureBench(xml, queries, (p) => built.files.get(p)!, [])
    record.save()
    return
  }
  if (!fs.existsSync(path.join(INDEX, 'manifest.json'))) throw new Error(`No search index in ${INDEX}: run "npm run build" first (or pass --build).`)
  const manifestInfo = JSON.parse(fs.readFileSync(path.join(INDEX, 'manifest.json'), 'utf8')) as { count: number; symbols?: { count: number } }
  console.log(`Corpus: ${xml} (${queries.filter((q) => q.kind === 'name').length} member names); index: ${manifestInfo.count} records, ${manifestInfo.symbols?.count ?? 0} of them API symbols`)
  if (!flag('no-browser')) await browserBench(queries)
  await qualityBench(queries, undefined, FACET_FILTERS, 'Next', versionBasePath('current'))
  // Every release, searched as from its own pages (its docs tag), against queries from its own snapshot.
  for (const v of engineReleases()) {
    const dir = path.join(releasesLayout(process.cwd()).versionedDir, `version-${v}`)
    await qualityBench(qualityQueries(dir), undefined, facetFiltersFor(versionDocsTag(v)), v, versionBasePath(v))
  }
  await coldTransfer(queries)
  await signatureBench(xml, queries, (p) => fs.readFileSync(path.join(INDEX, p), 'utf8'), FACET_FILTERS)
  indexSize()
  for (const v of engineReleases()) indexSize(path.join(INDEX, 'versions', versionDocsTag(v)), v)
  record.save()
}

/** The engine's releases (versions.json) when the bench runs on the engine's own build; none for other XML. */
function engineReleases(): string[] {
  if (arg('xml') || arg('synth')) return []
  return readVersionsFile(releasesLayout(process.cwd()).versionsFile)
}

async function qualityBench(queries: QualityQuery[], inProcess?: SearchClientLike, facetFilters: FacetFilters = FACET_FILTERS, label = 'Next', basePath?: string) {
  const n = arg('quality')
  const list = n ? sample(queries, Number(n)) : queries
  const files = new EmbeddedSearchClient({ loader: async (p) => JSON.parse(fs.readFileSync(path.join(INDEX, p.split('?')[0]!), 'utf8')) })
  // A release's symbols must come from its own pages: the first hit is checked against the version's base path.
  const client: SearchClientLike = inProcess ?? (basePath ? versionChecked(files, basePath) : files)
  const t0 = Date.now()
  // The in-process index holds only the API's symbols, whose facets the modal's filters select anyway.
  const reports = await measureQuality(client, list, inProcess ? [] : facetFilters)
  console.log(`Search quality, ${label} (first hit is the entity asked for; ${list.length} queries from the XML, ${((Date.now() - t0) / 1000).toFixed(1)} s Node-side):`)
  for (const line of formatQuality(reports)) console.log(line)
  const all = overallShare(reports)
  const kinds = { name: 'names', owner: 'Owner::name', typo: 'typos', case: 'two cases' }
  record.add(
    `quality/${label}`,
    `${all.share.toFixed(2)} % of ${count(all.total)} queries (${reports.map((r) => `${kinds[r.kind]} ${(r.total ? (100 * (r.found + r.ties)) / r.total : 100).toFixed(2)} %`).join(', ')})`,
  )
  const misses = reports.flatMap((r) => r.misses)
  for (const m of misses.slice(0, Number(process.env.BENCH_MISSES ?? 15))) console.log(`    missed: ${m}`)
  if (misses.length > Number(process.env.BENCH_MISSES ?? 15)) console.log(`    ... and ${misses.length - Number(process.env.BENCH_MISSES ?? 15)} more`)
}

/**
 * Bytes transferred from Ctrl+K to the first results on a page (cold cache), and a cold query on a fresh page;
 * returns the context, page and CDP session left open for further measures.
 */
async function firstResults(browser: Browser, base: string, startPath: string, firstQuery: string, label: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  let counting = false
  let bytes = 0
  const counted: string[] = []
  const urls = new Map<string, string>()
  let lastRequest = Date.now()
  cdp.on('Network.requestWillBeSent', (e) => {
    urls.set(e.requestId, e.request.url)
    lastRequest = Date.now()
  })
  cdp.on('Network.loadingFinished', (e) => {
    if (!counting) return
    bytes += e.encodedDataLength
    counted.push(`${(urls.get(e.requestId) ?? '?').replace(base, '')} ${kb(e.encodedDataLength)}`)
  })
  await page.goto(`${base}${startPath}`, { waitUntil: 'networkidle' })
  // Gatsby prefetches the page data of the links on screen when the browser is idle, after the load.
  // That is the page's own traffic, not search's: counting starts once the page has been quiet for 3 s.
  const settleUntil = Date.now() + 15_000
  while (Date.now() - lastRequest < 3000 && Date.now() < settleUntil) await page.waitForTimeout(100)
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false })
  counting = true
  const started = Date.now()
  await page.keyboard.press('Control+k')
  await page.getByPlaceholder('Search docs').pressSequentially(firstQuery)
  await page.locator(`a[href="/search/?q=${firstQuery}"]`).waitFor()
  const firstMs = Date.now() - started
  // A cold query on a fresh page: modal code loaded, no index file fetched yet.
  const cold = await context.newPage()
  await cold.goto(`${base}${startPath}`, { waitUntil: 'networkidle' })
  await cold.locator('[data-testid=search-button][data-ready=true]').first().waitFor()
  await cold.keyboard.press('Control+k')
  await cold.getByPlaceholder('Search docs').waitFor()
  const coldMs = await timeKeystroke(cold, firstQuery, false)
  await cold.close()
  await page.waitForTimeout(200)
  counting = false
  const indexBytes = counted.filter((l) => l.startsWith('/search-index/')).reduce((sum, l) => sum + Number(l.split(' ')[1]) * 1024, 0)
  // Gatsby prefetches the page data of links on screen (the navbar's) whenever idle; that is not search's transfer.
  const prefetched = counted.filter((l) => /^\/(page-data|app-data)/.test(l)).reduce((sum, l) => sum + Number(l.split(' ')[1]) * 1024, 0)
  console.log(`  of which search (modal code + index): ${kb(bytes - prefetched)}; Gatsby's page-data prefetch of links on the page: ${kb(prefetched)}`)
  console.log(`[${label}: ${startPath}] Transferred from Ctrl+K to the first results for "${firstQuery}" (modal code + index, gzip): ${kb(bytes)} (index files: ${kb(indexBytes)}), in ${firstMs} ms including typing`)
  console.log(`[${label}] Cold query (index not yet fetched) "${firstQuery}" to results on screen: ${coldMs.toFixed(1)} ms`)
  const searchKb = (bytes - prefetched) / 1024
  record.add(
    `first-results-transfer/${label}`,
    `"${firstQuery}": ${searchKb.toFixed(1)} KB gzip, modal code + index (index files ${kb(indexBytes)}); budget ${TRANSFER_BUDGET_KB} KB: ${verdict(searchKb < TRANSFER_BUDGET_KB)}`,
  )
  record.add(`cold-query/${label}`, `"${firstQuery}": ${coldMs.toFixed(1)} ms to results on screen`)
  for (const line of counted) console.log(`  ${line}`)

  return { context, page, cdp }
}

/** A client whose symbol hits outside `basePath` (another version's pages) are dropped, so they count as misses. */
function versionChecked(client: SearchClientLike, basePath: string): SearchClientLike {
  return {
    async search(requests) {
      const r = await client.search(requests)
      return { ...r, results: r.results.map((x) => ({ ...x, hits: x.hits.filter((h) => !h.symbol || h.url.startsWith(basePath)) })) }
    },
  }
}

/** Keystroke-to-results latency over `queries` typed into the open modal, and the tab's heap around them; false when the page crashed. */
async function latencyRun(page: Page, cdp: CDPSession, queries: string[], label: string): Promise<boolean> {
  await cdp.send('Performance.enable')
  const before = await heapMb(cdp)
  const times: number[] = []
  const slow: Array<[number, string]> = []
  let crashed = false
  page.on('crash', () => { crashed = true })
  const heapAt: string[] = []
  for (let i = 0; i < queries.length; i++) {
    const t = await timeKeystroke(page, queries[i]!)
    times.push(t)
    slow.push([t, queries[i]!])
    if ((i + 1) % 100 === 0) { const h = await heapMb(cdp); heapAt.push(`${i + 1}: ${h.used.toFixed(1)} MB`) }
  }
  const after = await heapMb(cdp)
  const alive = !crashed && (await page.evaluate('1 + 1')) === 2
  times.sort((a, b) => a - b)
  const pct = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!
  console.log(`Keystroke to results (${label}) over ${times.length} queries: median ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`)
  record.add(
    `keystroke/${label}`,
    `median ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms over ${times.length} queries; target p95 <= ${P95_TARGET_MS} ms: ${verdict(pct(95) <= P95_TARGET_MS)}`,
  )
  console.log(`  slowest: ${slow.sort((a, b) => b[0] - a[0]).slice(0, 8).map(([t, q]) => `"${q}" ${t.toFixed(0)} ms`).join(', ')}`)
  console.log(`Tab JS heap after GC (${label}; CDP Performance.getMetrics): ${before.used.toFixed(1)} MB with the modal open and the index loaded, ` +
    `${after.used.toFixed(1)} MB after ${times.length} queries (after N queries: ${heapAt.join(', ')}); heap reserved ${after.total.toFixed(1)} MB; ` +
    `page ${alive ? 'alive, no crash' : 'CRASHED'}`)
  record.add(`tab-heap/${label}`, `${before.used.toFixed(1)} MB with the index loaded → ${after.used.toFixed(1)} MB after ${times.length} queries; ${alive ? 'no crash' : 'the page crashed'}`)
  return alive
}

async function browserBench(allQueries: QualityQuery[]) {
  const server = await serve()
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })
  try {
    // 1. Bytes to first results, cold cache, from Next's docs page (the modal code and the index), then the
    // keystroke-to-results latency over hundreds of queries and the tab's heap around them. The same from a page of
    // each release: the modal searches that release's own index.
    const firstQuery = arg('first') ?? 'camera'
    const queries = latencyQueries(allQueries, Number(arg('queries') ?? 300))
    for (const [label, basePath] of [['Next', '/docs/'], ...engineReleases().map((v) => [v, versionBasePath(v)])] as Array<[string, string]>) {
      const { context, page, cdp } = await firstResults(browser, base, basePath, firstQuery, label)
      const alive = await latencyRun(page, cdp, queries, label)
      await context.close()
      if (!alive) process.exitCode = 1
    }
  } finally {
    await browser.close()
    server.close()
  }
}

/**
 * Index bytes (gzip) each quality query reads on a cold cache, Node-side: a fresh client per query, so every
 * file it needs is counted (manifest included; the modal fetches the manifest as it opens). Per kind of query,
 * over an even sample (--transfer N per kind, default 300): median, p95 and the largest, with its query.
 */
function coldTransfer(all: QualityQuery[]) {
  const gz = new Map<string, number>()
  const sizeOf = (p: string) => {
    let n = gz.get(p)
    if (n === undefined) { n = zlib.gzipSync(fs.readFileSync(path.join(INDEX, p))).length; gz.set(p, n) }
    return n
  }
  return (async () => {
    const list = sample(all, Number(arg('transfer') ?? 300))
    const byKind = new Map<string, Array<[number, string]>>()
    for (const q of list) {
      let bytes = 0
      const client = new EmbeddedSearchClient({ loader: async (p) => { const file = p.split('?')[0]!; bytes += sizeOf(file); return JSON.parse(fs.readFileSync(path.join(INDEX, file), 'utf8')) } })
      await client.search([{ indexName: 'helios', params: { query: q.query.slice(0, 64), hitsPerPage: 20, facetFilters: FACET_FILTERS } }])
      const rows = byKind.get(q.kind) ?? []
      rows.push([bytes, q.query])
      byKind.set(q.kind, rows)
    }
    console.log('Index transfer of one query on a cold cache (gzip, manifest included, 20 hits; Node-side):')
    const summary: string[] = []
    for (const [kind, rows] of byKind) {
      rows.sort((a, b) => a[0] - b[0])
      const pct = (p: number) => rows[Math.min(rows.length - 1, Math.ceil((p / 100) * rows.length) - 1)]![0]
      console.log(`  ${kind.padEnd(6)} ${String(rows.length).padStart(4)} queries: median ${kb(pct(50))}, p95 ${kb(pct(95))}, max ${kb(rows.at(-1)![0])} ("${rows.at(-1)![1]}")`)
      summary.push(`${kind} ${kb(pct(50))} / ${kb(pct(95))}`)
    }
    record.add('cold-transfer/Next', `median / p95 per kind of query: ${summary.join(', ')}`)
  })()
}

/**
 * Signature search on the index (Next's, or the one built in process): the share of generated queries whose first
 * hit is right (scripts/signature-quality.ts), and the index bytes (gzip) one query reads on a cold cache, manifest
 * included, held to what a name query of the same index may read today (the largest of a sample, read alike).
 */
async function signatureBench(xml: string, nameQueries: QualityQuery[], read: (file: string) => string, facetFilters: FacetFilters) {
  const all = await signatureQualityQueries(xml)
  const per = Number(arg('signature') ?? 300)
  const kinds: SignatureKind[] = ['returns', 'takes', 'params']
  // Every k-th query of each kind, at most `per`.
  const list = kinds.flatMap((k) => {
    const of = all.filter((q) => q.kind === k)
    const step = Math.max(1, of.length / per)
    return Array.from({ length: Math.min(per, of.length) }, (_, i) => of[Math.floor(i * step)]!)
  })
  const gz = new Map<string, number>()
  const coldBytes = async (query: string) => {
    let bytes = 0
    const client = new EmbeddedSearchClient({
      loader: async (p) => {
        const file = p.split('?')[0]!
        let n = gz.get(file)
        if (n === undefined) { n = zlib.gzipSync(read(file)).length; gz.set(file, n) }
        bytes += n
        return JSON.parse(read(file))
      },
    })
    await client.search([{ indexName: 'helios', params: { query, hitsPerPage: 20, facetFilters } }])
    return bytes
  }
  const files = new EmbeddedSearchClient({ loader: async (p) => JSON.parse(read(p.split('?')[0]!)) })
  const t0 = Date.now()
  const reports = await measureSignatureQuality(files, list, facetFilters)
  console.log(`Signature search quality (first hit has the types asked for; ${list.length} queries generated from the model of ${xml}, ${((Date.now() - t0) / 1000).toFixed(1)} s):`)
  for (const line of formatSignatureQuality(reports)) console.log(line)
  const right = reports.reduce((n, r) => n + r.right, 0)
  const total = reports.reduce((n, r) => n + r.total, 0)
  record.add('signature-quality/Next', `${total ? ((100 * right) / total).toFixed(2) : '100.00'} % of ${count(total)} queries (${reports.map((r) => `${r.kind} ${(r.total ? (100 * r.right) / r.total : 100).toFixed(2)} %`).join(', ')})`)
  const misses = reports.flatMap((r) => r.misses.slice(0, 4))
  for (const m of misses) console.log(`    missed: ${m}`)
  const pctOf = (rows: number[], p: number) => rows[Math.min(rows.length - 1, Math.max(0, Math.ceil((p / 100) * rows.length) - 1))] ?? 0
  const names: number[] = []
  for (const q of sample(nameQueries.filter((q) => q.kind === 'name'), Math.min(per, 100))) names.push(await coldBytes(q.query.slice(0, 64)))
  names.sort((a, b) => a - b)
  const budget = names.at(-1) ?? 0
  const summary: string[] = []
  console.log(`Index transfer of one signature query on a cold cache (gzip, manifest included, 20 hits); name queries of this index: median ${kb(pctOf(names, 50))}, p95 ${kb(pctOf(names, 95))}, max ${kb(budget)} (the budget):`)
  let within = true
  for (const kind of kinds) {
    const rows: Array<[number, string]> = []
    for (const q of list.filter((x) => x.kind === kind)) rows.push([await coldBytes(q.query), q.query])
    if (rows.length === 0) continue
    rows.sort((a, b) => a[0] - b[0])
    const p95 = pctOf(rows.map((r) => r[0]), 95)
    within &&= p95 <= budget
    console.log(`  ${kind.padEnd(8)} ${String(rows.length).padStart(4)} queries: median ${kb(pctOf(rows.map((r) => r[0]), 50))}, p95 ${kb(p95)}, max ${kb(rows.at(-1)![0])} ("${rows.at(-1)![1]}")`)
    summary.push(`${kind} ${kb(pctOf(rows.map((r) => r[0]), 50))} / ${kb(p95)}`)
  }
  record.add('signature-transfer/Next', `median / p95 per kind: ${summary.join(', ')}; budget (a name query's largest) ${kb(budget)}: ${verdict(within)}`)
}

function indexSize(dir = INDEX, label = 'Next') {
  const files = walk(dir).filter((f) => dir !== INDEX || !path.relative(INDEX, f).startsWith('versions/'))
  const size = (list: string[]) => list.reduce((s, f) => s + fs.statSync(f).size, 0)
  const gz = (list: string[]) => list.reduce((s, f) => s + zlib.gzipSync(fs.readFileSync(f)).length, 0)
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as { count: number }
  console.log(`Index (${label}): ${manifest.count} records, ${files.length} files, ${kb(size(files))} raw, ${kb(gz(files))} gzip`)
  record.add(`index-size/${label}`, `${count(manifest.count)} records, ${count(files.length)} files, ${kb(size(files))} raw, ${kb(gz(files))} gzip`)
  for (const kind of ['manifest.json', 'symbols/n/', 'symbols/x/', 'symbols/d/', 'symbols/t/', 'symbols/c/', 'symbols/scopes.json', 'symbols/s/', 'terms/', 'docs/', 'suggestions.json']) {
    const list = files.filter((f) => path.relative(dir, f).startsWith(kind))
    if (list.length === 0) continue
    const largest = Math.max(...list.map((f) => zlib.gzipSync(fs.readFileSync(f)).length))
    console.log(`  ${kind.padEnd(20)} ${String(list.length).padStart(4)} files  ${kb(size(list)).padStart(9)} raw  ${kb(gz(list)).padStart(9)} gzip  (largest ${kb(largest)} gzip)`)
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
