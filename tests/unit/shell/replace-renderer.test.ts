/**
 * A page's body is rendered in one synchronous pass by the site's replaceRenderer (gatsby-ssr.tsx); a body that
 * pass cannot finish is left to Gatsby's own renderer, which then renders it or reports its error as before.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { replaceRenderer } from '../../../gatsby-ssr'

type RendererArgs = Parameters<NonNullable<typeof replaceRenderer>>[0]

function rendered(bodyComponent: React.ReactElement): string[] {
  const replaced: string[] = []
  replaceRenderer!({ bodyComponent, replaceBodyHTMLString: (html: string) => replaced.push(html) } as unknown as RendererArgs, { plugins: [] })
  return replaced
}

test("a page's body becomes the page's HTML in one pass, as the renderer gives it", () => {
  const body = React.createElement('main', null, React.createElement('h1', null, 'Vector3 & friends'), React.createElement('p', { className: 'brief' }, 'A 3D vector.'))
  assert.deepEqual(rendered(body), [renderToString(body)])
  assert.match(rendered(body)[0], /<h1>Vector3 &amp; friends<\/h1>/)
})

test("a body the one pass cannot finish is left to Gatsby's renderer, which reports its error", () => {
  function Broken(): React.ReactElement {
    throw new Error('the page data has no compound')
  }
  assert.deepEqual(rendered(React.createElement('main', null, React.createElement(Broken))), [])
})
