/**
 * Inline namespaces, as the XML marks them: `ranges::begin` is the member of std::ranges' inline namespace
 * (`std::ranges::__cust::begin`), as C++ names it, before a class's member or another namespace's of that name;
 * the records carry the name without the inline namespace for Algolia.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { symbolRecords, visibleName, type ApiSymbolSource } from '../../../src/sections/search/node/symbolRecords'
import { buildIndex } from '../../../src/sections/search/node/buildIndex'
import { EmbeddedSearchClient } from '../../../src/sections/search/client/embeddedClient'
import { scopeFit } from '../../../src/sections/search/client/symbolNames'
import { splitQualified } from '../../../src/sections/search/client/symbolNames'

let n = 0
function sym(qualifiedName: string, kind: string, extra: Partial<ApiSymbolSource> = {}): ApiSymbolSource {
  const parts = splitQualified(qualifiedName)
  const slug = qualifiedName.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return { id: `n${n++}`, shortName: parts[parts.length - 1]!, qualifiedName, kind, signature: qualifiedName, briefText: '', ownerName: parts.length > 1 ? parts.slice(0, -1).join('::') : null, url: `/api/${slug}/`, ...extra }
}

const API = (inline: boolean) => [
  sym('std', 'namespace'),
  sym('std::ranges', 'namespace'),
  sym('std::ranges::__cust', 'namespace', { inline }),
  sym('std::ranges::__cust_access', 'namespace'),
  sym('std::ranges::__cust::begin', 'variable'),
  sym('std::ranges::__cust::size', 'variable'),
  sym('std::ranges::__cust_access::begin', 'function'),
  sym('std::ranges::subrange', 'class'),
  sym('std::ranges::subrange::begin', 'function'),
  sym('std::ranges::subrange::size', 'function'),
  sym('std::ranges::view_interface::size', 'function'),
]

function client(inline: boolean, shardSize?: number) {
  const built = buildIndex(symbolRecords(API(inline), { sectionLabel: 'API reference', docsTag: 'docs-default-current' }), 'helios', undefined, shardSize)
  return new EmbeddedSearchClient({ loader: async (p) => JSON.parse(built.files.get(p.split('?')[0]!)!) })
}

async function top(query: string, c: EmbeddedSearchClient) {
  const r = (await c.search([{ indexName: 'helios', params: { query, hitsPerPage: 5 } }])).results[0]!
  return r.hits.map((h) => h.symbol?.qualifiedName)
}

test('a member of an inline namespace is found under the enclosing namespace\'s name first', async () => {
  for (const c of [client(true), client(true, 2)]) {
    assert.equal((await top('ranges::begin', c))[0], 'std::ranges::__cust::begin')
    assert.equal((await top('std::ranges::begin', c))[0], 'std::ranges::__cust::begin')
    assert.equal((await top('ranges::size', c))[0], 'std::ranges::__cust::size')
    // Its own qualified name and a class's member still find those.
    assert.equal((await top('__cust::begin', c))[0], 'std::ranges::__cust::begin')
    assert.equal((await top('subrange::begin', c))[0], 'std::ranges::subrange::begin')
    assert.equal((await top('__cust_access::begin', c))[0], 'std::ranges::__cust_access::begin')
    // The other members of the name still follow, after the inline one.
    assert.ok((await top('ranges::begin', c)).includes('std::ranges::subrange::begin'))
  }
  // Without the XML's mark, no namespace is skipped for free: the function ranks first by kind.
  assert.notEqual((await top('ranges::begin', client(false)))[0], 'std::ranges::__cust::begin')
})

test('the index lists the inline namespaces; the records carry the name without them (Algolia searches it)', () => {
  const records = symbolRecords(API(true), { sectionLabel: 'API reference', docsTag: 'docs-default-current' })
  const of = (q: string) => records.find((r) => r.symbol!.qualifiedName === q)!.symbol!
  assert.equal(of('std::ranges::__cust::begin').visibleName, 'std::ranges::begin')
  assert.equal(of('std::ranges::__cust').inline, true)
  assert.equal(of('std::ranges::__cust').visibleName, undefined, 'the namespace keeps its own name')
  assert.equal(of('std::ranges::subrange::begin').visibleName, undefined)
  assert.equal(of('std::ranges::__cust_access::begin').inline, undefined)
  const built = buildIndex(records, 'helios')
  assert.deepEqual(built.manifest.symbols!.inlineNamespaces, ['std::ranges::__cust'])
  assert.equal(buildIndex(symbolRecords(API(false), { sectionLabel: 'API reference', docsTag: 'docs-default-current' }), 'helios').manifest.symbols!.inlineNamespaces, undefined)
})

test('visibleName and scopeFit: only the namespaces marked inline are left out', () => {
  const inline = new Set(['a::v1', 'a::v1::w'])
  assert.equal(visibleName('a::v1::w::f', inline), 'a::f')
  assert.equal(visibleName('b::v1::f', inline), 'b::v1::f', 'another v1 is not inline')
  assert.equal(visibleName('a::v1', inline), 'a::v1')
  assert.deepEqual(scopeFit(['a', 'v1', 'w'], ['a', 'v1', 'w'], ['a'], ['a'], [false, true, true]), { skipped: 0, caseMiss: 0 })
  assert.deepEqual(scopeFit(['a', 'v1', 'w'], ['a', 'v1', 'w'], ['a'], ['a']), { skipped: 2, caseMiss: 0 })
  assert.deepEqual(scopeFit(['a', 'c', 'w'], ['a', 'c', 'w'], ['a'], ['a'], [false, false, true]), { skipped: 2, caseMiss: 0 }, 'a class between is skipped at a cost')
})
