/**
 * Every relative link of the maintainers' Markdown (README.md, docs/, the READMEs beside the sections' code) leads to
 * a file or folder of the repository and, with a #fragment into a Markdown file, to one of its headings, named as
 * GitHub names heading anchors. A moved or renamed document, or a reworded heading, fails here instead of leaving a
 * dead link for the next reader.
 */
import { after, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import GithubSlugger from 'github-slugger'
import { parseMarkdown, type Md } from '../../src/shell/markdownTwin'

const ROOT = path.resolve(__dirname, '../..')

/** The documents checked, relative to `root`: README.md, every Markdown file under docs/, the sections' READMEs. */
export function documents(root: string): string[] {
  const out = ['README.md']
  const docs = path.join(root, 'docs')
  for (const name of fs.readdirSync(docs, { recursive: true }) as string[]) if (name.endsWith('.md')) out.push(path.join('docs', name))
  const sections = path.join(root, 'src/sections')
  for (const name of fs.readdirSync(sections)) if (fs.existsSync(path.join(sections, name, 'README.md'))) out.push(path.join('src/sections', name, 'README.md'))
  return out.map((p) => p.split(path.sep).join('/')).sort()
}

/** The text of a heading as GitHub slugs it: its text and inline code, link texts included. */
function textOf(node: Md): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? ''
  return (node.children ?? []).map(textOf).join('')
}

function walk(node: Md, visit: (n: Md) => void): void {
  visit(node)
  for (const child of node.children ?? []) walk(child, visit)
}

const anchorCache = new Map<string, Set<string>>()

/** The anchors a Markdown file offers: its headings' slugs (repeats numbered, as GitHub does) and HTML ids and names. */
function anchorsOf(file: string): Set<string> {
  let anchors = anchorCache.get(file)
  if (!anchors) {
    anchors = new Set()
    const slugger = new GithubSlugger()
    walk(parseMarkdown(fs.readFileSync(file, 'utf8')), (n) => {
      if (n.type === 'heading') anchors!.add(slugger.slug(textOf(n)))
      if (n.type === 'html') for (const m of (n.value ?? '').matchAll(/\b(?:id|name)="([^"]+)"/g)) anchors!.add(m[1]!)
    })
    anchorCache.set(file, anchors)
  }
  return anchors
}

/** A link with a scheme (`https:`, `mailto:`) or to another host leaves the repository: not checked here. */
const leavesRepository = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')

/** What is wrong with each relative link of `doc` (relative to `root`), one line per broken link. */
export function brokenLinks(root: string, doc: string): string[] {
  const problems: string[] = []
  const file = path.join(root, doc)
  walk(parseMarkdown(fs.readFileSync(file, 'utf8')), (n) => {
    if ((n.type !== 'link' && n.type !== 'image' && n.type !== 'definition') || typeof n.url !== 'string') return
    const url = n.url
    if (!url || leavesRepository(url)) return
    const line = (n.position as { start?: { line?: number } } | undefined)?.start?.line ?? 0
    const where = `${doc}:${line}: ${url}`
    const hash = url.indexOf('#')
    const target = decodeURIComponent((hash < 0 ? url : url.slice(0, hash)).replace(/\?.*$/, ''))
    const fragment = hash < 0 ? null : decodeURIComponent(url.slice(hash + 1))
    const resolved = target === '' ? file : target.startsWith('/') ? path.join(root, target) : path.resolve(path.dirname(file), target)
    if (path.relative(root, resolved).startsWith('..')) return void problems.push(`${where}: leads out of the repository`)
    if (!fs.existsSync(resolved)) return void problems.push(`${where}: no such file or folder`)
    if (fragment === null) return
    if (!resolved.endsWith('.md')) {
      // GitHub's line anchors of a source file are the only fragments another kind of file has.
      if (!/^L\d+(-L\d+)?$/.test(fragment)) problems.push(`${where}: #${fragment} in a file that is not Markdown`)
      return
    }
    if (!anchorsOf(resolved).has(fragment)) problems.push(`${where}: no heading or anchor "${fragment}" in ${path.relative(root, resolved)}`)
  })
  return problems
}

test('every relative link of README.md, docs/ and the sections\' READMEs resolves, anchors included', () => {
  const docs = documents(ROOT)
  assert.ok(docs.includes('README.md') && docs.includes('docs/architecture.md'), 'the documents are found')
  assert.deepEqual(docs.flatMap((doc) => brokenLinks(ROOT, doc)), [])
})

/** Code files whose comments may point into docs/ (`docs/sections/search.md, "A symbol query"`). */
function codeFiles(root: string): string[] {
  const out: string[] = []
  for (const top of ['src', 'plugins', 'scripts', 'tests']) {
    for (const name of fs.readdirSync(path.join(root, top), { recursive: true }) as string[]) {
      if (/\.(ts|tsx|js|cjs|mjs|sh)$/.test(name) && !name.split(path.sep).includes('node_modules')) out.push(path.join(top, name))
    }
  }
  return out
}

/** The headings of a Markdown file, as text. */
function headingsOf(file: string): string[] {
  const out: string[] = []
  walk(parseMarkdown(fs.readFileSync(file, 'utf8')), (n) => {
    if (n.type === 'heading') out.push(textOf(n))
  })
  return out
}

test('every code comment that points to a heading of a document (docs/<file>.md, "<heading>") names one that exists', () => {
  const problems: string[] = []
  for (const file of codeFiles(ROOT)) {
    for (const m of fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(/\b(docs\/[\w./-]+\.md), "([^"]+)"/g)) {
      const [, doc, heading] = m as unknown as [string, string, string]
      const target = path.join(ROOT, doc)
      // A comment may quote a heading's opening words only ("Markdown" for "Markdown: one plugin list, one serialiser").
      if (!fs.existsSync(target)) problems.push(`${file}: ${doc}: no such document`)
      else if (!headingsOf(target).some((h) => h.startsWith(heading))) problems.push(`${file}: ${doc}: no heading "${heading}"`)
    }
  }
  assert.deepEqual(problems, [])
})

const scratch: string[] = []
after(() => {
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true })
})

test('the check reports a missing file, a missing heading and a link out of the repository, and passes good links', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-links-'))
  scratch.push(root)
  fs.mkdirSync(path.join(root, 'docs/sections'), { recursive: true })
  fs.mkdirSync(path.join(root, 'src/sections/search'), { recursive: true })
  fs.writeFileSync(path.join(root, 'src/sections/search/README.md'), 'See [the notes](../../../docs/sections/search.md#a-symbol-query).\n')
  fs.writeFileSync(path.join(root, 'src/sections/search/client.ts'), 'export {}\n')
  fs.writeFileSync(path.join(root, 'docs/sections/search.md'), [
    '# Search', '', '## A symbol query', '', '## A symbol query', '', '### `Owner::name` queries', '',
    '[twice](#a-symbol-query-1), [code](#ownername-queries), [client](../../src/sections/search/client.ts#L1)',
    '[folder](../../src/sections/) and [site](https://example.org/missing.md) and [mail](mailto:a@example.org)',
    '', '```md', '[inside a code block](missing.md)', '```', '',
  ].join('\n'))
  fs.writeFileSync(path.join(root, 'README.md'), [
    '# Site', '', '[docs](docs/sections/search.md), [gone](docs/gone.md), [heading](docs/sections/search.md#no-such-heading)',
    '[out](../elsewhere/README.md), [fragment of code](src/sections/search/client.ts#top), [self](#site)', '',
    '[ref]: docs/missing-too.md', '',
  ].join('\n'))
  assert.deepEqual(documents(root), ['README.md', 'docs/sections/search.md', 'src/sections/search/README.md'])
  assert.deepEqual(brokenLinks(root, 'docs/sections/search.md'), [])
  assert.deepEqual(brokenLinks(root, 'src/sections/search/README.md'), [])
  assert.deepEqual(brokenLinks(root, 'README.md'), [
    'README.md:3: docs/gone.md: no such file or folder',
    'README.md:3: docs/sections/search.md#no-such-heading: no heading or anchor "no-such-heading" in docs/sections/search.md',
    'README.md:4: ../elsewhere/README.md: leads out of the repository',
    'README.md:4: src/sections/search/client.ts#top: #top in a file that is not Markdown',
    'README.md:6: docs/missing-too.md: no such file or folder',
  ])
})
