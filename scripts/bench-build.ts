/**
 * Clean build benchmark: `gatsby clean`, then `gatsby build`, printing the
 * wall time and the peak memory of the whole process tree (gatsby and its
 * workers, sampled from /proc every 200 ms: summed RSS, and summed PSS, which
 * counts pages the processes share only once).
 *
 *   flock /tmp/gatsby.lock npm run bench:build                       # the site with doxygen-xml/
 *   flock /tmp/gatsby.lock npm run bench:build -- --synth 10         # API XML ten times the engine's (scripts/synth-doxygen.ts)
 *   flock /tmp/gatsby.lock npm run bench:build -- --xml /some/doxygen-xml
 *
 * Extra environment for the build can be given as usual (e.g. HELIOS_LINK_CHECK=off).
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { apiOptions } from '../src/sections/api/options'

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}

const env: NodeJS.ProcessEnv = { ...process.env }
const synth = arg('synth')
if (synth) {
  const out = path.resolve('/tmp', `doxygen-xml-x${synth}`)
  const r = spawnSync('npx', ['tsx', 'scripts/synth-doxygen.ts', '--copies', synth, '--to', out], { stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
  env.HELIOS_DOXYGEN_XML = out
}
const xml = arg('xml')
if (xml) env.HELIOS_DOXYGEN_XML = path.resolve(xml)

/** Memory in kB of a process and all its descendants, from /proc. */
function treeMemoryKb(root: number): { rss: number; pss: number; top: Array<[string, number]> } {
  const children = new Map<number, number[]>()
  const rss = new Map<number, number>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const pid = Number(entry)
      const ppid = Number(fields[1])
      const list = children.get(ppid) ?? []
      list.push(pid)
      children.set(ppid, list)
      rss.set(pid, 0)
    } catch {
      // the process ended while we looked
    }
  }
  const total = { rss: 0, pss: 0, top: [] as Array<[string, number]> }
  const stack = [root]
  while (stack.length) {
    const pid = stack.pop()!
    stack.push(...(children.get(pid) ?? []))
    try {
      // smaps_rollup: Rss counts shared pages (LMDB maps, code) in every process; Pss shares them out.
      const roll = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8')
      const r = Number(/^Rss:\s+(\d+)/m.exec(roll)?.[1] ?? 0)
      const p = Number(/^Pss:\s+(\d+)/m.exec(roll)?.[1] ?? 0)
      total.rss += r
      total.pss += p
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).map((a) => path.basename(a)).slice(0, 3).join(' ')
      total.top.push([`${pid} ${cmd}`, r])
    } catch {
      // gone
    }
  }
  return total
}

function run(cmd: string, args: string[]): Promise<{ code: number; seconds: number; peakMb: number; peakPssMb: number; peakTop: string }> {
  return new Promise((resolve) => {
    const start = process.hrtime.bigint()
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let peak = 0
    let peakPss = 0
    let peakTop = ''
    const timer = setInterval(() => {
      if (!child.pid) return
      const m = treeMemoryKb(child.pid)
      if (m.rss > peak) {
        peak = m.rss
        peakTop = m.top.sort((a, b) => b[1] - a[1]).slice(0, 4).map(([c, kb]) => `${c} ${Math.round(kb / 1024)} MB`).join('; ')
        // The build step running at the peak: the last progress line gatsby printed.
        // eslint-disable-next-line no-control-regex -- strips the ANSI colour escapes (ESC [ ... letter) gatsby writes
        const logText = fs.readFileSync(path.resolve('bench-build.log'), 'utf8').replace(/\x1b\[[0-9;]*[A-Za-z]/g, '')
        const lines = logText.split(/\r?\n/).map((l) => l.trim()).filter((l) => /^(success|info|warn|⠀|[⠁-⣿])/.test(l))
        peakTop += ` (after: ${lines[lines.length - 1]?.slice(0, 80) ?? 'start'})`
      }
      peakPss = Math.max(peakPss, m.pss)
    }, 200)
    const log = fs.createWriteStream(path.resolve('bench-build.log'), { flags: 'a' })
    child.stdout.pipe(log)
    child.stderr.pipe(log)
    child.on('exit', (code) => {
      clearInterval(timer)
      resolve({ code: code ?? 1, seconds: Number(process.hrtime.bigint() - start) / 1e9, peakMb: peak / 1024, peakPssMb: peakPss / 1024, peakTop })
    })
  })
}

async function main(): Promise<void> {
  fs.writeFileSync(path.resolve('bench-build.log'), '')
  const clean = await run('npx', ['gatsby', 'clean'])
  if (clean.code !== 0) throw new Error('gatsby clean failed (see bench-build.log)')
  // The README's build command, with whatever flags it sets.
  const build = await run('npm', ['run', '--silent', 'build'])
  const pages = (() => {
    let n = 0
    const walk = (d: string) => {
      for (const e of fs.readdirSync(d, { withFileTypes: true })) {
        if (e.isDirectory()) walk(path.join(d, e.name))
        else if (e.name === 'index.html') n++
      }
    }
    if (fs.existsSync('public')) walk('public')
    return n
  })()
  const apiPages = fs.existsSync(path.join('public', apiOptions.basePath)) ? fs.readdirSync(path.join('public', apiOptions.basePath), { recursive: true }).filter((f) => String(f).endsWith('index.html')).length : 0
  console.log(`bench:build ${env.HELIOS_DOXYGEN_XML ? `(HELIOS_DOXYGEN_XML=${env.HELIOS_DOXYGEN_XML})` : '(doxygen-xml/)'}`)
  console.log(`  clean build: ${build.code === 0 ? 'ok' : `FAILED (exit ${build.code}, see bench-build.log)`}`)
  console.log(`  wall time:   ${build.seconds.toFixed(1)} s (gatsby clean ${clean.seconds.toFixed(1)} s before it)`)
  console.log(`  peak RSS:    ${build.peakMb.toFixed(0)} MB (sum over gatsby and its workers; shared pages counted in each)`)
  console.log(`  peak PSS:    ${build.peakPssMb.toFixed(0)} MB (the same processes, shared pages shared out)`)
  console.log(`  at the peak: ${build.peakTop}`)
  console.log(`  pages:       ${pages} (${apiPages} under ${apiOptions.basePath})`)
  process.exitCode = build.code
}

void main()
