import { test } from 'node:test'
import assert from 'node:assert/strict'
import { recordsFromHtml } from '../../support/htmlText'
import { buildIndex } from '../../../src/sections/search/node/buildIndex'
import { EmbeddedSearchClient, fetchLoader } from '../../../src/sections/search/client/embeddedClient'
import { createUiSearchClient } from '../../../src/sections/search/client/uiClient'
import { searchParameters } from '../../../src/sections/search/options'
import { suggestQueries } from '../../../src/sections/search/client/suggest'
import { snippet } from '../../../src/sections/search/client/highlight'
import type { SearchHit, SearchRequest } from '../../../src/sections/search/client/types'
import * as f from './fixtures'

function setup(chunkSize = 3) {
  const records = [
    ...recordsFromHtml(f.classPage, f.classHtml),
    ...recordsFromHtml(f.meshPage, f.meshHtml),
    ...recordsFromHtml(f.modelPage, f.modelHtml),
    ...recordsFromHtml(f.postPage, f.postHtml),
    ...recordsFromHtml(f.docPage, f.docHtml),
  ]
  const built = buildIndex(records, 'helios', chunkSize)
  const loaded: string[] = []
  const client = new EmbeddedSearchClient({
    loader: async (path) => {
      loaded.push(path)
      const text = built.files.get(path.split('?')[0]!)
      if (text === undefined) throw new Error(`missing ${path}`)
      return JSON.parse(text)
    },
  })
  return { records, built, client, loaded }
}

const req = (query: string, extra: Record<string, unknown> = {}): SearchRequest => ({ indexName: 'helios', params: { query, ...extra } })
const hl = (hit: SearchHit, path: string) => {
  let v: unknown = hit._highlightResult
  for (const k of path.split('.')) v = (v as Record<string, unknown>)?.[k]
  return (v as { value: string } | undefined)?.value
}

test('answers in the algoliasearch multi-query shape, flat or with params, array or { requests }', async () => {
  const { client } = setup()
  const a = await client.search([req('vec3')])
  const b = await client.search({ requests: [{ indexName: 'helios', query: 'vec3' }] })
  for (const r of [a, b]) {
    assert.equal(r.results.length, 1)
    const res = r.results[0]!
    assert.equal(res.query, 'vec3')
    assert.equal(res.index, 'helios')
    assert.equal(res.page, 0)
    assert.equal(res.hitsPerPage, 20)
    assert.ok(res.nbHits >= 5)
    assert.equal(res.hits[0]!.url, '/docs/helios/classes/helios/math/vec3/')
    assert.ok(res.hits[0]!.objectID)
    assert.equal(typeof res.processingTimeMS, 'number')
  }
})

test('the short name of a class puts its page first, ahead of a member with the same name', async () => {
  const { client } = setup()
  const r = (await client.search([req('mesh')])).results[0]!
  assert.equal(r.hits[0]!.url, '/docs/helios/classes/helios/rendering/Mesh/')
  assert.equal(r.hits[1]!.url, '/docs/helios/classes/helios/rendering/Model/#mesh')
})

test('a devlog title puts its post first', async () => {
  const { client } = setup()
  const r = (await client.search([req('Hello, World')])).results[0]!
  assert.equal(r.hits[0]!.url, '/devlog/2025/08/15/hello-world/')
  assert.equal(r.hits[0]!.type, 'lvl1')
})

test('every word must match; the last word matches as a prefix', async () => {
  const { client } = setup()
  assert.equal((await client.search([req('mesh cmake')])).results[0]!.hits.length, 0)
  // A paragraph matches words of its headings too (DocSearch does the same).
  assert.equal((await client.search([req('vector normalize')])).results[0]!.hits[0]!.url, '/docs/helios/classes/helios/math/vec3/#normalize')
  const prefix = (await client.search([req('cmak')])).results[0]!
  assert.ok(prefix.nbHits >= 1)
  assert.match(hl(prefix.hits[0]!, 'content') ?? '', /<mark>CMak<\/mark>e/)
  assert.equal((await client.search([req('cmak vec3')])).results[0]!.nbHits, 0, 'only the last word is a prefix')
  assert.ok((await client.search([req('v')])).results[0]!.nbHits > 0, 'one letter searches by prefix too')
})

test('facet filters: AND of OR groups over language and docs_tag', async () => {
  const { client } = setup()
  const all = (await client.search([req('helios')])).results[0]!.nbHits
  const devlog = (await client.search([req('helios', { facetFilters: [['language:en'], ['docs_tag:devlog']] })])).results[0]!
  assert.ok(devlog.nbHits > 0 && devlog.nbHits < all)
  assert.ok(devlog.hits.every((h) => h.url.startsWith('/devlog/')))
  const both = (await client.search([req('helios', { facetFilters: [['docs_tag:devlog', 'docs_tag:docs-default-current']] })])).results[0]!
  assert.equal(both.nbHits, all)
  const french = (await client.search([req('helios', { facetFilters: ['language:fr'] })])).results[0]!
  assert.equal(french.nbHits, 0)
  await assert.rejects(client.search([req('helios', { facetFilters: ['colour:red'] })]), /facet "colour" is not indexed/)
})

test('highlights and snippets use the requested tags, ellipsis and length, and escape the text', async () => {
  const { client } = setup()
  const params = { attributesToSnippet: ['content:5'], highlightPreTag: '<em>', highlightPostTag: '</em>', snippetEllipsisText: '…' }
  const r = (await client.search([req('onerror', params)])).results[0]!
  const hit = r.hits[0]!
  const snip = (hit._snippetResult as { content: { value: string } }).content.value
  assert.match(snip, /<em>onerror<\/em>/)
  assert.match(snip, /alert\(1\)&gt; stays/)
  const all = (await client.search([req('img', params)])).results[0]!.hits[0]!
  assert.match(hl(all, 'content') ?? '', /&lt;<em>img<\/em> src=x onerror=alert\(1\)&gt;/)
  assert.ok(!/<img/.test(hl(all, 'content') ?? ''), 'content never becomes markup')
  assert.ok(snip.startsWith('…'))
  const words = snip.replace(/<\/?em>|…|&gt;/g, ' ').match(/[\p{L}\p{N}_]+/gu) ?? []
  assert.equal(words.length, 5)
  assert.equal(hl(hit, 'hierarchy.lvl1'), 'Hello, World')
})

test('snippet window length follows the request (10 words, 5 on narrow screens)', () => {
  const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen'
  const spec = { terms: ['nine'], prefixLast: false }
  const tags = { pre: '<mark>', post: '</mark>' }
  assert.equal(snippet(text, spec, tags, 10, '…').value, '…seven eight <mark>nine</mark> ten eleven twelve thirteen fourteen'.replace('…seven', '…six seven').replace(/^…six/, '…five six'))
  assert.equal(searchParameters(false).attributesToSnippet.at(-1), 'content:10')
  assert.equal(searchParameters(true).attributesToSnippet.at(-1), 'content:5')
})

test('pagination and attributesToRetrieve', async () => {
  const { client } = setup()
  const p0 = (await client.search([req('helios', { hitsPerPage: 2, page: 0 })])).results[0]!
  const p1 = (await client.search([req('helios', { hitsPerPage: 2, page: 1 })])).results[0]!
  assert.equal(p0.hits.length, 2)
  assert.equal(p0.nbPages, Math.ceil(p0.nbHits / 2))
  assert.notEqual(p0.hits[0]!.objectID, p1.hits[0]!.objectID)
  const picked = (await client.search([req('vec3', { attributesToRetrieve: ['url'] })])).results[0]!.hits[0]! as unknown as Record<string, unknown>
  assert.deepEqual(Object.keys(picked).filter((k) => !k.startsWith('_')).sort(), ['objectID', 'url'])
})

test('a query downloads only the manifest, one term shard per word and the chunks it shows', async () => {
  const { client, loaded, built } = setup()
  await client.search([req('vec3', { hitsPerPage: 1 })])
  assert.deepEqual(loaded.map((p) => p.split('?')[0]), ['manifest.json', 'terms/ve.json', 'docs/0.json'])
  assert.ok(built.files.size > 10)
})

test('an unreachable index is an error naming the file, and the next query retries', async () => {
  let fail = true
  const { built } = setup()
  const client = new EmbeddedSearchClient({
    loader: fetchLoader('/search-index', async (url) => {
      if (fail) throw new TypeError('Failed to fetch')
      const text = built.files.get(String(url).replace('/search-index/', '').split('?')[0]!)
      return new Response(text ?? '', { status: text ? 200 : 404 })
    }),
  })
  await assert.rejects(client.search([req('vec3')]), /Unable to fetch the search index file manifest\.json/)
  fail = false
  assert.ok((await client.search([req('vec3')])).results[0]!.nbHits > 0)
})

test('the UI client answers empty queries itself', async () => {
  let called = 0
  const ui = createUiSearchClient({ search: async () => { called++; return { results: [] } } })
  const r = await ui.search([req('  ')])
  assert.equal(r.results[0]!.nbHits, 0)
  assert.equal(called, 0)
  await ui.search([req('x')])
  assert.equal(called, 1)
})

test('suggested queries are the closest page names, at most three', () => {
  const names = ['vec3', 'vec4', 'Mesh', 'Hello, World', 'Introduction', 'EventQueue']
  const s = suggestQueries('vec5', names)
  assert.ok(s.length <= 3)
  assert.deepEqual(s.slice(0, 2).sort(), ['vec3', 'vec4'])
  assert.equal(suggestQueries('zzzz', names).length, 3, 'with nothing close, three names are still offered')
  assert.equal(suggestQueries('evnt queue', names)[0], 'EventQueue')
})
