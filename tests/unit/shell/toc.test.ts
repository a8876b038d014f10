/**
 * A post's table of contents (src/shell/toc.ts) against the anchors its rendered headings get: the site's own
 * rehype plugins (rehype-slug among them) render the same MDX, and every entry must link to a heading of the page,
 * with the heading's text, in the page's order and nesting (to depth 3).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { unified, type PluggableList } from 'unified'
import remarkParse from 'remark-parse'
import remarkMdx from 'remark-mdx'
import remarkRehype from 'remark-rehype'
import rehypeStringify from 'rehype-stringify'
import { mdxTableOfContents, type TocTree } from '../../../src/shell/toc'
import { loadPlugins, markdownPlugins } from '../../../src/shell/markdown'

const POST = [
  'Intro before any heading.',
  '',
  '## Cameras and `Camera::lookAt`',
  '',
  '### Perspective, *at last*',
  '',
  '#### Too deep for the table',
  '',
  '## Cameras and `Camera::lookAt`',
  '',
  '## A [linked](https://example.org) heading',
  '',
  '```cpp',
  '## not a heading',
  '```',
].join('\n')

/** The rendered page's headings (h2, h3): level, id and text (without the "#" self-link the site appends). */
async function renderedHeadings(markdown: string): Promise<Array<{ level: number; id: string; text: string }>> {
  const html = String(
    await unified()
      .use(remarkParse)
      .use(remarkMdx)
      .use(loadPlugins(markdownPlugins.remark) as PluggableList)
      .use(remarkRehype)
      .use(loadPlugins(markdownPlugins.rehypePage) as PluggableList)
      .use(rehypeStringify)
      .process(markdown),
  )
  return [...html.matchAll(/<h([23]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) => ({ level: Number(m[1]), id: m[2], text: m[3].replace(/<a [^>]*class="heading-anchor"[^>]*>[\s\S]*?<\/a>/, '').replace(/<[^>]+>/g, '') }))
}

test('every entry of the table links to a rendered heading of the page, with its text, in order and nesting', async () => {
  const tree = mdxTableOfContents(POST)
  const flat: Array<{ level: number; url: string; title: string }> = []
  const walk = (items: TocTree[] | undefined, level: number) => items?.forEach((i) => (flat.push({ level, url: i.url!, title: i.title! }), walk(i.items, level + 1)))
  walk(tree.items, 2)
  const headings = await renderedHeadings(POST)
  assert.equal(headings.length, 4, 'the rendered page has four h2/h3 headings')
  assert.deepEqual(
    flat,
    headings.map((h) => ({ level: h.level, url: `#${h.id}`, title: h.text })),
  )
  assert.equal(new Set(flat.map((f) => f.url)).size, 4, 'two headings with the same text get distinct anchors')
})

test('MDX that does not parse gives an empty table (the page compile names the error)', () => {
  assert.deepEqual(mdxTableOfContents('## Broken <div'), {})
  assert.deepEqual(mdxTableOfContents('No headings.'), {})
})
