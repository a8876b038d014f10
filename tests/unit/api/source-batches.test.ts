import { test } from 'node:test'
import assert from 'node:assert/strict'
import { sourceNodes } from '../../../src/sections/api/node/transformer'
import { writeXmlFolder } from './helpers'

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
  const args = { actions: { createNode }, createNodeId: (key: string) => key, reporter }
  await (sourceNodes as unknown as (a: unknown, o: unknown) => Promise<void>)(args, { path: dir, basePath: '/docs/x/', linkCheck: false, source: null, plugins: [] })
  assert.equal(created.filter((t) => t === 'DoxygenCompound').length, count, 'every compound became a node')
  assert.equal(pending, 0, 'sourceNodes returns once every node is settled')
  assert.ok(mostPending <= 500, `${mostPending} node creations were pending at once`)
})
