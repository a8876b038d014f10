/**
 * Signature search: the type normaliser, the reading of declarations, the query syntax, the ranking, and both
 * backends on the engine's own records (the embedded index built from doxygen-xml/, and Algolia's filters and
 * ranking applied to the same records).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import {
  aliasMaps, aliasOf, canonicalType, declaredTypes, parameterType, parseSignatureQuery, rankBySignature, recordScore, relatedKeys,
  signatureFacetFilters, signatureTypes, spellingKey, typeKey, typeTier, type SignatureQuery,
} from '../../../src/sections/search/client/signature'
import { inProcessClient, inProcessRecords } from '../../../scripts/search-quality'
import type { SearchClientLike, SearchRecord } from '../../../src/sections/search/client/types'
import { buildIndex } from '../../../src/sections/search/node/buildIndex'
import { EmbeddedSearchClient } from '../../../src/sections/search/client/embeddedClient'
import { recordChunkFiles, type IndexManifest, type StoredRecord } from '../../../src/sections/search/client/indexFormat'

test('types are normalised: white space made canonical, scopes optional, qualifiers and declarators left out of the key', () => {
  assert.equal(canonicalType('const  helios::scene::Camera &'), 'const helios::scene::Camera&')
  assert.equal(spellingKey('const helios::scene::Camera &'), 'const Camera&')
  assert.equal(typeKey('const helios::scene::Camera &'), 'camera')
  assert.equal(typeKey('volatile int * const'), 'int')
  assert.equal(typeKey('Camera&&'), 'camera')
  assert.equal(typeKey('struct tm *'), 'tm')
  assert.equal(typeKey('std::vector< const SceneNode * >'), 'vector<const scenenode*>', 'the qualifiers of a template argument are its own')
  assert.equal(typeKey('unsigned  long'), 'unsigned long')
})

test('a declaration reads as its return and parameter types, names and default values left out', () => {
  assert.deepEqual(declaredTypes('static constexpr mat4f perspective(float fovY, float aspect = 1.0f) noexcept'), { returns: 'mat4f', params: ['float', 'float'] })
  assert.deepEqual(declaredTypes('Camera(const Camera &other)'), { returns: null, params: ['const Camera&'] })
  assert.deepEqual(declaredTypes('bool operator==(const vec3 &a, const vec3 &b) const'), { returns: 'bool', params: ['const vec3&', 'const vec3&'] })
  assert.deepEqual(declaredTypes('float & operator()(int i)'), { returns: 'float&', params: ['int'] })
  assert.deepEqual(declaredTypes('operator bool() const'), { returns: null, params: [] })
  assert.deepEqual(declaredTypes('auto size(int x) -> std::size_t'), { returns: 'std::size_t', params: ['int'] })
  assert.deepEqual(declaredTypes('template <typename T> vec3 lerp(const vec3 &a, T t)'), { returns: 'vec3', params: ['const vec3&', 'T'] })
  assert.deepEqual(declaredTypes('GLM_FUNC_DECL mat< 4, 4, T, Q > lookAt(vec< 3, T, Q > const &eye)'), { returns: 'mat<4,4,T,Q>', params: ['vec<3,T,Q> const&'] })
  assert.deepEqual(declaredTypes('int SDLCALL SDL_Foo(struct tm *t, unsigned int, const char *fmt,...)'), { returns: 'int', params: ['struct tm*', 'unsigned int', 'const char*'] })
  assert.deepEqual(declaredTypes('void f(void)'), { returns: 'void', params: [] })
  assert.deepEqual(declaredTypes('unsigned char default_value< unsigned char >()'), { returns: 'unsigned char', params: [] }, 'an explicit specialisation')
  assert.equal(declaredTypes('float fov'), null)
  assert.equal(parameterType('float m[16]'), 'float*')
  assert.equal(parameterType('Camera'), 'Camera')
  assert.equal(parameterType('const T &value'), 'const T&')
  assert.equal(parameterType('T(*Func)(T x, T y)'), 'T(*)(T x,T y)', "a function pointer's type keeps its parameters, not its name")
  assert.equal(parameterType('Args &&... args'), 'Args&&', "a pack's parameter has its pattern's type")
  assert.equal(parameterType('_Args &&...'), '_Args&&')
  assert.deepEqual(declaredTypes('constexpr dangling(_Args &&...) noexcept'), { returns: null, params: ['_Args&&'] })
  assert.deepEqual(parseSignatureQuery('Args&&... ->')?.params.map((p) => p.key), parseSignatureQuery('Args&& ->')?.params.map((p) => p.key), 'a pack typed as declared is its pattern')
})

test('aliases relate a type to the names a library gives it', () => {
  assert.deepEqual(aliasOf('using mat4f = mat4< float >'), { alias: 'mat4f', target: 'mat4<float>' })
  assert.deepEqual(aliasOf('typedef mat< 4, 4, float, defaultp > mat4'), { alias: 'mat4', target: 'mat<4,4,float,defaultp>' })
  const { aliases, targets } = aliasMaps(['typedef mat< 4, 4, float, defaultp > mat4', 'typedef mat< 3, 3, float, defaultp > mat3'])
  assert.deepEqual(relatedKeys('mat<4,4,t,q>', aliases, targets), ['mat', 'mat4'], 'a compatible instance gets the alias; mat3 differs in a literal argument')
  assert.deepEqual(relatedKeys('mat4', aliases, targets), ['mat<4,4,float,defaultp>', 'mat'])
  const many = aliasMaps(['typedef mat< 4, 4, float, defaultp > highp_mat4', 'typedef mat< 4, 4, float, defaultp > aligned_mat4', 'typedef mat< 4, 4, float, defaultp > mat4', 'typedef mat< 4, 4, double, defaultp > dmat4'])
  assert.deepEqual(relatedKeys('mat<4,4,t,q>', many.aliases, many.targets), ['mat', 'mat4', 'dmat4', 'highp_mat4', 'aligned_mat4'], 'the names readers type first')
})

test('the query syntax: -> T, (T), T ->, (A, B) -> R; anything else is not a signature query', () => {
  const keys = (q: SignatureQuery | null) => q && { params: q.params.map((p) => p.key), returns: q.returns?.key ?? null, wholeList: q.wholeList }
  assert.deepEqual(keys(parseSignatureQuery('-> mat4f')), { params: [], returns: 'mat4f', wholeList: false })
  assert.deepEqual(keys(parseSignatureQuery('(const Camera&)')), { params: ['camera'], returns: null, wholeList: true })
  assert.deepEqual(keys(parseSignatureQuery('Camera ->')), { params: ['camera'], returns: null, wholeList: false })
  assert.deepEqual(keys(parseSignatureQuery('(vec3, float) -> vec3')), { params: ['vec3', 'float'], returns: 'vec3', wholeList: true })
  assert.deepEqual(keys(parseSignatureQuery('(const Camera&')), { params: ['camera'], returns: null, wholeList: true }, 'still being typed')
  assert.deepEqual(parseSignatureQuery('(const Camera&)')!.params[0]!.qualifiers, ['const', '&'])
  for (const q of ['mat4f', 'Camera::lookAt()', 'lookAt()', '->', '()', 'camera view matrix']) assert.equal(parseSignatureQuery(q), null, q)
})

test('a type matches by spelling, then without qualifiers, then by template or alias; typed qualifiers are required', () => {
  const t = (query: string, spelled: string, related: string[] = []) => typeTier(parseSignatureQuery(`-> ${query}`)!.returns!, [spelled, ...related])
  assert.equal(t('mat4f', 'math::mat4f'), 0)
  assert.equal(t('mat4f', 'const math::mat4f &'), 1)
  assert.equal(t('const mat4f&', 'const math::mat4f &'), 0)
  assert.equal(t('const mat4f&', 'math::mat4f'), null)
  assert.equal(t('mat4', 'mat<4,4,T,Q>', ['mat', 'mat4']), 2)
  assert.equal(t('vec3<float>', 'vec3<T>', ['vec3']), 2)
  assert.equal(t('vec3', 'vec2'), null)
})

test('a callable ranks by its types, then by how far its parameter list is from the one typed', () => {
  const types = (sigs: string[]) => signatureTypes(sigs, new Map(), new Map())
  const q = parseSignatureQuery('(float, float)')!
  const two = recordScore(q, types(['Plane(float width, float depth)']))!
  const four = recordScore(q, types(['void setPerspective(float fovY, float aspect, float zNear, float zFar)']))!
  assert.ok(two[1] < four[1])
  assert.equal(recordScore(q, types(['void f(float x)'])), null, 'two floats asked for, one declared')
  assert.equal(recordScore(parseSignatureQuery('-> int')!, types(['void f(int x)'])), null)
  // Overloads of one record: the best one counts.
  assert.deepEqual(recordScore(parseSignatureQuery('(const vec3&)')!, types(['float dot(vec3 other)', 'float dot(const vec3 &other) const'])), [0, 0, 0])
})

async function order(client: SearchClientLike, query: string): Promise<string[]> {
  const r = await client.search([{ indexName: 'helios', params: { query, hitsPerPage: 1000 } }])
  return r.results[0]!.hits.map((h) => h.symbol!.qualifiedName)
}

let engine: Promise<{ client: SearchClientLike; records: SearchRecord[] }> | null = null
const engineIndex = () => (engine ??= (async () => ({ client: await inProcessClient('doxygen-xml'), records: await inProcessRecords('doxygen-xml') }))())

test("the engine's embedded index answers -> mat4f, (const Camera&) and the rest", async () => {
  const { client } = await engineIndex()
  const mat4f = await order(client, '-> mat4f')
  assert.equal(mat4f[0], 'helios::scene::Camera::viewProjection', 'returns mat4f as spelled ahead of const mat4f&')
  assert.ok(mat4f.includes('helios::scene::Camera::projectionMatrix'))
  const camera = await order(client, '(const Camera&)')
  assert.ok(camera.includes('helios::scene::Scene::createSnapshot'), camera.join(', '))
  assert.ok(camera.every((n) => !n.endsWith('::WindowRenderingController')), 'a Camera& parameter is not a const Camera&')
  assert.ok((await order(client, 'Camera ->')).includes('helios::app::WindowRenderingController::WindowRenderingController'), 'qualifiers not typed are ignored')
  assert.equal((await order(client, '(float, float)'))[0], 'helios::rendering::asset::shape::Plane::Plane', 'two parameters first')
  assert.ok((await order(client, '(vec3) -> float')).includes('helios::scene::Frustum::Plane::signedDistance'), 'vec3f is an alias of a vec3')
  // A type's name is still a name query: the type first.
  assert.equal((await order(client, 'mat4f'))[0], 'helios::math::mat4f')
})

test('Algolia answers as the embedded index: its facet filters select the same records and the ranking orders them alike', async () => {
  const { client, records } = await engineIndex()
  const facet = (r: SearchRecord, f: string) => {
    const [attr, value] = [f.slice(0, f.indexOf(':')), f.slice(f.indexOf(':') + 1)]
    const list = attr === 'signatureTypes.returns' ? r.signatureTypes?.returns : r.signatureTypes?.params
    return list?.includes(value) ?? false
  }
  for (const query of ['-> mat4f', '(const Camera&)', 'Camera ->', '(float, float)', '(vec3) -> float', '-> vec3', '-> bool', '(const vec3&, const vec3&)']) {
    const q = parseSignatureQuery(query)!
    const filtered = records.filter((r) => signatureFacetFilters(q).every((group) => group.some((f) => facet(r, f))))
    const algolia = rankBySignature(filtered, q).map((r) => r.symbol!.qualifiedName)
    const embedded = await order(client, query)
    assert.ok(embedded.length > 0, query)
    assert.deepEqual(algolia, embedded, query)
  }
})

test('operator-> and operator->* are names, not signature queries', () => {
  assert.equal(parseSignatureQuery('operator->'), null)
  assert.equal(parseSignatureQuery('iter_impl::operator->'), null)
  assert.equal(parseSignatureQuery('json_ref::operator->*'), null)
  assert.notEqual(parseSignatureQuery('-> operator_result'), null)
})

test("a signature query reads its page of hits from the card blocks, never the record chunks, and shows the chunks' own records", async () => {
  const built = buildIndex(await inProcessRecords('doxygen-xml'), 'helios')
  const read: string[] = []
  const client = new EmbeddedSearchClient({ loader: async (p) => { const file = p.split('?')[0]!; read.push(file); return JSON.parse(built.files.get(file)!) } })
  const r = await client.search([{ indexName: 'helios', params: { query: '(const Camera&)', hitsPerPage: 20 } }])
  const hits = r.results[0]!.hits
  assert.ok(hits.length > 1)
  assert.ok(read.some((f) => f.startsWith('symbols/c/')), read.join(', '))
  assert.deepEqual(read.filter((f) => f.startsWith('docs/')), [])
  // Each card is the record its chunk holds (without the types the record carries for Algolia).
  const m = JSON.parse(built.files.get('manifest.json')!) as IndexManifest
  const chunked = new Map<string, StoredRecord>()
  for (const file of recordChunkFiles(m)) for (const rec of JSON.parse(built.files.get(file)!) as StoredRecord[]) chunked.set(rec.objectID, rec)
  for (const h of hits) {
    const { _highlightResult: _h, _snippetResult: _s, __position: _p, ...rec } = h
    assert.deepEqual(rec, chunked.get(h.objectID), h.objectID)
  }
  // A name query still reads the chunks.
  read.length = 0
  await client.search([{ indexName: 'helios', params: { query: 'Camera', hitsPerPage: 20 } }])
  assert.ok(read.some((f) => f.startsWith('docs/')) && !read.some((f) => f.startsWith('symbols/c/')), read.join(', '))
})

test('a paragraph added to a post changes no symbol file of the index: prose and symbols are chunked apart', async () => {
  const { records: symbols } = await engineIndex()
  const { recordsFromHtml } = await import('../../support/htmlText')
  const { postPage, postHtml, docPage, docHtml } = await import('./fixtures')
  const prose = [...recordsFromHtml(postPage, postHtml), ...recordsFromHtml(docPage, docHtml)]
  const edited = [...recordsFromHtml(postPage, postHtml.replace('</article>', '<p>One more sentence about shaders.</p></article>')), ...recordsFromHtml(docPage, docHtml)]
  assert.equal(edited.length, prose.length + 1)
  const before = buildIndex([...prose, ...symbols.filter((r) => r.symbol)], 'helios').files
  const after = buildIndex([...edited, ...symbols.filter((r) => r.symbol)], 'helios').files
  const changed = [...after.keys()].filter((f) => before.get(f) !== after.get(f))
  assert.ok(changed.some((f) => /^docs\/\d+\.json$/.test(f)), changed.join(', '))
  assert.deepEqual(changed.filter((f) => f.startsWith('symbols/') || f.startsWith('docs/s')), [])
  // Every record chunk that changed holds prose only: no chunk of symbol records is renumbered by the edit.
  for (const f of changed.filter((name) => name.startsWith('docs/'))) assert.ok((JSON.parse(after.get(f)!) as StoredRecord[]).every((r) => !r.symbol), f)
  assert.deepEqual([...before.keys()].filter((f) => !after.has(f)), [])
  // A term of the page after the post ("cmake", on the docs page only) keeps its shard byte for byte.
  const shardOf = (files: Map<string, string>) => `terms/${(JSON.parse(files.get('manifest.json')!) as IndexManifest).shards.cm}.json`
  assert.ok(before.get(shardOf(before))!.includes('"cmake"'))
  assert.equal(after.get(shardOf(after)), before.get(shardOf(before)))
  assert.ok(!changed.includes(shardOf(after)))
})
