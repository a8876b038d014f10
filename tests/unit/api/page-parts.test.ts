import { test } from 'node:test'
import assert from 'node:assert/strict'
import * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { PartNav } from '../../../src/sections/api/components/PageParts'
import { readDoxygenFolder } from '../../../src/sections/api/model/model'
import { buildRoutes } from '../../../src/sections/api/model/routes'
import { compoundPayloads } from '../../../src/sections/api/node/nodes'
import { MEMBERS_PER_PAGE, isPartOf, memberParts, partRoute, sectionsOfPart } from '../../../src/sections/api/model/pageParts'
import { writeXmlFolder } from './helpers'

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`)

test('members are split into parts of at most a page each, in page order, each member in one part', () => {
  // A member listed in two sections counts once, where it is first listed.
  const sections = [{ memberIds: ids('m', 700) }, { memberIds: ['m3', ...ids('f', 420)] }, { memberIds: [] }]
  const { partOf, count } = memberParts(sections, 500)
  assert.equal(count, 3)
  assert.equal(partOf.size, 1120)
  assert.equal(partOf.get('m0'), 0)
  assert.equal(partOf.get('m3'), 0)
  assert.equal(partOf.get('m499'), 0)
  assert.equal(partOf.get('m500'), 1)
  assert.equal(partOf.get('f299'), 1)
  assert.equal(partOf.get('f300'), 2)
  const shown = [0, 1, 2].map((p) => sectionsOfPart(sections, p, 500).flatMap((s) => s.memberIds))
  assert.deepEqual(shown.map((s) => new Set(s).size), [500, 500, 120])
  assert.deepEqual(new Set(shown.flat()).size, 1120, 'every member is on some part')
  // A section shows up on a part only with members there; its members keep their order.
  assert.equal(sectionsOfPart(sections, 0, 500).length, 2, 'part 1: the first section, and the second for m3')
  assert.deepEqual(sectionsOfPart(sections, 2, 500).map((s) => s.memberIds.slice(0, 2)), [['f300', 'f301']])
  assert.equal(memberParts([{ memberIds: ids('m', 10) }], 500).count, 1)
  assert.equal(memberParts([], 500).count, 1, 'a page without members is one part')
})

test('the parts of a page have routes under it that no compound route can take', () => {
  assert.equal(partRoute('/docs/helios/files/gl/glew-h/', 0), '/docs/helios/files/gl/glew-h/')
  assert.equal(partRoute('/docs/helios/files/gl/glew-h/', 1), '/docs/helios/files/gl/glew-h/2/')
  assert.ok(isPartOf('/docs/helios/files/gl/glew-h/12/', '/docs/helios/files/gl/glew-h/'))
  assert.ok(isPartOf('/docs/helios/files/gl/glew-h/', '/docs/helios/files/gl/glew-h/'))
  assert.ok(!isPartOf('/docs/helios/namespaces/a/b/', '/docs/helios/namespaces/a/'), 'a nested compound is not a part')
  assert.ok(!isPartOf('/docs/helios/files/gl/glew-h/0/', '/docs/helios/files/gl/glew-h/'))
})

test("a header with more members than a page holds: each member's link goes to the part that documents it", () => {
  const define = (i: number) =>
    `<memberdef kind="define" id="big_8h_1d${i}" prot="public" static="no"><name>GL_CONST_${i}</name><initializer>${i}</initializer><briefdescription/><detaileddescription/><inbodydescription/><location file="gl/big.h" line="${i + 1}"/></memberdef>`
  const enumDef = `<memberdef kind="enum" id="big_8h_1e0" prot="public" static="no" strong="no"><name>Mode</name><enumvalue id="big_8h_1e0v0" prot="public"><name>ModeA</name><briefdescription/><detaileddescription/></enumvalue><briefdescription/><detaileddescription/><inbodydescription/><location file="gl/big.h" line="9000"/></memberdef>`
  const n = MEMBERS_PER_PAGE * 2 + 10
  const dir = writeXmlFolder([
    {
      id: 'big_8h',
      kind: 'file',
      name: 'big.h',
      location: 'gl/big.h',
      // doxygen's order (the enum first) is not the page's (macros first): parts follow the page.
      body: `<sectiondef kind="enum">${enumDef}</sectiondef><sectiondef kind="define">${Array.from({ length: n }, (_, i) => define(i)).join('')}</sectiondef>`,
    },
  ])
  const model = readDoxygenFolder(dir)
  const r = buildRoutes(model, '/docs/helios/')
  const page = r.compounds.get('big_8h')!
  assert.equal(r.members.get('big_8h_1d0')?.route, page)
  assert.equal(r.members.get(`big_8h_1d${MEMBERS_PER_PAGE - 1}`)?.route, page)
  assert.equal(r.members.get(`big_8h_1d${MEMBERS_PER_PAGE}`)?.route, `${page}2/`)
  assert.equal(r.members.get(`big_8h_1d${n - 1}`)?.route, `${page}3/`)
  assert.equal(r.members.get('big_8h_1e0')?.route, `${page}3/`, 'the enum, listed last, is on the last part')
  assert.equal(r.members.get('big_8h_1e0v0')?.route, `${page}3/`, 'an enumerator is on its enum part')
  // The part each route names is the part whose sections, as the page's node holds them, list the member:
  // the links and the part's query agree.
  const node = compoundPayloads(model, r).find((c) => c.refid === 'big_8h')!
  assert.equal(memberParts(node.sections).count, 3)
  let checked = 0
  for (let part = 0; part < 3; part++) {
    for (const s of sectionsOfPart(node.sections, part)) for (const id of s.memberIds) {
      assert.equal(r.members.get(id)?.route, partRoute(page, part), id)
      checked++
    }
  }
  assert.equal(checked, n + 1)
  // Anchors stay unique over the whole compound, so a part's anchors never repeat another's.
  const anchors = [...r.members.values()].map((m) => m.anchor)
  assert.equal(new Set(anchors).size, anchors.length)
})

test('each part of a page links to every other part and marks its own; a whole page has no list of parts', () => {
  const route = '/docs/helios/files/gl/glew-h/'
  const html = renderToStaticMarkup(React.createElement(PartNav, { route, part: 1, parts: 3, at: 'top' }))
  assert.match(html, /Members, part 2 of 3/)
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])
  assert.deepEqual(hrefs, [route, `${route}3/`], 'parts 1 and 3 are links')
  assert.match(html, /<strong aria-current="page">2<\/strong>/)
  assert.equal(renderToStaticMarkup(React.createElement(PartNav, { route, part: 0, parts: 1, at: 'top' })), '')
})

test('the lists of parts above and below the entries are landmarks with different names', () => {
  const label = (at: 'top' | 'end') => /aria-label="([^"]+)"/.exec(renderToStaticMarkup(React.createElement(PartNav, { route: '/x/', part: 0, parts: 2, at })))?.[1]
  assert.ok(label('top'))
  assert.notEqual(label('top'), label('end'))
})
