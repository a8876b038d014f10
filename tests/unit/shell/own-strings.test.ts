import { test } from 'node:test'
import assert from 'node:assert/strict'
import { ownStrings } from '../../../src/shell/ownStrings'
import { heapAfterGc } from '../../support/heap'

/** Index entries cut from a 16 MB text, the way query results come out of Gatsby's node store. */
function entriesCutFromText(copy: (v: Array<{ name: string; href: string }>) => Array<{ name: string; href: string }>) {
  const text = `${'padding '.repeat(2 * 1024 * 1024)}${Math.random()}`
  const entries = [0, 1, 2].map((i) => ({ name: text.slice(i * 40, i * 40 + 30), href: `/docs/x/${text.slice(i * 50, i * 50 + 20)}` }))
  return copy(entries)
}

test('a context made with ownStrings does not keep the text its strings were cut from', () => {
  const before = heapAfterGc()
  const sliced = entriesCutFromText((v) => v)
  const grownSliced = heapAfterGc() - before
  const owned = entriesCutFromText(ownStrings)
  const grownOwned = heapAfterGc() - before - grownSliced
  // The check can fail: kept as they are, the slices hold the whole text.
  assert.ok(grownSliced > 12 * 1024 * 1024, `slices kept only ${(grownSliced / 2 ** 20).toFixed(1)} MB`)
  assert.ok(grownOwned < 2 * 1024 * 1024, `the heap grew by ${(grownOwned / 2 ** 20).toFixed(1)} MB for three own entries`)
  assert.deepEqual(owned, sliced)
})
