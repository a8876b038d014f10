import { test } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

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
  // The check can fail: with its own growth factor V8 held 1.8x the live data here.
  assert.ok(preloaded.peak < 0.9 * plain.peak, `the heap peaked at ${slack(preloaded)}x the live data, ${slack(plain)}x without the preload`)
  assert.ok(preloaded.peak < 1.6 * preloaded.live, `the heap peaked at ${slack(preloaded)}x the live data`)
})

test('npm run build preloads the heap setting into every Gatsby process', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  const options = /NODE_OPTIONS='([^']*)'/.exec(pkg.scripts.build)?.[1] ?? ''
  assert.match(options, /--require \.\/src\/shell\/server\/build-heap\.cjs/)
  assert.match(options, /--require \.\/src\/shell\/server\/node-store\.cjs/)
})

/** glibc's malloc settings that `npm run build` sets in the environment of every Gatsby process. */
function buildMallocEnv(): Record<string, string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  return Object.fromEntries([...pkg.scripts.build.matchAll(/\b(MALLOC_[A-Z_]+)=(\S+)/g)].map((m) => [m[1], m[2]]))
}

/**
 * Reads the way a build reads files: many buffers of a few hundred KB at a time, freed, with a few small
 * long-lived ones made in between. Prints resident memory before and after.
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
console.log(JSON.stringify({ before, after: rss() }))
`

test('with the build environment, memory a build read into buffers and freed goes back to the system', () => {
  const mallocEnv = buildMallocEnv()
  assert.ok(Object.keys(mallocEnv).length > 0, 'npm run build sets glibc malloc settings')
  const base: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: '' }
  for (const k of Object.keys(base)) if (k.startsWith('MALLOC_')) delete base[k]
  const growth = (env: NodeJS.ProcessEnv) => {
    const r = JSON.parse(execFileSync(process.execPath, ['--expose-gc', '-e', READ_AND_FREE], { encoding: 'utf8', env })) as { before: number; after: number }
    return (r.after - r.before) / 1024 ** 2
  }
  const plain = growth(base)
  const tuned = growth({ ...base, ...mallocEnv })
  // The check can fail: glibc's default raises its mmap threshold once a large block is freed, then serves
  // blocks that size from its heap, and a heap with small live blocks in it is not given back.
  assert.ok(plain > 100, `with glibc's defaults ${plain.toFixed(0)} MB stayed resident`)
  assert.ok(tuned < 30, `${tuned.toFixed(0)} MB stayed resident after the buffers were freed`)
})
