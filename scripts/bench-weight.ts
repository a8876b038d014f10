/**
 * Page weight of the built site (public/), as a first-time reader gets it:
 *
 *   1. First-visit JavaScript, gzip: each page type (home, the newest devlog post, class pages) is
 *      opened in Debian's Chromium with an empty cache from `gatsby serve` (which gzips), and every
 *      script fetched until the network is idle is summed by its bytes on the wire. Class pages: the
 *      smallest, the median and the largest by HTML size, so no one page is picked. Budgets (0.40x the
 *      Docusaurus site this one replaced): home 96 KB, post 104 KB, class page 112 KB.
 *   2. Output per API page: HTML plus page-data.json of every page under the API base path, on disk
 *      (the bytes written, before compression), averaged. Budget: 60 KB.
 *
 *   npm run bench:weight [-- --public DIR]
 */
import fs from 'node:fs'
import path from 'node:path'
import { spawn } from 'node:child_process'
import { chromium } from '@playwright/test'
import { apiOptions } from '../src/sections/api/options'
import { devlogOptions } from '../src/sections/devlog/options'

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}
const publicDir = path.resolve(arg('public') ?? 'public')
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const BUDGETS = { home: 96 * 1024, post: 104 * 1024, class: 112 * 1024, apiPage: 60 * 1024 }

/** Every route under a folder of public/ that has an index.html, with its HTML size. */
function pagesUnder(dir: string): Array<{ route: string; html: number; pageData: number }> {
  const out: Array<{ route: string; html: number; pageData: number }> = []
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (!e.isDirectory()) continue
      const sub = path.join(d, e.name)
      const html = path.join(sub, 'index.html')
      if (fs.existsSync(html)) {
        const route = `/${path.relative(publicDir, sub).split(path.sep).join('/')}/`
        const pd = path.join(publicDir, 'page-data', route, 'page-data.json')
        out.push({ route, html: fs.statSync(html).size, pageData: fs.existsSync(pd) ? fs.statSync(pd).size : 0 })
      }
      walk(sub)
    }
  }
  if (fs.existsSync(dir)) walk(dir)
  return out
}

async function main() {
  if (!fs.existsSync(path.join(publicDir, 'index.html'))) throw new Error(`${publicDir} holds no built site: run npm run build first`)
  const apiDir = path.join(publicDir, ...apiOptions.basePath.split('/').filter(Boolean))
  const apiPages = pagesUnder(apiDir)
  const classPages = apiPages.filter((p) => ['classes/', 'structs/'].some((kind) => p.route.startsWith(`${apiOptions.basePath}${kind}`) && p.route.length > `${apiOptions.basePath}${kind}`.length)).sort((a, b) => a.html - b.html)
  const posts = pagesUnder(path.join(publicDir, ...devlogOptions.basePath.split('/').filter(Boolean)))
    .filter((p) => /\/\d{4}\/\d{2}\/\d{2}\/[^/]+\/$/.test(p.route))
    .sort((a, b) => (a.route < b.route ? 1 : -1))

  // 2. Output per API page.
  const total = apiPages.reduce((s, p) => s + p.html + p.pageData, 0)
  const html = apiPages.reduce((s, p) => s + p.html, 0)
  const avg = apiPages.length ? total / apiPages.length : 0
  console.log(`API pages: ${apiPages.length}; HTML ${kb(html)}, page-data ${kb(total - html)}; average per page ${kb(avg)} (budget ${kb(BUDGETS.apiPage)}) ${avg <= BUDGETS.apiPage ? 'ok' : 'OVER'}`)
  const biggest = [...apiPages].sort((a, b) => b.html + b.pageData - a.html - a.pageData).slice(0, 3)
  for (const p of biggest) console.log(`  biggest: ${p.route} HTML ${kb(p.html)} + page-data ${kb(p.pageData)}`)

  // 1. First-visit JavaScript.
  const port = Number(arg('port') ?? 9311)
  const server = spawn('npx', ['gatsby', 'serve', '--host', '127.0.0.1', '--port', String(port)], { stdio: 'ignore', detached: true })
  const base = `http://127.0.0.1:${port}`
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/`)).ok) break
      } catch {
        // not up yet
      }
      if (i > 300) throw new Error('gatsby serve did not start')
      await new Promise((r) => setTimeout(r, 200))
    }
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    })
    const targets: Array<{ type: keyof typeof BUDGETS; route: string }> = [{ type: 'home', route: '/' }]
    if (posts[0]) targets.push({ type: 'post', route: posts[0].route })
    if (classPages.length) {
      const picks = new Set([classPages[0], classPages[Math.floor(classPages.length / 2)], classPages[classPages.length - 1]])
      for (const p of picks) targets.push({ type: 'class', route: p.route })
    }
    let over = 0
    for (const t of targets) {
      const context = await browser.newContext()
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
      const scripts = new Map<string, string>()
      const sizes = new Map<string, number>()
      cdp.on('Network.responseReceived', (e) => {
        if (e.type === 'Script') scripts.set(e.requestId, e.response.url)
      })
      cdp.on('Network.loadingFinished', (e) => {
        if (scripts.has(e.requestId)) sizes.set(scripts.get(e.requestId)!, e.encodedDataLength)
      })
      await page.goto(`${base}${encodeURI(t.route)}`, { waitUntil: 'networkidle' })
      await page.waitForTimeout(1500)
      const bytes = [...sizes.values()].reduce((s, n) => s + n, 0)
      const ok = bytes <= BUDGETS[t.type]
      if (!ok) over++
      console.log(`first-visit JS, gzip: ${t.type.padEnd(5)} ${kb(bytes).padStart(9)} (budget ${kb(BUDGETS[t.type])}) ${ok ? 'ok' : 'OVER'}  ${t.route}`)
      for (const [url, n] of [...sizes.entries()].sort((a, b) => b[1] - a[1])) console.log(`    ${kb(n).padStart(9)}  ${url.replace(base, '')}`)
      await context.close()
    }
    await browser.close()
    if (over > 0) console.log(`${over} page(s) over the JS budget`)
  } finally {
    if (server.pid) process.kill(-server.pid)
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
