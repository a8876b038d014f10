/**
 * The compound twins kept from run to run (src/sections/api/node/markdownTwins.ts, keptTwins): a twin is made again
 * only when the sourcing's stamp changed, and never kept before the nodes are sourced.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { keptTwins } from '../../../src/sections/api/node/markdownTwins'
import { emptyDataLayer } from './helpers'

test('a twin is made once per stamp of the sourcing, and read back while the stamp holds', async () => {
  const { cache } = emptyDataLayer()
  let stamp: string | null = null
  const made: string[] = []
  const kept = keptTwins(cache, () => stamp)
  const make = (text: string) => async () => (made.push(text), text)
  // Before sourcing: made every time, kept never.
  assert.equal(await kept('DoxygenCompound:a', make('a0')), 'a0')
  assert.equal(await kept('DoxygenCompound:a', make('a0')), 'a0')
  assert.deepEqual(made, ['a0', 'a0'])
  stamp = 'xml-1'
  assert.equal(await kept('DoxygenCompound:a', make('a1')), 'a1')
  assert.equal(await kept('DoxygenCompound:a', make('never')), 'a1', 'the same stamp: the kept twin')
  assert.equal(await kept('DoxygenCompound:b', make('b1')), 'b1', 'another node: its own twin')
  stamp = 'xml-2'
  assert.equal(await kept('DoxygenCompound:a', make('a2')), 'a2', 'a new stamp: made again')
  assert.deepEqual(made, ['a0', 'a0', 'a1', 'b1', 'a2'])
})
