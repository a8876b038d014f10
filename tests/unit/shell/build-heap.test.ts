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
