import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { blankFrontmatter, checkMdxSyntax, keepParsedFiles, parseMdx, recallParsedFiles } from '../../../src/shell/mdxSyntax'
import { keptStep } from '../../../src/shell/server/stepCache'
import { parseFrontmatter } from '../../../src/shell/frontmatter'

const root = path.resolve(__dirname, '../../..')

const post = [
  '---',
  'title: A post with a broken tag',
  'description: "Checks: the line of the file"',
  'tags: [devlog]',
  '---',
  '',
  'First paragraph with `code`.',
  '',
  '<span>an element never closed',
  '',
].join('\n')

test('a syntax error names the line and column of the file, frontmatter counted, not of the text after it', () => {
  assert.throws(() => checkMdxSyntax('content/devlog/x/index.mdx', post), (e: Error) => {
    assert.match(e.message, /^content\/devlog\/x\/index\.mdx:9:1: does not parse as MDX: Expected a closing tag for `<span>`/)
    return true
  })
  // What gatsby-plugin-mdx compiles (the text after the frontmatter) puts the same tag five lines earlier.
  assert.throws(() => parseMdx(parseFrontmatter('x.mdx', post).body), /\(4:1-4:7\)/)
})

test('blanking the frontmatter keeps every later line where it was', () => {
  const blanked = blankFrontmatter(post)
  assert.equal(blanked.split('\n').length, post.split('\n').length)
  assert.deepEqual(blanked.split('\n').slice(5), post.split('\n').slice(5))
  assert.equal(blankFrontmatter('No frontmatter\n---\n'), 'No frontmatter\n---\n')
})

test('every MDX file of the site passes the check', () => {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(dir, e.name))
      else if (/\.mdx?$/.test(e.name)) files.push(path.join(dir, e.name))
    }
  }
  walk(path.join(root, 'content'))
  assert.ok(files.length > 15)
  for (const file of files) checkMdxSyntax(path.relative(root, file), fs.readFileSync(file, 'utf8'))
})

test('the same text parsed again is the tree parsed first, frozen, so no reader changes what the next one reads', () => {
  const text = `# Kept\n\nA paragraph written for this test, ${Date.now()}.\n`
  const first = parseMdx(text)
  assert.equal(parseMdx(text), first)
  assert.ok(Object.isFrozen(first) && Object.isFrozen(first.children[0]))
  assert.throws(() => { (first.children as unknown[]).push({ type: 'thematicBreak' }) }, TypeError)
  // Another text is parsed on its own, and a syntax error is thrown every time it is asked for.
  assert.notEqual(parseMdx(`${text}\nMore.\n`), first)
  for (let i = 0; i < 2; i++) assert.throws(() => parseMdx('<span>never closed\n'), /Expected a closing tag/)
})

test('the trees kept are bounded by their texts\' length: past two million characters the least recently read goes', () => {
  const stamp = Date.now()
  const first = `First, ${stamp}.\n`
  const tree = parseMdx(first)
  // Texts of half a million characters each: four of them push the first text out.
  for (let i = 0; i < 4; i++) parseMdx(`${'word '.repeat(100_000)}${i} ${stamp}\n`)
  assert.notEqual(parseMdx(first), tree)
  // A text read lately stays.
  const last = `${'word '.repeat(100_000)}3 ${stamp}\n`
  assert.equal(parseMdx(last), parseMdx(last))
})

test('a run keeps the files that parsed, and the next run still finds the error of a file broken since', async () => {
  const store = new Map<string, unknown>()
  const cache = { get: async (k: string) => store.get(k), set: async (k: string, v: unknown) => store.set(k, v) }
  const good = post.replace('<span>an element never closed', 'A closed <span>element</span>.')
  await recallParsedFiles(cache)
  checkMdxSyntax('a.mdx', good)
  checkMdxSyntax('b.mdx', good)
  assert.throws(() => checkMdxSyntax('c.mdx', post), /c\.mdx:9:1/)
  await keepParsedFiles(cache)
  assert.deepEqual(Object.keys((await keptStep<Record<string, string>>(cache, 'mdx-syntax', null)) ?? {}).sort(), ['a.mdx', 'b.mdx'])

  // The next run: a.mdx unchanged, b.mdx broken since, c.mdx still broken, a.mdx's text copied to a new file.
  await recallParsedFiles(cache)
  checkMdxSyntax('a.mdx', good)
  assert.throws(() => checkMdxSyntax('b.mdx', post), /b\.mdx:9:1/)
  assert.throws(() => checkMdxSyntax('c.mdx', post), /c\.mdx:9:1/)
  checkMdxSyntax('d.mdx', good)
  await keepParsedFiles(cache)
  assert.deepEqual(Object.keys((await keptStep<Record<string, string>>(cache, 'mdx-syntax', null)) ?? {}).sort(), ['a.mdx', 'd.mdx'])
})
