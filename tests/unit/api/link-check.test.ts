import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { checkLinks, scanHtml } from '../../../src/sections/api/node/link-check'

function site(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linkcheck-'))
  for (const [p, html] of Object.entries(pages)) {
    const file = path.join(dir, p)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, html)
  }
  return dir
}

test('scanHtml finds ids and links, and marks links inside data-link-check="warn" content', () => {
  const s = scanHtml('<div id="a"><a href="/x/">x</a><div data-link-check="warn"><p><a href="/y/">y</a><br></p></div><a name="n" href="#a">z</a></div>')
  assert.deepEqual([...s.ids].sort(), ['a', 'n'])
  assert.deepEqual(s.links, [
    { href: '/x/', warnOnly: false },
    { href: '/y/', warnOnly: true },
    { href: '#a', warnOnly: false },
  ])
})

test('scanHtml reads ids and links however their attributes are written: any case, after a newline, a tab or a slash, among others', () => {
  const s = scanHtml('<div class="sidebar"\tID="one"><A\nHREF=\'/x/\'>x</A><span class="hidden" data-id="no"></span><a/href=/w/>w</a><p title="href=/fake/">t</p><a class="c" data-link-check="warn" href="/y/">y</a></div>')
  assert.deepEqual([...s.ids], ['one'])
  assert.deepEqual(s.links, [
    { href: '/x/', warnOnly: false },
    { href: '/w/', warnOnly: false },
    { href: '/y/', warnOnly: true },
  ])
})

test('broken pages and anchors are errors; hand-written content only warns; files and external links pass', () => {
  const dir = site({
    'index.html': '<a href="/a/">ok</a><a href="/a/#m">ok anchor</a><a href="/a/#gone">bad anchor</a><a href="/nope/">bad page</a><a href="https://example.com/">ext</a><a href="/feed.xml">file</a><a href="#top">top</a><main data-link-check="warn"><a href="/missing/">md</a></main>',
    'a/index.html': '<h3 id="m">m</h3><a href="../">up</a><a href="./#m">self</a>',
    'feed.xml': '<rss/>',
  })
  return checkLinks(dir).then((r) => {
    assert.equal(r.pages, 2)
    assert.deepEqual(r.errors.map((e) => e.href).sort(), ['/a/#gone', '/nope/'])
    assert.deepEqual(r.warnings.map((e) => e.href), ['/missing/'])
  })
})

test('links are resolved like a browser would (relative, dot segments, escapes) and problems come in page and link order', async () => {
  const dir = site({
    'index.html': '<a href="/b/#x">1</a><a href="/a/./b/../#m">ok</a><a href="/a/%2E%2E/a/#m">ok</a><a href="/a/%6d/">bad</a><a href="/%zz/">bad escape</a><a href="/b/#x">2</a>',
    'a/index.html': '<h3 id="m">m</h3><a href="../b/#x">3</a><a href="m">4</a><a href="/a#m">ok</a><a href="/a/#%6D">ok</a>',
    'b/index.html': '<p id="y">b</p><a href="/b/#y">ok</a>',
  })
  const r = await checkLinks(dir)
  assert.equal(r.checkedLinks, 11)
  assert.deepEqual(
    r.errors.map((e) => `${e.page} ${e.href}`),
    // Pages in the order the folder walk meets them (a/ before index.html), links in page order.
    ['/a/ ../b/#x', '/a/ m', '/ /b/#x', '/ /a/%6d/', '/ /%zz/', '/ /b/#x'],
  )
  assert.match(r.errors[0].reason, /no element with id "x" on \/b\//)
  assert.match(r.errors[1].reason, /no page at \/a\/m/)
  assert.match(r.errors[4].reason, /not a valid URL/)
})
