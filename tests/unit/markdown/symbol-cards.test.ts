/**
 * The data of symbol cards, from the engine's XML through the API section's payloads (the ApiSymbol fields the
 * contract gives): a card per documented entity at its url, overloads listed together, the #include line
 * a reader writes, and the history line.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import { readDoxygenFolder } from '../../../src/sections/api/model/model'
import { buildRoutes } from '../../../src/sections/api/model/routes'
import { resolveAll } from '../../../src/sections/api/model/resolve'
import { compoundPayloads, enumeratorPayloads, memberPayloads } from '../../../src/sections/api/node/nodes'
import { cardsByRoute, MAX_DECLARATIONS, type CardSymbol } from '../../../src/shell/server/symbolCards'
import { historyBadgeText } from '../../../src/sections/api/node/historyBadge'

const model = readDoxygenFolder(path.resolve(__dirname, '../../../doxygen-xml'), { warn: () => undefined })
const routes = buildRoutes(model, '/docs/helios/')
resolveAll(model, routes, () => undefined)
const compounds = compoundPayloads(model, routes)
const members = memberPayloads(model, routes)
const symbols: CardSymbol[] = [...compounds, ...members, ...enumeratorPayloads(members)].map((s) => ({ ...s, historyBadge: null }))
const cards = cardsByRoute(symbols)
const at = (url: string) => {
  const [route, anchor = ''] = url.split('#')
  return cards.get(route)?.[anchor]
}

test('every ApiSymbol has a card at its url, with its own declaration first', () => {
  for (const s of symbols) {
    const card = at(s.url)
    assert.ok(card, s.url)
    if (card.name === s.qualifiedName && card.kind === s.kind && s.signature) assert.ok(card.declarations.includes(s.signature) || card.more > 0, s.url)
  }
})

test('a class card carries its #include line as doxygen names the header; members of a class share it', () => {
  const camera = compounds.find((c) => c.name.endsWith('::Camera') && c.kind === 'class')!
  const card = at(camera.url)!
  assert.equal(card.include, `#include <${model.compounds.get(camera.refid)!.includes[0].name}>`)
  const member = members.find((m) => m.compoundId === camera.refid)!
  assert.equal(at(member.url)!.include, card.include)
  // A free function: the header it is declared in, named like the classes' headers.
  const free = members.find((m) => model.compounds.get(m.compoundId)?.kind === 'namespace' && m.kind === 'function' && m.location)
  if (free) assert.match(at(free.url)!.include ?? '', /^#include <helios\/.+\.(h|hpp)>$/)
})

test('overloads of one name are listed together, at most MAX_DECLARATIONS, the rest counted', () => {
  const byName = new Map<string, typeof members>()
  for (const m of members.filter((x) => x.kind === 'function')) byName.set(`${m.route}|${m.qualifiedName}`, [...(byName.get(`${m.route}|${m.qualifiedName}`) ?? []), m])
  const overloaded = [...byName.values()].filter((l) => l.length > 1)
  assert.ok(overloaded.length > 0)
  for (const list of overloaded) {
    const distinct = new Set(list.map((m) => m.signature)).size
    for (const m of list) {
      const card = at(m.url)!
      assert.equal(card.declarations[0], m.signature)
      assert.equal(card.declarations.length + card.more, distinct)
      assert.ok(card.declarations.length <= MAX_DECLARATIONS)
    }
  }
})

test('the history line says what the badges say first', () => {
  assert.equal(historyBadgeText(null), null)
  assert.equal(historyBadgeText({ since: '0.2.0', changes: [{ version: '0.3.0' }], deprecated: { version: 'current' }, removedIn: null }), 'Since 0.2.0 · Changed in 0.3.0 · Deprecated in Next')
  assert.equal(historyBadgeText({ since: 'current' }), 'New in Next')
})
