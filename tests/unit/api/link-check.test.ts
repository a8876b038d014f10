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

test('a page that marks no region is read the same: ids and links of every tag however written, in comments, scripts and attribute values none', () => {
  const html =
    '<!-- <a href="/comment/">c</a> --><script>document.write(\'<a href="/script/" id="s">\')</script>' +
    '<nav class="n" ID="one"><A\nHREF=\'/x/\'>x</A><span class="hidden" data-id="no"></span><a/href=/w/>w</a><p title="href=/fake/ id=fake">t</p>' +
    '<a class="c" href="/a/?q=1&amp;r=2" name="anchor">q</a><img src="/i.png" id="pic"/><h2 id="caf&eacute;&#233;">h</h2></nav>'
  const s = scanHtml(html)
  assert.deepEqual([...s.ids], ['one', 'anchor', 'pic', 'caf&eacute;é'])
  assert.deepEqual(s.links, [
    { href: '/x/', warnOnly: false },
    { href: '/w/', warnOnly: false },
    { href: '/a/?q=1&r=2', warnOnly: false },
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

test('a check given the last one\'s state scans only the changed pages, and still finds what a change broke on a page it did not scan', async () => {
  const dir = site({
    'index.html': '<a href="/a/#m">to m</a><a href="/b/">to b</a><a href="/logo.png">logo</a>',
    'a/index.html': '<h3 id="m">m</h3><h3 id="n">n</h3><a href="/">home</a>',
    'b/index.html': '<p>b</p><a href="/a/#n">to n</a><div data-link-check="warn"><a href="/later/">later</a></div>',
    'logo.png': 'png',
  })
  const write = (p: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, p)), { recursive: true })
    fs.writeFileSync(path.join(dir, p), html)
  }
  const first = await checkLinks(dir, undefined, 'code-1')
  assert.deepEqual([first.scanned, first.checkedLinks, first.errors.length, first.warnings.length], [3, 6, 0, 1])
  // Nothing changed: only the page with a warning is scanned again, and its warning is still given.
  const same = await checkLinks(dir, first.state, 'code-1')
  assert.deepEqual([same.scanned, same.checkedLinks, same.errors, same.warnings.map((w) => w.href)], [1, 6, [], ['/later/']])
  // The page a warning linked to appears: the warning goes.
  write('later/index.html', '<p>later</p>')
  const appeared = await checkLinks(dir, same.state, 'code-1')
  assert.deepEqual([appeared.pages, appeared.warnings], [4, []])
  // One page's text changes, its ids kept: only it is scanned.
  write('a/index.html', '<h3 id="m">m</h3><h3 id="n">n</h3><p>new text</p><a href="/">home</a>')
  const edited = await checkLinks(dir, appeared.state, 'code-1')
  assert.deepEqual([edited.scanned, edited.checkedLinks, edited.errors], [1, 6, []])
  // It loses an id that an unchanged page links to: the link on the unscanned page is found broken.
  write('a/index.html', '<h3 id="m">m</h3><a href="/">home</a>')
  const lost = await checkLinks(dir, edited.state, 'code-1')
  assert.deepEqual(lost.errors.map((e) => `${e.page} ${e.href}`), ['/b/ /a/#n'])
  write('a/index.html', '<h3 id="m">m</h3><h3 id="n">n</h3><a href="/">home</a>')
  const restored = await checkLinks(dir, lost.state, 'code-1')
  assert.deepEqual(restored.errors, [])
  // A page or a file an unchanged page links to goes away: found.
  fs.rmSync(path.join(dir, 'logo.png'))
  const noLogo = await checkLinks(dir, restored.state, 'code-1')
  assert.deepEqual(noLogo.errors.map((e) => `${e.page} ${e.href}`), ['/ /logo.png'])
  fs.writeFileSync(path.join(dir, 'logo.png'), 'png')
  const withLogo = await checkLinks(dir, noLogo.state, 'code-1')
  fs.rmSync(path.join(dir, 'b'), { recursive: true })
  const noB = await checkLinks(dir, withLogo.state, 'code-1')
  assert.deepEqual(noB.errors.map((e) => `${e.page} ${e.href}`), ['/ /b/'])
  // Other rules (the site's code changed): every page is scanned.
  const otherCode = await checkLinks(dir, noB.state, 'code-2')
  assert.equal(otherCode.scanned, otherCode.pages)
})

test('the build\'s check leaves a page of generated links unread, reads its ids only for a link into it, and still reads a page with a hand-written region', async () => {
  const generated = (body: string) => `<nav><a href="/">home</a></nav><div data-api-page="class" data-link-check="generated">${body}</div>`
  const dir = site({
    'index.html': '<a href="/api/a/#m">ok</a><a href="/api/a/#gone">bad anchor</a><a href="/api/b/">ok page</a>',
    'api/a/index.html': generated('<h2 id="m">m</h2><a href="/nowhere/">never read</a>'),
    'api/b/index.html': generated('<a href="/nowhere-either/">never read</a>'),
    'api/c/index.html': generated('<p data-link-check="warn"><a href="/from-a-comment/">c</a></p><a href="/api/a/#m">ok</a>'),
  })
  const build = await checkLinks(dir, undefined, 'code-1', { skipGenerated: true })
  assert.deepEqual([build.pages, build.scanned, build.generatedPages], [4, 2, 2])
  assert.deepEqual(build.errors.map((e) => `${e.page} ${e.href}`), ['/ /api/a/#gone'])
  assert.deepEqual(build.warnings.map((e) => `${e.page} ${e.href}`), ['/api/c/ /from-a-comment/'])
  // A whole check reads every page, generated or not.
  const whole = await checkLinks(dir)
  assert.deepEqual(whole.errors.map((e) => `${e.page} ${e.href}`).sort(), ['/ /api/a/#gone', '/api/a/ /nowhere/', '/api/b/ /nowhere-either/'])
  assert.equal(whole.generatedPages, 0)
})

test('a generated page that loses an id an unchanged page links to is found on the next check, and the whole check does not trust the build\'s state', async () => {
  const generated = (body: string) => `<div data-link-check="generated">${body}</div>`
  const dir = site({
    'index.html': '<a href="/api/a/#m">to m</a>',
    'api/a/index.html': generated('<h2 id="m">m</h2>'),
    'api/b/index.html': generated('<h2 id="n">n</h2>'),
  })
  const write = (p: string, html: string) => fs.writeFileSync(path.join(dir, p), html)
  const skip = { skipGenerated: true }
  const first = await checkLinks(dir, undefined, 'code-1', skip)
  assert.deepEqual(first.errors, [])
  // b changes and nothing linked into it: it is not read. a changes and keeps m: read for its ids only.
  write('api/b/index.html', generated('<h2 id="o">o</h2>'))
  write('api/a/index.html', generated('<h2 id="m">m</h2><p>more</p>'))
  const kept = await checkLinks(dir, first.state, 'code-1', skip)
  assert.deepEqual([kept.scanned, kept.errors], [0, []])
  write('api/a/index.html', generated('<h2 id="k">k</h2>'))
  const lost = await checkLinks(dir, kept.state, 'code-1', skip)
  assert.deepEqual(lost.errors.map((e) => `${e.page} ${e.href}`), ['/ /api/a/#m'])
  // The generated pages' own links were never read: a whole check given this state reads every page.
  write('api/b/index.html', generated('<a href="/gone/">gone</a>'))
  const whole = await checkLinks(dir, lost.state, 'code-1')
  assert.equal(whole.scanned, whole.pages)
  assert.deepEqual(whole.errors.map((e) => e.href).sort(), ['/api/a/#m', '/gone/'])
})
