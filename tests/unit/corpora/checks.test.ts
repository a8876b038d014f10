import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { checkSite, controlCharsIn, degradedLinks, doxygenWarnings, duplicateIdsIn, offersTwin, paragraphShareCell, unsafeUrlsIn } from '../../corpora/checks'

test('duplicate ids are found per page, with their count', () => {
  assert.deepEqual(duplicateIdsIn('<h2 id="a">x</h2><tr id="e-v"></tr><p id="b"></p><span id="e-v"/><!-- id="a" --><script>var s = \'id="a"\'</script>'), [{ id: 'e-v', count: 2 }])
})

test('every URL attribute goes through the sanitiser, entity-encoded and srcset ones too', () => {
  const found = unsafeUrlsIn(
    '<a href="/ok/">a</a><a href="&#106;avascript:alert(1)">b</a><img src="data:image/png;base64,AA"><img srcset="/a.png 1x, javascript:x 2x">' +
      '<form action="vbscript:x"></form><a href="https://example.com/">c</a><meta http-equiv="refresh" content="0; url=javascript:alert(1)">',
  )
  assert.deepEqual(found.map((f) => `${f.tag} ${f.attribute}`), ['a href', 'img src', 'img srcset', 'form action', 'meta content'])
})

test('control characters: raw in any file, escaped in JSON; tab, newline and escaped backslashes are fine', () => {
  assert.equal(controlCharsIn('a\tb\nc\r\n', false), undefined)
  const nul = controlCharsIn('Hello, world \u0000— why', false)
  assert.equal(nul?.char, 'U+0000')
  assert.equal(controlCharsIn('{"a":"x\\u0000y"}', true)?.char, 'U+0000')
  assert.equal(controlCharsIn('{"a":"x\\\\u0000y","b":"\\u000a"}', true), undefined)
})

test('checkSite walks HTML, XML and JSON files of a built site', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-checks-'))
  fs.mkdirSync(path.join(dir, 'p'))
  fs.writeFileSync(path.join(dir, 'p/index.html'), '<a id="x" href="javascript:x">x</a><b id="x">')
  fs.writeFileSync(path.join(dir, 'rss.xml'), '<rss>\u0001</rss>')
  fs.writeFileSync(path.join(dir, 'page-data.json'), '{"t":"ok"}')
  const r = checkSite(dir)
  assert.equal(r.htmlFiles, 1)
  assert.deepEqual(r.duplicateIds, [{ file: 'p/index.html', id: 'x', count: 2 }])
  assert.equal(r.unsafeUrls.length, 1)
  assert.deepEqual(r.controlChars.map((c) => c.file), ['rss.xml'])
})

test('a page that offers "Copy page as Markdown" without an index.md beside it, or without the head link the button reads, is found', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-twins-'))
  const button = '<button type="button" data-copy-page-markdown="">Copy page as Markdown</button>'
  const head = (route: string) => `<head><link rel="alternate" type="text/markdown" href="/${route}/index.md"/></head>`
  for (const p of ['with', 'without', 'unlinked', 'plain']) fs.mkdirSync(path.join(dir, p))
  fs.writeFileSync(path.join(dir, 'with/index.html'), head('with') + button)
  fs.writeFileSync(path.join(dir, 'with/index.md'), '# With\n')
  fs.writeFileSync(path.join(dir, 'without/index.html'), head('without') + button)
  fs.writeFileSync(path.join(dir, 'unlinked/index.html'), button)
  fs.writeFileSync(path.join(dir, 'unlinked/index.md'), '# Unlinked\n')
  fs.writeFileSync(path.join(dir, 'plain/index.html'), '<p>Copy page as Markdown is only named here.</p>')
  assert.equal(offersTwin(button), true)
  assert.equal(offersTwin('<p data-copy-page="">x</p>'), false)
  assert.deepEqual(checkSite(dir).missingTwins.sort(), ['unlinked/index.html', 'without/index.html'])
})

test('degraded links are read per reason from the line the build logs at sourcing, ANSI colours and all', () => {
  const line = (counts: string) => `\u001b[2Kinfo [doxygen] inheritance diagrams: 3 of 4 classes; links degraded to the nearest page that exists: ${counts}; source links: off\n`
  assert.equal(degradedLinks(`success x\n${line("12 × line not in the file page's listing, 1 × file not in the XML")}done`), "13 (12 line not in the file page's listing, 1 file not in the XML)")
  assert.equal(degradedLinks(line('none')), '0')
  // Wrapped at 80 columns, as Gatsby writes it to a file.
  assert.equal(degradedLinks("info [doxygen] inheritance diagrams: 11 of 11 classes with a base or a derived\nclass; links degraded to the nearest page that exists: 2 × line not in the\nfile page's listing; source links: off\n"), "2 (2 line not in the file page's listing)")
  // A build whose log carries no count is not read as clean.
  assert.equal(degradedLinks('success onPostBuild - 1.0s\n'), '?')
})

test('degraded links are read for the version asked: a release by its name, the current version by the line without one', () => {
  const log =
    "info [doxygen] bullet: inheritance diagrams: 1 of 1 classes; links degraded to the nearest page that exists: 7 × file page without a listing; source links: off\n" +
    "info [doxygen] inheritance diagrams: 2 of 2 classes; links degraded to the nearest page that exists: none; source links: off\n"
  assert.equal(degradedLinks(log), '0')
  assert.equal(degradedLinks(log, 'bullet'), '7 (7 file page without a listing)')
  assert.equal(degradedLinks(log, 'glfw'), '?')
})

test("the sweep counts the build's warnings about the XML, not its info lines with the same tag", () => {
  const log = [
    '\u001b[33mwarn\u001b[39m [doxygen] classFoo.xml: a ref to nothing (classBar)',
    'info [doxygen] inheritance diagrams: 3 of 4 classes',
    'warn [doxygen] index.xml does not list 2 XML file(s) of the folder',
    'warn [devlog] content/devlog/a.mdx: no date',
    'success onPostBuild - 1.0s',
  ].join('\n')
  assert.equal(doxygenWarnings(log), 2)
  assert.equal(doxygenWarnings('info [doxygen] reading xml/\n'), 0)
})

test("a library whose XML has no paragraph shows that in the paragraph share's cell, never a share of 0 of 0", () => {
  assert.equal(paragraphShareCell({ share: 100, shown: 0, total: 0 }), 'nothing to check (no paragraph in the XML)')
  assert.equal(paragraphShareCell({ share: 99.5, shown: 199, total: 200 }), '99.50 % (199/200)')
})
