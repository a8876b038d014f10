import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseFrontmatter } from '../../../src/shell/frontmatter'

test('valid frontmatter parses', () => {
  const parsed = parseFrontmatter('content/docs/a.mdx', '---\ntitle: A\ndescription: "x: y"\n---\n# A\n')
  assert.deepEqual(parsed.data, { title: 'A', description: 'x: y' })
  assert.equal(parsed.body.trim(), '# A')
  assert.equal(parsed.hasBlock, true)
})

test('a YAML mistake names the file, the line and the column', () => {
  assert.throws(
    () => parseFrontmatter('content/devlog/2025-08-17-x/index.mdx', '---\ntitle: A\ndescription: The types: vec2 and vec3\n---\n'),
    /^ContentError: content\/devlog\/2025-08-17-x\/index\.mdx:3:\d+: malformed frontmatter: .*Quote values that contain a colon\.$/,
  )
})

test('the docs check at build start names every docs or stand-alone page with bad frontmatter', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-check-'))
  fs.mkdirSync(path.join(root, 'content/docs/guide'), { recursive: true })
  fs.mkdirSync(path.join(root, 'content/pages'), { recursive: true })
  fs.writeFileSync(path.join(root, 'content/docs/index.mdx'), '---\ntitle: Docs\n---\nHi')
  fs.writeFileSync(path.join(root, 'content/docs/guide/bad.mdx'), '---\ntitle: A: B\n---\n')
  fs.writeFileSync(path.join(root, 'content/pages/untitled.md'), '---\ndescription: no title\n---\n')
  const cwd = process.cwd()
  process.chdir(root)
  try {
    const { checkContent } = await import('../../../src/sections/docs/gatsby-node')
    const errors = checkContent()
    assert.equal(errors.length, 2, errors.join('\n'))
    assert.match(errors[0], /^content\/docs\/guide\/bad\.mdx:2:\d+: malformed frontmatter: /)
    assert.match(errors[1], /^content\/pages\/untitled\.md:1:1: the frontmatter has no "title"; a stand-alone page needs one\. A stand-alone page takes: title; optional: description, draft\.$/)
  } finally {
    process.chdir(cwd)
  }
})
