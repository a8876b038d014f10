import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { sourceNodes } from '../../../src/sections/api/node/transformer'
import { emptyDataLayer, writeXmlFolder } from './helpers'

type Node = Record<string, unknown> & { id: string; internal: { type: string; contentDigest: string } }

/**
 * A data layer that lives across runs, as .cache does between two starts of `gatsby develop`. As Gatsby does, it
 * deletes after the sourcing the nodes the run neither made nor touched, unless the plugin declared itself stateful
 * (then the plugin deletes its own); it counts the nodes the plugin reads.
 */
function persistentDataLayer() {
  const { cache } = emptyDataLayer()
  const nodes = new Map<string, Node>()
  const run = async (dir: string) => {
    const made: string[] = []
    const touched = new Set<string>()
    let stateful = false
    let read = 0
    const activity = { start() {}, end() {}, setStatus() {} }
    const infos: string[] = []
    const reporter = { activityTimer: () => activity, warn() {}, info: (m: string) => infos.push(m), panic: (m: string) => { throw new Error(m) } }
    const actions = {
      createNode: (n: Node) => {
        nodes.set(n.id, n)
        made.push(n.id)
        touched.add(n.id)
        return Promise.resolve()
      },
      touchNode: (n: Node) => {
        touched.add(n.id)
      },
      deleteNode: (n: Node) => {
        nodes.delete(n.id)
      },
      enableStatefulSourceNodes: () => {
        stateful = true
      },
    }
    const getNodesByType = (type: string) => [...nodes.values()].filter((n) => n.internal.type === type && ++read > 0)
    const getNode = (id: string) => {
      const node = nodes.get(id)
      if (node) read++
      return node
    }
    await (sourceNodes as unknown as (a: unknown, o: unknown) => Promise<void>)({ actions, reporter, cache, getNode, getNodesByType, createNodeId: (k: string) => k }, { path: dir, basePath: '/docs/x/', linkCheck: false, source: null, plugins: [] })
    if (!stateful) for (const id of [...nodes.keys()]) if (!touched.has(id)) nodes.delete(id)
    return { made, infos, read, touched: touched.size - made.length, nodes: [...nodes.values()] }
  }
  return { run, nodes }
}

const compounds = [
  { id: 'classa', kind: 'class', name: 'ns::A' },
  { id: 'classb', kind: 'class', name: 'ns::B' },
]

test('a second start on unchanged XML keeps the nodes of the first, reading one of them and touching none', async () => {
  const dir = writeXmlFolder(compounds)
  const layer = persistentDataLayer()
  const first = await layer.run(dir)
  assert.ok(first.made.length >= 2, 'the first run reads the XML')
  const before = JSON.stringify(first.nodes)
  const second = await layer.run(dir)
  assert.deepEqual(second.made, [], 'the second run makes no node')
  assert.equal(second.read, 1, 'it checks that the store still holds the last run\'s nodes by one of them')
  assert.equal(second.touched, 0)
  assert.equal(JSON.stringify(second.nodes), before, 'and every node of the first run is still there')
  assert.match(second.infos.join('\n'), new RegExp(`unchanged since the last run: kept their ${first.made.length} nodes`))
})

test('an entity gone from the XML loses its node; the others are made again in place', async () => {
  const dir = writeXmlFolder(compounds)
  const layer = persistentDataLayer()
  const first = await layer.run(dir)
  assert.ok(first.nodes.some((n) => n.name === 'ns::B'))
  fs.rmSync(dir, { recursive: true })
  fs.renameSync(writeXmlFolder(compounds.slice(0, 1)), dir)
  const second = await layer.run(dir)
  const names = second.nodes.filter((n) => n.internal.type === 'DoxygenCompound').map((n) => n.name)
  assert.deepEqual(names, ['ns::A'])
  assert.ok(second.nodes.every((n) => second.made.includes(n.id)), 'no node of the first run is left that the second did not make')
  assert.match(second.infos.join('\n'), /nodes of the last run are no longer in the XML: deleted/)
})

test('a sourcing stopped half way is not taken for a finished one when the XML goes back as it was', async () => {
  const dir = writeXmlFolder(compounds)
  const layer = persistentDataLayer()
  await layer.run(dir)
  const file = path.join(dir, 'classb.xml')
  const original = fs.readFileSync(file, 'utf8')
  fs.writeFileSync(file, original.replace('</compoundname>', '</compoundname><briefdescription><para>x</para></briefdescription>').replace('<compounddef ', '<compounddef broken="'))
  await assert.rejects(layer.run(dir), 'the malformed XML stops the second sourcing after it began')
  fs.writeFileSync(file, original)
  const third = await layer.run(dir)
  assert.ok(third.made.length >= 2, 'the XML is read again')
})

test('a changed XML file is read again, and its nodes show the change', async () => {
  const dir = writeXmlFolder(compounds)
  const layer = persistentDataLayer()
  await layer.run(dir)
  const file = path.join(dir, 'classb.xml')
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('<compoundname>ns::B</compoundname>', '<compoundname>ns::Renamed</compoundname>'))
  const second = await layer.run(dir)
  assert.ok(second.made.length >= 2, 'the XML is read again')
  const names = second.nodes.filter((n) => n.internal.type === 'DoxygenCompound').map((n) => n.name)
  assert.ok(names.includes('ns::Renamed') && !names.includes('ns::B'), JSON.stringify(names))
})

test('a cache whose nodes are gone (a cleared node store) reads the XML again', async () => {
  const dir = writeXmlFolder(compounds)
  const layer = persistentDataLayer()
  await layer.run(dir)
  layer.nodes.clear()
  const second = await layer.run(dir)
  assert.ok(second.made.length >= 2)
})
