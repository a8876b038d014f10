import { test } from 'node:test'
import assert from 'node:assert/strict'
import { markdownToHtml } from '../../../src/sections/devlog/node/render'

test('excerpt markdown becomes HTML with GFM, KaTeX math and resolved relative links', async () => {
  const html = await markdownToHtml('Hello **bold** ~~gone~~, $x^2$ and [a figure](./fig.svg).', '/devlog/2025/08/15/hello-world/')
  assert.match(html, /<strong>bold<\/strong>/)
  assert.match(html, /<del>gone<\/del>/)
  assert.match(html, /class="katex"/)
  assert.match(html, /href="\/devlog\/2025\/08\/15\/hello-world\/fig\.svg"/)
})

test('MDX syntax in an excerpt: comments dropped, html tags kept, components keep their children', async () => {
  const html = await markdownToHtml('{/* note */}\n\n<kbd>Ctrl</kbd> and <Callout kind="x">inside</Callout>', '/devlog/')
  assert.doesNotMatch(html, /note/)
  assert.match(html, /<kbd>Ctrl<\/kbd>/)
  assert.match(html, /<span>inside<\/span>/)
  assert.doesNotMatch(html, /Callout/)
})

test('invalid MDX is reported, not swallowed', async () => {
  await assert.rejects(() => markdownToHtml('<div>unclosed', '/devlog/'))
})
