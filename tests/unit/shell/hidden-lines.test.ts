/**
 * Hidden lines of C++ blocks (src/shell/hiddenLines.ts): a line starting with `@ ` outside a comment or a literal
 * is compiled without its marker and never shown; the page's MDX pipeline, the Markdown twin and the home
 * sample show the block without it, and blocks of other languages are left as written.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { unified, type PluggableList } from 'unified'
import remarkParse from 'remark-parse'
import remarkMdx from 'remark-mdx'
import remarkRehype from 'remark-rehype'
import rehypeStringify from 'rehype-stringify'
import { shownCode, splitHiddenLines } from '../../../src/shell/hiddenLines'
import { loadPlugins, markdownPlugins } from '../../../src/shell/markdown'
import { mdxToMdast, twinMarkdown } from '../../../src/shell/markdownTwin'

const FENCE = ['@ #include <helios/helios.hpp>', '@', '@ void frame(helios::scene::Camera& camera) {', '    camera.setAspect(1.5F);', '  @ int hidden = 0;', '@ }'].join('\n')

test('a hidden line is compiled without its marker (its indentation kept) and left out of the shown text', () => {
  const s = splitHiddenLines(FENCE)
  assert.equal(s.shown, '    camera.setAspect(1.5F);')
  assert.equal(s.compiled, ['#include <helios/helios.hpp>', '', 'void frame(helios::scene::Camera& camera) {', '    camera.setAspect(1.5F);', '  int hidden = 0;', '}'].join('\n'))
  assert.deepEqual(s.shownLine, [0, 0, 0, 1, 0, 0])
  // Only `@` then a space or the line's end: an `@` elsewhere, or glued to a word, is the line's own text.
  assert.equal(splitHiddenLines('@brief x\nint a; // @ b').shown, '@brief x\nint a; // @ b')
})

test('inside a block comment or a raw string a line starting with `@ ` is text, not a hidden line', () => {
  const code = ['/*', '@ param kept in the comment', '*/', 'auto s = R"doc(', '@ kept in the raw string', ')doc";', '@ int hidden;', "int n = 1'000; char c = '\"';", '@ int alsoHidden;'].join('\n')
  const s = splitHiddenLines(code)
  assert.equal(s.shown, ['/*', '@ param kept in the comment', '*/', 'auto s = R"doc(', '@ kept in the raw string', ')doc";', "int n = 1'000; char c = '\"';"].join('\n'))
  assert.deepEqual(s.shownLine, [1, 2, 3, 4, 5, 6, 0, 7, 0])
})

test('only C++ blocks have hidden lines: another language keeps every line', () => {
  assert.equal(shownCode('@ decorator\ndef f(): pass', 'python'), '@ decorator\ndef f(): pass')
  assert.equal(shownCode('@ int x;\nx;', 'C++'), 'x;')
  assert.equal(shownCode('@ int x;\nx;', null), '@ int x;\nx;')
})

const BODY = `Text.\n\n\`\`\`cpp\n${FENCE}\n\`\`\`\n\n\`\`\`python\n@ decorator\ndef f(): pass\n\`\`\`\n`

test("the Markdown twin shows a C++ block as the page does, without its hidden lines", () => {
  const md = twinMarkdown(mdxToMdast(BODY, '/devlog/post/'))
  assert.ok(md.includes('```cpp\n    camera.setAspect(1.5F);\n```'), md)
  assert.ok(!md.includes('hidden') && !md.includes('void frame'), md)
  assert.ok(md.includes('```python\n@ decorator\ndef f(): pass\n```'), md)
})

test("the page (and so its copy button, which copies the block's text) shows a C++ block without its hidden lines", async () => {
  const out = await unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(loadPlugins(markdownPlugins.remark) as PluggableList)
    .use(remarkRehype)
    .use(loadPlugins(markdownPlugins.rehypePage) as PluggableList)
    .use(rehypeStringify)
    .process({ value: BODY })
  const text = [...String(out).matchAll(/<pre[^>]*>([\s\S]*?)<\/pre>/g)].map((m) => m[1].replace(/<[^>]+>/g, '').replace(/&#x3C;/g, '<'))
  assert.deepEqual(text.map((t) => t.replace(/\n$/, '')), ['    camera.setAspect(1.5F);', '@ decorator\ndef f(): pass'])
})
