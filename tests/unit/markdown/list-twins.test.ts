/**
 * List and index twins with the row cache the build shares between them (src/sections/api/node/markdownTwins.ts):
 * the same text as each list serialised whole, whatever its cells hold (pipes, backticks, newlines, HTML,
 * refused links), and rows shared between pages.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { listTwin, type ListRowCache, type TwinEntry } from '../../../src/sections/api/node/markdownTwins'

/** A small generator (no Math.random: the same entries every run). */
function* numbers(seed: number): Generator<number> {
  let x = seed
  for (;;) {
    x = (x * 1103515245 + 12345) % 2147483648
    yield x
  }
}

const PIECES = ['Camera', 'set|Perspective', '`tick`', '``a`b``', '<script>alert(1)</script>', 'line\nbreak', '*star*', '_u_', '[x](y)', 'a\\|b', '#', '- item', '1. one', '  ', '', 'é ü 漢', '|', '\\', '!', '&amp;']
const HREFS = [null, '/docs/helios/classes/camera/', '/docs/helios/classes/camera/#a1b2', 'javascript:alert(1)', 'https://example.org/x y', '../other/', 'data:text/html,x']

function entries(seed: number, n: number): TwinEntry[] {
  const r = numbers(seed)
  const pick = <T,>(a: readonly T[]) => a[r.next().value % a.length]
  return Array.from({ length: n }, (_, i) => ({
    name: `${pick(PIECES)}${pick(PIECES)}${i % 7}`,
    href: pick(HREFS),
    kind: pick(['function', 'variable', '', 'typedef|x']),
    scope: pick(['', 'helios::scene', 'a|b', '`ns`']),
    scopeHref: pick(HREFS),
    brief: `${pick(PIECES)} ${pick(PIECES)}`,
  }))
}

test('a list twin with the row cache is the list serialised whole, row for row', async () => {
  const cache: ListRowCache = new Map()
  const shared = entries(7, 300)
  for (const [i, list] of [shared, [...shared].reverse(), [...entries(11, 200), ...shared.slice(0, 50)], shared.slice(0, 1), [], entries(13, 2)].entries()) {
    const route = `/docs/helios/indices/classes/all/${i > 0 ? `${i}/` : ''}`
    assert.equal(await listTwin(`Index ${i} | *title*`, route, list, [], cache), await listTwin(`Index ${i} | *title*`, route, list), `list ${i}`)
  }
  // Rows were shared: fewer cached lines than rows listed.
  assert.ok(cache.size < 300 + 300 + 250 + 1 + 2)
})

test('a cached row links against its own page: relative hrefs on two pages give two rows', async () => {
  const cache: ListRowCache = new Map()
  const list: TwinEntry[] = [{ name: 'a', href: '../x/' }, { name: 'b', href: '../y/' }]
  const one = await listTwin('One', '/docs/helios/one/', list, [], cache)
  const two = await listTwin('Two', '/docs/helios/deeper/two/', list, [], cache)
  assert.equal(one, await listTwin('One', '/docs/helios/one/', list))
  assert.equal(two, await listTwin('Two', '/docs/helios/deeper/two/', list))
  assert.notEqual(one.split('\n').slice(2).join('\n'), two.split('\n').slice(2).join('\n'))
})

test('lists made side by side share rows as they are serialised, and each is the list serialised whole', async () => {
  const cache: ListRowCache = new Map()
  const shared = entries(17, 400)
  const lists = [shared, [...shared].reverse(), [...entries(19, 100), ...shared.slice(100, 300)], shared.slice(0, 2)]
  // Started together, as the build starts them: later lists wait on the rows an earlier one is serialising.
  const made = await Promise.all(lists.map((list, i) => listTwin(`Index ${i}`, '/docs/helios/indices/classes/all/', list, [], cache)))
  for (const [i, list] of lists.entries()) assert.equal(made[i], await listTwin(`Index ${i}`, '/docs/helios/indices/classes/all/', list), `list ${i}`)
  // A row is cached once, whichever list asked first: at most the 500 different entries, not the 1,102 listed.
  assert.ok(cache.size <= 500, String(cache.size))
})
