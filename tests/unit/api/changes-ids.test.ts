import { test } from 'node:test'
import assert from 'node:assert/strict'
import { namespaceHeadingIds } from '../../../src/sections/api/model/changesIds'

test("a changes page's namespace headings get ids unique on the page, also for names that slug alike", () => {
  const ids = namespaceHeadingIds(['vtk_detail', 'vtk::detail', 'vtk-detail-2', 'App', 'app', ''])
  assert.equal(new Set(ids).size, ids.length)
  assert.deepEqual(ids.slice(0, 2), ['ns-vtk-detail', 'ns-vtk-detail-2'])
  // A namespace whose own slug is what the numbering would give keeps clear of the numbered one.
  assert.equal(ids[2], 'ns-vtk-detail-2-2')
  assert.deepEqual(ids.slice(3), ['ns-app', 'ns-app-2', 'ns-global'])
})
