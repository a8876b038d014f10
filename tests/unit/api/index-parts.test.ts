import { test } from 'node:test'
import assert from 'node:assert/strict'
import * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { buildIndexEntries, indexParts, INDEX_ENTRIES_PER_PAGE, letterOf, type IndexCompound, type IndexMember } from '../../../src/sections/api/node/indices'
import { PartNav } from '../../../src/sections/api/components/PageParts'

const member = (refid: string, name: string, kind = 'function'): IndexMember => ({
  refid,
  kind,
  name,
  qualifiedName: `ns::${name}`,
  href: `/docs/x/ns/#${refid}`,
  briefText: '',
  compoundId: 'ns',
  argsString: kind === 'function' ? '()' : '',
  enumValues: [],
})

test('index entries come grouped by initial, punctuation skipped and other initials first, so every letter is one run', () => {
  const names = ['zoom', '_zeta', '~Camera', 'camera', 'Beta', '2d', 'operator+', 'alpha', '__Alpha', 'beta']
  const members = names.map((n, i) => member(`m${i}`, n))
  const ns: IndexCompound = { refid: 'ns', kind: 'namespace', name: 'ns', route: '/docs/x/ns/', xmlFile: 'ns.xml', briefText: '', innerClasses: [], sections: [{ memberIds: members.map((m) => m.refid) }] }
  const order = buildIndexEntries([ns], members).namespaces.functions.map((e) => e.name)
  assert.deepEqual(order.map(letterOf), ['#', 'A', 'A', 'B', 'B', 'C', 'C', 'O', 'Z', 'Z'])
  assert.equal(order[0], '2d()')
  assert.deepEqual(order.slice(-2).sort(), ['_zeta()', 'zoom()'], 'a leading underscore files the name under its first letter')
})

test('a long index is cut into parts of at most INDEX_ENTRIES_PER_PAGE entries, each letter linked to the part where it starts', () => {
  const entries = ['a1', 'a2', 'a3', 'b1', 'b2', 'c1', 'c2', 'c3', 'c4', 'd1'].map((name) => ({ name }))
  const { parts, letters } = indexParts(entries, 3)
  assert.deepEqual(parts.map((p) => p.map((e) => e.name)), [['a1', 'a2', 'a3'], ['b1', 'b2', 'c1'], ['c2', 'c3', 'c4'], ['d1']])
  assert.deepEqual(letters, [{ letter: 'A', part: 0 }, { letter: 'B', part: 1 }, { letter: 'C', part: 1 }, { letter: 'D', part: 3 }])

  // A library's worth of entries: none lost or repeated, no part over the limit.
  const many = Array.from({ length: INDEX_ENTRIES_PER_PAGE * 2 + 17 }, (_, i) => ({ name: `GL_CONSTANT_${String(i).padStart(6, '0')}` }))
  const cut = indexParts(many)
  assert.equal(cut.parts.length, 3)
  assert.ok(cut.parts.every((p) => p.length <= INDEX_ENTRIES_PER_PAGE))
  assert.deepEqual(cut.parts.flat(), many)
  assert.deepEqual(cut.letters, [{ letter: 'G', part: 0 }])

  // An empty index is one page, which says so.
  assert.deepEqual(indexParts([]), { parts: [[]], letters: [] })
})

test("an index in parts lists its parts under the label it is given", () => {
  const html = renderToStaticMarkup(React.createElement(PartNav, { route: '/docs/x/indices/files/all/', part: 0, parts: 3, at: 'top', label: 'Entries' }))
  assert.match(html, /Entries, part 1 of 3/)
  assert.deepEqual([...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]), ['/docs/x/indices/files/all/2/', '/docs/x/indices/files/all/3/'])
})
