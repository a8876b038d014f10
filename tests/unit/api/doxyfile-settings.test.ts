/**
 * Doxyfile settings that change doxygen's ids and names, each in the shape doxygen 1.9 writes it (found building
 * Box2D, GLFW, TinyXML-2 and SFML with them): SEPARATE_MEMBER_PAGES with INLINE_INHERITED_MEMB, SHORT_NAMES and
 * CREATE_SUBDIRS for the to-do style lists, INLINE_SIMPLE_STRUCTS for an unnamed union's own page.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readDoxygenFolder, ownerFromId } from '../../../src/sections/api/model/model'
import { buildRoutes } from '../../../src/sections/api/model/routes'
import { resolveAll } from '../../../src/sections/api/model/resolve'
import { walk, type DocElement } from '../../../src/sections/api/model/doc'
import { compoundPayloads, memberPayloads } from '../../../src/sections/api/node/nodes'
import { computeCoverage } from '../../../src/sections/api/model/coverage'
import { qualityQueries } from '../../../scripts/search-quality'
import { writeXmlFolder } from './helpers'

const BASE = '/docs/helios/'

function built(dir: string) {
  const model = readDoxygenFolder(dir, { warn: () => undefined })
  const routes = buildRoutes(model, BASE)
  resolveAll(model, routes, () => undefined)
  return { model, routes, compounds: compoundPayloads(model, routes), members: memberPayloads(model, routes) }
}

test('SEPARATE_MEMBER_PAGES: a member id names its own page after its compound, and the compound still owns it', () => {
  assert.equal(ownerFromId('classb2Shape_a7c14c5dcf134d22e0b5790518632d05a_1a7c14c5dcf134d22e0b5790518632d05a'), 'classb2Shape')
  assert.equal(ownerFromId('classb2Shape_1a7c14c5dcf134d22e0b5790518632d05a'), 'classb2Shape')
  assert.equal(ownerFromId('d2/db3/structGLFWgamepadstate_1a27e9896b51c65df15fba2c7a2ba8c93e'), 'd2/db3/structGLFWgamepadstate')
  // INLINE_INHERITED_MEMB copies the base's memberdef into the derived class, which index.xml lists first.
  const radius = 'classShape_a3f0c_1a3f0c'
  const memberdef = `<sectiondef kind="public-attrib"><memberdef kind="variable" id="${radius}" prot="public" static="no"><type>float</type><definition>float Shape::m_radius</definition><argsstring></argsstring><name>m_radius</name><qualifiedname>Shape::m_radius</qualifiedname><briefdescription><para>The radius.</para></briefdescription><detaileddescription></detaileddescription><location file="shape.h" line="3"/></memberdef></sectiondef>`
  const { members } = built(
    writeXmlFolder([
      { id: 'classChainShape', kind: 'class', name: 'ChainShape', body: `<basecompoundref refid="classShape" prot="public" virt="non-virtual">Shape</basecompoundref>${memberdef}`, location: 'chain.h' },
      { id: 'classShape', kind: 'class', name: 'Shape', body: memberdef, location: 'shape.h' },
    ]),
  )
  const m = members.find((x) => x.refid === radius)!
  assert.equal(m.compoundId, 'classShape')
  assert.equal(m.href, `${BASE}classes/shape/#m-radius`)
})

test("INLINE_INHERITED_MEMB: search quality asks Owner::name of the class that defines a member, not of each class index.xml lists it in", () => {
  const member = (owner: string) => `<member refid="classShape_a3f0c_1a3f0c" kind="variable"><name>m_radius</name></member>`.replace('classShape', owner)
  const index = `<?xml version='1.0' encoding='UTF-8' standalone='no'?>\n<doxygenindex version="1.9.4">
  <compound refid="classChainShape" kind="class"><name>ChainShape</name>${member('classShape')}<member refid="classChainShape_a77_1a77" kind="function"><name>Step</name></member></compound>
  <compound refid="classShape" kind="class"><name>Shape</name>${member('classShape')}</compound>
</doxygenindex>
`
  const dir = writeXmlFolder([{ id: 'classChainShape', kind: 'class', name: 'ChainShape' }, { id: 'classShape', kind: 'class', name: 'Shape' }], { 'index.xml': index })
  const owners = qualityQueries(dir).filter((q) => q.kind === 'owner').map((q) => q.query)
  assert.deepEqual(owners.sort(), ['ChainShape::Step', 'Shape::m_radius'])
})

const deprecatedItem = (listPage: string) =>
  `<sectiondef kind="public-func"><memberdef kind="function" id="classWidget_1a1" prot="public" static="no"><type>void</type><definition>void Widget::draw</definition><argsstring>()</argsstring><name>draw</name><qualifiedname>Widget::draw</qualifiedname><briefdescription><para>Draws.</para></briefdescription><detaileddescription><para><xrefsect id="${listPage}_1_deprecated000001"><xreftitle>Deprecated</xreftitle><xrefdescription><para>Use paint.</para></xrefdescription></xrefsect></para></detaileddescription><location file="widget.h" line="2"/></memberdef></sectiondef>`

for (const [setting, listPage] of [
  ['SHORT_NAMES', 'a00005'],
  ['CREATE_SUBDIRS', 'da/d58/deprecated'],
] as const) {
  test(`${setting}: the deprecated list is keyed by its page's name, at pages/deprecated/, whatever doxygen's id for it`, () => {
    const { model, routes, compounds, members } = built(
      writeXmlFolder([
        { id: 'classWidget', kind: 'class', name: 'Widget', body: deprecatedItem(listPage), location: 'widget.h' },
        { id: listPage, kind: 'page', name: 'deprecated', body: '<title>Deprecated List</title>' },
      ]),
    )
    assert.deepEqual(
      model.xrefs.map((x) => x.list),
      ['deprecated'],
    )
    assert.equal(routes.compounds.get(listPage), `${BASE}pages/deprecated/`)
    const xrefs: DocElement[] = []
    walk(members.find((m) => m.name === 'draw')!.detailed, (n) => n.t === 'xref' && xrefs.push(n))
    assert.equal(xrefs.length, 1)
    assert.match((xrefs[0] as { href?: string }).href ?? '', /^\/docs\/helios\/pages\/deprecated\/#/)
    assert.equal(compounds.find((c) => c.refid === listPage)!.name, 'deprecated')
  })
}

test("INLINE_SIMPLE_STRUCTS: an unnamed union's own page is titled (anonymous) in its scope, not doxygen's __unnamed6__", () => {
  const { compounds } = built(
    writeXmlFolder([
      { id: 'classsf_1_1Event', kind: 'class', name: 'sf::Event', location: 'event.h' },
      { id: 'unionsf_1_1Event_8____unnamed6____', kind: 'union', name: 'sf::Event.__unnamed6__', location: 'event.h' },
    ]),
  )
  const union = compounds.find((c) => c.kind === 'union')!
  assert.deepEqual([union.name, union.title, union.shortName, union.qualifiedName], ['sf::Event::(anonymous)', 'sf::Event::(anonymous)', '(anonymous)', 'sf::Event::(anonymous)'])
})

test('INLINE_SIMPLE_STRUCTS: documentation coverage counts the class, not the unnamed union no reader can name', () => {
  const { model, routes } = built(
    writeXmlFolder([
      { id: 'classsf_1_1Event', kind: 'class', name: 'sf::Event', location: 'event.h' },
      { id: 'unionsf_1_1Event_8____unnamed6____', kind: 'union', name: 'sf::Event.__unnamed6__', location: 'event.h' },
    ]),
  )
  const counted = computeCoverage(model, routes).undocumented.map((e) => e.name)
  assert.deepEqual(counted, ['sf::Event'])
})

test("INLINE_SIMPLE_STRUCTS: the types an unnamed union's fields name link as C++ finds them from the union's scope", () => {
  const field = (id: string, name: string, type: string, line: number) =>
    `<memberdef kind="variable" id="unionsf_1_1Event_8____unnamed6_____1${id}" prot="public" static="no"><type>${type}</type><definition></definition><argsstring></argsstring><name>${name}</name><qualifiedname>sf::Event.__unnamed6__::${name}</qualifiedname><briefdescription><para>A field.</para></briefdescription><detaileddescription></detaileddescription><location file="event.h" line="${line}"/></memberdef>`
  const { model, routes } = built(
    writeXmlFolder([
      { id: 'classsf_1_1Event', kind: 'class', name: 'sf::Event', location: 'event.h' },
      {
        id: 'unionsf_1_1Event_8____unnamed6____',
        kind: 'union',
        name: 'sf::Event.__unnamed6__',
        location: 'event.h',
        body: `<sectiondef kind="public-attrib">${field('a1', 'size', 'SizeEvent', 10)}${field('a2', 'position', 'Vector2i', 11)}${field('a3', 'count', 'unsigned int', 12)}${field('a4', 'window', '<ref refid="classother_1_1Window" kindref="compound">other::Window</ref> *', 13)}</sectiondef>`,
      },
      { id: 'structsf_1_1Event_1_1SizeEvent', kind: 'struct', name: 'sf::Event::SizeEvent', location: 'event.h' },
      { id: 'classsf_1_1Vector2i', kind: 'class', name: 'sf::Vector2i', location: 'vector.h' },
      // Same names in another scope, which lookup from sf::Event never reaches.
      { id: 'structother_1_1SizeEvent', kind: 'struct', name: 'other::SizeEvent', location: 'other.h' },
      { id: 'classother_1_1Vector2i', kind: 'class', name: 'other::Vector2i', location: 'other.h' },
      { id: 'classother_1_1Window', kind: 'class', name: 'other::Window', location: 'other.h' },
    ]),
  )
  const links = (name: string) => {
    const m = [...model.members.values()].find((x) => x.name === name)!
    const refs: Array<[string, string | undefined]> = []
    walk(m.type, (n) => {
      if (n.t === 'ref') refs.push([n.id, (n as DocElement & { href?: string }).href])
    })
    return refs
  }
  assert.deepEqual(links('size'), [['structsf_1_1Event_1_1SizeEvent', routes.compounds.get('structsf_1_1Event_1_1SizeEvent')]])
  assert.deepEqual(links('position'), [['classsf_1_1Vector2i', routes.compounds.get('classsf_1_1Vector2i')]])
  assert.deepEqual(links('count'), [])
  // A ref doxygen wrote stays the only link of its type.
  assert.deepEqual(links('window').map(([id]) => id), ['classother_1_1Window'])
})
