import { test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import { readDoxygenFolder } from '../../../src/sections/api/model/model'
import { SECTION_TITLES, buildRoutes } from '../../../src/sections/api/model/routes'
import { resolveAll } from '../../../src/sections/api/model/resolve'
import { compoundPayloads } from '../../../src/sections/api/node/nodes'

// The engine's own XML: its classes declare private data before public functions,
// which is exactly the case where doxygen's section order would lead with the wrong thing.
const XML = path.resolve(__dirname, '../../../doxygen-xml')

test('class pages list the public interface first, private sections last', () => {
  const model = readDoxygenFolder(XML, { warn: () => {} })
  const routes = buildRoutes(model, '/docs/helios/')
  resolveAll(model, routes, () => {})
  const order = Object.keys(SECTION_TITLES)
  const rank = (kind: string) => (order.includes(kind) ? order.indexOf(kind) : order.length)
  let reordered = 0
  for (const c of compoundPayloads(model, routes)) {
    if (c.kind !== 'class' && c.kind !== 'struct') continue
    const kinds = c.sections.map((s) => s.kind)
    const sorted = [...kinds].sort((a, b) => rank(a) - rank(b))
    assert.deepEqual(kinds, sorted, `${c.name}: ${kinds.join(', ')}`)
    const source = model.compounds.get(c.refid)!.sections.map((s) => s.kind)
    if (source.join() !== kinds.join()) reordered++
  }
  assert.ok(reordered > 0, 'the engine XML has classes whose declaration order differs from the reading order')
})
