/**
 * Search benchmark (`npm run bench:search`). Builds nothing: it serves the
 * production build in public/ on 127.0.0.1 (gzip, like a static host) and
 * drives it in Chromium, then prints
 *   - bytes transferred from pressing Ctrl+K to the first results (cold cache),
 *   - keystroke-to-results latency, median and p95, over many queries,
 *   - the embedded index's size (raw and gzip), per file kind.
 * Targets on this machine: p95 < 50 ms, < 200 KB before the first results.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import type { AddressInfo } from 'node:net'
import { chromium, type Page } from '@playwright/test'

const PUBLIC = path.resolve(process.cwd(), 'public')
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
    await input.fill(query.slice(0, -1))
    await page.waitForTimeout(30)
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
    const obs = new MutationObserver(() => {
      if (done()) { obs.disconnect(); resolve(performance.now() - t0) }
    })
    obs.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
    setter.call(el, q)
    el.dispatchEvent(new Event('input', { bubbles: true }))
  })
}`

async function main() {
  if (!fs.existsSync(path.join(INDEX, 'manifest.json'))) throw new Error(`No search index in ${INDEX}: run "npx gatsby build" first.`)
  const server = await serve()
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  try {
    // 1. Bytes to first results, cold cache.
    const context = await browser.newContext()
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    let counting = false
    let bytes = 0
    const counted: string[] = []
    const urls = new Map<string, string>()
    cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url))
    cdp.on('Network.loadingFinished', (e) => {
      if (!counting) return
      bytes += e.encodedDataLength
      counted.push(`${(urls.get(e.requestId) ?? '?').replace(base, '')} ${kb(e.encodedDataLength)}`)
    })
    await page.goto(`${base}/docs/`, { waitUntil: 'networkidle' })
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false })
    counting = true
    const firstQuery = 'vec3'
    const started = Date.now()
    await page.keyboard.press('Control+k')
    await page.getByPlaceholder('Search docs').pressSequentially(firstQuery)
    await page.locator(`a[href="/search/?q=${firstQuery}"]`).waitFor()
    const firstMs = Date.now() - started
    // A cold query on a fresh page: modal code loaded, no index file fetched yet.
    const cold = await context.newPage()
    await cold.goto(`${base}/docs/`, { waitUntil: 'networkidle' })
    await cold.locator('[data-testid=search-button][data-ready=true]').first().waitFor()
    await cold.keyboard.press('Control+k')
    await cold.getByPlaceholder('Search docs').waitFor()
    const coldMs = await timeKeystroke(cold, firstQuery, false)
    await cold.close()
    await page.waitForTimeout(200)
    counting = false
    const indexBytes = counted.filter((l) => l.startsWith('/search-index/')).reduce((sum, l) => sum + Number(l.split(' ')[1]) * 1024, 0)
    console.log(`Transferred from Ctrl+K to the first results for "${firstQuery}" (modal code + index, gzip): ${kb(bytes)} (index files: ${kb(indexBytes)}), in ${firstMs} ms including typing`)
    console.log(`Cold query (index not yet fetched) "${firstQuery}" to results on screen: ${coldMs.toFixed(1)} ms`)
    for (const line of counted) console.log(`  ${line}`)

    // 2. Keystroke-to-results latency over many queries (page names from the index, and prefixes of them).
    const names = JSON.parse(fs.readFileSync(path.join(INDEX, 'suggestions.json'), 'utf8')) as string[]
    const words = [...new Set(names.flatMap((n) => n.split(/[^A-Za-z0-9_]+/)).filter((w) => w.length >= 3))]
    const queries: string[] = []
    for (let i = 0; queries.length < 80 && i < words.length * 2; i++) {
      const w = words[(i * 7919) % words.length]!
      const q = i % 3 === 0 ? w.slice(0, Math.max(2, Math.ceil(w.length / 2))) : w
      if (!queries.includes(q)) queries.push(q)
    }
    for (const q of ['engine', 'event queue', 'model matrix', 'render pass', 'camera', 'hello world']) queries.push(q)
    const times: number[] = []
    for (const q of queries) times.push(await timeKeystroke(page, q))
    times.sort((a, b) => a - b)
    const pct = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!
    console.log(`Keystroke to results over ${times.length} queries: median ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`)
    await context.close()
  } finally {
    await browser.close()
    server.close()
  }

  // 3. Index size.
  const files = walk(INDEX)
  const size = (list: string[]) => list.reduce((s, f) => s + fs.statSync(f).size, 0)
  const gz = (list: string[]) => list.reduce((s, f) => s + zlib.gzipSync(fs.readFileSync(f)).length, 0)
  const manifest = JSON.parse(fs.readFileSync(path.join(INDEX, 'manifest.json'), 'utf8')) as { count: number }
  console.log(`Index: ${manifest.count} records, ${files.length} files, ${kb(size(files))} raw, ${kb(gz(files))} gzip`)
  for (const kind of ['manifest.json', 'terms/', 'docs/', 'suggestions.json']) {
    const list = files.filter((f) => path.relative(INDEX, f).startsWith(kind))
    const largest = Math.max(...list.map((f) => zlib.gzipSync(fs.readFileSync(f)).length))
    console.log(`  ${kind.padEnd(17)} ${String(list.length).padStart(4)} files  ${kb(size(list)).padStart(9)} raw  ${kb(gz(list)).padStart(9)} gzip  (largest ${kb(largest)} gzip)`)
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
