import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { writeXmlFolder } from '../api/helpers'
import { paragraphShare, paragraphRuns, pageWords } from '../../corpora/paragraphShare'
import { parseXml } from '../../../src/sections/api/model/xml'

function publicWith(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'share-public-'))
  for (const [route, body] of Object.entries(pages)) {
    fs.mkdirSync(path.join(dir, route), { recursive: true })
    fs.writeFileSync(path.join(dir, route, 'index.html'), `<html><body><nav>Sidebar words</nav><main><div data-api-page="class">${body}</div></main></body></html>`)
  }
  return dir
}

const CLASS_BODY = `
  <sectiondef kind="public-func">
    <memberdef kind="function" id="classacme_1_1Foo_1a1" prot="public" static="no" const="no" explicit="no" inline="no" virt="non-virtual">
      <type>void</type><definition>void acme::Foo::run</definition><argsstring>()</argsstring><name>run</name><qualifiedname>acme::Foo::run</qualifiedname>
      <briefdescription><para>Runs the <ref refid="classacme_1_1Foo" kindref="compound">Foo</ref> once.</para></briefdescription>
      <detaileddescription><para>Intro words <itemizedlist><listitem><para>first item</para></listitem></itemizedlist> closing words<simplesect kind="note"><para>A note inside.</para></simplesect></para></detaileddescription>
      <inbodydescription></inbodydescription>
      <location file="acme/foo.hpp" line="3"/>
    </memberdef>
  </sectiondef>`

test('a paragraph is compared by its own words, split where nested blocks sit', () => {
  const para = parseXml('<para>Intro <bold>words</bold><ndash/>here <itemizedlist><listitem><para>item</para></listitem></itemizedlist> after<latexonly>\\LaTeX</latexonly> it<formula id="0">$x$</formula>.</para>', 't.xml')
  assert.deepEqual(paragraphRuns(para), [['Intro', 'words', 'here'], ['after'], ['it']])
})

test('page words come from the page content, not the sidebar, with entities decoded', () => {
  const words = pageWords('<html><body><nav>Outside</nav><main><div data-api-page="x"><p>a &amp; b&nbsp;c<script>var hidden</script></p></div></main></body></html>')
  assert.equal(words, ' a b c ')
})

test('every paragraph shown on its page gives 100 %', () => {
  const xml = writeXmlFolder([{ id: 'classacme_1_1Foo', kind: 'class', name: 'acme::Foo', body: CLASS_BODY }])
  const pub = publicWith({ 'docs/helios/classes/acme/foo': '<p>Runs the <a>Foo</a> once.</p><p>Intro words</p><ul><li>first item</li></ul><p>closing   words</p><aside>Note: A note inside.</aside>' })
  const r = paragraphShare({ xmlDir: xml, publicDir: pub })
  assert.equal(r.total, 4)
  assert.equal(r.shown, 4)
  assert.equal(r.share, 100)
  assert.deepEqual(r.missing, [])
})

test('a dropped note and a dropped half of a paragraph are reported with file, entity and text', () => {
  const xml = writeXmlFolder([{ id: 'classacme_1_1Foo', kind: 'class', name: 'acme::Foo', body: CLASS_BODY }])
  const pub = publicWith({ 'docs/helios/classes/acme/foo': '<p>Runs the Foo once.</p><p>Intro words</p><ul><li>first item</li></ul>' })
  const r = paragraphShare({ xmlDir: xml, publicDir: pub })
  assert.equal(r.total, 4)
  assert.equal(r.shown, 2)
  assert.equal(r.share, 50)
  assert.deepEqual(
    r.missing.map((m) => [m.xmlFile, m.entity, m.text, m.page]),
    [
      ['classacme_1_1Foo.xml', 'function acme::Foo::run (classacme_1_1Foo_1a1)', 'Intro words … closing words', '/docs/helios/classes/acme/foo/'],
      ['classacme_1_1Foo.xml', 'function acme::Foo::run (classacme_1_1Foo_1a1)', 'A note inside', '/docs/helios/classes/acme/foo/'],
    ],
  )
})

test('words must appear in order and on the entity\'s own page', () => {
  const xml = writeXmlFolder([
    { id: 'classacme_1_1Foo', kind: 'class', name: 'acme::Foo', body: '<briefdescription><para>Alpha beta gamma.</para></briefdescription>' },
    { id: 'classacme_1_1Bar', kind: 'class', name: 'acme::Bar', body: '<briefdescription><para>Delta epsilon.</para></briefdescription>' },
  ])
  // Foo's words are there but out of order; Bar's text is on Foo's page only, and Bar's page does not exist.
  const pub = publicWith({ 'docs/helios/classes/acme/foo': '<p>gamma beta Alpha. Delta epsilon.</p>' })
  const r = paragraphShare({ xmlDir: xml, publicDir: pub })
  assert.equal(r.total, 2)
  assert.equal(r.shown, 0)
  assert.deepEqual(r.missing.map((m) => m.text).sort(), ['Alpha beta gamma', 'Delta epsilon'])
})
