/**
 * `Derived::member` finds what Derived inherits, as C++'s lookup does: through its documented public and protected
 * bases, nearest first, a name the class or a nearer base declares hiding the farther ones, constructors and
 * destructors not inherited. Both backends: the embedded index (its table of bases) and Algolia (the class
 * records' bases, against the local stub).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { symbolRecords, type ApiSymbolSource } from '../../../src/sections/search/node/symbolRecords'
import { buildIndex } from '../../../src/sections/search/node/buildIndex'
import { EmbeddedSearchClient } from '../../../src/sections/search/client/embeddedClient'
import { splitQualified } from '../../../src/sections/search/client/symbolNames'
import { baseLevels } from '../../../src/sections/search/client/inheritance'
import { createAlgoliaClient } from '../../../src/sections/search/client/algoliaClient'
import { searchParameters } from '../../../src/sections/search/options'
import { startAlgoliaStub } from '../../../scripts/algolia-stub'

let n = 0
function sym(qualifiedName: string, kind: string, extra: Partial<ApiSymbolSource> = {}): ApiSymbolSource {
  const parts = splitQualified(qualifiedName)
  const slug = qualifiedName.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return { id: `n${n++}`, shortName: parts[parts.length - 1]!, qualifiedName, kind, signature: qualifiedName, briefText: '', ownerName: parts.length > 1 ? parts.slice(0, -1).join('::') : null, url: `/api/${slug}/`, ...extra }
}

// sf::RenderWindow derives from sf::Window (which derives from sf::WindowBase) and from sf::RenderTarget.
const API = (withBases = true) => [
  sym('sf', 'namespace'),
  sym('sf::WindowBase', 'class', { baseNames: [] }),
  sym('sf::WindowBase::close', 'function'),
  sym('sf::WindowBase::create', 'function'),
  sym('sf::WindowBase::display', 'function'),
  sym('sf::Window', 'class', { baseNames: withBases ? ['sf::WindowBase'] : [] }),
  sym('sf::Window::Window', 'function'),
  sym('sf::Window::~Window', 'function'),
  sym('sf::Window::setTitle', 'function'),
  sym('sf::Window::display', 'function'),
  // A private member: not in view through a derived class, yet it hides the farther base's create, as in C++.
  sym('sf::Window::create', 'function', { protection: 'private' }),
  sym('sf::RenderTarget', 'class', { baseNames: [] }),
  sym('sf::RenderTarget::draw', 'function'),
  sym('sf::RenderTarget::clear', 'function'),
  sym('sf::RenderTarget::drawPrimitives', 'function', { protection: 'private' }),
  sym('sf::RenderWindow', 'class', { baseNames: withBases ? ['sf::Window', 'sf::RenderTarget'] : [] }),
  sym('sf::RenderWindow::RenderWindow', 'function'),
  sym('sf::RenderWindow::capture', 'function'),
  sym('sf::RenderWindow::clear', 'function'),
  // Another class with a member of the same name, not a base: never found through RenderWindow.
  sym('sf::Shader', 'class', { baseNames: [] }),
  sym('sf::Shader::setTitle', 'function'),
]

const options = { sectionLabel: 'API reference', docsTag: 'docs-default-current' }

function client(shardSize?: number, withBases = true) {
  const built = buildIndex(symbolRecords(API(withBases), options), 'helios', undefined, shardSize)
  const fetched: string[] = []
  const c = new EmbeddedSearchClient({ loader: async (p) => { fetched.push(p); return JSON.parse(built.files.get(p.split('?')[0]!)!) } })
  return { c, built, fetched }
}

async function names(query: string, c: EmbeddedSearchClient) {
  const r = (await c.search([{ indexName: 'helios', params: { query, hitsPerPage: 10 } }])).results[0]!
  return r.hits.filter((h) => h.symbol).map((h) => h.symbol!.qualifiedName)
}

test('the records carry each class\'s bases by distance; the index keeps them in one table, not in the records shown', () => {
  const records = symbolRecords(API(), options)
  const of = (q: string) => records.find((r) => r.symbol!.qualifiedName === q)!.symbol!
  assert.deepEqual(of('sf::RenderWindow').bases, [['sf::Window', 'sf::RenderTarget'], ['sf::WindowBase']])
  assert.deepEqual(of('sf::Window').bases, [['sf::WindowBase']])
  assert.equal(of('sf::WindowBase').bases, undefined)
  assert.equal(of('sf::Window::setTitle').bases, undefined)
  const { built } = client()
  assert.equal(built.manifest.symbols!.bases, true)
  const table = JSON.parse(built.files.get('symbols/bases.json')!) as { classes: Record<string, string[][]>; private: number[] }
  assert.deepEqual(table.classes['sf::RenderWindow'], [['sf::Window', 'sf::RenderTarget'], ['sf::WindowBase']])
  assert.equal(table.private.length, 2, 'the private members of the bases')
  assert.equal(of('sf::RenderTarget::drawPrimitives').private, true)
  assert.equal(of('sf::RenderTarget::draw').private, undefined)
  for (const [name, text] of built.files) if (name.startsWith('docs/')) assert.ok(!text.includes('"bases"'), `${name} carries no bases`)
  // A library without inheritance has no table.
  const plain = client(undefined, false).built
  assert.equal(plain.manifest.symbols!.bases, undefined)
  assert.equal(plain.files.has('symbols/bases.json'), false)
})

test('baseLevels walks each class once, nearest level first, and stops at a cycle', () => {
  const levels = baseLevels(new Map([['D', ['B', 'C']], ['B', ['A']], ['C', ['A']], ['A', ['D']]]))
  assert.deepEqual(levels.get('D'), [['B', 'C'], ['A']])
  assert.deepEqual(levels.get('A'), [['D'], ['B', 'C']])
})

test('Derived::member finds the member of the base C++ finds it in, after the class\'s own', async () => {
  for (const shardSize of [undefined, 2]) {
    const { c } = client(shardSize)
    assert.deepEqual(await names('RenderWindow::draw', c), ['sf::RenderTarget::draw'])
    assert.deepEqual(await names('sf::RenderWindow::setTitle', c), ['sf::Window::setTitle'], 'a sibling class\'s member of the name is not a base\'s')
    assert.deepEqual(await names('RenderWindow::close', c), ['sf::WindowBase::close'], 'two levels up')
    assert.deepEqual(await names('RenderWindow::display', c), ['sf::Window::display'], 'the nearer base hides the farther one')
    assert.deepEqual(await names('RenderWindow::clear', c), ['sf::RenderWindow::clear'], 'the class\'s own hides the base\'s')
    assert.deepEqual(await names('RenderWindow::draw()', c), ['sf::RenderTarget::draw'])
    // Constructors and destructors are not inherited.
    assert.deepEqual(await names('RenderWindow::Window', c), [])
    assert.deepEqual(await names('RenderWindow::~Window', c), [])
    // A prefix, as the reader types: the class's own members first, then what it inherits.
    assert.deepEqual(await names('RenderWindow::c', c), ['sf::RenderWindow::clear', 'sf::RenderWindow::capture', 'sf::WindowBase::close'])
    // A base's private member is not in view, and hides what a farther base has of its name.
    assert.deepEqual(await names('RenderWindow::drawPrimitives', c), [])
    assert.deepEqual(await names('RenderWindow::create', c), [])
    assert.deepEqual(await names('WindowBase::create', c), ['sf::WindowBase::create'])
    assert.deepEqual(await names('RenderWindow::dr', c), ['sf::RenderTarget::draw'], 'not the private drawPrimitives')
    // Not through a class that is no base, nor downwards.
    assert.deepEqual(await names('RenderTarget::setTitle', c), [])
    assert.deepEqual(await names('Window::capture', c), [])
    // The base's own name still finds it first.
    assert.deepEqual(await names('Window::display', c), ['sf::Window::display'])
  }
  const { c: plain } = client(undefined, false)
  assert.deepEqual(await names('RenderWindow::draw', plain), [])
})

test('an inherited hit names the class that inherits it; a direct hit names none', async () => {
  const { c } = client()
  const r = (await c.search([{ indexName: 'helios', params: { query: 'RenderWindow::c', hitsPerPage: 10, attributesToRetrieve: ['symbol', 'url'] } }])).results[0]!
  assert.deepEqual(r.hits.map((h) => [h.symbol!.qualifiedName, h.inheritedBy ?? null]), [
    ['sf::RenderWindow::clear', null],
    ['sf::RenderWindow::capture', null],
    ['sf::WindowBase::close', 'sf::RenderWindow'],
  ])
})

test('a plain query never reads the table of bases', async () => {
  const { c, fetched } = client()
  await names('draw', c)
  await names('RenderWindow', c)
  assert.ok(!fetched.some((p) => p.includes('bases')), fetched.join(', '))
  await names('RenderWindow::draw', c)
  assert.ok(fetched.some((p) => p.includes('symbols/bases.json')))
})

test('over Algolia, Derived::member finds the base\'s member through the class record\'s bases', async () => {
  const stub = await startAlgoliaStub()
  try {
    const host = { url: '127.0.0.1', port: stub.port, protocol: 'http' as const, accept: 'readWrite' as const }
    const algolia = createAlgoliaClient({ appId: 'TESTAPP', apiKey: 'k', hosts: [host] })
    const params = searchParameters(false)
    const search = async (query: string) => {
      stub.reset()
      const r = await algolia.search({ requests: [{ indexName: 'helios', query, ...params }] })
      const res = r.results[0] as { hits: Array<{ objectID: string; inheritedBy?: string; symbol?: { qualifiedName: string } }>; nbHits: number }
      const sent = stub.requests.filter((x) => x.url.includes('/queries')).map((x) => (x.body as { requests: Array<Record<string, unknown>> }).requests)
      return { names: res.hits.filter((h) => h.symbol).map((h) => h.symbol!.qualifiedName), hits: res.hits, nbHits: res.nbHits, sent }
    }
    const found = await search('PointLight::setColor')
    assert.equal(found.hits[0]!.inheritedBy, 'helios::scene::PointLight', 'the hit names the class that inherits it')
    assert.deepEqual(found.names, ['helios::scene::Light::setColor'])
    assert.equal(found.nbHits, 1)
    assert.equal(found.sent.length, 2, 'the query and the class lookup go together, then the members')
    assert.deepEqual(found.sent[1]![0]!.facetFilters, [['language:en'], ['docs_tag:default', 'docs_tag:docs-default-current', 'docs_tag:devlog'], ['symbol.owner:helios::scene::PointLight', 'symbol.owner:helios::scene::Light']])
    assert.deepEqual((await search('helios::scene::PointLight::setC')).names, ['helios::scene::Light::setColor'], 'a prefix, as the reader types')
    // The stub, like Algolia, also matches words of the records' text: only the names matter here.
    assert.ok(!(await search('PointLight::Light')).names.includes('helios::scene::Light::Light'), 'a constructor is not inherited')
    assert.ok(!(await search('PointLight::setR')).names.includes('helios::scene::Light::setColor'), 'a member of another name is not taken for it')
    assert.ok(!(await search('PointLight::updateShadow')).names.includes('helios::scene::Light::updateShadow'), 'a private member is not inherited')
    assert.deepEqual((await search('Light::updateShadow')).names, ['helios::scene::Light::updateShadow'])
    const own = await search('PointLight::setRadius')
    assert.deepEqual(own.names, ['helios::scene::PointLight::setRadius'], 'the class\'s own member, once')
    const up = await search('Light::setColor')
    assert.equal(up.sent.length, 1, 'a class without bases asks for no members')
    const plain = await search('setColor')
    assert.equal(plain.sent.length, 1, 'a plain query is one request')
    assert.equal(plain.sent[0]!.length, 1)
  } finally {
    await stub.close()
  }
})

// fmt's classes live in an inline namespace (fmt::v11) that readers leave out: `fmt::basic_memory_buffer::append`.
const INLINE_API = () => [
  sym('fmt', 'namespace'),
  sym('fmt::v11', 'namespace', { inline: true }),
  sym('fmt::v11::detail', 'namespace'),
  sym('fmt::v11::detail::buffer', 'class', { baseNames: [] }),
  sym('fmt::v11::detail::buffer::append', 'function'),
  sym('fmt::v11::detail::buffer::size', 'function'),
  sym('fmt::v11::basic_memory_buffer', 'class', { baseNames: ['fmt::v11::detail::buffer'] }),
  sym('fmt::v11::basic_memory_buffer::resize', 'function'),
]

test('a class in an inline namespace, named without it, finds what it inherits on both backends', async () => {
  const records = symbolRecords(INLINE_API(), options)
  const built = buildIndex(records, 'helios')
  const embedded = new EmbeddedSearchClient({ loader: async (p) => JSON.parse(built.files.get(p.split('?')[0]!)!) })
  const stub = await startAlgoliaStub({ records })
  try {
    const host = { url: '127.0.0.1', port: stub.port, protocol: 'http' as const, accept: 'readWrite' as const }
    const algolia = createAlgoliaClient({ appId: 'TESTAPP', apiKey: 'k', hosts: [host] })
    const overAlgolia = async (query: string) => {
      const r = await algolia.search({ requests: [{ indexName: 'helios', query, ...searchParameters(false) }] })
      return (r.results[0] as { hits: Array<{ symbol?: { qualifiedName: string } }> }).hits.filter((h) => h.symbol).map((h) => h.symbol!.qualifiedName)
    }
    for (const [backend, search] of [['embedded', (q: string) => names(q, embedded)], ['Algolia', overAlgolia]] as const) {
      assert.deepEqual(await search('fmt::basic_memory_buffer::append'), ['fmt::v11::detail::buffer::append'], `${backend}: as C++ names it`)
      assert.deepEqual(await search('fmt::v11::basic_memory_buffer::append'), ['fmt::v11::detail::buffer::append'], `${backend}: spelt in full`)
      assert.deepEqual(await search('basic_memory_buffer::append'), ['fmt::v11::detail::buffer::append'], `${backend}: by the class alone`)
      assert.ok(!(await search('fmt::basic_memory_buffer::resize')).includes('fmt::v11::detail::buffer::append'), `${backend}: only members of the name`)
      assert.deepEqual(await search('gfx::basic_memory_buffer::append'), [], `${backend}: not through a namespace the class is not in`)
    }
  } finally {
    await stub.close()
  }
})
