/**
 * Every stage that reads an MDX body names a syntax error as the author sees it: the file's path from the site
 * root, and the file's own line and column, frontmatter counted (src/shell/contentPlace.ts). A scratch site holds
 * a post whose frontmatter takes 11 lines and whose `<aside>` is left open on line 17; each stage is run on it as
 * the build runs it, and each must print the same place.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const repo = path.resolve(__dirname, '../../..')
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-positions-'))
const POST = 'content/devlog/2025-01-02-scratch/index.mdx'
const DOC = 'content/docs/broken.mdx'

const post = [
  '---', // 1
  'title: A scratch post',
  'description: >-',
  '  A description folded over',
  '  three lines of the',
  '  frontmatter.',
  'authors:',
  '  - helios-team',
  'tags:',
  '  - devlog', // 10
  '---', // 11
  '',
  'The opening paragraph.',
  '',
  '{/* truncate */}',
  '',
  '<aside>', // 17
  'An aside never closed.',
  '',
  // A C++ block, so that the code links step parses the body (it skips a body without a fence).
  '```cpp',
  'int x = 1;',
  '```',
  '',
].join('\n')
const OPEN_ASIDE = `${POST}:17:1: does not parse as MDX: Expected a closing tag for \`<aside>\` (17:1-17:8)`

let cwd: string
let savedDevlogDir: string | undefined
before(() => {
  fs.mkdirSync(path.join(root, 'content/devlog/2025-01-02-scratch'), { recursive: true })
  fs.mkdirSync(path.join(root, 'content/docs'), { recursive: true })
  fs.writeFileSync(path.join(root, 'content/devlog/authors.yaml'), 'helios-team:\n  name: The helios team\n')
  fs.writeFileSync(path.join(root, 'content/devlog/tags.yaml'), 'devlog:\n  label: devlog\n  permalink: /devlog\n  description: All.\n')
  fs.writeFileSync(path.join(root, POST), post)
  fs.writeFileSync(path.join(root, DOC), '---\ntitle: Broken\ndescription: A docs page.\n---\n\n# Broken\n\n<aside>\nOpen.\n')
  // The scratch root is the site root: the stages resolve the site's packages from it, as from the repository.
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'))
  fs.copyFileSync(path.join(repo, 'package.json'), path.join(root, 'package.json'))
  cwd = process.cwd()
  savedDevlogDir = process.env.HELIOS_DEVLOG_DIR
  delete process.env.HELIOS_DEVLOG_DIR
  process.chdir(root)
})
after(() => {
  process.chdir(cwd)
  if (savedDevlogDir !== undefined) process.env.HELIOS_DEVLOG_DIR = savedDevlogDir
  fs.rmSync(root, { recursive: true, force: true })
})

/** The body gatsby-plugin-mdx gives every later stage (the Mdx node's `body`). */
async function bodyOf(file: string): Promise<string> {
  const { parseFrontmatter } = await import('../../../src/shell/frontmatter')
  return parseFrontmatter(file, fs.readFileSync(path.join(root, file), 'utf8')).body
}
const messageOf = async (run: () => unknown): Promise<string> => {
  try {
    await run()
  } catch (e) {
    return (e as Error).message
  }
  return 'no error'
}

test('onPreBootstrap: the devlog and docs checks name the file\'s line, not the body\'s', async () => {
  const devlog = await import('../../../src/sections/devlog/gatsby-node')
  assert.deepEqual(devlog.validateContent(), [OPEN_ASIDE])
  const docs = await import('../../../src/sections/docs/gatsby-node')
  assert.deepEqual(docs.checkContent(), [`${DOC}:8:1: does not parse as MDX: Expected a closing tag for \`<aside>\` (8:1-8:8)`])
})

test('createPages: the code links step (once "[code links] … (6:1-6:8)") and the prose links step', async () => {
  const body = await bodyOf(POST)
  const { codePagesOf } = await import('../../../src/sections/api/node/codeLinks/build')
  assert.equal(await messageOf(() => codePagesOf([{ sourcePath: POST, title: 'A scratch post', date: '2025-01-02', body }], [], root)), OPEN_ASIDE)
  const { resolveProse } = await import('../../../src/sections/api/node/prose-build')
  const page = { path: '/devlog/2025/01/02/scratch/', title: 'A scratch post', section: 'Devlog', date: '2025-01-02', sourcePath: POST, body }
  assert.equal(await messageOf(() => resolveProse([page], { version: 1, symbols: [] }, [])), OPEN_ASIDE)
})

test('the Markdown twin and the body\'s compile into page data', async () => {
  const body = await bodyOf(POST)
  const { mdxToMdast } = await import('../../../src/shell/markdownTwin')
  // The twin's resolver hands in the Mdx node's contentFilePath, an absolute path.
  assert.equal(await messageOf(() => mdxToMdast(body, '/devlog/2025/01/02/scratch/', path.join(root, POST))), OPEN_ASIDE)
  const { compileBody } = await import('../../../src/shell/mdxBody/compile')
  const { bodyPlace } = await import('../../../src/shell/contentPlace')
  assert.equal(await messageOf(() => compileBody({ body, place: bodyPlace(path.join(root, POST), body), contentFilePath: path.join(root, POST) })), OPEN_ASIDE)
})

test('a text the file no longer ends with (edited since its node was made) says the line is the body\'s', async () => {
  const { parseMdxBody } = await import('../../../src/shell/mdxSyntax')
  assert.equal(
    await messageOf(() => parseMdxBody('Changed.\n\n<aside>\n', POST)),
    `${POST}: does not parse as MDX (at 3:1 of the text after the frontmatter): Expected a closing tag for \`<aside>\` (3:1-3:8)`,
  )
})

test('onCreateNode: an excerpt that parses only with the rest of the post names the file\'s line', async () => {
  const { splitExcerpt } = await import('../../../src/sections/devlog/node/loader')
  const { excerptToHtml } = await import('../../../src/sections/devlog/node/render')
  const { bodyPlace } = await import('../../../src/shell/contentPlace')
  // <details> opens before the marker and closes after it: the whole post parses, its excerpt alone does not.
  const text = ['---', 'title: T', 'description: D', 'authors: [helios-team]', 'tags: [devlog]', '---', '', 'Opening.', '', '<details>', '', 'Inside.', '', '{/* truncate */}', '', '</details>', ''].join('\n')
  fs.writeFileSync(path.join(root, POST), text)
  const body = await bodyOf(POST)
  const excerpt = splitExcerpt(body)
  assert.equal(
    await messageOf(() => excerptToHtml(excerpt, '/devlog/2025/01/02/scratch/', bodyPlace(POST, body))),
    `${POST}:10:1: the excerpt (the text before {/* truncate */}, or the first paragraph) does not parse as MDX on its own: Expected a closing tag for \`<details>\` (10:1-10:10)`,
  )
  fs.writeFileSync(path.join(root, POST), post)
})

test('a refused URL warns at the file\'s line, in the page compile (body) and in an excerpt (laid out at its lines)', async () => {
  const { remarkSafeUrls } = await import('../../../src/shell/remarkSafeUrls')
  const { parseMdxBody } = await import('../../../src/shell/mdxSyntax')
  const text = ['---', 'title: T', 'description: D', 'authors: [helios-team]', 'tags: [devlog]', '---', '', 'A [bad link](javascript:alert(1)).', ''].join('\n')
  fs.writeFileSync(path.join(root, POST), text)
  const body = await bodyOf(POST)
  const warnings: string[] = []
  // gatsby-plugin-mdx hands the remark plugins the body, with the file's absolute path. (A parsed tree is shared and
  // frozen; the plugin changes its tree, so it gets a copy.)
  const { parseMdx } = await import('../../../src/shell/mdxSyntax')
  remarkSafeUrls({ warn: (m) => warnings.push(m) })(structuredClone(parseMdx(body)), { path: path.join(root, POST), value: body })
  // The devlog's excerpt renderer lays the text out at its lines first.
  remarkSafeUrls({ warn: (m) => warnings.push(m) })(structuredClone(parseMdxBody(body, POST)), { path: POST, value: '', data: { atFileLines: true } })
  assert.equal(warnings.length, 2)
  for (const w of warnings) assert.match(w, new RegExp(`^${POST.replace(/[./]/g, '\\$&')}:8:3: `))
  fs.writeFileSync(path.join(root, POST), post)
})
