/**
 * The API twins the sourcing keeps (src/sections/api/node/markdownTwins.ts): each compound page's twin (every part)
 * and each xref list's, made from the payloads the nodes are made of and read back by page under the sourcing's
 * stamp, never from a node. Made from the acme fixture's XML (tests/fixtures/doxygen).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import { readDoxygenFolder } from '../../../src/sections/api/model/model'
import { buildRoutes, xrefListTitles } from '../../../src/sections/api/model/routes'
import { resolveAll } from '../../../src/sections/api/model/resolve'
import { compoundPayloads, memberPayloads, setImageSources, xrefPayloads } from '../../../src/sections/api/node/nodes'
import { compoundPartTwin, keepCompoundTwins, keepXrefTwins, keptTwins, xrefListTwin, xrefListRoute } from '../../../src/sections/api/node/markdownTwins'
import { compoundPageParts } from '../../../src/sections/api/model/pageParts'
import { doxygenNodeId } from '../../../src/sections/api/node/refidLinks'
import { CURRENT_VERSION } from '../../../src/sections/api/options'
import { emptyDataLayer } from './helpers'

const XML = path.resolve(__dirname, '../../fixtures/doxygen/xml')
const BASE = '/docs/helios/'

function payloads() {
  const model = readDoxygenFolder(XML, { warn: () => undefined })
  const routes = buildRoutes(model, BASE)
  resolveAll(model, routes, () => undefined)
  setImageSources(model, routes, () => undefined)
  const members = new Map(memberPayloads(model, routes).map((m) => [m.refid, m as unknown as Record<string, unknown>]))
  return { compounds: compoundPayloads(model, routes) as unknown as Array<Record<string, unknown>>, members, xrefs: xrefPayloads(model, routes) }
}

test('every part of every compound page has the twin made from its payloads, read back under the stamp that kept it', async () => {
  const { cache } = emptyDataLayer()
  const { compounds, members, xrefs } = payloads()
  const sources = { version: CURRENT_VERSION, basePath: BASE, memberOf: (refid: string) => members.get(refid) ?? null }
  await Promise.all([...compounds.flatMap((c) => keepCompoundTwins(cache, 'xml-1', sources, c)), ...keepXrefTwins(cache, 'xml-1', sources, xrefs, compounds as never)])
  const kept = keptTwins(cache, () => 'xml-1')
  let parts = 0
  for (const c of compounds) {
    const id = doxygenNodeId('DoxygenCompound', String(c.refid), CURRENT_VERSION)
    const count = compoundPageParts(String(c.kind), c.sections as never)
    for (let part = 0; part < count; part++, parts++) {
      assert.equal(await kept.compoundPart(id, part, String(c.name)), await compoundPartTwin(c, part, sources.memberOf), `${String(c.name)}, part ${part + 1}`)
    }
    await assert.rejects(kept.compoundPart(id, count, String(c.name)), /no Markdown twin of/, 'no twin of a part the page does not have')
  }
  assert.ok(parts > compounds.length - 10, 'the fixture has compound pages')
  // The to-do list has a twin even where no item is on it; each list has its items, in order.
  const lists = new Set(['todo', ...xrefs.map((x) => x.list)])
  const titles = xrefListTitles(lists, compounds as never)
  for (const list of lists) {
    // In the order the page lists them: by owner name, as its query sorts.
    const items = xrefs.filter((x) => x.list === list).sort((a, b) => (a.ownerName < b.ownerName ? -1 : a.ownerName > b.ownerName ? 1 : 0))
    assert.equal(await kept.xrefList(CURRENT_VERSION, list), await xrefListTwin(titles.get(list)!, xrefListRoute(BASE, list), items), list)
  }
})

test('a twin is kept per stamp: the same stamp is not made again, another stamp or none reads nothing', async () => {
  const { cache } = emptyDataLayer()
  const { compounds, members } = payloads()
  const c = compounds.find((x) => (x.sections as unknown[]).length > 0)!
  const id = doxygenNodeId('DoxygenCompound', String(c.refid), CURRENT_VERSION)
  let reads = 0
  const sources = { version: CURRENT_VERSION, basePath: BASE, memberOf: (refid: string) => (reads++, members.get(refid) ?? null) }
  await Promise.all(keepCompoundTwins(cache, 'xml-1', sources, c))
  assert.ok(reads > 0, 'the twin lists the members it was made from')
  const first = reads
  await Promise.all(keepCompoundTwins(cache, 'xml-1', sources, c))
  assert.equal(reads, first, 'kept under the same stamp: not made again')
  await assert.rejects(keptTwins(cache, () => 'xml-2').compoundPart(id, 0, 'the class'), /no Markdown twin of the class kept by the sourcing of the nodes \(xml-2\)/)
  await assert.rejects(keptTwins(cache, () => null).compoundPart(id, 0, 'the class'), /not sourced yet/)
  await Promise.all(keepCompoundTwins(cache, 'xml-2', sources, c))
  assert.ok(reads > first, 'a new stamp: made again')
  assert.equal(await keptTwins(cache, () => 'xml-2').compoundPart(id, 0, 'the class'), await compoundPartTwin(c, 0, sources.memberOf))
})
