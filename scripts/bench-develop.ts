/**
 * `npm run develop` as an author meets it: cold start (no .cache, no public/), warm start (the cache kept), and the
 * time from saving a post to the edit showing in the open page; replaces .cache/ and public/. `--floor` measures the
 * same on the smallest Gatsby site with MDX, in a temporary folder: what Gatsby itself takes on this machine, below
 * which no change to the site can go. `--floor-pages` measures the starts of the Gatsby floor of the site built last
 * (./buildFloor.ts: one node per page of public/page-data holding its data, one template; no saves, as it has no
 * posts): what the same pages cost Gatsby itself, so the site's starts beyond it are the site's own work.
 * Without either, the run measures the smallest site first (as `--floor` does, and records its rows with
 * `--record`), then starts the floor warm again just before each of the site's warm starts, and the site's figures
 * are ratios to the floor's of the same run; `--no-floor` leaves it out and
 * compares with the floor's recorded rows.
 *
 *   npm run bench:develop [-- --port 9235] [--floor | --floor-pages | --no-floor] [--warm-starts N] [--without LIST] [--record]
 *   (--without: the build's touches on other packages' implementation to leave out, src/shell/server/buildSwitches.ts)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { CARRIED, processTreeCpuSeconds, recordedRow, recorder, variantOf, verdict } from './measurements'
import { touchesTurnedOff } from '../src/shell/server/buildSwitches'
import { installProjectPackages, writeFloorSite as writePagesFloorSite } from './buildFloor'

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}
const port = Number(arg('port') ?? 9189)
/** Warm starts timed in a run, their median the figure (`--warm-starts N`). */
const warmStarts = Math.max(1, Number(arg('warm-starts') ?? 3))
const medianOf = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const base = `http://127.0.0.1:${port}`
const project = path.resolve(__dirname, '..')
/** Where `--floor` writes the smallest site; kept after its run, so the site's run can start it again warm. */
const FLOOR_DIR = path.join(os.tmpdir(), 'helios-develop-floor')

const floor = process.argv.includes('--floor')
const floorPages = process.argv.includes('--floor-pages')
const root = floor ? writeFloorSite() : floorPages ? writePagesFloorSite(path.join(project, 'public'), project).dir : project
const isFloor = floor || floorPages
if (arg('without')) {
  process.env.HELIOS_BENCH_WITHOUT = arg('without')
  touchesTurnedOff()
}

/** This project's versions of the packages the smallest site uses (Gatsby checks that `gatsby` is a dependency). */
function floorDependencies(): Record<string, string> {
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(project, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
  return Object.fromEntries(['gatsby', 'gatsby-plugin-mdx', 'gatsby-source-filesystem', '@mdx-js/react', 'react', 'react-dom'].map((name) => [name, dependencies[name]]))
}

/** The smallest Gatsby site with an MDX post (see the header), in a temporary folder; returns its path. */
function writeFloorSite(): string {
  const dir = FLOOR_DIR
  fs.rmSync(dir, { recursive: true, force: true })
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'develop-floor', version: '1.0.0', private: true, dependencies: floorDependencies() }),
    'gatsby-config.js': `module.exports = { plugins: [{ resolve: 'gatsby-source-filesystem', options: { name: 'devlog', path: __dirname + '/content/devlog' } }, 'gatsby-plugin-mdx'] }\n`,
    'src/pages/index.js': [
      `import * as React from 'react'`,
      `import { graphql } from 'gatsby'`,
      `export default function Home({ data }) { return <main>{data.allMdx.nodes.map((n) => <p key={n.id}>{n.frontmatter.title}</p>)}</main> }`,
      'export const query = graphql`{ allMdx { nodes { id frontmatter { title } } } }`',
      '',
    ].join('\n'),
    'src/pages/devlog/{mdx.frontmatter__slug}.js': [
      `import * as React from 'react'`,
      `import { graphql } from 'gatsby'`,
      `export default function Post({ data, children }) { return <main><article><h1>{data.mdx.frontmatter.title}</h1>{children}</article></main> }`,
      'export const query = graphql`query ($id: String) { mdx(id: { eq: $id }) { frontmatter { title } } }`',
      '',
    ].join('\n'),
    'content/devlog/2025-01-01-floor/index.mdx': '---\ntitle: Floor\nslug: 2025/01/01/floor\n---\n\nThe one post of the smallest site.\n',
  }
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
  }
  installProjectPackages(project, dir)
  return dir
}

function startDevelop(dir = root): ChildProcess {
  const log = fs.openSync(path.join(dir, 'bench-develop.log'), 'a')
  return spawn('npx', ['gatsby', 'develop', '--host', '127.0.0.1', '--port', String(port)], { cwd: dir, stdio: ['ignore', log, log], detached: true, env: { ...process.env, CI: '1' } })
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    if (child.pid) process.kill(-child.pid, 'SIGTERM')
  })
}

/** Seconds from the start until the development server answers the home page. */
async function timeToServe(child: ChildProcess): Promise<number> {
  const start = performance.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gatsby develop exited (${child.exitCode}); see bench-develop.log`)
    try {
      // A request the starting server took in but never answered hung the bench for good: each gets 10 s.
      if ((await fetch(`${base}/`, { signal: AbortSignal.timeout(10_000) })).ok) return (performance.now() - start) / 1000
    } catch {
      // not listening yet, or that request went unanswered
    }
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Resolves once bench-develop.log has not grown for 20 s (the development server has finished its first round). */
async function untilIdle(): Promise<void> {
  const log = path.join(root, 'bench-develop.log')
  let size = -1
  let quietSince = performance.now()
  for (;;) {
    const now = fs.statSync(log).size
    if (now !== size) {
      size = now
      quietSince = performance.now()
    } else if (performance.now() - quietSince > 20_000) return
    await new Promise((r) => setTimeout(r, 500))
  }
}

/** The newest post's source file and its route. */
function newestPost(): { file: string; route: string } {
  const folder = fs.readdirSync(path.join(root, 'content/devlog')).filter((d) => /^\d{4}-\d{2}-\d{2}-/.test(d)).sort().pop()!
  const [, y, m, d, slug] = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/.exec(folder)!
  return { file: path.join(root, 'content/devlog', folder, 'index.mdx'), route: `/devlog/${y}/${m}/${d}/${slug}/` }
}

/** Where a `--floor` run started by the site's run writes its figures (an environment variable: not in its row's command). */
const FIGURES_VARIABLE = 'BENCH_DEVELOP_FLOOR_FIGURES'

/** A figure of one run: seconds, and the CPU seconds of the development server's processes where /proc tells them. */
interface Figure {
  seconds: number
  cpu: number | null
}
type Figures = Partial<Record<'cold-start' | 'warm-start' | 'save-to-shown', Figure>>

/**
 * The smallest site's figures of this run: `--floor` run in a process of its own before the site's, with
 * `--record` when this run records. Null when it fails (the site's figures then compare with the recorded rows).
 */
function floorOfThisRun(): Figures | null {
  const file = path.join(os.tmpdir(), `helios-develop-floor-figures-${process.pid}.json`)
  const args = ['tsx', path.join(__dirname, 'bench-develop.ts'), '--floor', '--warm-starts', String(warmStarts), ...(arg('port') ? ['--port', String(port)] : []), ...(process.argv.includes('--record') ? ['--record'] : [])]
  const run = spawnSync('npx', args, { cwd: project, stdio: 'inherit', env: { ...process.env, [FIGURES_VARIABLE]: file } })
  try {
    return run.status === 0 ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Figures) : null
  } catch {
    return null
  } finally {
    fs.rmSync(file, { force: true })
  }
}

/**
 * The same figure on the smallest site: "<ratio>x the floor's <seconds> s (this run)" from the floor measured in
 * this run, else from the row `--floor` last recorded on this machine, and the same for the CPU time of the
 * development server's processes when both have it; then the same against the floor of the same pages
 * (`--floor-pages`, its recorded row) where it has the figure.
 */
function againstFloor(figure: keyof Figures, seconds: number, cpu: number | null, sameRun: Figures | null, sameRunHow = ''): string {
  const ratio = (name: string, when: string, floorSeconds: number, floorCpu: number | null): string => {
    const wall = Number.isFinite(floorSeconds) && floorSeconds > 0 ? `; ${(seconds / floorSeconds).toFixed(1)}x ${name} ${floorSeconds.toFixed(floorSeconds < 10 ? 2 : 1)} s (${when})` : ''
    const used = cpu !== null && floorCpu !== null && Number.isFinite(floorCpu) && floorCpu > 0 ? `; CPU ${(cpu / floorCpu).toFixed(1)}x ${name} ${floorCpu.toFixed(floorCpu < 10 ? 2 : 1)} s` : ''
    return wall + used
  }
  const recorded = (variant: string, name: string): string => {
    const row = recordedRow(`bench:develop/${figure} (${variant})`, project)
    if (!row || row.date.includes(CARRIED)) return ''
    const cpuText = /CPU ([\d.]+) s/.exec(row.result)?.[1]
    return ratio(name, row.date, Number(/^([\d.]+) s/.exec(row.result)?.[1]), cpuText ? Number(cpuText) : null)
  }
  const floor = sameRun?.[figure]
  const smallest = floor ? ratio("the floor's", `this run${sameRunHow}`, floor.seconds, floor.cpu) : recorded('--floor', "the floor's")
  return smallest + recorded('--floor-pages', "the same pages' floor's")
}

/** ", CPU n s" for a figure whose CPU time is known; nothing where /proc is not there. */
const cpuText = (cpu: number | null, digits: number): string => (cpu === null ? '' : `, CPU ${cpu.toFixed(digits)} s`)

/** The CPU seconds gatsby develop's processes have used so far (the child and everything below it). */
const developCpu = (child: ChildProcess): number | null => (child.pid ? processTreeCpuSeconds(child.pid) : null)

/**
 * Until the development server's processes have used almost no CPU for three seconds running (at most a minute):
 * each save is timed from a server at rest, as an author's is, not while the start's last steps (types, webpack's
 * cache) or the last save's still run.
 */
async function untilCpuQuiet(child: ChildProcess): Promise<void> {
  const deadline = performance.now() + 60_000
  let quiet = 0
  let last = developCpu(child)
  while (quiet < 3 && performance.now() < deadline && last !== null) {
    await new Promise((r) => setTimeout(r, 1000))
    const now = developCpu(child)
    quiet = now !== null && now - last < 0.05 ? quiet + 1 : 0
    last = now
  }
}

async function main() {
  const record = recorder('bench:develop', '`npm run develop` as an author meets it: cold start, warm start and a saved post shown in the open page; `--floor` rows are the smallest Gatsby site with MDX, `--floor-pages` rows the Gatsby floor of the same pages (starts only).', {
    variant: variantOf({ switches: ['floor', 'floor-pages'], values: ['without'] }),
  })
  // The smallest site first, in this run, so the site's ratios are to a floor measured beside them.
  const sameRunFloor = isFloor || process.argv.includes('--no-floor') ? null : floorOfThisRun()
  const figures: Figures = {}
  fs.rmSync(path.join(root, 'bench-develop.log'), { force: true })
  fs.rmSync(path.join(root, '.cache'), { recursive: true, force: true })
  fs.rmSync(path.join(root, 'public'), { recursive: true, force: true })
  if (floor) console.log(`the smallest Gatsby site with MDX, in ${root}`)
  if (floorPages) console.log(`the Gatsby floor of the pages in public/, in ${root}`)
  console.log(`load average at the start: ${os.loadavg().map((l) => l.toFixed(1)).join(', ')}`)
  let child = startDevelop()
  const cold = await timeToServe(child)
  const coldCpu = developCpu(child)
  console.log(`develop cold start (no .cache):  ${cold.toFixed(1)} s${cpuText(coldCpu, 1)}`)
  // Gatsby saves its state (the plugins' hash among it) once the first round of queries is done; stopped before
  // that, the next start finds no state and deletes .cache, so the warm start would be a cold one. An author's
  // session runs at least that long.
  await untilIdle()
  await stop(child)
  // Several warm starts, each from a server that finished its first round, and their median: one start here varies
  // by a second or more, as much as the difference the ratio to the floor is meant to show. With the floor of this
  // run (`--floor`, its folder and cache kept), each of the site's warm starts follows one of the floor's: the
  // machine's drift over the minutes a run takes moves both alike, where the floor's own warm starts ran minutes
  // before the site's.
  const interleaved = sameRunFloor && !isFloor && fs.existsSync(path.join(FLOOR_DIR, '.cache')) ? FLOOR_DIR : null
  const warms: number[] = []
  const warmCpus: number[] = []
  const floorWarms: Figure[] = []
  for (let i = 0; i < warmStarts; i++) {
    if (i > 0) {
      await untilCpuQuiet(child)
      await stop(child)
    }
    if (interleaved) {
      const floorChild = startDevelop(interleaved)
      const seconds = await timeToServe(floorChild)
      floorWarms.push({ seconds, cpu: developCpu(floorChild) })
      await untilCpuQuiet(floorChild)
      await stop(floorChild)
    }
    child = startDevelop()
    warms.push(await timeToServe(child))
    const cpu = developCpu(child)
    if (cpu !== null) warmCpus.push(cpu)
    const pair = interleaved ? `; the floor's just before: ${floorWarms[i].seconds.toFixed(1)} s, ${(warms[i] / floorWarms[i].seconds).toFixed(2)}x` : ''
    console.log(`develop warm start ${i + 1} of ${warmStarts} (cache kept): ${warms[i].toFixed(1)} s${cpuText(cpu, 1)}${pair}`)
  }
  if (sameRunFloor && floorWarms.length === warms.length) {
    const cpus = floorWarms.map((f) => f.cpu)
    sameRunFloor['warm-start'] = { seconds: medianOf(floorWarms.map((f) => f.seconds)), cpu: cpus.every((c) => c !== null) ? medianOf(cpus as number[]) : null }
  }
  const warm = medianOf(warms)
  const warmCpu = warmCpus.length === warms.length ? medianOf(warmCpus) : null
  const ofStarts = warms.length > 1 ? `, median of ${warms.map((w) => w.toFixed(1)).join(' / ')}` : ''
  const floorStarts = floorWarms.length > 1 ? `; median of ${floorWarms.map((w) => w.seconds.toFixed(1)).join(' / ')}, each just before one of the site's` : ''
  console.log(`develop warm start (cache kept): ${warm.toFixed(1)} s${ofStarts}${cpuText(warmCpu, 1)}   target <= 15 s: ${warm <= 15 ? 'met' : 'MISSED'}`)
  figures['cold-start'] = { seconds: cold, cpu: coldCpu }
  figures['warm-start'] = { seconds: warm, cpu: warmCpu }
  record.add('cold-start', `${cold.toFixed(1)} s${cpuText(coldCpu, 1)}${isFloor ? '' : againstFloor('cold-start', cold, coldCpu, sameRunFloor)}`)
  record.add('warm-start', `${warm.toFixed(1)} s${ofStarts}${cpuText(warmCpu, 1)}${isFloor ? '' : againstFloor('warm-start', warm, warmCpu, sameRunFloor, floorStarts)}; target <= 15 s: ${verdict(warm <= 15)}`)
  if (!isFloor && sameRunFloor?.['warm-start']) console.log(`  ${(warm / sameRunFloor['warm-start'].seconds).toFixed(2)}x the floor's warm start of this run (${sameRunFloor['warm-start'].seconds.toFixed(1)} s${interleaved ? ', median of the starts interleaved with the site\'s' : ''})   target <= 1.3x: ${warm <= 1.3 * sameRunFloor['warm-start'].seconds ? 'met' : 'MISSED'}`)
  if (floorPages) {
    // The floor of the pages has no posts to save.
    await stop(child)
    fs.rmSync(root, { recursive: true, force: true })
    record.save()
    return
  }

  const { file, route } = newestPost()
  const original = fs.readFileSync(file, 'utf8')
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  const updates: number[] = []
  const updateCpus: number[] = []
  try {
    const page = await browser.newPage()
    await page.goto(`${base}${route}`)
    await page.locator('main article').first().waitFor({ timeout: 300_000 })
    for (let round = 0; round < 3; round++) {
      await untilCpuQuiet(child)
      const marker = `Saved while the page was open, round ${round}, ${Date.now()}.`
      const start = performance.now()
      const cpuBefore = developCpu(child)
      fs.writeFileSync(file, `${original.trimEnd()}\n\n${marker}\n`)
      await page.getByText(marker).waitFor({ timeout: 120_000 })
      updates.push((performance.now() - start) / 1000)
      const cpuAfter = developCpu(child)
      if (cpuBefore !== null && cpuAfter !== null) updateCpus.push(cpuAfter - cpuBefore)
      console.log(`save post -> shown, round ${round}: ${updates[round].toFixed(2)} s${cpuText(updateCpus[round] ?? null, 2)}`)
      fs.writeFileSync(file, original)
      await page.getByText(marker).waitFor({ state: 'detached', timeout: 120_000 })
    }
  } finally {
    fs.writeFileSync(file, original)
    await browser.close()
    await stop(child)
  }
  const median = medianOf(updates)
  // The development server's CPU time a save: what it did, whatever the host took of the machine meanwhile.
  const medianCpu = updateCpus.length === updates.length ? medianOf(updateCpus) : null
  console.log(`save post -> shown in browser:   ${median.toFixed(2)} s median of ${updates.map((u) => u.toFixed(2)).join(', ')}${cpuText(medianCpu, 2)} (median)   target <= 2 s: ${median <= 2 ? 'met' : 'MISSED'}`)
  record.add(
    'save-to-shown',
    `${median.toFixed(2)} s, median of ${updates.map((u) => u.toFixed(2)).join(' / ')}${cpuText(medianCpu, 2)} (median)${isFloor ? '' : againstFloor('save-to-shown', median, medianCpu, sameRunFloor)}; target <= 2 s: ${verdict(median <= 2)}`,
  )
  figures['save-to-shown'] = { seconds: median, cpu: medianCpu }
  if (process.env[FIGURES_VARIABLE]) fs.writeFileSync(process.env[FIGURES_VARIABLE], JSON.stringify(figures))
  record.save()
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
