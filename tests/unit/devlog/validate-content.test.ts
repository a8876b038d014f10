/**
 * The check that runs before Gatsby bootstraps: one message per bad post,
 * each naming the file and what is wrong with it.
 */
import { test, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { validateContent } from '../../../src/sections/devlog/gatsby-node'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'devlog-'))
const saved = process.env.HELIOS_DEVLOG_DIR
process.env.HELIOS_DEVLOG_DIR = dir
after(() => {
  process.env.HELIOS_DEVLOG_DIR = saved
  if (saved === undefined) delete process.env.HELIOS_DEVLOG_DIR
  fs.rmSync(dir, { recursive: true, force: true })
})

function post(folder: string, frontmatter: string, body = 'Text.\n\n{/* truncate */}\n\nMore.\n') {
  fs.mkdirSync(path.join(dir, folder), { recursive: true })
  fs.writeFileSync(path.join(dir, folder, 'index.mdx'), `---\n${frontmatter}\n---\n\n${body}`)
}

fs.writeFileSync(path.join(dir, 'authors.yaml'), 'helios-team:\n  name: The helios team\n')
fs.writeFileSync(path.join(dir, 'tags.yaml'), 'devlog:\n  label: devlog\n  permalink: /devlog\n  description: All.\n')
const fm = (extra = '') => `title: T\ndescription: D\nauthors: [helios-team]\ntags: [devlog]${extra}`
post('2025-08-15-good', fm())
post('2025-08-16-unknown-author', 'title: T\ndescription: D\nauthors: [someone-else]\ntags: [devlog]')
post('2025-08-17-unknown-tag', 'title: T\ndescription: D\nauthors: [helios-team]\ntags: [devlog, vulkan]')
post('2025-08-18-broken-yaml', 'title: T\ndescription: D\nauthors: [helios-team\ntags: [devlog]')
post('not-a-dated-folder', fm())
fs.mkdirSync(path.join(dir, '2025-08-19-empty'))
// The date comes from the folder's name: a date key is an unknown key whose message says so.
post('2025-08-20-dated', `title: T\ndescription: D\nauthors: [helios-team]\ntags: [devlog]\ndate: 2025-13-45`)
// A draft is checked like any post: its element left open stops the build at the file's own line.
post('2025-08-21-draft-open-aside', fm('\ndraft: true'), 'Text.\n\n{/* truncate */}\n\n<aside>\nNot closed.\n')
post('2025-08-22-draft', fm('\ndraft: true'))

test('each bad post is reported once, naming its file and the problem', () => {
  const errors = validateContent()
  const rel = (p: string) => path.relative(process.cwd(), path.join(dir, p))
  assert.equal(errors.length, 7, errors.join('\n'))
  const find = (s: string) => errors.find((e) => e.includes(s))
  assert.match(find('unknown-author') ?? '', new RegExp(`^${rel('2025-08-16-unknown-author/index.mdx')}:4:11: unknown author "someone-else"`))
  assert.equal(
    find('2025-08-20-dated'),
    `${rel('2025-08-20-dated/index.mdx')}:6:1: frontmatter key "date" is not one a devlog post takes: a post's date is the start of its folder's name (YYYY-MM-DD-slug); rename the folder to change it. A devlog post takes: title, description, authors, tags; optional: draft.`,
  )
  // Lines 1-7 the frontmatter (five keys between the --- lines), 8-12 an empty line, Text., an empty line, the
  // marker and an empty line: <aside> is line 13 of the file (line 6 of the text after the frontmatter).
  assert.equal(find('draft-open-aside'), `${rel('2025-08-21-draft-open-aside/index.mdx')}:13:1: does not parse as MDX: Expected a closing tag for \`<aside>\` (13:1-13:8)`)
  assert.match(find('unknown-tag') ?? '', /unknown tag "vulkan"/)
  assert.match(find('broken-yaml') ?? '', /broken-yaml\/index\.mdx:5:\d+: malformed frontmatter: /)
  assert.match(find('not-a-dated-folder') ?? '', /must be named YYYY-MM-DD-slug/)
  assert.match(find('2025-08-19-empty') ?? '', /has no index\.mdx/)
  assert.equal(errors.some((e) => e.includes('2025-08-15-good')), false)
})
