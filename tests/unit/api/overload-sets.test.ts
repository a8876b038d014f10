/**
 * Overload sets (model/overloads.ts) on the engine's XML: the members of one name and kind on one page form one
 * set, numbered in page order, under an anchor of its own, while every member keeps the anchor it has alone; the
 * parameter table, the Markdown twin, the symbol cards and the search records show the set.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import fs from 'node:fs'
import os from 'node:os'
import { spawnSync } from 'node:child_process'
import { readDoxygenFolder } from '../../../src/sections/api/model/model'
import { buildRoutes, overloadGroups, overloadSetAnchor, shortHash } from '../../../src/sections/api/model/routes'
import { resolveAll } from '../../../src/sections/api/model/resolve'
import { allSame, mergedParamTables, withoutMergedParams } from '../../../src/sections/api/model/overloads'
import { compoundPayloads, memberPayloads } from '../../../src/sections/api/node/nodes'
import { compoundTwin, type TwinMember } from '../../../src/sections/api/node/markdown'
import { twinMarkdown } from '../../../src/shell/markdownTwin'
import { cardsByRoute } from '../../../src/shell/server/symbolCards'
import { symbolRecords } from '../../../src/sections/search/node/symbolRecords'

const model = readDoxygenFolder(path.resolve(__dirname, '../../../doxygen-xml'), { warn: () => undefined })
const routes = buildRoutes(model, '/docs/helios/')
resolveAll(model, routes, () => undefined)
const compounds = compoundPayloads(model, routes)
const members = memberPayloads(model, routes)
const VEC3 = '/docs/helios/structs/helios/math/vec3/'
const vec3Ctors = members.filter((m) => m.qualifiedName === 'helios::math::vec3::vec3')

test("vec3's three constructors are one set of 3, numbered in page order, under an anchor of its own", () => {
  assert.equal(vec3Ctors.length, 3)
  const sets = new Set(vec3Ctors.map((m) => m.overloadSet?.href))
  assert.deepEqual([...sets], [`${VEC3}#vec3--overloads`])
  assert.deepEqual(vec3Ctors.map((m) => [m.overloadSet!.number, m.overloadSet!.count]).sort(), [[1, 3], [2, 3], [3, 3]])
  // Page order: the declaration order of the header (zero vector, components, one value).
  const byNumber = [...vec3Ctors].sort((a, b) => a.overloadSet!.number - b.overloadSet!.number)
  assert.deepEqual(byNumber.map((m) => m.argsString.replace(/\s+/g, ' ').split(')')[0] + ')'), ['()', '(T vx, T vy, T vz)', '(T s)'])
  for (const m of vec3Ctors) assert.equal(m.overloadSetUrl, `${VEC3}#vec3--overloads`)
})

test('every overload keeps the anchor it had alone: the first the plain name, the others a hash of their id', () => {
  const byNumber = [...vec3Ctors].sort((a, b) => a.overloadSet!.number - b.overloadSet!.number)
  assert.deepEqual(byNumber.map((m) => m.anchor), ['vec3', `vec3-${shortHash(byNumber[1]!.refid)}`, `vec3-${shortHash(byNumber[2]!.refid)}`])
  assert.deepEqual(byNumber.map((m) => m.anchor), ['vec3', 'vec3-ec4259', 'vec3-002230'])
  // No set anchor is a member's anchor or another set's on its page.
  const ids = new Map<string, Set<string>>()
  for (const m of members) {
    const page = ids.get(m.route) ?? new Set<string>()
    page.add(m.anchor)
    ids.set(m.route, page)
  }
  const setAnchors = new Map<string, string>()
  for (const m of members) {
    if (!m.overloadSet) continue
    const key = `${m.route}#${m.overloadSet.anchor}`
    assert.ok(!ids.get(m.route)!.has(m.overloadSet.anchor), key)
    const owner = `${m.kind} ${m.qualifiedName}`
    assert.equal(setAnchors.get(key) ?? owner, owner, `${key} names one set`)
    setAnchors.set(key, owner)
  }
})

test('a name declared once has no set; operators, friends and free functions of a namespace form sets too', () => {
  const x = members.find((m) => m.qualifiedName === 'helios::math::vec3::x')!
  assert.equal(x.overloadSet, null)
  assert.equal(x.overloadSetUrl, null)
  const single = members.find((m) => m.kind === 'function' && members.filter((o) => o.route === m.route && o.name === m.name && o.kind === m.kind).length === 1)!
  assert.equal(single.overloadSet, null)
  // operator[] and its const twin; the two friends operator- (binary and unary).
  const index = members.filter((m) => m.route === VEC3 && m.name === 'operator[]')
  assert.equal(index.length, 2)
  assert.equal(new Set(index.map((m) => m.overloadSet?.anchor)).size, 1)
  const minus = members.filter((m) => m.route === VEC3 && m.kind === 'friend' && m.name === 'operator-')
  assert.equal(minus.length, 2)
  assert.equal(minus[0]!.overloadSet!.count, 2)
  assert.notEqual(minus[0]!.overloadSet!.anchor, index[0]!.overloadSet!.anchor)
  const dot = members.filter((m) => m.qualifiedName === 'helios::math::dot')
  assert.ok(dot.length >= 3)
  assert.equal(new Set(dot.map((m) => m.overloadSet?.href)).size, 1)
  assert.match(dot[0]!.overloadSet!.href, /\/namespaces\/helios\/math\/#dot--overloads$/)
})

test('set anchors: a name the slug rewrites gets a hash of its name, so operator+ and operator- differ; a clash gets another', () => {
  const none = () => false
  assert.equal(overloadSetAnchor('vec3', 'function', none), 'vec3--overloads')
  const plus = overloadSetAnchor('operator+', 'function', none)
  const minus = overloadSetAnchor('operator-', 'function', none)
  assert.notEqual(plus, minus)
  assert.match(plus, /^operator-[0-9a-f]{6}--overloads$/)
  const taken = new Set(['vec--overloads'])
  const second = overloadSetAnchor('vec', 'function', (a) => taken.has(a))
  assert.notEqual(second, 'vec--overloads')
  assert.match(second, /--overloads$/)
})

test("the constructors' parameters merge into one table: each name once, with the overloads that take it", () => {
  const byNumber = [...vec3Ctors].sort((a, b) => a.overloadSet!.number - b.overloadSet!.number)
  const names = (ps: typeof byNumber[number]['params']) => ps.map((p) => p.declname ?? '').filter(Boolean)
  const [table] = mergedParamTables(byNumber.map((m) => ({ detailed: m.detailed, params: names(m.params), templateParams: names(m.templateParams) })))
  assert.equal(table!.kind, 'param')
  assert.deepEqual(table!.rows.map((r) => [r.name, r.takenBy]), [['vx', [2]], ['vy', [2]], ['vz', [2]], ['s', [3]]])
  // Their briefs differ: each is shown under its number; the parameter lists leave the descriptions.
  assert.equal(allSame(byNumber.map((m) => m.brief)), false)
  for (const m of byNumber) assert.ok(withoutMergedParams(m.detailed).every((n) => typeof n === 'string' || n.t !== 'params' || n.kind === 'retval'))
  // operator[] and its \copydoc twin say the same: shown once.
  const index = members.filter((m) => m.route === VEC3 && m.name === 'operator[]')
  assert.equal(allSame(index.map((m) => m.brief)) && allSame(index.map((m) => withoutMergedParams(m.detailed))), true)
})

test('a parameter shared by name is one row; descriptions that differ are kept, each with its overloads', () => {
  const desc = (name: string, words: string) => ({ t: 'params' as const, kind: 'param', items: [{ names: [{ name: [name] }], c: [{ t: 'p' as const, c: [words] }] }] })
  const tables = mergedParamTables([
    { detailed: [desc('x', 'The value.')], params: ['x'], templateParams: [] },
    { detailed: [desc('x', 'The value.')], params: ['x', 'y'], templateParams: [] },
    { detailed: [desc('x', 'Another value.')], params: ['x'], templateParams: [] },
  ])
  assert.equal(tables.length, 1)
  const [x] = tables[0]!.rows
  assert.deepEqual(x!.takenBy, [1, 2, 3])
  assert.deepEqual(x!.descriptions.map((d) => d.numbers), [[1, 2], [3]])
})

test("vec3's Markdown twin shows the set: one heading with the count, numbered declarations, one parameter table", () => {
  const vec3 = compounds.find((c) => c.route === VEC3)!
  const byId = new Map(members.map((m) => [m.refid, m]))
  const md = twinMarkdown(compoundTwin(vec3 as never, VEC3, null, (id) => (byId.get(id) as unknown as TwinMember) ?? null))
  assert.equal(md.match(/^### `vec3` \(3 overloads\)$/gm)?.length, 1)
  const block = md.slice(md.indexOf('### `vec3` (3 overloads)'))
  const next = block.indexOf('\n### ', 5)
  const set = next < 0 ? block : block.slice(0, next)
  for (const n of [1, 2, 3]) assert.match(set, new RegExp(`\\*\\*\\(${n}\\)\\*\\*`))
  assert.match(set, /\| `vx` +\| \(2\) +\|/)
  assert.match(set, /\| `s` +\| \(3\) +\|/)
})

test('symbol cards: the set has a card naming every overload and the count; an overload card still shows its own first', () => {
  const cards = cardsByRoute([...compounds, ...members].map((s) => ({ ...s, historyBadge: null })))
  const set = cards.get(VEC3)!['vec3--overloads']!
  assert.equal(set.overloads, 3)
  assert.equal(set.declarations.length, 3)
  for (const m of vec3Ctors) {
    const card = cards.get(VEC3)![m.anchor]!
    assert.equal(card.declarations[0], m.signature)
    assert.equal(card.overloads, 3)
  }
  assert.equal(cards.get(VEC3)!['x']!.overloads, 1)
})

test('search: the record of an overloaded name lands on its set', () => {
  const records = symbolRecords(members.map((m) => ({ ...m, id: m.refid })), { sectionLabel: 'API reference', docsTag: 'docs-default-current' })
  const ctor = records.find((r) => r.symbol?.qualifiedName === 'helios::math::vec3::vec3')!
  assert.equal(ctor.url, `${VEC3}#vec3--overloads`)
  assert.equal(ctor.symbol!.signatures.length, 3)
  const x = records.find((r) => r.symbol?.qualifiedName === 'helios::math::vec3::x')!
  assert.equal(x.url, `${VEC3}#x`)
})

/** Declarations doxygen reads as functions without a return type, beside real overloads that have none either. */
const MISREAD = `#pragma once
/// \\file
#define ALIGNED(type, name, n) typedef type name __attribute__((aligned(n)))
#define APIENTRY
namespace lib {
/// Aligned types, declared by a macro doxygen does not expand.
ALIGNED(int, aligned_int, 4);
/// Another.
ALIGNED(float, aligned_float, 4);
/// Function pointers behind a calling-convention macro doxygen does not know.
struct Table {
  /// Draws.
  void (GL_APIENTRY *draw)(int n);
  /// Clears.
  void (GL_APIENTRY *clear)(int mask);
  /// Made empty.
  Table();
  /// Made from a count.
  explicit Table(int n);
  /// Gone.
  ~Table();
  /// As a bool.
  explicit operator bool() const;
  /// As an int.
  explicit operator int() const;
};
}
`

test("doxygen's misreadings are no overload set: macro calls and function pointers read as functions without a return type; constructors and conversion operators still are", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'misread-'))
  fs.writeFileSync(path.join(dir, 'lib.h'), MISREAD)
  const r = spawnSync('doxygen', ['-'], { cwd: dir, encoding: 'utf8', input: 'INPUT = lib.h\nGENERATE_XML = YES\nGENERATE_HTML = NO\nGENERATE_LATEX = NO\nQUIET = YES\nWARNINGS = NO\nENABLE_PREPROCESSING = NO\n' })
  assert.equal(r.status, 0, r.stderr)
  const m = readDoxygenFolder(path.join(dir, 'xml'), { warn: () => undefined })
  const t = buildRoutes(m, '/docs/x/')
  const named = (name: string) => [...m.members.values()].filter((x) => x.name === name)
  // What doxygen makes of them: functions of one name, with no type.
  assert.equal(named('ALIGNED').length, 2)
  assert.ok(named('ALIGNED').every((x) => x.kind === 'function' && x.type.length === 0))
  assert.equal(named('void').length, 2)
  for (const x of [...named('ALIGNED'), ...named('void')]) assert.equal(t.overloadSets.get(x.id), undefined, `${x.qualifiedName}${x.argsString} is in a set`)
  // The constructors and the conversion operators keep theirs.
  const ctors = named('Table')
  assert.equal(ctors.length, 2)
  assert.deepEqual(ctors.map((x) => t.overloadSets.get(x.id)?.number), [1, 2])
  // Without a return type, a name is overloadable as a constructor of its class, a destructor or a conversion.
  const c = (id: string, name: string, owner?: string) => ({ id, name, kind: 'function', argsString: '()', returnType: '', owner })
  const route = () => '/p/'
  assert.deepEqual(overloadGroups([c('a', 'operator T', 'X'), c('b', 'operator T', 'X'), c('c', 'X', 'X'), c('d', 'X', 'X'), c('e', 'Y', 'X'), c('f', 'Y', 'X')], route), [['a', 'b'], ['c', 'd']])
  assert.deepEqual(overloadGroups([c('a', 'vec', 'vec'), c('b', 'vec', 'vec')], route), [['a', 'b']])
  assert.deepEqual(overloadGroups([{ ...c('a', 'f'), returnType: 'int' }, { ...c('b', 'f'), returnType: 'void' }], route), [['a', 'b']])
})
