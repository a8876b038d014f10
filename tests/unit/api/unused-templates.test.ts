/**
 * An input without doxygen pages, releases or classes leaves some API templates without a page, and Gatsby then warns
 * that their queries "will not be run", as if page creation had failed. The build's summary says first which
 * templates have no page and why.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { API_TEMPLATES, unusedTemplatesLine, type ApiTemplate } from '../../../src/sections/api/gatsby-node'

const ALL = Object.keys(API_TEMPLATES) as ApiTemplate[]

test('every template in templates/ says what its pages show, so none can go unexplained', () => {
  const files = fs.readdirSync(path.join(__dirname, '../../../src/sections/api/templates')).filter((f) => f.endsWith('.tsx')).sort()
  assert.deepEqual([...ALL].sort(), files)
})

test('the summary names each template no page uses and what the input lacks; none when all have pages', () => {
  assert.equal(unusedTemplatesLine(ALL), null)
  // A library with no \page and no earlier release, like fmt's headers alone.
  const line = unusedTemplatesLine(ALL.filter((t) => t !== 'ArticlePage.tsx' && t !== 'ChangesPage.tsx'))!
  assert.match(line, /ArticlePage\.tsx, ChangesPage\.tsx/)
  assert.match(line, /no doxygen pages or examples .*; or earlier release to compare with/)
  assert.match(line, /"will not be run" is expected/)
  // A C library: no classes, no namespaces.
  const c = unusedTemplatesLine(ALL.filter((t) => t !== 'ClassPage.tsx'))!
  assert.match(c, /^API reference: the input has no classes, .* so no page uses ClassPage\.tsx;/)
})
