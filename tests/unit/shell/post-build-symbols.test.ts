import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readPostBuildSymbols, unionOfFields } from '../../../src/shell/server/postBuildSymbols'
import { API_SYMBOL_FIELDS } from '../../../src/sections/search/gatsby-node'
import { SYMBOL_FIELDS } from '../../../src/shell/server/markdownTwins'
import { CARD_FIELDS } from '../../../src/shell/server/symbolCards'

test('every ApiSymbol is read once, with the fields of every reader (search records, llms-full.txt, cards)', async () => {
  const queries: string[] = []
  const graphql = async (query: string) => {
    queries.push(query)
    return { data: { allApiSymbol: { nodes: [{ id: 'a' }, { id: 'b' }] } } }
  }
  const symbols = await readPostBuildSymbols<{ id: string }>(graphql as never, [API_SYMBOL_FIELDS, SYMBOL_FIELDS, CARD_FIELDS])
  assert.deepEqual(symbols.map((s) => s.id), ['a', 'b'])
  assert.equal(queries.length, 1, 'one query: fewer nodes than a page of results')
  const selected = queries[0]!.match(/nodes \{ ([^}]*) \}/)![1]!.split(' ')
  for (const field of `${API_SYMBOL_FIELDS} ${SYMBOL_FIELDS} ${CARD_FIELDS}`.split(' ')) assert.ok(selected.includes(field), `selects ${field}`)
  assert.equal(new Set(selected).size, selected.length, 'each field once')
})

test('the union of selections keeps each field once, in first-seen order', () => {
  assert.equal(unionOfFields(['id kind', ' kind  url', 'id']), 'id kind url')
})
