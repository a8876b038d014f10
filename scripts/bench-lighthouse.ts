/**
 * Lighthouse (from npm, mobile defaults: emulated phone, simulated slow 4G and CPU) on the built site
 * served by `gatsby serve` (gzip), driving Debian's Chromium. Pages: home, the newest devlog post and
 * the median class page by HTML size. Prints the four category scores of each page and, for any
 * category under 100, the audits that cost it.
 *
 *   npm run bench:lighthouse [-- --runs 3]      (the median performance score of the runs is printed)
 *
 * Targets: accessibility, best practices and SEO 100; performance at least 98.
 */
import fs from 'node:fs'
import path from 'node:path'
import os from 'node:os'
import { spawn, spawnSync } from 'node:child_process'
import { apiOptions } from '../src/sections/api/options'
import { devlogOptions } from '../src/sections/devlog/options'

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}
const publicDir = path.resolve('public')
const runs = Number(arg('runs') ?? 3)

function routesUnder(dir: string, keep: (route: string) => boolean): Array<{ route: string; size: number }> {
  const out: Array<{ route: string; size: number }> = []
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (!e.isDirectory()) continue
      const sub = path.join(d, e.name)
      const html = path.join(sub, 'index.html')
      const route = `/${path.relative(publicDir, sub).split(path.sep).join('/')}/`
      if (fs.existsSync(html) && keep(route)) out.push({ route, size: fs.statSync(html).size })
      walk(sub)
    }
  }
  if (fs.existsSync(dir)) walk(dir)
  return out
}

async function main() {
  if (!fs.existsSync(path.join(publicDir, 'index.html'))) throw new Error('public/ holds no built site: run npm run build first')
  const classes = routesUnder(path.join(publicDir, ...apiOptions.basePath.split('/').filter(Boolean)), (r) => ['classes/', 'structs/'].some((kind) => r.startsWith(`${apiOptions.basePath}${kind}`) && r.length > `${apiOptions.basePath}${kind}`.length)).sort((a, b) => a.size - b.size)
  const posts = routesUnder(path.join(publicDir, ...devlogOptions.basePath.split('/').filter(Boolean)), (r) => /\/\d{4}\/\d{2}\/\d{2}\/[^/]+\/$/.test(r)).sort((a, b) => (a.route < b.route ? 1 : -1))
  const targets = [{ name: 'home', route: '/' }]
  if (posts[0]) targets.push({ name: 'post', route: posts[0].route })
  if (classes.length) targets.push({ name: 'class', route: classes[Math.floor(classes.length / 2)].route })

  const port = Number(arg('port') ?? 9312)
  const server = spawn('npx', ['gatsby', 'serve', '--host', '127.0.0.1', '--port', String(port)], { stdio: 'ignore', detached: true })
  const base = `http://127.0.0.1:${port}`
  const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run'
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'))
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
    for (const t of targets) {
      const scores: Array<Record<string, number>> = []
      let lastLhr: { categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>; audits: Record<string, { score: number | null; title: string; displayValue?: string }> } | undefined
      for (let r = 0; r < runs; r++) {
        // Lighthouse's own command line (it launches the Chromium named by CHROME_PATH); it runs as plain
        // Node, since the page-side functions it injects must not pass through this script's TypeScript loader.
        const report = path.join(out, `${t.name}-${r}.json`)
        const run = spawnSync(
          process.execPath,
          [require.resolve('lighthouse/cli/index.js'), `${base}${encodeURI(t.route)}`, '--output=json', `--output-path=${report}`, '--quiet', `--chrome-flags=${chromeFlags}`],
          { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
        )
        if (run.status !== 0 || !fs.existsSync(report)) throw new Error(`lighthouse failed on ${t.route} (exit ${run.status})`)
        const lhr = JSON.parse(fs.readFileSync(report, 'utf8')) as NonNullable<typeof lastLhr>
        lastLhr = lhr
        scores.push(Object.fromEntries(Object.entries(lhr.categories).map(([k, c]) => [k, Math.round((c.score ?? 0) * 100)])))
      }
      const median = (k: string) => scores.map((s) => s[k]).sort((a, b) => a - b)[Math.floor(scores.length / 2)]
      const cats = ['performance', 'accessibility', 'best-practices', 'seo']
      console.log(`${t.name.padEnd(5)} ${cats.map((c) => `${c} ${median(c)}`).join(', ')}  (runs: ${scores.map((s) => s.performance).join('/')})  ${t.route}`)
      for (const c of cats) {
        const cat = lastLhr!.categories[c]
        if ((cat.score ?? 0) >= 1) continue
        for (const ref of cat.auditRefs) {
          const a = lastLhr!.audits[ref.id]
          if (ref.weight > 0 && a && a.score !== null && a.score < 1) console.log(`    ${c}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''} [score ${a.score}]`)
        }
      }
    }
  } finally {
    fs.rmSync(out, { recursive: true, force: true })
    if (server.pid) process.kill(-server.pid)
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
