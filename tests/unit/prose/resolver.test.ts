import { test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import { parseName, resolveSpan, SymbolIndex, type SymbolEntry } from '../../../src/sections/api/node/symbols'
import { tableFromXml } from './helpers'

const FIXTURE_XML = path.resolve(__dirname, '../../fixtures/doxygen/xml')
const index = new SymbolIndex(tableFromXml(FIXTURE_XML))

const linked = (span: string) => {
  const r = resolveSpan(span, index)
  assert.equal(r.status, 'linked', `${span}: ${JSON.stringify(r)}`)
  return (r as { symbol: SymbolEntry }).symbol
}

test('a span written like a C++ name parses; expressions and declarations do not', () => {
  assert.deepEqual(parseName('Mesh'), { segments: ['Mesh'], global: false, call: false })
  assert.deepEqual(parseName('acme::render::Mesh::upload()'), { segments: ['acme', 'render', 'Mesh', 'upload'], global: false, call: true })
  assert.deepEqual(parseName('on<T>()'), { segments: ['on'], global: false, call: true })
  assert.deepEqual(parseName('rotate(angle, axis)'), { segments: ['rotate'], global: false, call: true })
  assert.deepEqual(parseName('size() const'), { segments: ['size'], global: false, call: true })
  assert.deepEqual(parseName('operator[]'), { segments: ['operator[]'], global: false, call: false })
  assert.deepEqual(parseName('::acme::init'), { segments: ['acme', 'init'], global: true, call: false })
  for (const s of ['a * b', 'static int f()', 'm.translate(v)', 'include/acme', 'f() + 1', 'std::vector<int', '']) assert.equal(parseName(s), null, s)
})

test('short and qualified names, with or without (), link to their entry', () => {
  assert.equal(linked('Mesh').url, '/docs/helios/classes/acme/render/mesh/')
  assert.equal(linked('acme::render::Mesh').url, '/docs/helios/classes/acme/render/mesh/')
  assert.equal(linked('render::Mesh').qualifiedName, 'acme::render::Mesh')
  assert.equal(linked('Mesh::upload()').qualifiedName, 'acme::render::Mesh::upload')
  assert.match(linked('Mesh::upload()').url, /^\/docs\/helios\/classes\/acme\/render\/mesh\/#upload/)
  assert.equal(linked('Vector::scale(factor)').qualifiedName, 'acme::core::Vector::scale')
  assert.equal(linked('vector.hpp').kind, 'file')
})

test('a class wins over its own constructor, an overridden function over its overrides', () => {
  // acme::core::Vector::Vector (constructor) has the short name Vector too.
  assert.equal(linked('Vector').kind, 'class')
  assert.equal(linked('Vector()').kind, 'class')
  // Mesh::upload overrides Resource::upload: `upload()` is the virtual function itself.
  assert.equal(linked('upload()').qualifiedName, 'acme::render::Resource::upload')
})

const entry = (id: string, qualifiedName: string, kind: string, extra: Partial<SymbolEntry> = {}): SymbolEntry => {
  const parts = qualifiedName.split('::')
  return { id, shortName: parts[parts.length - 1], qualifiedName, kind, ownerName: parts.length > 1 ? parts.slice(0, -1).join('::') : null, url: `/${id}/`, reimplements: [], ...extra }
}

test('unrelated entities of one name are ambiguous and name their candidates', () => {
  const idx = new SymbolIndex({
    version: 1,
    symbols: [
      entry('a', 'gfx::Camera::lookAt', 'function'),
      entry('b', 'gfx::math::lookAt', 'function'),
      entry('c', 'gfx::math::lookAt', 'function'), // an overload of b: the same entity
      entry('d', 'gfx::Vertex', 'struct'),
      entry('e', 'gfx::Stage::Vertex', 'enumvalue', { scoped: true }),
      entry('f', 'gfx::Plane', 'class'),
      entry('g', 'gfx::Frustum::Plane', 'struct'),
    ],
  })
  const r = resolveSpan('lookAt()', idx)
  assert.equal(r.status, 'ambiguous')
  assert.deepEqual((r as { candidates: SymbolEntry[] }).candidates.map((c) => c.id), ['a', 'b'])
  assert.equal(resolveSpan('math::lookAt', idx).status, 'linked')
  // Two different classes named Plane: no guess.
  assert.equal(resolveSpan('Plane', idx).status, 'ambiguous')
  // An enum class's enumerator is never written bare in C++: the bare name is the type.
  assert.deepEqual(resolveSpan('Vertex', idx), { status: 'linked', name: 'Vertex', symbol: idx.byId.get('d') })
  assert.equal((resolveSpan('Stage::Vertex', idx) as { symbol: SymbolEntry }).symbol.id, 'e')
})

test('a qualified span that names nothing is unresolved; a bare unknown name is left alone; ignored scopes are skipped', () => {
  assert.deepEqual(resolveSpan('Mesh::draw()', index), { status: 'unresolved-qualified', name: 'Mesh::draw' })
  assert.deepEqual(resolveSpan('acme::render::Texture', index), { status: 'unresolved-qualified', name: 'acme::render::Texture' })
  assert.deepEqual(resolveSpan('bool', index), { status: 'unknown' })
  assert.deepEqual(resolveSpan('x', index), { status: 'unknown' })
  assert.deepEqual(resolveSpan('T::staticType', index), { status: 'unknown' }, 'a template parameter\'s member')
  assert.deepEqual(resolveSpan('a * b', index), { status: 'not-a-name' })
  assert.deepEqual(resolveSpan('std::vector<int>', index, ['std::*']), { status: 'ignored', name: 'std::vector' })
  assert.equal(resolveSpan('std::vector<int>', index).status, 'unresolved-qualified')
})
