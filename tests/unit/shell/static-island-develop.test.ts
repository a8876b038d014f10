import { test } from 'node:test'
import assert from 'node:assert/strict'
import * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

// A process of its own (node --test runs each file apart): nothing hydrated yet when the island first renders.
test('a page built in the browser (gatsby develop sends an empty root) renders every island\'s children from the start', async () => {
  const g = globalThis as unknown as { window?: unknown; document?: unknown }
  g.window = { location: { pathname: '/docs/introduction/' } }
  g.document = { getElementById: (id: string) => (id === '___gatsby' ? { firstElementChild: null } : null) }
  const { default: StaticIsland } = await import('../../../src/shell/hydration/StaticIsland')
  const { isHydrating, noteServerHtml } = await import('../../../src/shell/hydration/state')
  assert.equal(noteServerHtml(), false)
  assert.equal(isHydrating(), false)
  const html = renderToStaticMarkup(React.createElement(StaticIsland, { children: React.createElement('p', null, 'Introduction') }))
  assert.equal(html, '<div><p>Introduction</p></div>')
})
