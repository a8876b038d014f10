import { test } from 'node:test'
import assert from 'node:assert/strict'
import { getSliced, setSliced, SLICE_CHARS } from '../../../src/shell/server/slicedCache'

/** A cache like Gatsby's: values kept as JSON text, as its store keeps them. */
function jsonCache() {
  const stored = new Map<string, string>()
  return {
    stored,
    get: async (key: string) => (stored.has(key) ? (JSON.parse(stored.get(key)!) as unknown) : undefined),
    set: async (key: string, value: unknown) => void stored.set(key, JSON.stringify(value)),
  }
}

test('a value over a slice is kept in slices no larger than one, and read back equal', async () => {
  const cache = jsonCache()
  const rows = Array.from({ length: 40_000 }, (_, i) => ({ id: `DoxygenMember:${i}`, name: `member_${i}`, brief: 'x'.repeat(i % 90), kind: i % 3 ? 'function' : 'variable' }))
  await setSliced(cache, 'symbols', { stamp: 'a', rows })
  const largest = Math.max(...[...cache.stored.values()].map((v) => v.length))
  assert.ok(cache.stored.size > 3, `${cache.stored.size} entries`)
  // A slice of JSON text kept as JSON escapes its quotes.
  assert.ok(largest <= 1.5 * SLICE_CHARS, `the largest entry holds ${largest} characters`)
  assert.deepEqual(await getSliced(cache, 'symbols'), { stamp: 'a', rows })
  // A small value: one slice.
  await setSliced(cache, 'small', [1, 'two', null])
  assert.deepEqual(await getSliced(cache, 'small'), [1, 'two', null])
  assert.equal(await getSliced(cache, 'never kept'), undefined)
})

test('a write stopped between its slices and its head reads nothing, not a mix of two values', async () => {
  const cache = jsonCache()
  const value = (tag: string) => Array.from({ length: 3 * 60_000 }, (_, i) => `${tag}${i}`)
  await setSliced(cache, 'plan', value('old'))
  // The next run writes its slices, then stops before its head.
  const next = jsonCache()
  await setSliced(next, 'plan', value('new'))
  for (const [k, v] of next.stored) if (k !== 'plan') cache.stored.set(k, v)
  assert.equal(await getSliced(cache, 'plan'), undefined)
  // A head without slices, or not a head at all (a value kept before slicing).
  cache.stored.set('plan#0', JSON.stringify(42))
  assert.equal(await getSliced(cache, 'plan'), undefined)
  await cache.set('plain', { stamp: 'x', symbols: [] })
  assert.equal(await getSliced(cache, 'plain'), undefined)
})

test('text past Latin-1 reads back as written, and the kept slices hold one byte a character', async () => {
  const cache = jsonCache()
  const value = { names: ['Vector3 – the point', 'naïve', '€ and 𝔸 and 漢字', 'x'.repeat(SLICE_CHARS)] }
  await setSliced(cache, 'mixed', value)
  assert.deepEqual(await getSliced(cache, 'mixed'), value)
  for (const [k, v] of cache.stored) assert.ok(![...v].some((c) => c.charCodeAt(0) > 0xff), `${k} holds a character past Latin-1`)
})

test('gatsby develop reads an unchanged value once and hands every reader the same frozen value; a build reads it each time', async () => {
  const cache = jsonCache()
  const before = process.env.NODE_ENV
  try {
    process.env.NODE_ENV = 'development'
    await setSliced(cache, 'develop plan', { stamp: 'a', pages: [{ path: '/api/a/' }] })
    const first = (await getSliced(cache, 'develop plan')) as { pages: Array<{ path: string }> }
    assert.equal(await getSliced(cache, 'develop plan'), first)
    assert.ok(Object.isFrozen(first.pages[0]), 'a shared value is frozen to its leaves')
    assert.throws(() => first.pages.push({ path: '/api/b/' }), TypeError)
    // A new value under the key: read again, not the last one.
    await setSliced(cache, 'develop plan', { stamp: 'b', pages: [] })
    assert.deepEqual(await getSliced(cache, 'develop plan'), { stamp: 'b', pages: [] })

    process.env.NODE_ENV = 'production'
    await setSliced(cache, 'build plan', { stamp: 'a' })
    const once = await getSliced(cache, 'build plan')
    const again = await getSliced(cache, 'build plan')
    assert.deepEqual(again, once)
    assert.notEqual(again, once)
    assert.ok(!Object.isFrozen(again))
  } finally {
    process.env.NODE_ENV = before
  }
})
