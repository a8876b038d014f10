import { test } from 'node:test'
import assert from 'node:assert/strict'
import { checkFrontmatter } from '../../../plugins/gatsby-plugin-content-guard/frontmatter'

test('valid frontmatter parses', () => {
  assert.deepEqual(checkFrontmatter('content/docs/a.mdx', '---\ntitle: A\ndescription: "x: y"\n---\n# A\n'), { title: 'A', description: 'x: y' })
})

test('a YAML mistake names the file and the line', () => {
  assert.throws(
    () => checkFrontmatter('content/devlog/2025-08-17-x/index.mdx', '---\ntitle: A\ndescription: The types: vec2 and vec3\n---\n'),
    /Malformed frontmatter in content\/devlog\/2025-08-17-x\/index\.mdx \(line 3, column \d+\)/,
  )
})
