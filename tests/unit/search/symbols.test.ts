/**
 * Symbol search on the embedded index: records from ApiSymbol entities, and
 * the ranking tiers (exact name, qualified forms, prefixes, word starts,
 * typos, then prose) with their ties (kind, then the shorter qualified name).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { symbolRecords, type ApiSymbolSource } from '../../../src/sections/search/node/symbolRecords'
import { buildIndex } from '../../../src/sections/search/node/buildIndex'
import { EmbeddedSearchClient } from '../../../src/sections/search/client/embeddedClient'
import { recordsFromHtml } from '../../support/htmlText'
import { boundedDistance, parseSymbolQuery, splitQualified, wordStarts } from '../../../src/sections/search/client/symbolNames'
import * as f from './fixtures'

let n = 0
function sym(qualifiedName: string, kind: string, url: string, signature = qualifiedName, briefText = ''): ApiSymbolSource {
  const parts = splitQualified(qualifiedName)
  return {
    id: `n${n++}`, shortName: parts[parts.length - 1]!, qualifiedName, kind, signature, briefText,
    ownerName: parts.length > 1 ? parts.slice(0, -1).join('::') : null, url,
  }
}

const API = [
  sym('helios::scene::Camera', 'class', '/api/camera/', 'class Camera', 'A perspective or orthographic camera.'),
  sym('helios::scene::Camera::lookAt', 'function', '/api/camera/#lookat', 'void lookAt(const vec3 &target)', 'Turns the camera.'),
  sym('helios::scene::Camera::lookAt', 'function', '/api/camera/#lookat-2', 'void lookAt(float x, float y, float z)'),
  sym('helios::scene::Camera::setPerspective', 'function', '/api/camera/#setperspective'),
  sym('helios::scene::SceneNode', 'class', '/api/scenenode/'),
  sym('helios::scene::SceneNode::addChild', 'function', '/api/scenenode/#addchild'),
  sym('helios::scene::SceneNode::camera', 'variable', '/api/scenenode/#camera'),
  sym('helios::math::vec3', 'struct', '/api/vec3/'),
  sym('helios::math::vec3::length', 'function', '/api/vec3/#length'),
  sym('helios::math::mat4::length', 'function', '/api/mat4/#length'),
  sym('helios::math::length', 'function', '/api/math/#length'),
  sym('btRigidBody', 'class', '/api/btrigidbody/'),
  sym('btRigidBody::getLinearVelocity', 'function', '/api/btrigidbody/#getlinearvelocity'),
  sym('MAX_LIGHTS', 'define', '/api/lights-h/#max_lights', '#define MAX_LIGHTS'),
  sym('helios::rendering::Format::RGBA8', 'enumvalue', '/api/format/#rgba8'),
  sym('helios::rendering::@3', 'enum', '/api/rendering/#anon'),
  sym('helios::rendering::Renderer', 'page', '/api/renderer-md/'),
]

function client(shardSize?: number, log?: string[], chunkSize?: number) {
  const records = [
    ...symbolRecords(API, { sectionLabel: 'API reference', docsTag: 'docs-default-current' }),
    ...recordsFromHtml(f.postPage, f.postHtml),
    ...recordsFromHtml({ ...f.docPage, title: 'Cameras' }, '<main><h1>Cameras</h1><p>The camera looks at the scene. Call lookAt to turn it.</p></main>'),
  ]
  const built = buildIndex(records, 'helios', chunkSize, shardSize)
  return new EmbeddedSearchClient({
    loader: async (p) => {
      const file = p.split('?')[0]!
      log?.push(`get ${file}`)
      await new Promise((r) => setTimeout(r, 1))
      log?.push(`got ${file}`)
      return JSON.parse(built.files.get(file)!)
    },
  })
}

async function first(query: string, c = client()) {
  const r = (await c.search([{ indexName: 'helios', params: { query, hitsPerPage: 20 } }])).results[0]!
  return { hits: r.hits, nbHits: r.nbHits, top: r.hits[0], names: r.hits.map((h) => h.symbol?.qualifiedName ?? h.url) }
}

test('one record per entity; overloads of a name are one record listing each signature and link', () => {
  const records = symbolRecords(API, { sectionLabel: 'API reference', docsTag: 'docs-default-current' })
  const lookAt = records.filter((r) => r.name === 'lookAt')
  assert.equal(lookAt.length, 1)
  assert.deepEqual(lookAt[0]!.symbol!.signatures, ['void lookAt(const vec3 &target)', 'void lookAt(float x, float y, float z)'])
  assert.deepEqual(lookAt[0]!.symbol!.urls, ['/api/camera/#lookat', '/api/camera/#lookat-2'])
  assert.equal(lookAt[0]!.url, '/api/camera/#lookat')
  assert.equal(lookAt[0]!.symbol!.owner, 'helios::scene::Camera')
  assert.equal(lookAt[0]!.symbol!.brief, 'Turns the camera.')
  assert.equal(lookAt[0]!.type, 'lvl2')
  assert.equal(records.find((r) => r.name === 'Camera')!.type, 'lvl1')
  // The same name in three owners stays three entities.
  assert.equal(records.filter((r) => r.name === 'length').length, 3)
  // Anonymous entities and prose pages are not symbols.
  assert.ok(!records.some((r) => r.name.startsWith('@') || r.name === 'Renderer'))
  assert.equal(new Set(records.map((r) => r.objectID)).size, records.length)
})

test('a symbol with a url outside the site or no name is refused, naming it', () => {
  assert.throws(
    () => symbolRecords([{ ...API[1]!, url: 'javascript:alert(1)' }], { sectionLabel: 'API', docsTag: 'x' }),
    /helios::scene::Camera::lookAt.*url must be a site path/,
  )
  assert.throws(() => symbolRecords([{ ...API[1]!, shortName: '' }], { sectionLabel: 'API', docsTag: 'x' }), /has no name/)
})

test('the exact name comes first, ahead of prose that mentions it', async () => {
  const { top, names } = await first('lookAt')
  assert.equal(top?.symbol?.qualifiedName, 'helios::scene::Camera::lookAt')
  assert.equal(top?.symbol?.signatures.length, 2)
  const prose = names.findIndex((x) => x.startsWith('/docs/'))
  assert.ok(prose > 0, 'the docs page that mentions lookAt is a hit, after the symbol')
})

test('ties go to the spelling of the query, then the class, then the function, then the rest; then the shorter qualified name', async () => {
  // "Camera": the class Camera, then the SceneNode::camera variable; "camera": the variable first (C++ is
  // case-sensitive; tests/unit/search/case-rank.test.ts); prose after both.
  assert.deepEqual((await first('Camera')).names.slice(0, 2), ['helios::scene::Camera', 'helios::scene::SceneNode::camera'])
  assert.deepEqual((await first('camera')).names.slice(0, 2), ['helios::scene::SceneNode::camera', 'helios::scene::Camera'])
  // Three functions named length: the shortest qualified name first.
  assert.deepEqual((await first('length')).names.slice(0, 3), ['helios::math::length', 'helios::math::mat4::length', 'helios::math::vec3::length'])
})

test('qualified forms: Owner::name, ns::Owner::name, with or without (), pick the one entity', async () => {
  for (const q of ['vec3::length', 'math::vec3::length', 'helios::math::vec3::length()', 'vec3::length(const vec3&)', 'VEC3::LENGTH']) {
    assert.equal((await first(q)).top?.symbol?.qualifiedName, 'helios::math::vec3::length', q)
  }
  assert.equal((await first('mat4::length')).top?.symbol?.qualifiedName, 'helios::math::mat4::length')
  assert.equal((await first('Format::RGBA8')).top?.symbol?.qualifiedName, 'helios::rendering::Format::RGBA8')
  // An unfinished last part is a prefix within the owner.
  assert.equal((await first('Camera::setP')).top?.symbol?.qualifiedName, 'helios::scene::Camera::setPerspective')
  // A wrong owner finds no symbol.
  assert.ok(!(await first('mat4::addChild')).hits.some((h) => h.symbol))
})

test('an Owner::name query fetches the scope table and blocks with its name shards, not after them', async () => {
  const log: string[] = []
  const c = client(undefined, log)
  await c.manifest()
  log.length = 0
  assert.equal((await first('Camera::lookAt', c)).top?.symbol?.qualifiedName, 'helios::scene::Camera::lookAt')
  const firstShardGot = log.findIndex((l) => l.startsWith('got symbols/n/'))
  for (const f of ['get symbols/scopes.json', 'get symbols/s/0.json']) {
    const at = log.indexOf(f)
    assert.ok(at >= 0 && at < firstShardGot, `${f} before the name shard arrives:\n${log.join('\n')}`)
  }
})

test('record chunks are kept up to a limit, least recently used dropped first', async () => {
  const log: string[] = []
  const c = client(undefined, log, 2)
  const saved = EmbeddedSearchClient.MAX_CACHED_CHUNKS
  ;(EmbeddedSearchClient as unknown as { MAX_CACHED_CHUNKS: number }).MAX_CACHED_CHUNKS = 1
  try {
    await first('lookAt', c)
    await first('hello', c)
    log.length = 0
    await first('lookAt', c)
    assert.ok(log.some((l) => l.startsWith('get docs/')), 'the dropped chunk is fetched again')
  } finally {
    ;(EmbeddedSearchClient as unknown as { MAX_CACHED_CHUNKS: number }).MAX_CACHED_CHUNKS = saved
  }
})

test('name prefixes, then word starts inside camelCase and snake_case names', async () => {
  assert.equal((await first('lookA')).top?.symbol?.qualifiedName, 'helios::scene::Camera::lookAt')
  assert.equal((await first('RigidBo')).top?.symbol?.qualifiedName, 'btRigidBody')
  assert.equal((await first('LinearVel')).top?.symbol?.qualifiedName, 'btRigidBody::getLinearVelocity')
  assert.equal((await first('lights')).top?.symbol?.qualifiedName, 'MAX_LIGHTS')
  assert.equal((await first('set perspective')).top?.symbol?.qualifiedName, 'helios::scene::Camera::setPerspective')
  // A prefix of the name ranks before a word start inside another name.
  const body = await first('bt')
  assert.equal(body.top?.symbol?.qualifiedName, 'btRigidBody')
})

test('typos: one edit from 5 characters, two from 9, never below 5', async () => {
  assert.equal((await first('camra')).top?.symbol?.qualifiedName, 'helios::scene::Camera')
  assert.equal((await first('Cmaera')).top?.symbol?.qualifiedName, 'helios::scene::Camera', 'a swap is one edit')
  assert.equal((await first('adChild')).top?.symbol?.qualifiedName, 'helios::scene::SceneNode::addChild')
  assert.equal((await first('setPrespectve')).top?.symbol?.qualifiedName, 'helios::scene::Camera::setPerspective', 'two edits in a long name')
  assert.equal((await first('ScenNde')).top?.symbol?.qualifiedName, 'helios::scene::SceneNode', 'SceneNode has 9 letters: two edits')
  assert.equal((await first('adChld')).hits.some((h) => h.symbol?.qualifiedName === 'helios::scene::SceneNode::addChild'), false, 'addChild has 8: one edit only')
  assert.equal((await first('vex3')).hits.some((h) => h.symbol), false, 'no typo in a 4-letter name')
})

test('cut into small shards (prefixes of several letters), the symbol table answers the same', async () => {
  const small = client(2)
  const big = client()
  for (const q of ['lookAt', 'look', 'l', 'camra', 'Cmaera', 'amera', 'xamera', 'Body', 'RigidBo', 'lights', 'Camera::lookAt', 'Camera::set', 'setPrespectve', 'length', 'bt']) {
    const a = (await first(q, small)).names
    const b = (await first(q, big)).names
    assert.deepEqual(a.slice(0, 3), b.slice(0, 3), q)
  }
  // A slip in the first letter is found through the other shards: lost, replaced, inserted, swapped.
  for (const q of ['amera', 'xamera', 'xcamera', 'acmera']) assert.equal((await first(q, small)).top?.symbol?.qualifiedName, 'helios::scene::Camera', q)
})

test('facet filters apply to symbol records', async () => {
  const c = client()
  const r = await c.search([{ indexName: 'helios', params: { query: 'camera', facetFilters: [['docs_tag:devlog']] } }])
  assert.ok(r.results[0]!.hits.every((h) => !h.symbol))
  const s = await c.search([{ indexName: 'helios', params: { query: 'Camera', facetFilters: [['language:en'], ['docs_tag:docs-default-current', 'docs_tag:devlog']] } }])
  assert.equal(s.results[0]!.hits[0]!.symbol?.qualifiedName, 'helios::scene::Camera')
})

test('name helpers: word starts, qualified splitting, bounded distance, query parsing', () => {
  assert.deepEqual(wordStarts('btRigidBody'), [2, 7])
  assert.deepEqual(wordStarts('MAX_LIGHTS'), [3])
  assert.deepEqual(wordStarts('XMLParser'), [3])
  assert.deepEqual(splitQualified('a::B<c::D>::f'), ['a', 'B<c::D>', 'f'])
  assert.deepEqual(splitQualified('Ogre::UTFString::operator std::string'), ['Ogre', 'UTFString', 'operator std::string'])
  assert.equal(boundedDistance('camera', 'camra', 1), 1)
  assert.equal(boundedDistance('camera', 'cmaera', 1), 1)
  assert.equal(boundedDistance('camera', 'xyzera', 1), 2)
  assert.deepEqual(parseSymbolQuery('scene::Camera::lookAt(const vec3&)'), { parts: ['scene', 'camera', 'lookat'], spelled: ['scene', 'Camera', 'lookAt'], raw: ['scene', 'Camera', 'lookAt'], qualified: true })
  assert.deepEqual(parseSymbolQuery('Camera::'), { parts: ['camera'], spelled: ['Camera'], raw: ['Camera'], qualified: false })
  assert.equal(parseSymbolQuery('::'), null)
  assert.deepEqual(parseSymbolQuery('numext::sqrt< bool >'), { parts: ['numext', 'sqrt'], spelled: ['numext', 'sqrt'], raw: ['numext', 'sqrt< bool >'], qualified: true, withArgs: { key: 'sqrt<bool>', spelled: 'sqrt<bool>' } })
  assert.deepEqual(parseSymbolQuery('operator<'), { parts: ['operator<'], spelled: ['operator<'], raw: ['operator<'], qualified: false })
})

test('Owner::name finds its entity when thousands of classes share the name (Superclass, operator=)', async () => {
  const classes = 3000
  const api: ApiSymbolSource[] = []
  for (let i = 0; i < classes; i++) {
    api.push(sym(`lib::Class${i}`, 'class', `/api/class${i}/`))
    api.push(sym(`lib::Class${i}::Superclass`, 'typedef', `/api/class${i}/#superclass`))
    api.push(sym(`lib::Class${i}::operator=`, 'function', `/api/class${i}/#operator`))
  }
  const built = buildIndex(symbolRecords(api, { sectionLabel: 'API reference', docsTag: 'docs-default-current' }), 'helios')
  const c = new EmbeddedSearchClient({ loader: async (p) => JSON.parse(built.files.get(p.split('?')[0]!)!) })
  const top = async (query: string) => (await c.search([{ indexName: 'helios', params: { query, hitsPerPage: 5 } }])).results[0]!.hits[0]?.symbol?.qualifiedName
  for (const i of [0, 1234, classes - 1]) {
    assert.equal(await top(`Class${i}::Superclass`), `lib::Class${i}::Superclass`)
    assert.equal(await top(`Class${i}::operator=`), `lib::Class${i}::operator=`)
  }
})
