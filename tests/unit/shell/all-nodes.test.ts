import { test } from 'node:test'
import assert from 'node:assert/strict'
import { allNodes } from '../../../src/shell/server/allNodes'

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
