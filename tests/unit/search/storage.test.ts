import { test } from 'node:test'
import assert from 'node:assert/strict'
import { SearchHistory, favoriteKey, recentKey, type StoredSearch } from '../../../src/sections/search/client/storage'

class MemoryStorage {
  data = new Map<string, string>()
  getItem(k: string) { return this.data.get(k) ?? null }
  setItem(k: string, v: string) { this.data.set(k, v) }
  removeItem(k: string) { this.data.delete(k) }
}

const hit = (n: number): StoredSearch => ({
  objectID: `id${n}`, url: `/docs/p${n}/`, type: 'lvl1', content: null,
  hierarchy: { lvl0: 'Docs', lvl1: `Page ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
})

test('recent searches: newest first, at most 7, or 4 when favourites exist; favourites at most 10', () => {
  const storage = new MemoryStorage()
  const h = new SearchHistory('helios', storage)
  for (let i = 1; i <= 9; i++) h.addRecent(hit(i))
  assert.deepEqual(h.recent().map((r) => r.objectID), ['id9', 'id8', 'id7', 'id6', 'id5', 'id4', 'id3'])
  h.addFavorite(hit(9))
  assert.deepEqual(h.favorites().map((r) => r.objectID), ['id9'])
  assert.deepEqual(h.recent().map((r) => r.objectID), ['id8', 'id7', 'id6', 'id5'])
  for (let i = 10; i <= 22; i++) h.addFavorite(hit(i))
  assert.equal(h.favorites().length, 10)
  assert.equal(h.favorites()[0]!.objectID, 'id22')
})

test('keys are per index; removal; personalisation off clears both lists', () => {
  const storage = new MemoryStorage()
  const a = new SearchHistory('helios', storage)
  const b = new SearchHistory('other', storage)
  a.addRecent(hit(1))
  a.addRecent(hit(2))
  a.addFavorite(hit(3))
  assert.equal(b.recent().length, 0)
  a.removeRecent('id1')
  assert.deepEqual(a.recent().map((r) => r.objectID), ['id2'])
  assert.ok(storage.getItem(recentKey('helios')))
  a.clear()
  assert.equal(storage.getItem(recentKey('helios')), null)
  assert.equal(storage.getItem(favoriteKey('helios')), null)
})

test('corrupt or failing storage is logged, not thrown', () => {
  const storage = new MemoryStorage()
  storage.setItem(recentKey('helios'), '{not json')
  const errors: unknown[] = []
  const orig = console.error
  console.error = (...a: unknown[]) => { errors.push(a) }
  try {
    const h = new SearchHistory('helios', storage)
    assert.deepEqual(h.recent(), [])
    const broken = new SearchHistory('helios', { getItem: () => null, setItem: () => { throw new Error('quota') }, removeItem: () => {} })
    assert.doesNotThrow(() => broken.addRecent(hit(1)))
  } finally {
    console.error = orig
  }
  assert.equal(errors.length, 2)
})
