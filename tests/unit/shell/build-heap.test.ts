import { test } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'

const root = path.resolve(__dirname, '../../..')
const PRELOAD = path.join(root, 'src/shell/server/build-heap.cjs')

/**
 * Builds up live data, then keeps making short-lived objects on top of it, the way a build phase works over the
 * nodes of the one before. Prints the largest heap V8 held beside what is live after a full collection.
 */
const STEP_UP_THEN_CHURN = `
const v8 = require('v8')
let peak = 0
const note = () => { peak = Math.max(peak, v8.getHeapStatistics().total_heap_size) }
const kept = []
for (let i = 0; i < 200; i++) { kept.push(Array.from({ length: 20000 }, (_, j) => ({ j }))); note() }
for (let i = 0; i < 3000; i++) { Array.from({ length: 20000 }, (_, j) => ({ j })); note() }
gc()
console.log(JSON.stringify({ peak, live: v8.getHeapStatistics().used_heap_size, kept: kept.length }))
`

interface Run {
  peak: number
  live: number
  kept: number
}

// --predictable: collections at the same points on every run, whatever else the machine is doing.
function run(preload: boolean): Run {
  const args = ['--expose-gc', '--predictable', ...(preload ? ['--require', PRELOAD] : []), '-e', STEP_UP_THEN_CHURN]
  return JSON.parse(execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } })) as Run
}

test('with the build heap preload, a heap whose live data steps up holds little more than what is live', () => {
  const plain = run(false)
  const preloaded = run(true)
  assert.equal(preloaded.kept, plain.kept)
  const slack = (r: Run) => (r.peak / r.live).toFixed(2)
  // The check can fail: with its own growth factor V8 holds well above the live data here. The preload's step
  // bounds the heap at the live data grown by that step, plus the young generation's and the churn's slack.
  const { HEAP_GROWING_PERCENT } = createRequire(__filename)(PRELOAD) as { HEAP_GROWING_PERCENT: number }
  assert.ok(preloaded.peak < 0.95 * plain.peak, `the heap peaked at ${slack(preloaded)}x the live data, ${slack(plain)}x without the preload`)
  assert.ok(preloaded.peak < (1.5 + HEAP_GROWING_PERCENT / 100) * preloaded.live, `the heap peaked at ${slack(preloaded)}x the live data`)
})

/** Runs a node program in the environment `npm run build` gives every process it starts (scripts/build-env.sh). */
function inBuildEnv(args: string[]): string {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: '' }
  for (const k of Object.keys(env)) if (k.startsWith('MALLOC_') || k === 'LD_PRELOAD') delete env[k]
  return execFileSync('bash', ['-c', 'source scripts/build-env.sh 2>/dev/null && exec "$0" "$@"', process.execPath, ...args], { cwd: root, encoding: 'utf8', env })
}

test('npm run build runs every Gatsby process with the heap preload; develop and serve are plain Gatsby', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  assert.equal(pkg.scripts.build, '. scripts/build-env.sh && gatsby build')
  assert.equal(pkg.scripts.develop, 'gatsby develop')
  assert.match(pkg.scripts.serve, /^gatsby serve /)
  const loaded = JSON.parse(inBuildEnv(['-e', 'console.log(JSON.stringify(Object.keys(require.cache)))'])) as string[]
  assert.ok(loaded.includes(PRELOAD), 'build-heap.cjs is preloaded')
  // npm runs scripts with sh, not bash: the environment must source there too.
  const viaSh = execFileSync('sh', ['-c', '. scripts/build-env.sh 2>/dev/null && printf %s "$NODE_OPTIONS"'], { cwd: root, encoding: 'utf8' })
  assert.match(viaSh, /--require \.\/src\/shell\/server\/build-heap\.cjs/)
})

test('on two cores or fewer the build runs its page queries in the main Gatsby process; a count the user sets is kept', () => {
  // The core count the build gives Gatsby, from an environment with GATSBY_CPU_COUNT as given (or without it).
  const count = (given?: string, without = '') => {
    const env = { ...process.env, GATSBY_CPU_COUNT: given, HELIOS_BENCH_WITHOUT: without }
    if (given === undefined) delete env.GATSBY_CPU_COUNT
    return execFileSync('sh', ['-c', '. scripts/build-env.sh 2>/dev/null && printf %s "${GATSBY_CPU_COUNT:-unset}"'], { cwd: root, encoding: 'utf8', env })
  }
  const cores = Number(execFileSync('nproc', { encoding: 'utf8' }).trim())
  assert.equal(count(), cores <= 2 ? '1' : 'unset')
  assert.equal(count('logical_cores'), 'logical_cores')
  // The bench's switch leaves it to Gatsby.
  assert.equal(count(undefined, 'queries-in-main'), 'unset')
})

/**
 * Reads the way a build reads files: many buffers of a few hundred KB at a time, freed, with a few small
 * long-lived ones made in between. Prints resident memory before and after, and whether jemalloc is the
 * process's malloc.
 */
const READ_AND_FREE = `
const rss = () => process.memoryUsage().rss
const before = rss()
for (let round = 0; round < 3; round++) {
  let held = []
  for (let i = 0; i < 400; i++) held.push(Buffer.alloc(256 * 1024 + (i % 7) * 65536, 1))
  for (let i = 0; i < 50; i++) globalThis['kept' + round + '-' + i] = Buffer.alloc(4096, 2)
  held = null
  gc(); gc()
}
// A malloc may return freed memory on its own clock: give it a second.
setTimeout(() => {
  const jemalloc = require('fs').readFileSync('/proc/self/maps', 'utf8').includes('libjemalloc')
  console.log(JSON.stringify({ before, after: rss(), jemalloc }))
}, 1500)
`

interface ReadAndFree {
  before: number
  after: number
  jemalloc: boolean
}

test("with the build environment, memory a build read into buffers and freed goes back to the system", () => {
  const plainEnv: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: '' }
  for (const k of Object.keys(plainEnv)) if (k.startsWith('MALLOC_') || k === 'LD_PRELOAD') delete plainEnv[k]
  const plain = JSON.parse(execFileSync(process.execPath, ['--expose-gc', '-e', READ_AND_FREE], { encoding: 'utf8', env: plainEnv })) as ReadAndFree
  const build = JSON.parse(inBuildEnv(['--expose-gc', '-e', READ_AND_FREE])) as ReadAndFree
  const mb = (r: ReadAndFree) => (r.after - r.before) / 1024 ** 2
  // The check can fail: glibc's default raises its mmap threshold once a large block is freed, then serves
  // blocks that size from its heap, and a heap with small live blocks in it is not given back.
  assert.ok(!plain.jemalloc && mb(plain) > 100, `with glibc's defaults ${mb(plain).toFixed(0)} MB stayed resident`)
  assert.ok(mb(build) < 30, `${mb(build).toFixed(0)} MB stayed resident after the buffers were freed`)
  assert.equal(build.jemalloc, false, 'the build uses glibc\'s malloc, tuned')
})

test("a build process may grow its heap to Node's own limit: no fixed cap stops a large library's build", () => {
  const limit = "console.log(require('v8').getHeapStatistics().heap_size_limit)"
  const plain = Number(execFileSync(process.execPath, ['-e', limit], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } }))
  assert.equal(Number(inBuildEnv(['-e', limit])), plain)
})

test('a bench can leave out the heap flag (HELIOS_BENCH_WITHOUT); the build itself never does', () => {
  const envOf = (without: string | undefined) => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: '', HELIOS_BENCH_WITHOUT: without }
    if (without === undefined) delete env.HELIOS_BENCH_WITHOUT
    for (const k of Object.keys(env)) if (k.startsWith('MALLOC_') || k === 'LD_PRELOAD') delete env[k]
    return execFileSync('sh', ['-c', '. scripts/build-env.sh 2>/dev/null && printf "%s|%s|%s" "$NODE_OPTIONS" "${LD_PRELOAD:-}" "${MALLOC_MMAP_THRESHOLD_:-}"'], { cwd: root, encoding: 'utf8', env }).split('|')
  }
  const [heap, preload, threshold] = envOf(undefined)
  assert.match(heap, /build-heap\.cjs/)
  assert.equal(preload, '', 'no malloc is preloaded')
  assert.equal(threshold, '65536')
  assert.deepEqual(envOf('heap-flag'), ['', '', '65536'])
})
