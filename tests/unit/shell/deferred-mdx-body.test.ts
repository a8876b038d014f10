import { test } from 'node:test'
import assert from 'node:assert/strict'
import * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { deferredMdxBody } from '../../../src/shell/hydration/deferredMdxBody'
import { markHydrated } from '../../../src/shell/hydration/state'

// A process of its own (node --test runs each file apart). The page came with the server's HTML in Gatsby's root.
const g = globalThis as unknown as { window?: unknown; document?: unknown }
g.window = { location: { href: 'https://example.org/devlog/a-post/' } }
g.document = { getElementById: (id: string) => (id === '___gatsby' ? { firstElementChild: {} } : null) }

const body = (text: string) => Promise.resolve({ default: () => React.createElement('p', null, text) })

test("the first page's body is never loaded: its island keeps the text the server wrote", () => {
  let loads = 0
  const deferred = deferredMdxBody(() => (loads++, body('The text')))
  assert.equal(deferred.ready, undefined)
  assert.equal(loads, 0)
})

test('a page reached inside the app has its body loaded before it renders, and says so when it cannot be', async () => {
  markHydrated()
  const loaded = deferredMdxBody(() => body('The text'))
  await loaded.ready
  assert.equal(renderToStaticMarkup(React.createElement(loaded)), '<p>The text</p>')

  const failed = deferredMdxBody(() => Promise.reject(new Error('Loading chunk 7 failed')))
  await failed.ready
  const html = renderToStaticMarkup(React.createElement(failed))
  assert.match(html, /^<p role="alert">The text of this page could not be loaded\. <a href="https:\/\/example\.org\/devlog\/a-post\/">Reload the page<\/a>\.<\/p>$/)
})
