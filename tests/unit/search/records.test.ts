import { test } from 'node:test'
import assert from 'node:assert/strict'
import { assertUniqueIds, recordsFromText, shortNameFromTitle, splitLong } from '../../../src/sections/search/node/records'
import { recordsFromHtml } from '../../support/htmlText'
import { compileBody } from '../../../src/shell/mdxBody/compile'
import { bodyText } from '../../../src/shell/mdxBody/text'
import { compoundSearchText } from '../../../src/sections/api/node/searchText'
import { convertDescription, type DocContext } from '../../../src/sections/api/model/doc'
import { parseXml } from '../../../src/sections/api/model/xml'
import { tokenize, queryTerms } from '../../../src/sections/search/client/tokenize'
import * as f from './fixtures'

test('a page is split by heading: one record per heading and per paragraph, with the section anchor', () => {
  const recs = recordsFromHtml(f.classPage, f.classHtml)
  assert.deepEqual(
    recs.map((r) => [r.type, r.url]),
    [
      ['lvl1', '/docs/helios/classes/helios/math/vec3/'],
      ['content', '/docs/helios/classes/helios/math/vec3/'],
      ['lvl2', '/docs/helios/classes/helios/math/vec3/#public-functions'],
      ['lvl3', '/docs/helios/classes/helios/math/vec3/#normalize'],
      ['content', '/docs/helios/classes/helios/math/vec3/#normalize'],
      ['lvl3', '/docs/helios/classes/helios/math/vec3/#dot'],
      ['content', '/docs/helios/classes/helios/math/vec3/#dot'],
    ],
  )
  const normalize = recs[4]!
  assert.equal(normalize.content, 'Returns the vector scaled to unit length & keeps its direction.')
  assert.deepEqual(normalize.hierarchy, {
    lvl0: 'API reference', lvl1: 'helios::math::vec3 Class Reference', lvl2: 'Public functions', lvl3: 'normalize()', lvl4: null, lvl5: null, lvl6: null,
  })
  // A deeper heading is cleared when a sibling starts.
  assert.equal(recs[5]!.hierarchy.lvl3, 'dot()')
  assert.equal(recs[0]!.name, 'vec3', 'the class page is named by its short name')
  for (const r of recs) {
    assert.equal(r.language, 'en')
    assert.equal(r.docs_tag, 'docs-default-current')
  }
})

test('navbar, table of contents, footer and scripts are not indexed', () => {
  const all = [...recordsFromHtml(f.classPage, f.classHtml), ...recordsFromHtml(f.postPage, f.postHtml)]
  const text = all.map((r) => `${r.content ?? ''} ${Object.values(r.hierarchy).join(' ')}`).join(' ')
  assert.doesNotMatch(text, /Copyright/)
  assert.doesNotMatch(text, /Search/)
  assert.doesNotMatch(text, /alert\(1\)<\/script>|<script>/)
})

test('record content is plain text: markup in the page stays text, entities are decoded once', () => {
  const recs = recordsFromHtml(f.postPage, f.postHtml)
  const why = recs.find((r) => r.content?.startsWith('Because'))!
  assert.equal(why.content, 'Because writing one teaches how the pieces fit: <img src=x onerror=alert(1)> stays text.')
  const code = recs.find((r) => r.content?.includes('main()'))!
  assert.equal(code.content, 'int main() { return 0; }')
})

test('objectIDs are stable across builds and unique', () => {
  const a = recordsFromHtml(f.classPage, f.classHtml)
  const b = recordsFromHtml(f.classPage, f.classHtml)
  assert.deepEqual(a.map((r) => r.objectID), b.map((r) => r.objectID))
  // Editing a paragraph's words keeps its id (ids follow position, not text).
  const edited = recordsFromHtml(f.classPage, f.classHtml.replace('unit length', 'length one'))
  assert.deepEqual(edited.map((r) => r.objectID), a.map((r) => r.objectID))
  assert.doesNotThrow(() => assertUniqueIds([...a, ...recordsFromHtml(f.postPage, f.postHtml)]))
  assert.throws(() => assertUniqueIds([...a, a[0]!]), /duplicate objectID .* \/docs\/helios\/classes\/helios\/math\/vec3\//)
})

test('long paragraphs are split at word boundaries', () => {
  const long = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ')
  const pieces = splitLong(long, 100)
  assert.ok(pieces.length > 10)
  for (const p of pieces) assert.ok(p.length <= 100)
  assert.equal(pieces.join(' '), long)
})

test('a page with no text still gets its title record; a bad url is named in the error', () => {
  const [r, ...rest] = recordsFromText(f.docPage, [])
  assert.equal(rest.length, 0)
  assert.equal(r.type, 'lvl1')
  assert.equal(r.url, '/docs/introduction/')
  assert.throws(() => recordsFromHtml({ ...f.docPage, url: 'docs/x' }, '<p>x</p>'), /docs\/x/)
})

test('API page short names', () => {
  assert.equal(shortNameFromTitle('helios::math::vec3 Class Reference', 'class'), 'vec3')
  assert.equal(shortNameFromTitle('helios::scene::SceneNode', 'class'), 'SceneNode')
  assert.equal(shortNameFromTitle('helios::math::TransformData Struct Reference', 'struct'), 'TransformData')
  assert.equal(shortNameFromTitle('include/helios/math/vec3.ixx File Reference', 'file'), 'vec3.ixx')
  assert.equal(shortNameFromTitle('Hello, World', 'post'), 'Hello, World')
})

test("an MDX page's text comes from its body tree: headings with the ids the page gives them, each block's words", async () => {
  const tree = await compileBody({
    body: '## Frame graph\n\nThe *renderer* builds a [graph](/docs/) each frame.\n\n- one pass\n- two passes\n\n### Passes\n\n<Admonition type="tip">Name every pass.</Admonition>\n\n```cpp\nauto g = FrameGraph{};\n```\n\n| a | b |\n|---|---|\n| x | y |\n\n$E = mc^2$\n',
    place: { file: 'content/docs/x.mdx', bodyLine: 4 },
    contentFilePath: '/site/content/docs/x.mdx',
  })
  const text = bodyText(tree)
  assert.deepEqual(text.slice(0, 5), [
    { heading: 2, text: 'Frame graph', anchor: 'frame-graph' },
    { heading: null, text: 'The renderer builds a graph each frame.', anchor: null },
    { heading: null, text: 'one pass', anchor: null },
    { heading: null, text: 'two passes', anchor: null },
    { heading: 3, text: 'Passes', anchor: 'passes' },
  ])
  const words = text.map((b) => b.text)
  assert.ok(words.includes('Name every pass.'), 'an admonition is searched')
  assert.ok(words.includes('auto g = FrameGraph{};'), 'a code block is one block')
  assert.ok(words.includes('x') && words.includes('y'), 'each table cell is a block')
  assert.ok(!words.some((w) => /katex|\\/.test(w)), `math is read as its words, not its markup: ${JSON.stringify(words)}`)
  const records = recordsFromText({ url: '/docs/x/', section: 'Docs', kind: 'doc', title: 'X', docsTag: 'docs' }, text)
  assert.equal(records.find((r) => r.content === 'Name every pass.')?.url, '/docs/x/#passes')
})

test("a doxygen page is searched by its description's text; other compounds through their symbols", () => {
  const ctx: DocContext = { file: 'page.xml', ownerId: 'p', compoundId: 'p', anchors: new Map(), xrefs: [], warn: () => {} }
  const xml = parseXml('<detaileddescription><para>Intro to the <bold>loop</bold>.</para><sect1 id="p_1steps"><title>Steps</title><para>First update, then draw.</para><para><itemizedlist><listitem><para>input</para></listitem></itemizedlist></para></sect1></detaileddescription>', 'page.xml')
  const detailed = convertDescription(xml, ctx)
  const page = compoundSearchText({ kind: 'page', brief: [], detailed })
  assert.ok(page)
  assert.equal(page[0]!.text, 'Intro to the loop.')
  const steps = page.find((b) => b.heading !== null)
  assert.equal(steps?.heading, 2)
  assert.equal(steps?.text, 'Steps')
  assert.ok(steps?.anchor, 'the section keeps the id its page gives it')
  assert.ok(page.some((b) => b.text === 'input'))
  assert.equal(compoundSearchText({ kind: 'class', brief: [], detailed }), null)
})

test('tokens: C++ names are found whole and by their parts', () => {
  const terms = tokenize('helios::event::EventQueue push_back()').map((t) => t.term)
  for (const t of ['helios', 'event', 'eventqueue', 'queue', 'push_back', 'push', 'back']) assert.ok(terms.includes(t), t)
  assert.deepEqual(queryTerms('  Vec3 Normalize '), ['vec3', 'normalize'])
})

test('heading self-links and badges are not part of the heading text', () => {
  const html = `<main><h1>helios::event::EventManager</h1>
    <h3 id="queue"><a href="#queue" class="api-module--selfLink--1" aria-label="Link to queue_">#</a><span>queue_</span><span class="api-module--badges--2"><span class="api-module--badge--3">variable</span><span class="api-module--badge--3">private</span></span></h3>
    <p>The pending events.</p></main>`
  const recs = recordsFromHtml({ url: '/docs/helios/classes/helios/event/eventmanager/', section: 'API reference', kind: 'class', title: 'EventManager', docsTag: 'docs-default-current' }, html)
  assert.equal(recs[1]!.hierarchy.lvl3, 'queue_')
  assert.equal(recs[1]!.name, 'queue_')
  assert.equal(recs[1]!.url, '/docs/helios/classes/helios/event/eventmanager/#queue')
})
