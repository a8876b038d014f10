/**
 * Clean build benchmark: `gatsby clean`, then `gatsby build`, printing the
 * wall time and the peak memory of the whole process tree (the sum of the
 * resident set sizes of gatsby and its workers, sampled from /proc every 200 ms).
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

/** RSS in kB of a process and all its descendants, from /proc. */
function treeRssKb(root: number): number {
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
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8')
      const m = /VmRSS:\s+(\d+)/.exec(status)
      rss.set(pid, m ? Number(m[1]) : 0)
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0
  const stack = [root]
  while (stack.length) {
    const pid = stack.pop()!
    total += rss.get(pid) ?? 0
    stack.push(...(children.get(pid) ?? []))
  }
  return total
}

function run(cmd: string, args: string[]): Promise<{ code: number; seconds: number; peakMb: number }> {
  return new Promise((resolve) => {
    const start = process.hrtime.bigint()
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let peak = 0
    const timer = setInterval(() => {
      if (child.pid) peak = Math.max(peak, treeRssKb(child.pid))
    }, 200)
    const log = fs.createWriteStream(path.resolve('bench-build.log'), { flags: 'a' })
    child.stdout.pipe(log)
    child.stderr.pipe(log)
    child.on('exit', (code) => {
      clearInterval(timer)
      resolve({ code: code ?? 1, seconds: Number(process.hrtime.bigint() - start) / 1e9, peakMb: peak / 1024 })
    })
  })
}

async function main(): Promise<void> {
  fs.writeFileSync(path.resolve('bench-build.log'), '')
  const clean = await run('npx', ['gatsby', 'clean'])
  if (clean.code !== 0) throw new Error('gatsby clean failed (see bench-build.log)')
  const build = await run('npx', ['gatsby', 'build'])
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
  const apiPages = fs.existsSync('public/docs/helios') ? fs.readdirSync('public/docs/helios', { recursive: true }).filter((f) => String(f).endsWith('index.html')).length : 0
  console.log(`bench:build ${env.HELIOS_DOXYGEN_XML ? `(HELIOS_DOXYGEN_XML=${env.HELIOS_DOXYGEN_XML})` : '(doxygen-xml/)'}`)
  console.log(`  clean build: ${build.code === 0 ? 'ok' : `FAILED (exit ${build.code}, see bench-build.log)`}`)
  console.log(`  wall time:   ${build.seconds.toFixed(1)} s (gatsby clean ${clean.seconds.toFixed(1)} s before it)`)
  console.log(`  peak RSS:    ${build.peakMb.toFixed(0)} MB (gatsby and its workers together)`)
  console.log(`  pages:       ${pages} (${apiPages} under /docs/helios/)`)
  process.exitCode = build.code
}

void main()
