import { test } from 'node:test'
import fs from 'node:fs'
import assert from 'node:assert/strict'
import { sourceNodes } from '../../../src/sections/api/node/transformer'
import { emptyDataLayer, writeXmlFolder } from './helpers'
import { heapAfterGc } from '../../support/heap'

/**
 * Gatsby answers each createNode with a promise that settles once lmdb has committed the node and every
 * plugin's onCreateNode has run; until then the node is pinned in memory. The transformer must let those
 * settle as it goes instead of creating a whole library's nodes in one synchronous loop.
 */
test('the doxygen transformer waits for its created nodes in batches, never holding a whole library pending', async () => {
  const count = 1300
  const dir = writeXmlFolder(Array.from({ length: count }, (_, i) => ({ id: `structs${i}`, kind: 'struct', name: `s${i}` })))
  let pending = 0
  let mostPending = 0
  const created: string[] = []
  const createNode = (node: { id: string; internal: { type: string } }) => {
    created.push(node.internal.type)
    pending++
    mostPending = Math.max(mostPending, pending)
    return new Promise<void>((resolve) => setImmediate(() => {
      pending--
      resolve()
    }))
  }
  const activity = { start() {}, end() {}, setStatus() {} }
  const reporter = { activityTimer: () => activity, warn() {}, info() {}, panic: (m: string) => { throw new Error(m) } }
  const args = { actions: { createNode, enableStatefulSourceNodes() {} }, createNodeId: (key: string) => key, reporter, ...emptyDataLayer() }
  await (sourceNodes as unknown as (a: unknown, o: unknown) => Promise<void>)(args, { path: dir, basePath: '/docs/x/', linkCheck: false, source: null, plugins: [] })
  assert.equal(created.filter((t) => t === 'DoxygenCompound').length, count, 'every compound became a node')
  assert.equal(pending, 0, 'sourceNodes returns once every node is settled')
  assert.ok(mostPending <= 500, `${mostPending} node creations were pending at once`)
})

/**
 * What sourcing holds while it makes the nodes: the model read from the XML and the payloads made of it are let
 * go of as their nodes are made, so a large library's source listings are not held under every member node made
 * after them.
 */
test('the doxygen transformer lets go of each payload once its node is made', async () => {
  const line = (n: number) => `<codeline lineno="${n}"><highlight class="keyword">int</highlight><highlight class="normal">&#160;value_${n}&#160;=&#160;compute(${n});</highlight></codeline>`
  const files = Array.from({ length: 40 }, (_, f) => ({
    id: `f${f}_8h`,
    kind: 'file',
    name: `f${f}.h`,
    location: `include/f${f}.h`,
    body: `<programlisting>${Array.from({ length: 2000 }, (_, i) => line(i + 1)).join('')}</programlisting>`,
  }))
  const dir = writeXmlFolder([...files, ...Array.from({ length: 600 }, (_, i) => ({ id: `structs${i}`, kind: 'struct', name: `s${i}` }))])
  let atFirstCompound = 0
  let atLastNode = 0
  let made = 0
  const createNode = () => {
    made++
    if (made === 1) atFirstCompound = heapAfterGc()
    if (made === 640) atLastNode = heapAfterGc()
    return new Promise<void>((resolve) => setImmediate(resolve))
  }
  const activity = { start() {}, end() {}, setStatus() {} }
  const reporter = { activityTimer: () => activity, warn() {}, info() {}, panic: (m: string) => { throw new Error(m) } }
  const args = { actions: { createNode, enableStatefulSourceNodes() {} }, createNodeId: (key: string) => key, reporter, ...emptyDataLayer() }
  await (sourceNodes as unknown as (a: unknown, o: unknown) => Promise<void>)(args, { path: dir, basePath: '/docs/x/', linkCheck: false, source: null, plugins: [] })
  fs.rmSync(dir, { recursive: true, force: true })
  // The 640 compounds, then the version's coverage page.
  assert.equal(made, 641)
  const freed = atFirstCompound - atLastNode
  // The check can fail: with the model and every payload held to the end, the 80,000 listing lines stay on the heap.
  assert.ok(freed > 10 * 2 ** 20, `the heap went from ${(atFirstCompound / 2 ** 20).toFixed(1)} MB at the first node to ${(atLastNode / 2 ** 20).toFixed(1)} MB at the last`)
})
