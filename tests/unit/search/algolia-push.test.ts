/**
 * The Algolia push against the local stub of Algolia's hosts (scripts/algolia-stub.ts): a push that fails on one of
 * its batch writes leaves the live index as it was, a rerun replaces it whole, and no temporary index stays behind.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { AlgoliaPushError, replaceAlgoliaIndex, temporaryIndexName, type AlgoliaRecord } from '../../../src/sections/search/node/algoliaPush'
import { algoliaPush } from '../../../src/sections/search/gatsby-node'
import { ALGOLIA_SETTINGS } from '../../../src/sections/search/node/algoliaSettings'
import type { SearchRecord } from '../../../src/sections/search/client/types'
import { kindGroup } from '../../../src/sections/search/client/symbolNames'
import { startAlgoliaStub, type AlgoliaStub } from '../../../scripts/algolia-stub'

const host = (port: number) => ({ url: '127.0.0.1', port, protocol: 'http' as const, accept: 'readWrite' as const })
const INDEX = 'helios'
const SETTINGS = { searchableAttributes: ['name', 'content'], attributesForFaceting: ['docs_tag'], customRanking: ['asc(rank)'] }

/** `count` records from `first` on, their content tagged with the set they belong to. */
const recordSet = (tag: string, first: number, count: number): AlgoliaRecord[] =>
  Array.from({ length: count }, (_, i) => ({ objectID: `r${first + i}`, name: `entity ${first + i}`, content: `${tag}: paragraph ${first + i}`, rank: i % 7 }))

/** The records of an index of the stub, ordered by objectID, as JSON values. */
const held = (stub: AlgoliaStub, name: string) =>
  [...(stub.indexes.get(name)?.records.values() ?? [])].sort((a, b) => String(a.objectID).localeCompare(String(b.objectID)))
const sorted = (records: AlgoliaRecord[]) => [...records].sort((a, b) => a.objectID.localeCompare(b.objectID))
const batchWrites = (stub: AlgoliaStub) => stub.requests.filter((r) => r.method === 'POST' && r.url.split('?')[0]!.endsWith('/batch')).length

test('a push failing on its second batch leaves the live index whole; the rerun replaces it and leaves no temporary index', async () => {
  const stub = await startAlgoliaStub()
  try {
    const target = { appId: 'TESTAPP', adminKey: 'admin-key', indexName: INDEX, hosts: [host(stub.port)], batchSize: 1000 }
    // Set A, then set B: 500 records go, 500 come, 2,000 change their content; three batches each.
    const a = recordSet('A', 0, 2500)
    const b = recordSet('B', 500, 2500)

    const first = await replaceAlgoliaIndex(target, a, SETTINGS)
    assert.deepEqual(first, { pushed: true, records: 2500, batches: 3 })
    assert.deepEqual(held(stub, INDEX), sorted(a))
    assert.deepEqual([...stub.indexes.keys()], [INDEX])
    // A synonym made in Algolia's dashboard, which the build knows nothing of.
    const synonym = { objectID: 'vec', type: 'synonym', synonyms: ['vec3', 'vector'] }
    stub.indexes.get(INDEX)!.synonyms = [synonym]
    const settingsOfA = structuredClone(stub.indexes.get(INDEX)!.settings)

    stub.control.failBatch = batchWrites(stub) + 2
    await assert.rejects(replaceAlgoliaIndex(target, b, SETTINGS), (error: unknown) => {
      assert.ok(error instanceof AlgoliaPushError)
      assert.match(error.message, /index "helios" failed while trying to write batch 2 of 3 \(records 1001–2000 of 2500\) to the temporary index "helios_tmp_push"/)
      assert.match(error.message, /The live index "helios" is unchanged; the temporary index "helios_tmp_push" was deleted\./)
      return true
    })
    // The live index still holds all of A and only A, with its settings and the dashboard's synonym.
    assert.deepEqual(held(stub, INDEX), sorted(a))
    assert.deepEqual(stub.indexes.get(INDEX)!.settings, settingsOfA)
    assert.deepEqual(stub.indexes.get(INDEX)!.synonyms, [synonym])
    assert.deepEqual([...stub.indexes.keys()], [INDEX])

    // The rerun, the network fine again: all of B and nothing of A.
    const rerun = await replaceAlgoliaIndex(target, b, SETTINGS)
    assert.deepEqual(rerun, { pushed: true, records: 2500, batches: 3 })
    assert.deepEqual(held(stub, INDEX), sorted(b))
    assert.deepEqual(stub.indexes.get(INDEX)!.synonyms, [synonym])
    assert.deepEqual([...stub.indexes.keys()], [INDEX])

    // A further run with the same records and settings finds them in place and writes nothing.
    const before = stub.requests.length
    assert.deepEqual(await replaceAlgoliaIndex(target, b, SETTINGS), { pushed: false, records: 2500, batches: 0 })
    assert.deepEqual(stub.requests.slice(before).map((r) => `${r.method} ${r.url.split('?')[0]}`), [`GET /1/indexes/${INDEX}/settings`])
    // Changed settings alone are a change.
    assert.equal((await replaceAlgoliaIndex(target, b, { ...SETTINGS, customRanking: ['desc(rank)'] })).pushed, true)
    assert.deepEqual(stub.indexes.get(INDEX)!.settings.customRanking, ['desc(rank)'])
  } finally {
    await stub.close()
  }
})

test('a temporary index left by a push that was stopped is cleared before the next one writes', async () => {
  const stub = await startAlgoliaStub()
  try {
    const target = { appId: 'TESTAPP', adminKey: 'admin-key', indexName: INDEX, hosts: [host(stub.port)], batchSize: 2 }
    await replaceAlgoliaIndex(target, recordSet('A', 0, 3), SETTINGS)
    // As if the build had been killed half-way: part of a push sits in the temporary index.
    stub.indexes.set(temporaryIndexName(INDEX), { records: new Map([['stale', { objectID: 'stale', content: 'from a stopped push' }]]), settings: {}, rules: [], synonyms: [] })
    const b = recordSet('B', 1, 3)
    await replaceAlgoliaIndex(target, b, SETTINGS)
    assert.deepEqual(held(stub, INDEX), sorted(b))
    assert.deepEqual([...stub.indexes.keys()], [INDEX])
  } finally {
    await stub.close()
  }
})

test('the live index is never replaced by an empty one', async () => {
  const stub = await startAlgoliaStub()
  try {
    await assert.rejects(replaceAlgoliaIndex({ appId: 'TESTAPP', adminKey: 'k', indexName: INDEX, hosts: [host(stub.port)] }, [], SETTINGS), /the build made no search records\. The live index "helios" is unchanged/)
    assert.equal(stub.requests.length, 0)
  } finally {
    await stub.close()
  }
})

/** Search records as the build makes them: one symbol, one prose paragraph. */
const siteRecords: SearchRecord[] = [
  {
    objectID: 'sym-vec3', url: '/api/classes/helios/math/vec3/', type: 'lvl1', content: 'A vector.', language: 'en', docs_tag: 'default', kind: 'class', name: 'vec3',
    hierarchy: { lvl0: 'API reference', lvl1: 'helios::math::vec3', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    symbol: { qualifiedName: 'helios::math::vec3', kind: 'class', signatures: ['struct vec3'], urls: ['/api/classes/helios/math/vec3/'], owner: 'helios::math', brief: 'A vector.' },
  },
  {
    objectID: 'post-1', url: '/devlog/hello/#intro', type: 'content', content: 'Hello from the engine.', language: 'en', docs_tag: 'devlog', kind: 'post', name: 'Hello',
    hierarchy: { lvl0: 'Devlog', lvl1: 'Hello', lvl2: 'Intro', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  },
]

function reporter() {
  const infos: string[] = []
  const panics: string[] = []
  return { infos, panics, info: (m: string) => void infos.push(m), panicOnBuild: (m: string) => void panics.push(m) }
}

test('the build push applies the site settings and the ranking fields, and stops the build naming the index and step on a failure', async () => {
  const stub = await startAlgoliaStub()
  try {
    const env = { GATSBY_ALGOLIA_APP_ID: 'TESTAPP', ALGOLIA_ADMIN_KEY: 'admin-key' }
    const ok = reporter()
    await algoliaPush(siteRecords, 'helios-site', ok as never, { env, hosts: [host(stub.port)] })()
    assert.deepEqual(ok.panics, [])
    assert.match(ok.infos.join('\n'), /Algolia index "helios-site" replaced: 2 records in 1 batches/)
    const live = stub.indexes.get('helios-site')!
    const { userData, ...settings } = live.settings
    assert.deepEqual(settings, JSON.parse(JSON.stringify(ALGOLIA_SETTINGS)))
    assert.ok(userData, 'the live index carries the digest of what it holds')
    // customRanking reads these fields: symbols first, by the length of their qualified name.
    assert.deepEqual(live.records.get('sym-vec3'), { ...siteRecords[0], kindRank: kindGroup('class'), qualifiedLength: 'helios::math::vec3'.length })
    assert.deepEqual(live.records.get('post-1'), { ...siteRecords[1], kindRank: 3, qualifiedLength: 10_000 })

    stub.control.failBatch = batchWrites(stub) + 1
    const failing = reporter()
    await algoliaPush([...siteRecords, { ...siteRecords[1]!, objectID: 'post-2' }], 'helios-site', failing as never, { env, hosts: [host(stub.port)] })()
    assert.equal(failing.panics.length, 1)
    assert.match(failing.panics[0]!, /^\[helios-search\] Algolia push to index "helios-site" failed while trying to write batch 1 of 1 \(records 1–3 of 3\) to the temporary index "helios-site_tmp_push": .*HTTP 500.*batch write 2 failed on purpose/)
    assert.deepEqual([...live.records.keys()].sort(), ['post-1', 'sym-vec3'])
  } finally {
    await stub.close()
  }
})

test('without an admin key the push is skipped with one line and nothing is sent', async () => {
  const stub = await startAlgoliaStub()
  try {
    for (const env of [{ GATSBY_ALGOLIA_APP_ID: 'TESTAPP' }, { ALGOLIA_ADMIN_KEY: 'admin-key' }, {}]) {
      const log = reporter()
      await algoliaPush(siteRecords, INDEX, log as never, { env, hosts: [host(stub.port)] })()
      assert.deepEqual(log.infos, ['[helios-search] Algolia push skipped: GATSBY_ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY are not both set.'])
      assert.deepEqual(log.panics, [])
    }
    assert.equal(stub.requests.length, 0)
  } finally {
    await stub.close()
  }
})
