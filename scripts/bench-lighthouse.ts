/**
 * Lighthouse (from npm, mobile defaults: emulated phone, simulated slow 4G and CPU) on the built site served by
 * `gatsby serve`, driving Debian's Chromium, on the home page, the newest post and the median class page: the median
 * of each category's score over the runs, and the audits that cost a category under 100. Targets: performance at
 * least 98, the other three categories 100.
 *
 *   npm run bench:lighthouse [-- --runs 3 --only home,post,class --post ROUTE --reports DIR] [--record]    (--reports keeps
 *   every run's JSON; --post scores that post rather than the newest, e.g. one with a live demo)
 */
import fs from 'node:fs'
import path from 'node:path'
import os from 'node:os'
import { spawnSync } from 'node:child_process'
import { classPages, postPages, serveBuilt } from './builtSite'
import { recorder, variantOf, verdict } from './measurements'

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}
const publicDir = path.resolve('public')
const runs = Number(arg('runs') ?? 3)
const keepReports = arg('reports')

async function main() {
  const record = recorder('bench:lighthouse', "Lighthouse's mobile scores of the built site (median of the runs): home, the newest post and the median class page.", {
    variant: variantOf({ values: ['only', 'post'] }),
  })
  const classes = classPages(publicDir)
  const posts = postPages(publicDir)
  const targets = [{ name: 'home', route: '/' }]
  const post = arg('post') ?? posts[0]?.route
  if (post) targets.push({ name: 'post', route: post })
  if (classes.length) targets.push({ name: 'class', route: classes[Math.floor(classes.length / 2)].route })

  const only = arg('only')
  if (only) targets.splice(0, targets.length, ...targets.filter((t) => only.split(',').includes(t.name)))
  const { base, stop } = await serveBuilt(Number(arg('port') ?? 9312))
  const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run'
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'))
  const medians: Array<{ page: string; runs: number[]; score: (category: string) => number }> = []
  try {
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
      medians.push({ page: t.name, runs: scores.map((s) => s.performance), score: median })
      for (const c of cats) {
        const cat = lastLhr!.categories[c]
        if ((cat.score ?? 0) >= 1) continue
        for (const ref of cat.auditRefs) {
          const a = lastLhr!.audits[ref.id]
          if (ref.weight > 0 && a && a.score !== null && a.score < 1) console.log(`    ${c}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''} [score ${a.score}]`)
        }
      }
    }
    const pages = medians.map((m) => m.page).join(' / ')
    const performance = medians.map((m) => m.score('performance'))
    record.add(
      'performance',
      `${pages}: ${performance.join(' / ')} (median of ${runs}; runs ${medians.map((m) => m.runs.join('/')).join(', ')}); target >= 98: ${verdict(performance.every((p) => p >= 98))}`,
    )
    const others = Object.entries({ accessibility: 'accessibility', 'best-practices': 'best practices', seo: 'SEO' }).map(([c, label]) => ({ label, scores: medians.map((m) => m.score(c)) }))
    record.add(
      'accessibility-best-practices-seo',
      `${pages}: ${others.map((o) => `${o.label} ${o.scores.join(' / ')}`).join(', ')}; target 100: ${verdict(others.every((o) => o.scores.every((s) => s === 100)))}`,
    )
    record.save()
  } finally {
    if (keepReports) fs.cpSync(out, path.resolve(keepReports), { recursive: true })
    fs.rmSync(out, { recursive: true, force: true })
    stop()
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
