import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { sourceNodes } from '../../../src/sections/api/node/transformer'
import { emptyDataLayer, writeXmlFolder } from './helpers'

type Node = Record<string, unknown> & { id: string; internal: { type: string; contentDigest: string } }

/**
 * A data layer that lives across runs, as .cache does between two starts of `gatsby develop`: nodes stay unless
 * the run neither makes nor touches them (Gatsby deletes those after sourcing).
 */
function persistentDataLayer() {
  const { cache } = emptyDataLayer()
  const nodes = new Map<string, Node>()
  const run = async (dir: string) => {
    const made: string[] = []
    const touched = new Set<string>()
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
    }
    const getNodesByType = (type: string) => [...nodes.values()].filter((n) => n.internal.type === type)
    await (sourceNodes as unknown as (a: unknown, o: unknown) => Promise<void>)({ actions, reporter, cache, getNodesByType, createNodeId: (k: string) => k }, { path: dir, basePath: '/docs/x/', linkCheck: false, source: null, plugins: [] })
    for (const id of [...nodes.keys()]) if (!touched.has(id)) nodes.delete(id)
    return { made, infos, nodes: [...nodes.values()] }
  }
  return { run, nodes }
}

const compounds = [
  { id: 'classa', kind: 'class', name: 'ns::A' },
  { id: 'classb', kind: 'class', name: 'ns::B' },
]

test('a second start on unchanged XML keeps the nodes of the first (touched, not read again)', async () => {
  const dir = writeXmlFolder(compounds)
  const layer = persistentDataLayer()
  const first = await layer.run(dir)
  assert.ok(first.made.length >= 2, 'the first run reads the XML')
  const before = JSON.stringify(first.nodes)
  const second = await layer.run(dir)
  assert.deepEqual(second.made, [], 'the second run makes no node')
  assert.equal(JSON.stringify(second.nodes), before, 'and every node of the first run is still there')
  assert.match(second.infos.join('\n'), /unchanged since the last run: kept their \d+ nodes/)
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
