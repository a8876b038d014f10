/**
 * The live demos of a built site (public/demos/, docs/sections/demos.md) against their budgets: each demo's transfer
 * (its JavaScript and WebAssembly, gzip -9, as a server compresses them) at most 400 KB, and its first frame within
 * 1 s of the Run press on this machine, measured in Debian's Chromium with SwiftShader from the page the demo is on,
 * served from public/. Exits non-zero when a demo is over either budget.
 *
 *   npm run build && npm run bench:demos [-- --record]
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { chromium } from '@playwright/test'
import { siteDemoBlocks } from '../src/sections/demos/node/build'
import { CHROMIUM_ARGS, chromiumEnv, chromiumPath, serveFolder } from '../src/sections/demos/node/poster'
import { recorder } from './measurements'

const TRANSFER_BUDGET = 400 * 1024
const FIRST_FRAME_BUDGET_MS = 1000
/** Presses per demo; the figure is the median. Each press is a fresh page with an empty cache, as a first visit. */
const RUNS = 5

/** The route of a post from its folder (content/devlog/YYYY-MM-DD-slug/index.mdx). */
function routeOf(sourcePath: string): string {
  const m = /content\/devlog\/(\d{4})-(\d{2})-(\d{2})-([^/]+)\/index\.mdx$/.exec(sourcePath)
  if (!m) throw new Error(`${sourcePath}: bench:demos measures demos of devlog posts`)
  return `/devlog/${m[1]}/${m[2]}/${m[3]}/${m[4]}/`
}

async function main() {
  const record = recorder('bench:demos', "The devlog's live demos: transfer of each demo's program (gzip -9) and the time from the Run press to its first frame.")
  const root = process.cwd()
  const pub = path.join(root, 'public')
  const demos = siteDemoBlocks(root)
  if (!demos.length) throw new Error('no demo in content/')
  const server = await serveFolder(pub)
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', ...CHROMIUM_ARGS], env: chromiumEnv() })
  let over = 0
  try {
    for (const demo of demos) {
      const files = [`${demo.name}.js`, `${demo.name}.wasm`].map((f) => path.join(pub, 'demos', demo.name, f))
      for (const f of files) if (!fs.existsSync(f)) throw new Error(`${path.relative(root, f)} is missing: build the site first (npm run build)`)
      const gz = files.map((f) => zlib.gzipSync(fs.readFileSync(f), { level: 9 }).length)
      const transfer = gz[0] + gz[1]
      const times: number[] = []
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext()
        const page = await context.newPage()
        await page.goto(`${server.url.replace(/\/$/, '')}${routeOf(demo.sourcePath)}`)
        await page.waitForFunction(() => (window as unknown as { ___heliosBooted?: boolean }).___heliosBooted)
        const fig = page.locator(`figure[data-demo="${demo.name}"]`)
        await fig.scrollIntoViewIfNeeded()
        await fig.getByRole('button', { name: 'Run' }).click()
        await page.waitForSelector(`figure[data-demo="${demo.name}"][data-demo-first-frame-ms]`, { timeout: 30_000 })
        times.push(Number(await fig.getAttribute('data-demo-first-frame-ms')))
        await context.close()
      }
      times.sort((a, b) => a - b)
      const median = times[Math.floor(times.length / 2)]
      const ok = transfer <= TRANSFER_BUDGET && median <= FIRST_FRAME_BUDGET_MS
      if (!ok) over++
      const line = `${(transfer / 1024).toFixed(1)} KB gzip (js ${(gz[0] / 1024).toFixed(1)} + wasm ${(gz[1] / 1024).toFixed(1)}; budget 400), first frame ${median} ms after Run (median of ${RUNS}: ${times.join(', ')}; budget 1000)`
      console.log(`${ok ? 'ok  ' : 'OVER'} ${demo.name}: ${line}`)
      record.add(demo.name, line)
    }
  } finally {
    await browser.close()
    await server.close()
  }
  record.save()
  if (over) {
    console.error(`bench:demos: ${over} demo${over === 1 ? '' : 's'} over budget`)
    process.exit(1)
  }
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
