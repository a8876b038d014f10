import { test } from 'node:test'
import assert from 'node:assert/strict'
import { assertUniqueIds, recordsFromHtml, shortNameFromTitle, splitLong, titleRecord } from '../../../src/sections/search/node/records'
import { isProsePage } from '../../../src/sections/search/node/sources'
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

test('a page without built HTML still gets its title record; a bad url is named in the error', () => {
  const r = titleRecord(f.docPage)
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

test('prose pages: posts, docs and site pages, and the README and related pages of the API; not API compound pages', () => {
  const page = (section: string, kind: string) => ({ id: 'x', path: '/x/', title: 'X', section, sectionLabel: section, kind, docsTag: 'default' })
  assert.ok(isProsePage(page('devlog', 'post')))
  assert.ok(isProsePage(page('docs', 'doc')))
  assert.ok(isProsePage(page('pages', 'page')))
  assert.ok(isProsePage(page('api', 'page')))
  assert.ok(!isProsePage(page('api', 'class')))
  assert.ok(!isProsePage(page('api', 'file')))
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
