import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readDoxygenFolder } from '../../../src/sections/api/model/model'
import { buildRoutes } from '../../../src/sections/api/model/routes'
import { resolveAll } from '../../../src/sections/api/model/resolve'
import { compoundPayloads, memberPayloads } from '../../../src/sections/api/node/nodes'
import { DEGRADED } from '../../../src/sections/api/model/hrefs'
import { writeXmlFolder } from './helpers'

const listing = (lines: number[]) =>
  `<programlisting>${lines.map((n) => `<codeline lineno="${n}"><highlight class="normal">line ${n}</highlight></codeline>`).join('')}</programlisting>`

/**
 * Doxygen's listing of a file may stop before the file does (an .inl included at the end), a file under
 * EXTENSION_MAPPING may have none, a namespace may be documented in a .dox page: a "Declared in" link gets
 * #L<n> only when the file page renders line n, and otherwise degrades to the file page, counted per reason.
 */
test('line anchors only for lines the file page renders; the rest degrade to the file page, counted', () => {
  const dir = writeXmlFolder([
    { id: 'shape_8h', kind: 'file', name: 'shape.h', location: 'shape.h', body: listing([1, 2, 3, 4]) },
    { id: 'mapped', kind: 'file', name: 'mapped', location: 'mapped' },
    { id: 'classA', kind: 'class', name: 'A', location: 'shape.h" line="3' },
    { id: 'classB', kind: 'class', name: 'B', location: 'shape.h" line="745' },
    { id: 'classC', kind: 'class', name: 'C', location: 'mapped" line="44' },
    { id: 'namespacen', kind: 'namespace', name: 'n', location: 'docs/n.dox" line="2' },
  ])
  const model = readDoxygenFolder(dir)
  const routes = buildRoutes(model, '/docs/x/')
  resolveAll(model, routes, () => {})
  const byId = new Map(compoundPayloads(model, routes).map((c) => [c.refid, c]))
  memberPayloads(model, routes)
  const file = routes.compounds.get('shape_8h')!
  assert.equal(byId.get('classA')!.location!.href, `${file}#L3`)
  assert.equal(byId.get('classB')!.location!.href, file)
  assert.equal(byId.get('classC')!.location!.href, routes.compounds.get('mapped'))
  assert.equal(byId.get('namespacen')!.location!.href, null)
  assert.equal(routes.degraded.get(DEGRADED.lineOutsideListing), 1)
  assert.equal(routes.degraded.get(DEGRADED.fileWithoutListing), 1)
  assert.equal(routes.degraded.get(DEGRADED.fileNotInXml), 1)
  // Every #L anchor made names a line the listing holds.
  for (const c of byId.values()) {
    const m = /#L(\d+)$/.exec(c.location?.href ?? '')
    if (m) assert.ok(routes.listingLines.get(c.location!.href!.replace(/#.*/, ''))!.has(Number(m[1])))
  }
})
