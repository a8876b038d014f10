import { test } from 'node:test'
import assert from 'node:assert/strict'
import * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { PartNav } from '../../../src/sections/api/components/PageParts'
import { readDoxygenFolder } from '../../../src/sections/api/model/model'
import { buildRoutes } from '../../../src/sections/api/model/routes'
import { compoundPayloads, memberPayloads } from '../../../src/sections/api/node/nodes'
import { LISTING_LINES_PER_PAGE, MEMBERS_PER_PAGE, compoundPageParts, isPartOf, listingOfPart, listingRangeLabel, memberParts, partRoute, sectionsOfPart } from '../../../src/sections/api/model/pageParts'
import { lineHref, locationHref } from '../../../src/sections/api/model/hrefs'
import { createPagePartExtensions } from '../../../src/sections/api/node/pagePartExtensions'
import { compoundPartBlocks } from '../../../src/sections/api/node/markdownTwins'
import { twinMarkdown } from '../../../src/shell/markdownTwin'
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

test("a file whose source is longer than a page: each part shows its lines, and a line's link goes to the part that shows it", async () => {
  const lines = LISTING_LINES_PER_PAGE * 2 + 5
  const codeline = (n: number) => `<codeline lineno="${n}"><highlight class="normal">int<sp/>v${n}<sp/>=<sp/>${n};</highlight></codeline>`
  const define = (i: number) =>
    `<memberdef kind="define" id="long_8h_1d${i}" prot="public" static="no"><name>LONG_${i}</name><initializer>${i}</initializer><briefdescription/><detaileddescription/><inbodydescription/><location file="src/long.h" line="${i * 1000 + 1}"/></memberdef>`
  const dir = writeXmlFolder([
    {
      id: 'long_8h',
      kind: 'file',
      name: 'long.h',
      location: 'src/long.h',
      body: `<sectiondef kind="define">${[0, 1, 2, 3, 4].map(define).join('')}</sectiondef><programlisting>${Array.from({ length: lines }, (_, i) => codeline(i + 1)).join('')}</programlisting>`,
    },
  ])
  const model = readDoxygenFolder(dir)
  const r = buildRoutes(model, '/docs/helios/')
  const page = r.compounds.get('long_8h')!
  // Few members, many lines: the listing alone makes the parts.
  const node = compoundPayloads(model, r).find((c) => c.refid === 'long_8h')!
  assert.equal(node.listingLineCount, lines)
  assert.equal(memberParts(node.sections).count, 1)
  assert.equal(compoundPageParts('file', node.sections, node.listingLineCount), 3)
  assert.equal(compoundPageParts('class', node.sections, node.listingLineCount), 1, 'only a file page shows a listing')
  // A line's link names the part whose slice of the listing holds it.
  assert.equal(lineHref(page, 1, r), `${page}#L1`)
  assert.equal(lineHref(page, LISTING_LINES_PER_PAGE, r), `${page}#L${LISTING_LINES_PER_PAGE}`)
  assert.equal(lineHref(page, LISTING_LINES_PER_PAGE + 1, r), `${page}2/#L${LISTING_LINES_PER_PAGE + 1}`)
  assert.equal(lineHref(page, lines, r), `${page}3/#L${lines}`)
  assert.equal(locationHref('src/long.h', 3001, r), `${page}2/#L3001`, "a member's declaration line")
  for (let part = 0; part < 3; part++) {
    const shown = listingOfPart(node.listing!, part).lines.map((l) => l.n!)
    for (const n of [shown[0]!, shown[shown.length - 1]!]) assert.equal(lineHref(page, n, r), `${partRoute(page, part)}#L${n}`)
  }
  assert.equal(listingOfPart(node.listing!, 2).lines.length, 5)
  assert.equal(listingRangeLabel(listingOfPart(node.listing!, 1), lines), `, lines 2,001 to 4,000 of ${lines.toLocaleString('en-US')}`)
  assert.equal(listingRangeLabel(node.listing!, lines), '', 'a whole listing has no range')

  // The schema's `listing(part: N)` gives that part's lines of the value the field held before (the packed JSON).
  const extensions = new Map<string, { extend: (options: unknown, previous: { resolve?: (...a: unknown[]) => unknown }) => { args: unknown; resolve: (...a: unknown[]) => unknown } }>()
  createPagePartExtensions({ createFieldExtension: (e: { name: string }) => extensions.set(e.name, e as never) } as never)
  const field = extensions.get('listingPart')!.extend({}, { resolve: () => node.listing })
  assert.deepEqual(field.args, { part: 'Int' })
  const part2 = (await field.resolve({}, { part: 1 }, {}, { fieldName: 'listing' })) as typeof node.listing
  assert.equal(part2!.lines[0]!.n, LISTING_LINES_PER_PAGE + 1)
  assert.equal(((await field.resolve({}, {}, {}, { fieldName: 'listing' })) as typeof node.listing)!.lines.length, lines)

  // Each part's twin has that part's lines under a heading that says which.
  const members = new Map(memberPayloads(model, r).map((m) => [m.refid, m as unknown as Record<string, unknown>]))
  const memberOf = (id: string) => members.get(id) ?? null
  const twin = (part: number) => twinMarkdown(compoundPartBlocks(node as never, part, memberOf).blocks)
  assert.match(twin(1), /## Source, lines 2,001 to 4,000 of 4,005/)
  assert.match(twin(1), /int v2001 = 2001;/)
  assert.doesNotMatch(twin(1), /int v1 = 1;/)
  assert.match(twin(2), /int v4005 = 4005;/)
  assert.match(twin(0), /LONG_0/)
  assert.doesNotMatch(twin(2), /LONG_0/, "the members are on the first part's page only")
})
