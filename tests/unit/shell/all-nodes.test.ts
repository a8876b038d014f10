import { test } from 'node:test'
import assert from 'node:assert/strict'
import v8 from 'node:v8'
import vm from 'node:vm'
import { allNodes, eachNodeOnce, type NodeReader } from '../../../src/shell/server/allNodes'

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void

/** A GraphQL function over `count` nodes of one connection, answering limit and skip as Gatsby does; it records each query. */
function connectionOf(count: number) {
  const queries: string[] = []
  const graphql = async <T>(query: string): Promise<{ data?: T; errors?: unknown }> => {
    queries.push(query)
    const m = /allThing\(limit: (\d+), skip: (\d+)\) \{ nodes \{ id \} \}/.exec(query)
    if (!m) return { errors: [{ message: `Cannot query: ${query}` }] }
    const [limit, skip] = [Number(m[1]), Number(m[2])]
    const nodes = Array.from({ length: Math.max(0, Math.min(count, skip + limit) - skip) }, (_, i) => ({ id: `n${skip + i}` }))
    return { data: { allThing: { nodes } } as T }
  }
  return { graphql, queries }
}

test('every node of a connection, in order, read at most a page of nodes per query', async () => {
  for (const count of [0, 1, 999, 1000, 1001, 4321]) {
    const { graphql, queries } = connectionOf(count)
    const nodes = await allNodes<{ id: string }>(graphql, 'allThing', 'id', 'Things', 1000)
    assert.deepEqual(nodes.map((n) => n.id), Array.from({ length: count }, (_, i) => `n${i}`), `${count} nodes`)
    assert.equal(queries.length, Math.floor(count / 1000) + 1, `${count} nodes: one query per page and one that comes back short`)
    assert.ok(queries.every((q) => q.includes('limit: 1000')))
  }
})

test('a failing query is an error naming what was read and the connection', async () => {
  const { graphql } = connectionOf(10)
  await assert.rejects(allNodes(graphql, 'allThing', 'missingField', 'Search records'), /Search records: the allThing query failed: .*Cannot query/)
})

test('the nodes of a page already read can be collected while the next pages are read', async () => {
  // A store like Gatsby's: nodes decoded on demand and cached through WeakRefs only.
  const cache = new Map<string, WeakRef<{ id: string; body: string }>>()
  const read = (id: string) => {
    const node = cache.get(id)?.deref() ?? { id, body: 'documentation '.repeat(50) }
    cache.set(id, new WeakRef(node))
    return node
  }
  const alive: number[] = []
  const graphql = async <T>(query: string): Promise<{ data?: T }> => {
    const skip = Number(/skip: (\d+)/.exec(query)![1])
    if (skip === 200) {
      gc()
      alive.push([...cache.values()].filter((r) => r.deref() !== undefined).length)
    }
    // The selection copies what it needs; the whole node is only read.
    const nodes = skip < 300 ? Array.from({ length: 100 }, (_, i) => ({ id: read(`n${skip + i}`).id })) : []
    return { data: { allThing: { nodes } } as T }
  }
  const nodes = await allNodes<{ id: string }>(graphql, 'allThing', 'id', 'Things', 100)
  assert.equal(nodes.length, 300)
  assert.deepEqual(alive, [0], 'no whole node of the first two pages is left when the third is read')
})

test('several outputs read the nodes once: one query per page of nodes with their fields merged, every node handed to each', async () => {
  const queries: string[] = []
  const store = Array.from({ length: 1234 }, (_, i) => ({ path: `/p${i}/`, title: `Page ${i}`, markdown: `# Page ${i}\n`, searchText: [{ text: `text ${i}` }] }))
  // A data layer that returns only the fields the query selects, as GraphQL does.
  const graphql = async <T>(query: string): Promise<{ data?: T }> => {
    queries.push(query)
    const [, limit, skip, selection] = /allHeliosPage\(limit: (\d+), skip: (\d+)\) \{ nodes \{ (.*) \} \} \}$/.exec(query)!
    const fields = new Set(selection.replace(/\{[^}]*\}/g, '').split(/\s+/).filter(Boolean))
    const nodes = store.slice(Number(skip), Number(skip) + Number(limit)).map((n) => Object.fromEntries(Object.entries(n).filter(([k]) => fields.has(k))))
    return { data: { allHeliosPage: { nodes } } as T }
  }
  const twins: string[] = []
  const search: string[] = []
  const twinReader: NodeReader<{ path: string; markdown: string }> = { fields: 'path markdown', visit: (n) => void twins.push(`${n.path} ${n.markdown}`) }
  const searchReader: NodeReader<{ path: string; title: string; searchText: Array<{ text: string }> }> = {
    fields: 'path title searchText { text }',
    visit: (n) => void search.push(`${n.path} ${n.title} ${n.searchText[0].text}`),
  }
  await eachNodeOnce(graphql, 'allHeliosPage', [twinReader, searchReader], 'Twins and search', 500)
  assert.equal(queries.length, 3, 'one query per page of 500 nodes and none more: 1,234 nodes')
  assert.deepEqual(twins, store.map((n) => `${n.path} ${n.markdown}`))
  assert.deepEqual(search, store.map((n) => `${n.path} ${n.title} text ${n.path.slice(2, -1)}`))
})
