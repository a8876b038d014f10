/**
 * Templates in search: the bare name of a class template finds the primary first, its specialisations (doxygen's
 * `Box< T *, U >`) after it; a concept is a symbol like any other.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { symbolRecords, type ApiSymbolSource } from '../../../src/sections/search/node/symbolRecords'
import { buildIndex } from '../../../src/sections/search/node/buildIndex'
import { EmbeddedSearchClient } from '../../../src/sections/search/client/embeddedClient'
import { splitQualified } from '../../../src/sections/search/client/symbolNames'

let n = 0
function sym(qualifiedName: string, kind: string, url: string): ApiSymbolSource {
  const parts = splitQualified(qualifiedName)
  return { id: `n${n++}`, shortName: parts[parts.length - 1]!, qualifiedName, kind, signature: qualifiedName, briefText: '', ownerName: parts.length > 1 ? parts.slice(0, -1).join('::') : null, url }
}

// Specialisations listed first, and one in a struct (a kind that ties with class): only the ranking puts the primary first.
const API = [
  sym('lib::detail::Box< int, int >', 'struct', '/api/box-int/'),
  sym('lib::detail::Box< T *, U >', 'class', '/api/box-ptr/'),
  sym('lib::detail::Box', 'class', '/api/box/'),
  sym('lib::Boxed', 'class', '/api/boxed/'),
  sym('lib::Num', 'concept', '/api/num/'),
]

test('the bare name of a class template finds its primary first, then its specialisations; a concept is found by its name', async () => {
  const built = buildIndex(symbolRecords(API, { sectionLabel: 'API reference', docsTag: 'docs-default-current' }), 'helios')
  const c = new EmbeddedSearchClient({ loader: async (p) => JSON.parse(built.files.get(p.split('?')[0]!)!) })
  const order = async (query: string) => (await c.search([{ indexName: 'helios', params: { query, hitsPerPage: 20 } }])).results[0]!.hits.map((h) => h.symbol?.qualifiedName ?? h.url)
  for (const query of ['Box', 'box', 'detail::Box', 'lib::detail::Box']) {
    const hits = await order(query)
    assert.equal(hits[0], 'lib::detail::Box', `${query}: ${hits.join(', ')}`)
    assert.ok(hits.includes('lib::detail::Box< T *, U >') || query.includes('::'), `${query}: ${hits.join(', ')}`)
  }
  assert.equal((await order('Num'))[0], 'lib::Num')
})

test('a name typed with template arguments finds the specialisation with them, white space inside < > aside', async () => {
  const api = [
    ...API,
    sym('lib::math::sqrt_impl', 'struct', '/api/sqrt-impl/'),
    sym('lib::math::sqrt_retval', 'struct', '/api/sqrt-retval/'),
    sym('lib::math::sqrt< bool >', 'function', '/api/math/#sqrt-bool'),
    sym('lib::math::sqrt< float >', 'function', '/api/math/#sqrt-float'),
  ]
  const built = buildIndex(symbolRecords(api, { sectionLabel: 'API reference', docsTag: 'docs-default-current' }), 'helios')
  const c = new EmbeddedSearchClient({ loader: async (p) => JSON.parse(built.files.get(p.split('?')[0]!)!) })
  const first = async (query: string) => (await c.search([{ indexName: 'helios', params: { query, hitsPerPage: 20 } }])).results[0]!.hits[0]?.symbol?.qualifiedName
  for (const query of ['sqrt< bool >', 'sqrt<bool>', 'sqrt<bool >', 'math::sqrt< bool >', 'lib::math::sqrt<bool>']) assert.equal(await first(query), 'lib::math::sqrt< bool >', query)
  assert.equal(await first('sqrt<float>'), 'lib::math::sqrt< float >')
  // A specialisation named with its arguments comes before the primary; arguments no specialisation has find the primary.
  assert.equal(await first('Box<int,int>'), 'lib::detail::Box< int, int >')
  assert.equal(await first('detail::Box< int, int >'), 'lib::detail::Box< int, int >')
  assert.equal(await first('Box<T>'), 'lib::detail::Box')
})
