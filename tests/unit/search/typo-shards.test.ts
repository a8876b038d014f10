/**
 * The symbol search's hard cases: a slip inside the prefix the symbol table is sharded by (`bRigidBody`), and
 * `Owner::name` through an inline namespace, ranked after every exact owner; and the quality judge's rules for cut
 * queries and typed texts that begin a name.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { symbolRecords, type ApiSymbolSource } from '../../../src/sections/search/node/symbolRecords'
import { buildIndex } from '../../../src/sections/search/node/buildIndex'
import { EmbeddedSearchClient } from '../../../src/sections/search/client/embeddedClient'
import { splitQualified } from '../../../src/sections/search/client/symbolNames'
import { judge, type QualityQuery } from '../../../scripts/search-quality'
import type { SearchHit } from '../../../src/sections/search/client/types'

let n = 0
function sym(qualifiedName: string, kind: string): ApiSymbolSource {
  const parts = splitQualified(qualifiedName)
  const slug = qualifiedName.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return { id: `n${n++}`, shortName: parts[parts.length - 1]!, qualifiedName, kind, signature: qualifiedName, briefText: '', ownerName: parts.length > 1 ? parts.slice(0, -1).join('::') : null, url: `/api/${slug}/` }
}

const API = [
  ...['btRigidBody', 'btRaycastVehicle', 'btSoftBody', 'btScalar', 'btCollisionWorld', 'btConvexShape', 'btTransform', 'btVector3', 'btQuaternion'].map((c) => sym(c, 'class')),
  ...['b3Vector3', 'b3Transform', 'b3Quaternion', 'b3Scalar', 'b3AlignedAlloc'].map((c) => sym(c, 'class')),
  ...['B3_MPR_FABS', 'B3_USE_PLACEMENT_NEW', 'BT_6DOF_FLAGS_AXIS_SHIFT', 'BT_INFINITY', 'BT_LARGE_FLOAT'].map((d) => sym(d, 'define')),
  sym('nlohmann::literals::json_literals::operator""_json', 'function'),
  sym('features::v2::Blend', 'enum'),
  sym('features::v2::clamp', 'function'),
  sym('features::clamp', 'function'),
  sym('other::clamp', 'function'),
]

/** The index cut into shards of `shardSize` names (2: prefixes of two to four letters here). */
function client(shardSize?: number) {
  const built = buildIndex(symbolRecords(API, { sectionLabel: 'API reference', docsTag: 'docs-default-current' }), 'helios', undefined, shardSize)
  return new EmbeddedSearchClient({ loader: async (p) => JSON.parse(built.files.get(p.split('?')[0]!)!) })
}

async function top(query: string, c: EmbeddedSearchClient) {
  const r = (await c.search([{ indexName: 'helios', params: { query, hitsPerPage: 5 } }])).results[0]!
  return r.hits[0]?.symbol?.qualifiedName
}

test('a slip inside a crowded prefix finds the name one edit away, in whichever shard it lives', async () => {
  const small = client(2)
  const whole = client()
  for (const [query, want] of [
    ['bRigidBody', 'btRigidBody'], // lost the second letter
    ['bzRigidBody', 'btRigidBody'], // replaced it
    ['bqtSoftBody', 'btSoftBody'], // a letter inserted after the first
    ['tbScalar', 'btScalar'], // first two swapped
    ['btScalar', 'btScalar'],
    ['b3Sclar', 'b3Scalar'],
    ['bt3Vector3', 'b3Vector3'], // inserted at the second letter: b3v… is another shard than bt…
    ['B_MPR_FABS', 'B3_MPR_FABS'],
    ['Ba3_USE_PLACEMENT_NEW', 'B3_USE_PLACEMENT_NEW'],
    ['BrT_6DOF_FLAGS_AXIS_SHIFT', 'BT_6DOF_FLAGS_AXIS_SHIFT'],
    ['b3AligndAlloc', 'b3AlignedAlloc'],
  ] as const) {
    assert.equal(await top(query, whole), want, `${query}, one shard`)
    assert.equal(await top(query, small), want, `${query}, shards of two names`)
  }
})

test('Owner::name through an inline namespace; an owner that is the entity\'s own scope ranks first', async () => {
  for (const c of [client(), client(2)]) {
    assert.equal(await top('literals::operator""_json', c), 'nlohmann::literals::json_literals::operator""_json')
    assert.equal(await top('features::Blend', c), 'features::v2::Blend')
    assert.equal(await top('features::clamp', c), 'features::clamp')
    assert.equal(await top('v2::clamp', c), 'features::v2::clamp')
    // The qualifiers stay in order: no scope holds v2 before features.
    assert.notEqual(await top('v2::features::clamp', c), 'features::v2::clamp')
  }
})

const hit = (qualifiedName: string): SearchHit => {
  const parts = splitQualified(qualifiedName)
  return { objectID: qualifiedName, name: parts[parts.length - 1]!, symbol: { qualifiedName } } as unknown as SearchHit
}

test('the quality judge: a query past the input\'s 64 characters, a typed text that begins a name, inline namespaces', () => {
  const long: QualityQuery = { kind: 'owner', query: 'btGeneric6DofSpring2ConstraintDoubleData2::m_angularSpringDampingLimited', expect: [] }
  assert.equal(judge(long, hit('btGeneric6DofSpring2ConstraintDoubleData2::m_angularSpringDampingLimited')), 'found')
  assert.equal(judge(long, hit('btGeneric6DofSpring2ConstraintDoubleData2::m_angularSpringDamping')), 'cut')
  assert.equal(judge(long, hit('btGeneric6DofSpring2ConstraintDoubleData2::m_linearSpringDamping')), 'missed')
  const short: QualityQuery = { kind: 'owner', query: 'Data2::m_angularSpringDampingLimited', expect: [] }
  assert.equal(judge(short, hit('Data2::m_angularSpringDamping')), 'missed', 'a query the input takes whole is never "cut"')
  const typo: QualityQuery = { kind: 'typo', query: 'getD', expect: ['getd'] }
  assert.equal(judge(typo, hit('getDamping')), 'prefix')
  assert.equal(judge({ kind: 'typo', query: '_linkMass', expect: ['mlinkmass'] }, hit('getLinkMass')), 'prefix', 'a word start')
  assert.equal(judge({ kind: 'typo', query: 'getFrma', expect: ['getframe'] }, hit('getFrameOffsetA')), 'missed')
  const inline: QualityQuery = { kind: 'owner', query: 'literals::operator""_json', expect: [], inline: ['nlohmann::literals::json_literals'] }
  assert.equal(judge(inline, hit('nlohmann::literals::json_literals::operator""_json')), 'found')
  assert.equal(judge({ ...inline, inline: [] }, hit('nlohmann::literals::json_literals::operator""_json')), 'missed', 'json_literals is not inline')
  assert.equal(judge({ ...inline, inline: ['other::json_literals'] }, hit('nlohmann::literals::json_literals::operator""_json')), 'missed', 'another json_literals is')
})
