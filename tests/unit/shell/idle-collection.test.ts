import { test } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(__dirname, '../../..')

/**
 * Keeps some data, makes and drops far more, then waits three seconds doing nothing, the way the main Gatsby
 * process waits on its HTML worker. Prints the heap V8 uses and the resident memory after the work and after the wait.
 */
const WORK_THEN_WAIT = `
const v8 = require('v8')
const sample = () => ({ used: v8.getHeapStatistics().used_heap_size, rss: process.memoryUsage().rss })
const kept = Array.from({ length: 1e6 }, (_, j) => ({ j }))
let dropped = Array.from({ length: 3e6 }, (_, j) => ({ j, s: 'x' + j }))
dropped = null
const afterWork = sample()
setTimeout(() => console.log(JSON.stringify({ afterWork, afterWait: sample(), kept: kept.length })), 3000)
`

interface Run {
  afterWork: { used: number; rss: number }
  afterWait: { used: number; rss: number }
  kept: number
}

/** The program run with the NODE_OPTIONS `npm run build` sets (scripts/build-env.sh), less the touches named. */
function run(without: string): Run {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: '', HELIOS_BENCH_WITHOUT: without }
  for (const k of Object.keys(env)) if (k.startsWith('MALLOC_')) delete env[k]
  const out = execFileSync('sh', ['-c', '. scripts/build-env.sh 2>/dev/null && exec "$0" -e "$1"', process.execPath, WORK_THEN_WAIT], { cwd: root, encoding: 'utf8', env })
  return JSON.parse(out) as Run
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 ** 2)} MB`

test('a build process that goes idle collects its garbage and gives the memory back', () => {
  const plain = run('idle-gc')
  const built = run('')
  assert.equal(built.kept, plain.kept)
  // The check can fail: left to itself V8 collects only when the process allocates, and a process that waits keeps
  // the heap it had.
  assert.ok(plain.afterWait.used > 0.8 * plain.afterWork.used, `without the preload the heap went from ${mb(plain.afterWork.used)} to ${mb(plain.afterWait.used)} as it waited`)
  assert.ok(built.afterWait.used < 0.5 * built.afterWork.used, `the heap went from ${mb(built.afterWork.used)} to ${mb(built.afterWait.used)} as the process waited`)
  assert.ok(built.afterWait.rss < built.afterWork.rss - 100 * 1024 ** 2, `resident memory went from ${mb(built.afterWork.rss)} to ${mb(built.afterWait.rss)} as the process waited`)
})

test('a busy build process is not stopped to collect', () => {
  // Holds a large heap and works for three seconds without a pause, counting the preload's calls of gc(); then waits.
  const BUSY = `
const collect = globalThis.gc
let calls = 0
globalThis.gc = () => { calls++; collect() }
const kept = Array.from({ length: 3e6 }, (_, j) => ({ j, s: 'x' + j }))
const start = Date.now()
const spin = () => {
  const until = Date.now() + 200
  while (Date.now() < until) Array.from({ length: 1000 }, (_, j) => ({ j }))
  if (Date.now() - start < 3000) return setImmediate(spin)
  const whileBusy = calls
  setTimeout(() => console.log(JSON.stringify({ whileBusy, afterWait: calls, kept: kept.length })), 3000)
}
spin()
`
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: '', HELIOS_BENCH_WITHOUT: '' }
  const out = JSON.parse(execFileSync('sh', ['-c', '. scripts/build-env.sh 2>/dev/null && exec "$0" -e "$1"', process.execPath, BUSY], { cwd: root, encoding: 'utf8', env })) as { whileBusy: number; afterWait: number }
  assert.equal(out.whileBusy, 0, 'collections made while the process was busy')
  // The check can fail: the same heap, once the process is idle, is collected (once: what it holds is live).
  assert.equal(out.afterWait, 1, 'collections once the process was idle')
})
