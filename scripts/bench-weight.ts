/**
 * Page weight of the built site as a first-time reader gets it: the JavaScript a first visit fetches (gzip, empty
 * cache, from `gatsby serve`) on the home page, the newest post and the smallest, median and largest class pages, and
 * the bytes written per API page (HTML + page-data.json). The JS budgets are 0.40x the Docusaurus site this one replaced;
 * each page type's figure is also given as a ratio to that site's, against the target of 0.25x.
 *
 *   npm run bench:weight [-- --public DIR] [--post ROUTE] [--record]    (--post: that post rather than the newest,
 *   e.g. one with a live demo; the pages are served from public/ whatever --public names)
 */
import path from 'node:path'
import { chromium } from '@playwright/test'
import { apiOptions } from '../src/sections/api/options'
import { classPages, pagesUnder, postPages, serveBuilt } from './builtSite'
import { count, recorder, variantOf, verdict } from './measurements'

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}
const publicDir = path.resolve(arg('public') ?? 'public')
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const BUDGETS = { home: 96 * 1024, post: 104 * 1024, class: 112 * 1024, apiPage: 60 * 1024 }
/** First-visit JS, gzip, of the Docusaurus site this one replaced, per page type (its figures when it was replaced). */
const OLD_SITE_JS = { home: 241 * 1024, post: 260 * 1024, class: 282 * 1024 }
/** The most first-visit JS a page type may fetch, as a share of the old site's. */
const OLD_SITE_RATIO_TARGET = 0.25

/** A page's first-visit JS as a share of the old site's for its type. */
const oldSiteRatio = (type: keyof typeof BUDGETS, bytes: number): number => bytes / OLD_SITE_JS[type as keyof typeof OLD_SITE_JS]

async function main() {
  const record = recorder('bench:weight', 'Page weight of the built site: first-visit JavaScript (gzip) per page type, and the bytes written per API page, against their budgets.', {
    variant: variantOf({ values: ['public', 'post'] }),
  })
  const apiPages = pagesUnder(publicDir, apiOptions.basePath)
  const classes = classPages(publicDir)
  const posts = postPages(publicDir)

  // 2. Output per API page.
  const total = apiPages.reduce((s, p) => s + p.html + p.pageData, 0)
  const html = apiPages.reduce((s, p) => s + p.html, 0)
  const avg = apiPages.length ? total / apiPages.length : 0
  console.log(`API pages: ${apiPages.length}; HTML ${kb(html)}, page-data ${kb(total - html)}; average per page ${kb(avg)} (budget ${kb(BUDGETS.apiPage)}) ${avg <= BUDGETS.apiPage ? 'ok' : 'OVER'}`)
  record.add('api-page-output', `${kb(avg)} a page over ${count(apiPages.length)} API pages (HTML ${kb(apiPages.length ? html / apiPages.length : 0)}); budget ${kb(BUDGETS.apiPage)}: ${verdict(avg <= BUDGETS.apiPage)}`)
  const biggest = [...apiPages].sort((a, b) => b.html + b.pageData - a.html - a.pageData).slice(0, 3)
  for (const p of biggest) console.log(`  biggest: ${p.route} HTML ${kb(p.html)} + page-data ${kb(p.pageData)}`)

  // 1. First-visit JavaScript.
  const { base, stop } = await serveBuilt(Number(arg('port') ?? 9311))
  try {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    })
    const targets: Array<{ type: keyof typeof BUDGETS; route: string }> = [{ type: 'home', route: '/' }]
    const post = arg('post') ?? posts[0]?.route
    if (post) targets.push({ type: 'post', route: post })
    if (classes.length) {
      const picks = new Set([classes[0], classes[Math.floor(classes.length / 2)], classes[classes.length - 1]])
      for (const p of picks) targets.push({ type: 'class', route: p.route })
    }
    let over = 0
    const measured: Array<{ type: keyof typeof BUDGETS; bytes: number }> = []
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
      measured.push({ type: t.type, bytes })
      console.log(`first-visit JS, gzip: ${t.type.padEnd(5)} ${kb(bytes).padStart(9)} (budget ${kb(BUDGETS[t.type])}) ${ok ? 'ok' : 'OVER'}; ${oldSiteRatio(t.type, bytes).toFixed(3)}x the old site's ${kb(OLD_SITE_JS[t.type as keyof typeof OLD_SITE_JS])} (target ${OLD_SITE_RATIO_TARGET}x)  ${t.route}`)
      for (const [url, n] of [...sizes.entries()].sort((a, b) => b[1] - a[1])) console.log(`    ${kb(n).padStart(9)}  ${url.replace(base, '')}`)
      await context.close()
    }
    await browser.close()
    if (over > 0) console.log(`${over} page(s) over the JS budget`)
    const types = [...new Set(measured.map((m) => m.type))]
    record.add(
      'first-visit-js',
      types.map((type) => `${type} ${measured.filter((m) => m.type === type).map((m) => kb(m.bytes)).join(' / ')}`).join(', ') +
        (measured.filter((m) => m.type === 'class').length > 1 ? ' (class pages: smallest / median / largest by HTML)' : '') +
        `; budgets ${types.map((type) => kb(BUDGETS[type])).join(' / ')}: ${verdict(over === 0)}` +
        `; against the old site (largest of each type): ${types.map((type) => `${type} ${Math.max(...measured.filter((m) => m.type === type).map((m) => oldSiteRatio(type, m.bytes))).toFixed(3)}x`).join(', ')}` +
        `; target <= ${OLD_SITE_RATIO_TARGET}x: ${verdict(measured.every((m) => oldSiteRatio(m.type, m.bytes) <= OLD_SITE_RATIO_TARGET))}`,
    )
    record.save()
  } finally {
    stop()
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
