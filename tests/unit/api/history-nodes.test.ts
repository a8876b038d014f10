import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { sourceNodes } from '../../../src/sections/api/node/transformer'
import { emptyDataLayer, writeXmlFolder } from './helpers'

/** Runs the doxygen transformer's sourcing and returns the nodes it made. */
async function source(options: Record<string, unknown>) {
  const nodes: Array<Record<string, unknown> & { id: string; internal: { type: string } }> = []
  const createNode = (node: (typeof nodes)[number]) => {
    nodes.push(node)
    return Promise.resolve()
  }
  const activity = { start() {}, end() {}, setStatus() {} }
  const reporter = { activityTimer: () => activity, warn() {}, info() {}, panic: (m: string) => { throw new Error(m) } }
  await (sourceNodes as unknown as (a: unknown, o: unknown) => Promise<void>)({ actions: { createNode, enableStatefulSourceNodes() {} }, createNodeId: (k: string) => k, reporter, ...emptyDataLayer() }, { basePath: '/docs/x/', linkCheck: false, source: null, plugins: [], ...options })
  return nodes
}

/** A library in two releases and its current state: Box since 1.0.0, Ball new in the current version. */
function library() {
  const current = writeXmlFolder([
    { id: 'classlib_1_1Box', kind: 'class', name: 'lib::Box' },
    { id: 'classlib_1_1Ball', kind: 'class', name: 'lib::Ball' },
  ])
  const root = path.dirname(current)
  const versioned = fs.mkdtempSync(path.join(root, 'versioned-'))
  const one = writeXmlFolder([{ id: 'classlib_1_1Box', kind: 'struct', name: 'lib::Box' }])
  fs.renameSync(one, path.join(versioned, 'version-1.0.0'))
  const versionsFile = path.join(versioned, 'versions.json')
  fs.writeFileSync(versionsFile, '["1.0.0"]\n')
  return { current, versions: { versionsFile, versionedDir: versioned, renamesFile: path.join(versioned, 'renames.json') } }
}

test('with the releases declared, every compound node carries its history; without, history is null', async () => {
  const { current, versions } = library()
  const nodes = await source({ path: current, versions })
  const box = nodes.find((n) => n.name === 'lib::Box')!
  assert.deepEqual(box.history, {
    since: '1.0.0',
    changes: [{ version: 'current', before: 'struct Box', after: 'class Box' }],
    deprecated: null,
    removedIn: null,
    renamedTo: null,
    renamedFrom: null,
  })
  assert.equal((nodes.find((n) => n.name === 'lib::Ball')!.history as { since: string }).since, 'current')

  const plain = await source({ path: current, versions: null })
  assert.ok(plain.filter((n) => n.internal.type === 'DoxygenCompound').every((n) => n.history === null))
})

test('a versions file that lists a release without its snapshot stops sourcing, naming both', async () => {
  const { current, versions } = library()
  fs.writeFileSync(versions.versionsFile, '["2.0.0", "1.0.0"]\n')
  await assert.rejects(source({ path: current, versions }), /versions\.json lists release "2\.0\.0" but .*version-2\.0\.0 does not exist; run npm run api:version -- 2\.0\.0/)
})
