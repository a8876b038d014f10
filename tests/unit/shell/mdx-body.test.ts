/**
 * An MDX page's body as data (src/shell/mdxBody/): compiled in Node through the site's plugins into a tree of
 * React elements, rendered by BodyTree; what MDX's JavaScript would need is an error naming the file and line; the
 * data layer's field recompiles a body only when its text or a node a step reads changes.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { compileBody } from '../../../src/shell/mdxBody/compile'
import BodyTree from '../../../src/shell/mdxBody/BodyTree'
import type { BodyNode } from '../../../src/shell/mdxBody/tree'
import { mdxTreeField } from '../../../src/shell/server/mdxBodyField'

const FILE = 'content/devlog/2025-01-02-a-post/index.mdx'
/** The body as it sits in its file: the frontmatter takes lines 1 to 5, so the body starts on line 6. */
const compile = (body: string, steps: Parameters<typeof compileBody>[0]['steps'] = []) =>
  compileBody({ body, place: { file: FILE, bodyLine: 6 }, contentFilePath: `/site/${FILE}`, steps })
const html = (tree: BodyNode) => renderToStaticMarkup(React.createElement(BodyTree, { tree }))

test('markdown, HTML elements, a component with literal attributes and literal expressions render as the MDX would', async () => {
  const tree = await compile(
    [
      '## A heading',
      '',
      'Some *text* with `code`{" "}and a [link](https://example.org/).',
      '',
      '{/* a comment the reader never sees */}',
      '',
      '<Admonition type="tip" title="Mind the gap">',
      '',
      'Inside the call-out.',
      '',
      '</Admonition>',
      '',
      '<details open><summary>More</summary>Hidden text.</details>',
      '',
      '```cpp',
      'int x = 1;',
      '```',
    ].join('\n'),
  )
  const out = html(tree)
  assert.match(out, /<h2 id="a-heading">A heading<a [^>]*href="#a-heading"[^>]*>#<\/a><\/h2>/)
  assert.match(out, /<p>Some <em>text<\/em> with <code>code<\/code> and a <a href="https:\/\/example\.org\/">link<\/a>\.<\/p>/)
  assert.ok(!out.includes('comment'), 'a comment is dropped')
  assert.match(out, /<aside [^>]*role="note"><p[^>]*>Mind the gap<\/p><div[^>]*><p>Inside the call-out\.<\/p><\/div><\/aside>/)
  // A tag inside a line is inline MDX, in its paragraph, as MDX has it.
  assert.match(out, /<p><details open=""><summary>More<\/summary>Hidden text\.<\/details><\/p>/)
  // The code block is highlighted at build time and framed by the site's CodeBlock.
  assert.match(out, /<span class="token keyword">int<\/span>/)
  // Data, not code: the tree survives JSON unchanged.
  assert.deepEqual(JSON.parse(JSON.stringify(tree)), tree)
})

test("MDX's JavaScript is an error naming the file and the line in it: imports, expressions, spread and expression attributes, unknown components", async () => {
  const cases: Array<[string, RegExp]> = [
    ['Text.\n\nimport { x } from "./x.js"\n', new RegExp(`^${FILE}:8:1: an import or export has no place`)],
    ['Two plus two is {2 + 2}.\n', new RegExp(`^${FILE}:6:17: the expression \\{2 \\+ 2\\} is JavaScript`)],
    ['\n<Admonition type={kind}>x</Admonition>\n', new RegExp(`^${FILE}:7:1: <Admonition> attribute type is the expression \\{kind\\}`)],
    ['<div {...props}>x</div>\n', new RegExp(`^${FILE}:6:1: <div> spreads an expression`)],
    ['Before.\n\n<Chart data="a" />\n', new RegExp(`^${FILE}:8:1: <Chart> is not an HTML element nor a component of the site \\(<Admonition>`)],
    ['An <aside> left open.\n', new RegExp(`^${FILE}:\\d+:\\d+: does not parse as MDX`)],
  ]
  for (const [body, message] of cases) await assert.rejects(compile(body), (e: Error) => (assert.match(e.message, message), true), body)
})

test('a hostile body reaches the data without a handler, inner HTML or a refused URL', async () => {
  const warnings: string[] = []
  const warn = console.warn
  console.warn = (m: string) => warnings.push(m)
  try {
    const tree = await compile('<div onClick="alert(1)">a</div>\n\n[x](javascript:alert(1))\n\n<img src="javascript:alert(2)" alt="y" />\n')
    const json = JSON.stringify(tree)
    assert.ok(!/onClick|javascript:|dangerouslySetInnerHTML/i.test(json), json)
    assert.ok(!/javascript:|onclick/i.test(html(tree)))
  } finally {
    console.warn = warn
  }
  assert.ok(warnings.length >= 2, warnings.join('\n'))
})

test('a step that reads the data layer gets the body\'s tree, its file and the nodes it reads', async () => {
  const seen: unknown[] = []
  const step = {
    reads: ['Table'],
    run: ({ markdownNode, getNodesByType }: { markdownNode: { internal: { contentFilePath: string } }; getNodesByType: (t: string) => unknown[] }) => {
      seen.push(markdownNode.internal.contentFilePath, getNodesByType('Table'))
    },
  }
  await compileBody({ body: 'A body.\n', place: { file: FILE, bodyLine: 6 }, contentFilePath: `/site/${FILE}`, steps: [step], getNodesByType: (t) => (t === 'Table' ? [{ id: 't' }] : []) })
  assert.deepEqual(seen, [`/site/${FILE}`, [{ id: 't' }]])
})

test('Mdx.tree compiles a body once, and again only when its text or a node its steps read changes', async () => {
  const stored = new Map<string, unknown>()
  const cache = { get: async (k: string) => stored.get(k), set: async (k: string, v: unknown) => stored.set(k, v) }
  let runs = 0
  let table = [{ id: 'table', internal: { contentDigest: 'd1' } }]
  const types: string[] = []
  const field = mdxTreeField(cache, [{ reads: ['Table'], run: () => void runs++ }])
  const context = { nodeModel: { findAll: async ({ type }: { type: string }) => (types.push(type), { entries: table }) } }
  const source = (body: string) => ({ body, internal: { contentFilePath: `${process.cwd()}/${FILE}` } })
  const first = await field.resolve(source('First text.\n'), {}, context)
  assert.equal(runs, 1)
  assert.deepEqual(types, ['Table'], "the node types the steps read are read through the node model, so the page's query depends on them")
  assert.deepEqual(await field.resolve(source('First text.\n'), {}, context), first)
  assert.equal(runs, 1, 'the same body and nodes: the cached tree')
  await field.resolve(source('Second text.\n'), {}, context)
  assert.equal(runs, 2, 'an edited body compiles again')
  table = [{ id: 'table', internal: { contentDigest: 'd2' } }]
  await field.resolve(source('Second text.\n'), {}, context)
  assert.equal(runs, 3, 'a changed node the step reads compiles again')
  assert.equal(field.type, 'JSON!')
})

test('in the development server a body that does not build shows its error in the page; a build stops on it', async () => {
  const stored = new Map<string, unknown>()
  const cache = { get: async (k: string) => stored.get(k), set: async (k: string, v: unknown) => stored.set(k, v) }
  const field = mdxTreeField(cache, [])
  const context = { nodeModel: { findAll: async () => ({ entries: [] }) } }
  const source = { body: 'An <aside> never closed.\n', internal: { contentFilePath: `${process.cwd()}/${FILE}` } }
  const env = process.env.NODE_ENV
  try {
    process.env.NODE_ENV = 'development'
    const out = html(await field.resolve(source, {}, context))
    assert.match(out, new RegExp(`<div role="alert" data-content-error=""><p><strong>This page does not build\\. </strong>${FILE.replace(/[.]/g, '\\.')}:1:1: does not parse as MDX`))
    process.env.NODE_ENV = 'production'
    await assert.rejects(field.resolve(source, {}, context), /does not parse as MDX/)
  } finally {
    process.env.NODE_ENV = env
  }
})
