import { test } from 'node:test'
import assert from 'node:assert/strict'
import v8 from 'node:v8'
import vm from 'node:vm'
import { allNodes, eachInterfaceNodeOnce, eachNodeOnce, NODES_PER_ID_QUERY, type NodeReader } from '../../../src/shell/server/allNodes'

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

/**
 * A data layer of an interface Page implemented by Post (12 nodes) and Compound (450 nodes), answering as Gatsby does:
 * introspection, each type's connection, and the interface's root field by id. It records each query.
 */
function interfaceLayer() {
  const nodes = {
    Post: Array.from({ length: 12 }, (_, i) => ({ id: `post-${i}`, path: `/devlog/${i}/`, body: 'prose' })),
    Compound: Array.from({ length: 450 }, (_, i) => ({ id: `DoxygenCompound:c${i}`, path: `/docs/c${i}/`, body: 'documentation' })),
  }
  const byId = new Map([...nodes.Post, ...nodes.Compound].map((n) => [n.id, n]))
  const pick = (n: Record<string, string>, selection: string) => Object.fromEntries(selection.trim().split(/\s+/).map((f) => [f, n[f]]))
  const queries: string[] = []
  const graphql = async <T>(query: string): Promise<{ data?: T; errors?: unknown }> => {
    queries.push(query)
    if (query.includes('__type(name: "Page")')) return { data: { __type: { possibleTypes: [{ name: 'Post' }, { name: 'Compound' }] } } as T }
    const connection = /all(Post|Compound)\(limit: (\d+), skip: (\d+)\) \{ nodes \{ ([^}]*) \} \}/.exec(query)
    if (connection) {
      const [, type, limit, skip, selection] = connection
      const list = nodes[type as keyof typeof nodes].slice(Number(skip), Number(skip) + Number(limit))
      return { data: { [`all${type}`]: { nodes: list.map((n) => pick(n, selection)) } } as T }
    }
    const data: Record<string, unknown> = {}
    for (const [, alias, id, selection] of query.matchAll(/(n\d+): page\(id: \{ eq: ("[^"]*") \}\) \{ ([^}]*) \}/g)) {
      const node = byId.get(JSON.parse(id) as string)
      data[alias] = node ? pick(node, selection) : null
    }
    return Object.keys(data).length > 0 ? { data: data as T } : { errors: [{ message: `Cannot query: ${query.slice(0, 80)}` }] }
  }
  return { graphql, queries, nodes }
}

test("an interface's nodes whose ids a section gives are read by id, in batches; the other types through their own connections; every node reaches each reader once", async () => {
  const { graphql, queries, nodes } = interfaceLayer()
  const paths: string[] = []
  const bodies: string[] = []
  const readers: Array<NodeReader<{ id: string; path: string; body: string }>> = [
    { fields: 'id path', visit: (n) => void paths.push(`${n.id} ${n.path}`) },
    { fields: 'body', visit: (n) => void bodies.push(n.body) },
  ]
  await eachInterfaceNodeOnce(graphql, 'Page', readers as ReadonlyArray<NodeReader<unknown>>, new Map([['Compound', nodes.Compound.map((n) => n.id)]]), 'Twins', 5)
  const all = [...nodes.Post, ...nodes.Compound]
  assert.deepEqual(paths, all.map((n) => `${n.id} ${n.path}`), 'each node once, with the fields of both readers')
  assert.deepEqual(bodies, all.map((n) => n.body))
  assert.ok(!queries.some((q) => /allPage|allCompound/.test(q)), 'no connection over the interface or over the type read by id')
  const byId = queries.filter((q) => q.includes('page(id:'))
  assert.equal(byId.length, Math.ceil(450 / NODES_PER_ID_QUERY), 'the ids read a batch per query')
  assert.equal(queries.filter((q) => q.includes('allPost')).length, 3, 'the posts through their connection, 5 per query')
})

test('an id a section gives that has no node is an error naming it and the type', async () => {
  const { graphql } = interfaceLayer()
  await assert.rejects(
    eachInterfaceNodeOnce(graphql, 'Page', [{ fields: 'id', visit() {} }], new Map([['Compound', ['DoxygenCompound:c1', 'DoxygenCompound:gone']]]), 'Twins'),
    /Twins: no Page node DoxygenCompound:gone, though its section lists it among its Compound nodes/,
  )
})
