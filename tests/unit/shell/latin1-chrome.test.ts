/**
 * The site's own words on a page stay in Latin-1: one character past it makes a whole page's HTML two bytes a
 * character in every process that holds it (the HTML worker, Gatsby's stitching, the link check), twice the memory
 * of the build's largest strings (docs/sections/shell.md, "Memory of the build"). A page whose content is Latin-1
 * is then Latin-1 whole.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import Seo from '../../../src/shell/components/Seo'
import { listingRangeLabel } from '../../../src/sections/api/model/pageParts'

const pastLatin1 = (s: string) => [...new Set([...s].filter((c) => c.codePointAt(0)! > 0xff))]

test("every page's head, the default card's alt text with it, is Latin-1 for a Latin-1 title", () => {
  const head = renderToStaticMarkup(React.createElement(Seo, { title: 'Vector3', pathname: '/docs/helios/classes/vector3/' }))
  assert.match(head, /og:image:alt/)
  assert.deepEqual(pastLatin1(head), [])
})

test("the range of a long file's listing part is said in Latin-1", () => {
  const lines = Array.from({ length: 2000 }, (_, i) => ({ n: 2001 + i }))
  const label = listingRangeLabel({ lines }, 5653)
  assert.equal(label, ', lines 2,001 to 4,000 of 5,653')
  assert.deepEqual(pastLatin1(label), [])
})
