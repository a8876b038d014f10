import { test } from 'node:test'
import assert from 'node:assert/strict'
import net from 'node:net'
import { createAlgoliaClient, ALGOLIA_TIMEOUTS } from '../../../src/sections/search/client/algoliaClient'
import { searchParameters } from '../../../src/sections/search/options'
import { startAlgoliaStub } from '../../../scripts/algolia-stub'

/** A port with nothing listening (connections are refused). */
async function deadPort(): Promise<number> {
  const srv = net.createServer()
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()))
  const { port } = srv.address() as net.AddressInfo
  await new Promise<void>((r) => srv.close(() => r()))
  return port
}

const host = (port: number) => ({ url: '127.0.0.1', port, protocol: 'http' as const, accept: 'readWrite' as const })

test('the client requires both an application id and an API key', () => {
  assert.throws(() => createAlgoliaClient({ appId: '', apiKey: 'k' }), /application id \(GATSBY_ALGOLIA_APP_ID\) must be set/)
  assert.throws(() => createAlgoliaClient({ appId: 'APP', apiKey: undefined }), /search API key \(GATSBY_ALGOLIA_SEARCH_KEY\) must be set/)
  assert.throws(() => createAlgoliaClient({ appId: '', apiKey: '' }), /application id .* and a search API key/)
  assert.deepEqual(ALGOLIA_TIMEOUTS, { connect: 1000, read: 2000, write: 30000 })
})

test('a search posts the DocSearch request body to /1/indexes/*/queries, after falling back from a dead host', async () => {
  const stub = await startAlgoliaStub()
  try {
    const client = createAlgoliaClient({ appId: 'TESTAPP', apiKey: 'search-key', hosts: [host(await deadPort()), host(stub.port)] })
    const params = { ...searchParameters(false), clickAnalytics: true }
    const response = await client.search({ requests: [{ indexName: 'helios', query: 'vec3', ...params }] })
    const first = response.results[0] as { hits: Array<{ url: string }>; nbHits: number; queryID?: string }
    assert.equal(first.hits[0]!.url, '/docs/helios/classes/helios/math/vec3/')
    // vec3 and its two members; the French record and the other docs tag are filtered out by the facet filters.
    assert.equal(first.nbHits, 3)
    assert.match(first.queryID ?? '', /^[0-9a-f]{32}$/)

    assert.equal(stub.requests.length, 1, 'the dead host was skipped and the stub answered once')
    const req = stub.requests[0]!
    assert.equal(req.method, 'POST')
    assert.equal(req.url.split('?')[0], '/1/indexes/*/queries')
    const auth = `${req.url} ${JSON.stringify(req.headers)}`
    assert.match(auth, /TESTAPP/)
    assert.match(auth, /search-key/)
    const body = req.body as { requests: Array<Record<string, unknown>> }
    const sent = body.requests[0]!
    assert.equal(sent.indexName, 'helios')
    assert.equal(sent.query, 'vec3')
    assert.equal(sent.hitsPerPage, 20)
    assert.equal(sent.clickAnalytics, true)
    assert.equal(sent.snippetEllipsisText, '…')
    assert.equal(sent.highlightPreTag, '<mark>')
    assert.equal(sent.highlightPostTag, '</mark>')
    assert.ok((sent.attributesToRetrieve as string[]).includes('hierarchy.lvl0'))
    assert.ok((sent.attributesToSnippet as string[]).includes('content:10'))
    assert.deepEqual(sent.facetFilters, [['language:en'], ['docs_tag:default', 'docs_tag:docs-default-current', 'docs_tag:devlog']])
  } finally {
    await stub.close()
  }
})

test('a 5xx answer is retried on the next host; all hosts down is an error', async () => {
  const failing = await startAlgoliaStub({ failFirst: 100 })
  const healthy = await startAlgoliaStub()
  try {
    const client = createAlgoliaClient({ appId: 'TESTAPP', apiKey: 'k', hosts: [host(failing.port), host(healthy.port)] })
    const r = await client.search({ requests: [{ indexName: 'helios', query: 'vec3' }] })
    assert.equal((r.results[0] as { nbHits: number }).nbHits, 6, 'no facet filters: every vec3 record (the release 0.1.0 one among them)')
    assert.equal(failing.requests.length, 1)
    assert.equal(healthy.requests.length, 1)

    const down = createAlgoliaClient({ appId: 'TESTAPP', apiKey: 'k', hosts: [host(await deadPort()), host(failing.port)] })
    await assert.rejects(down.search({ requests: [{ indexName: 'helios', query: 'mesh' }] }), /Unreachable hosts/)
  } finally {
    await failing.close()
    await healthy.close()
  }
})

test('a signature query is sent as facet filters on the type keys, and the hits come back ranked by their types', async () => {
  const stub = await startAlgoliaStub()
  try {
    const client = createAlgoliaClient({ appId: 'TESTAPP', apiKey: 'k', hosts: [host(stub.port)] })
    const params = searchParameters(false)
    const names = async (query: string) => {
      const r = await client.search({ requests: [{ indexName: 'helios', query, ...params }] })
      const res = r.results[0] as { hits: Array<{ symbol?: { qualifiedName: string } }>; query: string; nbHits: number }
      assert.equal(res.query, query, 'the answer names the query typed, not its rewrite')
      return res.hits.map((h) => h.symbol!.qualifiedName)
    }
    assert.deepEqual(await names('-> float'), ['helios::math::vec3::dot'])
    const sent = (stub.requests.at(-1)!.body as { requests: Array<Record<string, unknown>> }).requests[0]!
    assert.equal(sent.query, '')
    assert.deepEqual(sent.facetFilters, [['language:en'], ['docs_tag:default', 'docs_tag:docs-default-current', 'docs_tag:devlog'], ['signatureTypes.returns:float']])
    assert.ok((sent.attributesToRetrieve as string[]).includes('signatureTypes'))
    // Both take two vec3s; lerp's third parameter puts it after dot for a list typed whole.
    assert.deepEqual(await names('(const vec3&, const vec3&)'), ['helios::math::vec3::dot', 'helios::math::vec3::lerp'])
    assert.deepEqual(await names('(vec3, T) -> vec3'), ['helios::math::vec3::lerp'])
    assert.deepEqual(await names('-> mat4f'), [])
    // A name query is left as it is.
    assert.equal((await names('vec3'))[0], 'helios::math::vec3')
  } finally {
    await stub.close()
  }
})
