/**
 * C++ is case-sensitive: among equal matches, the entity spelt as the query comes first, on the embedded
 * engine (within each tier) and on Algolia's answers (re-ranked by the UI client, since Algolia's ranking
 * cannot see the query's case).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { symbolRecords, type ApiSymbolSource } from '../../../src/sections/search/node/symbolRecords'
import { buildIndex } from '../../../src/sections/search/node/buildIndex'
import { EmbeddedSearchClient } from '../../../src/sections/search/client/embeddedClient'
import { createUiSearchClient } from '../../../src/sections/search/client/uiClient'
import { splitQualified } from '../../../src/sections/search/client/symbolNames'
import type { SearchClientLike, SearchHit } from '../../../src/sections/search/client/types'

let n = 0
function sym(qualifiedName: string, kind: string, url: string): ApiSymbolSource {
  const parts = splitQualified(qualifiedName)
  return { id: `n${n++}`, shortName: parts[parts.length - 1]!, qualifiedName, kind, signature: qualifiedName, briefText: '', ownerName: parts.length > 1 ? parts.slice(0, -1).join('::') : null, url }
}

// Classes win ties of kind, so without the case rule each class below would come first.
const API = [
  sym('eng::Material', 'class', '/api/material/'),
  sym('eng::Entity::material', 'function', '/api/entity/#material'),
  sym('app::Controller', 'class', '/api/app/controller/'),
  sym('App::controller', 'function', '/api/app-class/#controller'),
  sym('Log::Stream', 'class', '/api/log/stream/'),
  sym('Log::stream', 'function', '/api/log/#stream'),
  sym('eng::Materials', 'class', '/api/materials/'),
  sym('eng::materialise', 'function', '/api/eng/#materialise'),
]

function embedded(): EmbeddedSearchClient {
  const built = buildIndex(symbolRecords(API, { sectionLabel: 'API reference', docsTag: 'docs-default-current' }), 'helios')
  return new EmbeddedSearchClient({ loader: async (p) => JSON.parse(built.files.get(p.split('?')[0]!)!) })
}

async function order(c: SearchClientLike, query: string): Promise<string[]> {
  const r = (await c.search([{ indexName: 'helios', params: { query, hitsPerPage: 20 } }])).results[0]!
  return r.hits.map((h) => h.symbol?.qualifiedName ?? h.url)
}

test('the embedded engine: the exact spelling first within a tier, the owner\'s case counting for Owner::name', async () => {
  const c = embedded()
  assert.equal((await order(c, 'material'))[0], 'eng::Entity::material')
  assert.equal((await order(c, 'Material'))[0], 'eng::Material')
  assert.equal((await order(c, 'controller'))[0], 'App::controller')
  assert.equal((await order(c, 'Controller'))[0], 'app::Controller')
  assert.equal((await order(c, 'stream'))[0], 'Log::stream')
  assert.equal((await order(c, 'Stream'))[0], 'Log::Stream')
  assert.equal((await order(c, 'App::controller'))[0], 'App::controller')
  assert.equal((await order(c, 'app::Controller'))[0], 'app::Controller')
  assert.equal((await order(c, 'Log::stream'))[0], 'Log::stream')
  // Within the prefix tier too: "Materi" is spelt as the class Materials, "materi" as materialise.
  const prefixUpper = await order(c, 'Materi')
  assert.deepEqual(prefixUpper.slice(0, 2), ['eng::Material', 'eng::Materials'])
  const prefixLower = await order(c, 'materi')
  assert.deepEqual(prefixLower.slice(0, 2).sort(), ['eng::Entity::material', 'eng::materialise'])
  // The case rule never lifts a hit over a better tier: an exact name still beats a prefix in the query's case.
  assert.equal((await order(c, 'Materials'))[0], 'eng::Materials')
})

test("Algolia's answers get the same order through the UI client, and the embedded engine's are left as they are", async () => {
  const c = embedded()
  for (const query of ['material', 'Material', 'controller', 'App::controller', 'stream', 'Stream', 'Log::stream']) {
    const engine = await order(c, query)
    // Algolia ignores case: model its answer as the engine's hits with each case-twin pair swapped.
    const answer = (await c.search([{ indexName: 'helios', params: { query, hitsPerPage: 20 } }])).results[0]!
    const swapped: SearchHit[] = answer.hits.slice().reverse()
    const algolia: SearchClientLike = { search: async () => ({ results: [{ ...answer, hits: swapped }] }) }
    const ui = await order(createUiSearchClient(algolia), query)
    const sameName = (q: string) => engine.filter((name) => splitQualified(name).pop()!.toLowerCase() === splitQualified(q).pop()!.toLowerCase())
    assert.deepEqual(ui.filter((x) => sameName(query).includes(x))[0], engine[0], `${query}: ${ui.join(', ')}`)
    assert.deepEqual(await order(createUiSearchClient(c), query), engine, query)
  }
})
