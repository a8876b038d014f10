/**
 * The frontmatter tables (src/shell/frontmatterSchema.ts and each kind's table): what an author who writes a key
 * the kind does not take, or a value of the wrong type, reads; `draft`; and the GraphQL type made from the tables.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { allowedKeys, checkFrontmatter, createFrontmatterType, defineFrontmatter, FrontmatterPlaces } from '../../../src/shell/frontmatterSchema'
import { showDrafts } from '../../../src/shell/drafts'
import { POST_FRONTMATTER } from '../../../src/sections/devlog/node/frontmatter'
import { DOC_FRONTMATTER, PAGE_FRONTMATTER } from '../../../src/sections/docs/frontmatter'

/** Checks a file's text as the build does: gray-matter's values, the text for the positions. */
function check(schema: Parameters<typeof checkFrontmatter>[0], file: string, text: string) {
  return checkFrontmatter(schema, matter(text).data, file, text)
}
const messages = (r: { problems: Error[] }) => r.problems.map((p) => p.message)

test('each kind lists the keys it takes, required ones first', () => {
  assert.equal(allowedKeys(POST_FRONTMATTER), 'title, description, authors, tags; optional: draft')
  assert.equal(allowedKeys(DOC_FRONTMATTER), 'title; optional: description, draft')
  assert.equal(allowedKeys(PAGE_FRONTMATTER), 'title; optional: description, draft')
})

test('an unknown key stops with the file, the key at its line and column, and the keys the kind takes', () => {
  const text = '---\ntitle: Intro\ndescription: About.\ncategory: guides\n---\n\n# Intro\n'
  assert.deepEqual(messages(check(DOC_FRONTMATTER, 'content/docs/intro.mdx', text)), [
    'content/docs/intro.mdx:4:1: frontmatter key "category" is not one a docs page takes. A docs page takes: title; optional: description, draft.',
  ])
  // A misspelt key is unknown too (keys are case-sensitive), and the required one it stood for is missing.
  assert.deepEqual(messages(check(PAGE_FRONTMATTER, 'content/pages/about.mdx', '---\nTitle: About\n---\n')), [
    'content/pages/about.mdx:2:1: frontmatter key "Title" is not one a stand-alone page takes. A stand-alone page takes: title; optional: description, draft.',
    'content/pages/about.mdx:1:1: the frontmatter has no "title"; a stand-alone page needs one. A stand-alone page takes: title; optional: description, draft.',
  ])
})

test('a key other generators take says where the site takes it from instead', () => {
  const post = '---\ntitle: T\ndescription: D\nauthors: [a]\ntags: [b]\ndate: 2025-13-45\nslug: other\n---\n'
  assert.deepEqual(messages(check(POST_FRONTMATTER, 'content/devlog/2025-09-01-x/index.mdx', post)), [
    "content/devlog/2025-09-01-x/index.mdx:6:1: frontmatter key \"date\" is not one a devlog post takes: a post's date is the start of its folder's name (YYYY-MM-DD-slug); rename the folder to change it. A devlog post takes: title, description, authors, tags; optional: draft.",
    "content/devlog/2025-09-01-x/index.mdx:7:1: frontmatter key \"slug\" is not one a devlog post takes: a post's slug is the end of its folder's name (YYYY-MM-DD-slug); rename the folder to change it. A devlog post takes: title, description, authors, tags; optional: draft.",
  ])
  assert.match(messages(check(DOC_FRONTMATTER, 'content/docs/a.mdx', '---\ntitle: A\nsidebar_position: 2\n---\n'))[0], /^content\/docs\/a\.mdx:3:1: .*"sidebar_position" .*the docs sidebar is the site config's/)
})

test('a value of the wrong type stops with the key, its value\'s line and column and what it must be', () => {
  const text = ['---', 'title: 2025', 'description: 2025-08-15', 'draft: yes please', '---', ''].join('\n')
  assert.deepEqual(
    messages(check(DOC_FRONTMATTER, 'content/docs/a.mdx', text)).map((m) => m.replace(/ A docs page takes: .*$/, '')),
    [
      'content/docs/a.mdx:2:8: frontmatter "title" must be non-empty text, not a number (2025); quote it to make it text.',
      'content/docs/a.mdx:3:14: frontmatter "description" must be non-empty text, not a date (2025-08-15); quote it to make it text.',
      'content/docs/a.mdx:4:8: frontmatter "draft" must be true or false, not text ("yes please").',
    ],
  )
  assert.match(messages(check(POST_FRONTMATTER, 'p.mdx', '---\ntitle: T\ndescription: D\nauthors:\n  name: Jane\ntags: [b]\n---\n'))[0], /^p\.mdx:5:3: frontmatter "authors" must be a non-empty list of author keys, not a map\./)
  // Every problem of the file at once, each with the keys the kind takes.
  assert.equal(check(DOC_FRONTMATTER, 'a.mdx', text).problems.every((p) => p.message.endsWith('A docs page takes: title; optional: description, draft.')), true)
})

test('checked values are typed and trimmed; a file with no problem is not read for positions', () => {
  const r = checkFrontmatter(POST_FRONTMATTER, { title: ' T ', description: 'D', authors: 'jane', tags: ['a', 'b', 'a'], draft: false }, 'p.mdx', () => {
    throw new Error('read')
  })
  assert.deepEqual(r.problems, [])
  assert.deepEqual(r.values, { title: 'T', description: 'D', authors: ['jane'], tags: ['a', 'b'], draft: false })
})

test('draft: true is a flag every kind takes; drafts are built by gatsby develop only', () => {
  for (const kind of [POST_FRONTMATTER, DOC_FRONTMATTER, PAGE_FRONTMATTER]) assert.equal(kind.fields.draft.type, 'flag')
  assert.equal(check(DOC_FRONTMATTER, 'a.mdx', '---\ntitle: A\ndraft: true\n---\n').values.draft, true)
  assert.equal(showDrafts({ NODE_ENV: 'development' }), true)
  assert.equal(showDrafts({ NODE_ENV: 'production' }), false)
  // Anything but the development server (a script, a test, an unset NODE_ENV) leaves drafts out.
  assert.equal(showDrafts({}), false)
})

test('positions are the file\'s own, with CRLF line ends and list items', () => {
  const places = new FrontmatterPlaces('---\r\ntitle: A\r\ntags:\r\n  - one\r\n  - two\r\n---\r\nBody\r\n')
  assert.deepEqual(places.key('title'), { line: 2, column: 1 })
  assert.deepEqual(places.value('tags', 1), { line: 5, column: 5 })
  assert.deepEqual(places.key('absent'), { line: 1, column: 1 })
})

test('Mdx.frontmatter\'s GraphQL type comes from the tables: every key, typed, nothing inferred', () => {
  const made: Array<{ name: string; fields: Record<string, { type: string; description: string; resolve?: (s: Record<string, unknown>) => unknown }>; extensions: unknown }> = []
  const created: unknown[] = []
  createFrontmatterType(
    { actions: { createTypes: (t: unknown) => created.push(t) } as never, schema: { buildObjectType: (c: (typeof made)[number]) => (made.push(c), c) } as never },
    [POST_FRONTMATTER, DOC_FRONTMATTER, PAGE_FRONTMATTER],
  )
  assert.equal(created.length, 1)
  const type = made[0]
  assert.equal(type.name, 'MdxFrontmatter')
  assert.deepEqual(type.extensions, { infer: false })
  assert.deepEqual(
    Object.fromEntries(Object.entries(type.fields).map(([k, f]) => [k, f.type])),
    { title: 'String', description: 'String', authors: '[String!]', tags: '[String!]', draft: 'Boolean' },
  )
  assert.match(type.fields.title.description, /\(devlog posts, docs pages, stand-alone pages\)$/)
  assert.match(type.fields.authors.description, /\(devlog posts\)$/)
  // One author written as a string reads as a list of one, as the check takes it.
  assert.deepEqual(type.fields.authors.resolve!({ authors: 'jane' }), ['jane'])
  // Two kinds typing one key differently is a mistake in the tables, found when the schema is made.
  const other = defineFrontmatter({ kind: 'stray page', fields: { draft: { type: 'text', required: false, description: 'x' } } })
  assert.throws(() => createFrontmatterType({ actions: { createTypes: () => {} } as never, schema: { buildObjectType: (c: unknown) => c } as never }, [POST_FRONTMATTER, other]), /"draft" is true or false in a devlog post but text in a stray page/)
})

test("docs/authoring.md lists each kind's keys as its table has them", () => {
  const doc = fs.readFileSync(path.resolve(__dirname, '../../../docs/authoring.md'), 'utf8')
  for (const kind of [POST_FRONTMATTER, DOC_FRONTMATTER, PAGE_FRONTMATTER]) {
    const row = doc.split('\n').find((l) => l.startsWith(`| ${kind.kind} |`))
    assert.ok(row, `authoring.md has a row for the ${kind.kind}`)
    const [, , , needs, may] = row.split('|').map((c) => [...c.matchAll(/`(\w+)`/g)].map((m) => m[1]))
    const fields = Object.entries(kind.fields)
    assert.deepEqual(needs, fields.filter(([, f]) => f.required).map(([k]) => k), row)
    assert.deepEqual(may, fields.filter(([, f]) => !f.required).map(([k]) => k), row)
  }
})
