/**
 * The nodes createPages makes live from one build to the next: the sourcing touches them, so Gatsby's stale-node
 * cleanup keeps them and the queries that read them do not run again; createPages then removes those it no longer
 * makes. A store that deletes untouched nodes as Gatsby's start does stands in for Gatsby.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { PageTimeNodes } from '../../../src/shell/server/pageTimeNodes'

type N = { id: string; internal: { type: string; contentDigest: string } } & Record<string, unknown>

/** Gatsby's node store as a build sees it: a start deletes the nodes the sourcing did not touch. */
function store() {
  const nodes = new Map<string, N>()
  let touched = new Set<string>()
  const changed: string[] = []
  const calls = { createNode: 0 }
  return {
    nodes,
    changed,
    calls,
    getNode: (id: string) => nodes.get(id),
    actions: {
      touchNode: (n: never) => void touched.add((n as N).id),
      deleteNode: (n: never) => void (nodes.delete((n as N).id), changed.push(`deleted ${(n as N).id}`)),
      createNode: (n: never) => {
        calls.createNode++
        const node = n as N
        if (nodes.get(node.id)?.internal.contentDigest !== node.internal.contentDigest) changed.push(`made ${node.id}`)
        nodes.set(node.id, node)
      },
    },
    getNodesByType: (type: string) => [...nodes.values()].filter((n) => n.internal.type === type),
    startBuild(source: () => void) {
      touched = new Set()
      source()
      for (const id of [...nodes.keys()]) if (!touched.has(id)) nodes.delete(id)
      changed.length = 0
    },
  }
}

const node = (id: string, type: string, digest = 'a'): N => ({ id, internal: { type, contentDigest: digest } })

test('a second build keeps the nodes createPages made, changes none it makes again alike, and removes those it no longer makes', () => {
  const s = store()
  const kept = new PageTimeNodes(['Index', 'Table'])
  const createPages = (made: N[]) => {
    kept.startRun(s.getNode)
    for (const n of made) kept.create(s.actions, n)
    return kept.finishRun(s.actions, s.getNodesByType)
  }
  s.startBuild(() => kept.keep(s.actions, s.getNodesByType))
  createPages([node('i1', 'Index'), node('i2', 'Index'), node('t', 'Table')])
  assert.deepEqual(s.changed, ['made i1', 'made i2', 'made t'])

  // The next build: the sourcing keeps them through the cleanup; the same nodes made again change nothing.
  s.startBuild(() => kept.keep(s.actions, s.getNodesByType))
  assert.deepEqual([...s.nodes.keys()].sort(), ['i1', 'i2', 't'])
  const calls = s.calls.createNode
  assert.equal(createPages([node('i1', 'Index'), node('i2', 'Index'), node('t', 'Table')]), 0)
  assert.deepEqual(s.changed, [])
  // Not even handed to Gatsby: in `gatsby develop` each createNode of createPages is a step of its state machine.
  assert.equal(s.calls.createNode, calls)

  // One index page gone and the table changed: exactly those change.
  s.startBuild(() => kept.keep(s.actions, s.getNodesByType))
  assert.equal(createPages([node('i1', 'Index'), node('t', 'Table', 'b')]), 1)
  assert.deepEqual(s.changed.sort(), ['deleted i2', 'made t'])
  assert.equal(s.nodes.get('t')?.internal.contentDigest, 'b')

  // Without the sourcing's touch, Gatsby's start would have deleted them all: every reader would run again.
  s.startBuild(() => {})
  assert.equal(s.nodes.size, 0)
})

test('a node of a type it does not keep is refused', () => {
  const s = store()
  assert.throws(() => new PageTimeNodes(['Index']).create(s.actions, node('x', 'Other')), /Other is not one of Index/)
})

test('a step that failed keeps its type of the last run while the others settle as usual', () => {
  const s = store()
  const kept = new PageTimeNodes(['Index', 'Table'])
  kept.startRun()
  for (const n of [node('i1', 'Index'), node('i2', 'Index'), node('t', 'Table')]) kept.create(s.actions, n)
  kept.finishRun(s.actions, s.getNodesByType)

  // A post saved broken: the table's step fails and makes nothing; an index page went meanwhile.
  s.startBuild(() => kept.keep(s.actions, s.getNodesByType))
  kept.startRun()
  kept.create(s.actions, node('i1', 'Index'))
  kept.keepLast('Table', s.getNodesByType)
  assert.equal(kept.finishRun(s.actions, s.getNodesByType), 1)
  assert.deepEqual(s.changed, ['deleted i2'])
  assert.equal(s.nodes.get('t')?.internal.contentDigest, 'a')
  assert.throws(() => kept.keepLast('Other', s.getNodesByType), /Other is not one of Index, Table/)
})

test('in gatsby develop a node made of shared, frozen values reaches createNode as a copy Gatsby may change', async () => {
  const { deepFreeze } = await import('../../../src/shell/server/slicedCache')
  // Gatsby's createNode takes an object's own `length` key off for a moment while it walks the node.
  const createNode = (n: never) => {
    const walk = (v: unknown) => {
      if (v === null || typeof v !== 'object') return
      if (!Array.isArray(v) && Object.prototype.hasOwnProperty.call(v, 'length')) {
        const o = v as Record<string, unknown>
        const length = o.length
        delete o.length
        o.length = length
      }
      for (const x of Object.values(v)) walk(x)
    }
    walk(n)
  }
  const table = deepFreeze({ members: { length: { url: '/docs/helios/classes/vec3/#length' } } })
  const before = process.env.NODE_ENV
  try {
    process.env.NODE_ENV = 'development'
    const kept = new PageTimeNodes(['Table'])
    kept.startRun()
    assert.doesNotThrow(() => kept.create({ createNode }, { id: 't', internal: { type: 'Table', contentDigest: 'a' }, table }))
    assert.deepEqual(table, { members: { length: { url: '/docs/helios/classes/vec3/#length' } } })
  } finally {
    process.env.NODE_ENV = before
  }
})
