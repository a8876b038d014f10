/**
 * The real posts in content/devlog go through the same loader functions the
 * build uses, so a writer's mistake (folder name, frontmatter, unknown key,
 * missing truncation marker) shows up here with the post's name.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { parseAuthors, parseFrontmatterBlock, parsePostFolder, parseTags, splitExcerpt, validateFrontmatter } from '../../../src/sections/devlog/node/loader'

const dir = path.join(process.cwd(), 'content', 'devlog')
const folders = fs
  .readdirSync(dir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort()

/** The devlog's posts as DESIGN.md lists them (date-slug). */
const PLANNED = [
  '2025-08-15-hello-world',
  '2025-08-16-lost-in-translation',
  '2025-08-17-helios-engine-foundation',
  '2025-08-23-cmake-has-entered-the-chat',
  '2025-08-26-model-matrix-transformations',
  '2025-08-31-establishing-the-transformation-library',
  '2025-09-02-model-matrix-rotations',
  '2025-09-05-inbefore-clipspace',
  '2025-09-07-layer-abstraction-has-begun',
  '2025-09-13-the-great-modular-restructuring',
  '2025-09-14-updates-to-main',
  '2025-09-17-orthographic-and-perspective-projection',
  '2025-09-22-from-eventqueue-to-app-controller',
  '2025-09-28-onwards-to-the-rendering-model',
  '2025-10-19-just-make-it-exist-first',
]

const known = {
  authors: new Set(parseAuthors(fs.readFileSync(path.join(dir, 'authors.yaml'), 'utf8'), 'authors.yaml').map((a) => a.key)),
  tags: new Set(parseTags(fs.readFileSync(path.join(dir, 'tags.yaml'), 'utf8'), 'tags.yaml').map((t) => t.key)),
}

test('every post folder is one of the planned posts, with its planned date', () => {
  assert.ok(folders.length > 0, 'content/devlog has posts')
  for (const f of folders) assert.ok(PLANNED.includes(f), `content/devlog/${f} is not in the devlog's plan`)
})

for (const folder of folders) {
  test(`content/devlog/${folder} loads`, () => {
    const file = path.join('content', 'devlog', folder, 'index.mdx')
    assert.ok(fs.existsSync(file), `${file} exists`)
    parsePostFolder(folder, file)
    const text = fs.readFileSync(path.join(process.cwd(), file), 'utf8')
    const { frontmatter, body } = parseFrontmatterBlock(text, file)
    const { frontmatter: fm, problems } = validateFrontmatter(frontmatter, file, known, text)
    assert.deepEqual(problems.map((p) => p.message), [])
    assert.equal(fm!.draft, false, `${file} is published`)
    assert.deepEqual([...fm!.tags].sort(), ['devlog', 'helios'], `${file}: every post carries the tags devlog and helios`)
    const excerpt = splitExcerpt(body)
    assert.ok(excerpt.hasMarker, `${file} has a {/* truncate */} marker`)
    assert.ok(excerpt.truncated && excerpt.markdown.length > 0, `${file} has text before and after the marker`)
  })
}
