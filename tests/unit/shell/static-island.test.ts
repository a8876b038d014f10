import { test } from 'node:test'
import assert from 'node:assert/strict'
import * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import StaticIsland from '../../../src/shell/hydration/StaticIsland'
import { markHydrated } from '../../../src/shell/hydration/state'

const hostile = '<img src=x onerror=alert(1)> & "quotes"'
const island = () => React.createElement(StaticIsland, { className: 'doc', children: React.createElement('p', null, hostile) })

test('in the HTML renderer an island renders its children, escaped like any text', () => {
  const html = renderToStaticMarkup(island())
  assert.equal(html, '<div class="doc"><p>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;</p></div>')
})

test('while the page hydrates, nothing of the children reaches the inner HTML; afterwards they render as usual', () => {
  const g = globalThis as unknown as { window?: unknown; document?: unknown }
  g.window = { location: { pathname: '/devlog/a-post/' } }
  // The page came with the server's HTML in Gatsby's root (a production page, not gatsby develop's empty root).
  g.document = { getElementById: (id: string) => (id === '___gatsby' ? { firstElementChild: {} } : null) }
  try {
    assert.equal(renderToStaticMarkup(island()), '<div class="doc"></div>')
    markHydrated()
    assert.match(renderToStaticMarkup(island()), /<p>&lt;img src=x onerror=alert\(1\)&gt;/)
  } finally {
    delete g.window
    delete g.document
  }
})
