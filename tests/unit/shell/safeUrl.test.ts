import { test } from 'node:test'
import assert from 'node:assert/strict'
import { checkUrl, describeUnsafe, safeUrl, schemeOf } from '../../../src/shell/safeUrl'
import { remarkSafeUrls } from '../../../src/shell/remarkSafeUrls'
import { markdownToHtml } from '../../../src/sections/devlog/node/render'
import { absoluteLink, postHtml } from '../../../src/sections/devlog/node/feeds'

test('http(s), mailto, relative, site and fragment links pass unchanged', () => {
  for (const u of [
    'https://example.com/a?b=c#d',
    'HTTP://EXAMPLE.COM/',
    'mailto:team@example.com',
    '/docs/helios/classes/x/',
    '../images/a.png',
    'images/a.png',
    '#section',
    '?q=1',
    '//cdn.example.com/x.js',
    'modules.html#group',
  ]) {
    assert.equal(safeUrl(u), u, u)
  }
  assert.equal(safeUrl('  https://example.com/  '), 'https://example.com/')
})

test('every other scheme is refused, in any letter case and however it is hidden', () => {
  const hostile = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '   javascript:alert(1)',
    '\u0001\u0002javascript:alert(1)',
    '\njavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:image/svg+xml;base64,PHN2Zz4=',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#106avascript:alert(1)',
    'javascript&colon;alert(1)',
    'javascript&#58;alert(1)',
    '&amp;#106;avascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'file:///etc/passwd',
    'blob:https://x/y',
  ]
  for (const u of hostile) {
    const v = checkUrl(u)
    assert.equal(v.ok, false, JSON.stringify(u))
    assert.equal(safeUrl(u), undefined, JSON.stringify(u))
  }
  assert.equal(schemeOf('  JaVaScRiPt:x'), 'javascript')
  assert.equal(schemeOf('&#x64;ata:x'), 'data')
})

test('the warning names the file, the item and the scheme', () => {
  const m = describeUnsafe('classFoo.xml', 'Foo::bar', ' JaVaScRiPt:alert(1)')
  assert.match(m, /^classFoo\.xml: /)
  assert.match(m, /Foo::bar/)
  assert.match(m, /"javascript:"/)
  // eslint-disable-next-line no-control-regex -- the warning must not carry the NUL it reports
  assert.doesNotMatch(describeUnsafe('f', 'i', '\u0000javascript:x'), /\u0000/)
})

test('markdown and MDX (the devlog renderer): refused links are text, handler attributes go, with a warning naming the file', async () => {
  const md = [
    '[run](javascript:alert(1)) [ok](https://example.com/) [rel](../x/)',
    '',
    '![pic](data:image/svg+xml,<svg/onload=alert(1)>) ![fine](./fig.svg)',
    '',
    '<a href=" JaVaScRiPt:alert(2)" onClick="alert(3)">jsx</a> <img src="vbscript:x" alt="v" onerror="alert(4)" />',
  ].join('\n')
  const html = await markdownToHtml(md, '/devlog/2025/08/15/hello-world/')
  assert.doesNotMatch(html, /javascript:|vbscript:|data:|onclick|onerror/i)
  assert.match(html, /run/)
  assert.match(html, /href="https:\/\/example.com\/"/)
  assert.match(html, /src="\/devlog\/2025\/08\/15\/hello-world\/fig.svg"/)
  assert.match(html, />jsx</)
  // Warnings name the file.
  const warnings: string[] = []
  const plugin = remarkSafeUrls({ warn: (m) => warnings.push(m) })
  plugin({ type: 'root', children: [{ type: 'link', url: 'javascript:x', children: [{ type: 'text', value: 't' }], position: { start: { line: 3 } } }] }, { path: 'content/devlog/x/index.mdx' })
  assert.equal(warnings.length, 1)
  assert.match(warnings[0], /^content\/devlog\/x\/index\.mdx:3:1: /)
})

test('an element that runs or loads code is removed with its content, in the excerpt and in a page body, with a warning at its line', async () => {
  const md = 'Before.\n\n<script>alert(1)</script>\n\n<Style>{"body{display:none}"}</Style> <object data="x.swf"><embed src="y.swf" /></object>\n\nAfter.\n'
  const warnings: string[] = []
  const warn = console.warn
  console.warn = (m: string) => warnings.push(m)
  try {
    const html = await markdownToHtml(md, '/devlog/2025/08/15/hello-world/', 'content/devlog/x/index.mdx')
    assert.doesNotMatch(html, /<script|alert|<style|display:none|<object|<embed/i)
    assert.match(html, /Before\.[\s\S]*After\./)
    const { compileBody } = await import('../../../src/shell/mdxBody/compile')
    const tree = JSON.stringify(await compileBody({ body: md, place: { file: 'content/devlog/x/index.mdx', bodyLine: 6 }, contentFilePath: '/site/content/devlog/x/index.mdx' }))
    assert.doesNotMatch(tree, /script|alert|style|display|object|embed/i)
    assert.match(tree, /After\./)
  } finally {
    console.warn = warn
  }
  assert.ok(warnings.some((w) => /content\/devlog\/x\/index\.mdx:8:1: <script> removed with its content/.test(w)), warnings.join('\n'))
  assert.ok(warnings.some((w) => /<object> removed/.test(w)))
})

test('feeds: refused URLs are left out of the post HTML', () => {
  assert.equal(absoluteLink('javascript:alert(1)', 'https://example.org/p/'), undefined)
  assert.equal(absoluteLink('./a.png', 'https://example.org/p/'), 'https://example.org/p/a.png')
  // A tree as a plugin could have left it, whatever the body compiler refuses: the feed's URL pass still holds.
  const html = postHtml(['#', null, ['a', { href: 'javascript:alert(1)' }, 'x'], ['img', { src: 'data:image/png;base64,AA', alt: 'y' }]], 'https://example.org/p/')
  assert.doesNotMatch(html, /javascript:|data:/)
  assert.match(html, />x</)
})
