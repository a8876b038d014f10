import { test } from 'node:test'
import assert from 'node:assert/strict'
import { groupHits } from '../../../src/sections/search/hooks/useSearchModalState'
import { openModeOf, searchPageUrl } from '../../../src/sections/search/hooks/items'
import type { SearchHit } from '../../../src/sections/search/client/types'

const hit = (id: string, lvl0: string | null): SearchHit => ({
  objectID: id, url: `/${id}/`, type: 'lvl1', content: null,
  hierarchy: { lvl0, lvl1: id, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null } as SearchHit['hierarchy'],
})

test('hits are grouped by top-level section in rank order, at most 5 per group', () => {
  const hits = [hit('a', 'API reference'), hit('b', 'Devlog'), ...Array.from({ length: 7 }, (_, i) => hit(`c${i}`, 'API reference')), hit('d', null)]
  const groups = groupHits(hits)
  assert.deepEqual(groups.map((g) => g.name), ['API reference', 'Devlog', 'Results'])
  assert.deepEqual(groups[0]!.hits.map((h) => h.objectID), ['a', 'c0', 'c1', 'c2', 'c3'])
  assert.deepEqual(groups[1]!.hits.map((h) => h.objectID), ['b'])
})

test('modifiers choose where an option opens; the page link carries the query', () => {
  assert.equal(openModeOf({ ctrlKey: false, metaKey: false, shiftKey: false }), 'same')
  assert.equal(openModeOf({ ctrlKey: true, metaKey: false, shiftKey: false }), 'tab')
  assert.equal(openModeOf({ ctrlKey: false, metaKey: true, shiftKey: true }), 'tab')
  assert.equal(openModeOf({ ctrlKey: false, metaKey: false, shiftKey: true }), 'window')
  assert.equal(searchPageUrl('a&b c'), '/search/?q=a%26b%20c')
})
