/**
 * What the source leaves unnamed (doxygen's "@N"): an unnamed enum, the member an unnamed union is, a variable of an
 * unnamed struct. Pages, twins and cards show "(anonymous)" and `union {…}`, never doxygen's "@4"; anchors stay
 * apart; search and the index pages list the enumerators and named members only (found on Dear ImGui's XML).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readDoxygenFolder } from '../../../src/sections/api/model/model'
import { buildRoutes } from '../../../src/sections/api/model/routes'
import { resolveAll } from '../../../src/sections/api/model/resolve'
import { compoundPayloads, memberPayloads } from '../../../src/sections/api/node/nodes'
import { compoundTwin, type TwinMember } from '../../../src/sections/api/node/markdown'
import { buildIndexEntries } from '../../../src/sections/api/node/indices'
import { twinMarkdown } from '../../../src/shell/markdownTwin'
import { symbolRecords } from '../../../src/sections/search/node/symbolRecords'
import { cardsByRoute } from '../../../src/shell/server/symbolCards'
import { writeXmlFolder } from './helpers'

const member = (kind: string, id: string, name: string, type: string, definition: string, extra = '') => `
  <memberdef kind="${kind}" id="structStyle_1${id}" prot="public" static="no">
    <type>${type}</type><definition>${definition}</definition><argsstring></argsstring>
    <name>${name}</name><qualifiedname>Style::${name}</qualifiedname>${extra}
    <briefdescription><para>A member of the style.</para></briefdescription><detaileddescription></detaileddescription>
    <location file="style.h" line="1"/>
  </memberdef>`

const dir = writeXmlFolder([
  {
    id: 'structStyle',
    kind: 'struct',
    name: 'Style',
    location: 'style.h',
    body: `<sectiondef kind="public-type">${member('enum', 'a1', '@1', '', 'enum Style::@1', '<enumvalue id="structStyle_1a1b"><name>StyleFlat</name><briefdescription></briefdescription><detaileddescription></detaileddescription></enumvalue><enumvalue id="structStyle_1a1c"><name>StyleRound</name><briefdescription></briefdescription><detaileddescription></detaileddescription></enumvalue>')}${member('enum', 'a2', '@2', '', 'enum Style::@2', '<enumvalue id="structStyle_1a2b"><name>StyleMax</name><briefdescription></briefdescription><detaileddescription></detaileddescription></enumvalue>')}</sectiondef>
      <sectiondef kind="public-attrib">${member('variable', 'a3', 'BackupInt', 'int', 'int Style::BackupInt')}${member('variable', 'a4', '@4', 'union Style::@3', 'union Style::@3 Style::@4')}${member('variable', 'a5', 'gl', 'struct Style::@0', 'struct Style::@0 Style::gl')}</sectiondef>`,
  },
])
const model = readDoxygenFolder(dir, { warn: () => undefined })
const routes = buildRoutes(model, '/docs/helios/')
resolveAll(model, routes, () => undefined)
const compounds = compoundPayloads(model, routes)
const members = memberPayloads(model, routes)
const byId = new Map(members.map((m) => [m.refid, m]))
const style = compounds.find((c) => c.name === 'Style')!
const twin = twinMarkdown(compoundTwin(style as never, style.route, null, (id) => (byId.get(id) as unknown as TwinMember) ?? null))

test('an unnamed enum and an unnamed union are "(anonymous)", their types elided, each under an anchor of its own', () => {
  const shown = members.map((m) => [m.name, m.signature])
  assert.deepEqual(shown, [
    ['(anonymous)', 'enum (anonymous)'],
    ['(anonymous)', 'enum (anonymous)'],
    ['BackupInt', 'int BackupInt'],
    ['(anonymous)', 'union {…} (anonymous)'],
    ['gl', 'struct {…} gl'],
  ])
  assert.equal(new Set(members.map((m) => m.anchor)).size, members.length, 'every member keeps an anchor of its own')
  assert.ok(members.every((m) => m.overloadSet === null), 'two unnamed enums are not overloads of one name')
  assert.deepEqual(members.filter((m) => m.name === '(anonymous)').map((m) => m.qualifiedName), ['Style::(anonymous)', 'Style::(anonymous)', 'Style::(anonymous)'])
  assert.doesNotMatch(JSON.stringify({ members, twin }), /@\d/)
})

test("the twin shows the unnamed enum's enumerators and the elided union, not doxygen's names", () => {
  assert.match(twin, /### `\(anonymous\)`\n\n```cpp\nenum \(anonymous\)\n```/)
  assert.match(twin, /`StyleFlat`[\s\S]*`StyleRound`/)
  assert.match(twin, /```cpp\nstruct \{…\} gl\n```/)
})

test("a card names an unnamed member's scope and shows its own declaration, two unnamed enums apart", () => {
  const cards = cardsByRoute(members.map((m) => ({ ...m, historyBadge: null })))[Symbol.iterator]().next().value![1]
  assert.deepEqual([cards['1']!.name, cards['1']!.declarations], ['Style::(anonymous)', ['enum (anonymous)']])
  assert.deepEqual([cards['4']!.name, cards['4']!.declarations], ['Style::(anonymous)', ['union {…} (anonymous)']])
  assert.deepEqual(cards.gl!.declarations, ['struct {…} gl'])
})

test('search and the index pages list the enumerators and the named members, nothing unnamed', () => {
  const records = symbolRecords(members.map((m) => ({ ...m, id: m.refid })), { sectionLabel: 'API reference', docsTag: 'docs-default-current' })
  const named = records.map((r) => r.symbol?.qualifiedName).filter(Boolean)
  assert.ok(named.includes('Style::BackupInt') && named.includes('Style::gl'), named.join(', '))
  assert.ok(!named.some((n) => /@\d/.test(n!)), named.join(', '))
  const entries = buildIndexEntries(compounds as never, members as never).classes.all.map((e) => e.name)
  assert.deepEqual(entries.filter((n) => n !== 'Style').sort(), ['BackupInt', 'gl', 'StyleFlat', 'StyleMax', 'StyleRound'].sort())
})

test("with INLINE_SIMPLE_STRUCTS the member an unnamed union is links to the union's own page, found by its place in the scope's file, and that page sits in the class", () => {
  // doxygen 1.9.4 on SFML's sf::Event: the union's compound is "sf::Event.__unnamed6__", its body lines 222 to 235;
  // the member of its type, `union sf::Event::@5 sf::Event::@6`, is declared at line 235 and refers to nothing.
  const anonymousMember = (scope: string, id: string, line: number) => `
    <memberdef kind="variable" id="${id}" prot="public" static="no">
      <type>union ${scope}::@5</type><definition>union ${scope}::@5 ${scope}::@6</definition><argsstring></argsstring>
      <name>@6</name><qualifiedname>${scope}::@6</qualifiedname>
      <briefdescription></briefdescription><detaileddescription></detaileddescription>
      <location file="${scope.toLowerCase()}.hpp" line="${line}" column="5"/>
    </memberdef>`
  const unionBody = (scope: string, start: number, end: number) =>
    `<sectiondef kind="public-attrib"><memberdef kind="variable" id="union${scope}_key" prot="public" static="no"><type>int</type><definition></definition><argsstring></argsstring><name>key</name><qualifiedname>${scope}.__unnamed6__::key</qualifiedname><briefdescription></briefdescription><detaileddescription></detaileddescription><location file="${scope.toLowerCase()}.hpp" line="${start + 1}"/></memberdef></sectiondef>
    <location file="${scope.toLowerCase()}.hpp" line="${start}" column="5" bodyfile="${scope.toLowerCase()}.hpp" bodystart="${start + 1}" bodyend="${end}"/>`
  const dir = writeXmlFolder([
    { id: 'classEvent', kind: 'class', name: 'Event', location: 'event.hpp', body: `<sectiondef kind="public-attrib">${anonymousMember('Event', 'classEvent_1a6', 235)}</sectiondef>` },
    { id: 'unionEvent_8____unnamed6____', kind: 'union', name: 'Event.__unnamed6__', body: unionBody('Event', 221, 235) },
    // Another class whose union lies elsewhere in its file: its member is not the first class's union's.
    { id: 'classPacket', kind: 'class', name: 'Packet', location: 'packet.hpp', body: `<sectiondef kind="public-attrib">${anonymousMember('Packet', 'classPacket_1a6', 80)}</sectiondef>` },
    { id: 'unionPacket_8____unnamed6____', kind: 'union', name: 'Packet.__unnamed6__', body: unionBody('Packet', 40, 52) },
  ])
  const model = readDoxygenFolder(dir, { warn: () => undefined })
  const routes = buildRoutes(model, '/docs/helios/')
  resolveAll(model, routes, () => undefined)
  const shown = new Map(memberPayloads(model, routes).map((m) => [m.refid, m.type]))
  const union = compoundPayloads(model, routes).find((c) => c.refid === 'unionEvent_8____unnamed6____')!
  const unionRoute = union.route
  assert.deepEqual(union.breadcrumbs.map((b) => b.name), ['Event'], "the union's page sits in its class, though the class does not list it")
  assert.deepEqual(shown.get('classEvent_1a6'), [{ t: 'ref', id: 'unionEvent_8____unnamed6____', kind: 'compound', href: unionRoute, c: ['union {…}'] }])
  assert.deepEqual(shown.get('classPacket_1a6'), ['union {…}'], 'a member declared outside every unnamed body of its scope keeps its text')
})
