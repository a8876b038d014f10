/**
 * createPages' steps read back from Gatsby's cache API (src/shell/server/stepCache.ts): a rerun with the same
 * API symbols and the same pages (a post saved in `gatsby develop` without touching its code, a warm start) neither
 * queries the symbols nor runs clang again, and gives the same links; a changed page or symbol is computed again.
 * Real clang on the code links fixture; the prose fixture's post.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildCodeLinks } from '../../../src/sections/api/node/codeLinks/build'
import { buildProseLinks } from '../../../src/sections/api/node/prose-build'
import { cachedStep, nodesStamp } from '../../../src/shell/server/stepCache'
import { apiOptions } from '../../../src/sections/api/options'
import { HOME_SAMPLE_FILE } from '../../../src/shell/home'
import { readsOf, symbolNodesFromXml } from '../prose/helpers'
import { CODE_LINKS_INCLUDE, codeLinksFixtureXml } from './code-links-fixture'

/** Gatsby's cache API over a Map (values copied, as a store would). */
function memoryCache() {
  const map = new Map<string, string>()
  return {
    get: async (key: string) => (map.has(key) ? JSON.parse(map.get(key)!) : undefined),
    set: async (key: string, value: unknown) => map.set(key, JSON.stringify(value)),
  }
}

const quiet = { warn: () => {}, info: () => {} }

test('a step is computed once per inputs; other inputs compute it again; a refused result is not kept', async () => {
  const cache = memoryCache()
  let runs = 0
  const compute = async () => ++runs
  assert.deepEqual(await cachedStep(cache, 's', { a: 1 }, compute), { value: 1, hit: false })
  assert.deepEqual(await cachedStep(cache, 's', { a: 1 }, compute), { value: 1, hit: true })
  assert.deepEqual(await cachedStep(cache, 's', { a: 2 }, compute), { value: 2, hit: false })
  assert.deepEqual(await cachedStep(cache, 's', { a: 2 }, compute, () => true), { value: 2, hit: true })
  assert.deepEqual(await cachedStep(cache, 't', {}, compute, () => false), { value: 3, hit: false })
  assert.deepEqual(await cachedStep(cache, 't', {}, compute), { value: 4, hit: false }, 'the refused result was not kept')
})

test('the nodes stamp changes with a node\'s content digest, not with the order Gatsby lists the nodes in', () => {
  const a = { id: 'a', internal: { contentDigest: '1' } }
  const b = { id: 'b', internal: { contentDigest: '2' } }
  const stamp = (nodes: unknown[]) => nodesStamp(() => nodes, ['T'])
  assert.equal(stamp([a, b]), stamp([b, a]))
  assert.notEqual(stamp([a, b]), stamp([a, { ...b, internal: { contentDigest: '3' } }]))
  assert.notEqual(stamp([a, b]), stamp([a]))
})

const POST = path.join('content', 'devlog', '2025-01-02-cameras', 'index.mdx')
const codeBody = (code: string) => `Cameras.\n\n\`\`\`cpp body\n#include <demo/gfx.hpp>\n${code}\n\`\`\`\n`

test('code links: a save that changes no C++ block asks neither the symbols nor clang; a changed block does', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'step-cache-'))
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
    fs.writeFileSync(path.join(root, rel), text)
  }
  fs.cpSync(CODE_LINKS_INCLUDE, path.join(root, 'engine', 'include'), { recursive: true })
  write(HOME_SAMPLE_FILE, '#include <demo/gfx.hpp>\ndemo::gfx::Camera camera;\n')
  const symbolNodes = symbolNodesFromXml(codeLinksFixtureXml()).map((n) => ({ ...n, docsTag: apiOptions.docsTag }))
  let symbolQueries = 0
  const graphql = async <T,>(query: string): Promise<{ data: T }> => {
    if (query.includes('allDevlogPost')) return { data: { allDevlogPost: { nodes: [] } } as unknown as T }
    throw new Error(`unexpected query ${query}`)
  }
  const cache = memoryCache()
  const cwd = process.cwd()
  process.chdir(root)
  try {
    const run = async (text: string, code: string, stamp = 'symbols-1') => {
      const body = `${codeBody(code)}\n${text}\n`
      write(POST, `---\ntitle: Cameras\ndate: 2025-01-02\n---\n\n${body}`)
      const lines: string[] = []
      const node = await buildCodeLinks(graphql, { warn: () => {}, info: (l) => lines.push(l), panicOnBuild: (m) => assert.fail(m) }, [{ sourcePath: POST, title: 'Cameras', date: '2025-01-02', body }], cache, stamp, readsOf(graphql, symbolNodes, () => symbolQueries++))
      return { node, lines }
    }
    const first = await run('First text.', 'demo::gfx::Camera camera;')
    assert.equal(symbolQueries, 1)
    assert.match(first.lines.at(-1)!, /2 compiled by clang/)
    const saved = await run('Other text, same code.', 'demo::gfx::Camera camera;')
    assert.equal(symbolQueries, 1, 'the symbols were not queried again')
    assert.deepEqual(saved.node, first.node)
    assert.match(saved.lines.at(-1)!, /\(none compiled: from the cache\).*; no C\+\+ block, header or API symbol changed$/)
    const edited = await run('Other text.', 'demo::gfx::Camera other;')
    assert.equal(symbolQueries, 2, 'a changed block links again')
    assert.notEqual(edited.node.hash, first.node.hash)
    await run('Other text.', 'demo::gfx::Camera other;', 'symbols-2')
    assert.equal(symbolQueries, 3, 'changed API symbols link again')
  } finally {
    process.chdir(cwd)
  }
})

test('prose links: the table is read back while the symbols are unchanged, and only a changed page is resolved again', async () => {
  const symbols = symbolNodesFromXml(path.resolve(__dirname, '../../fixtures/doxygen/xml'))
  let symbolQueries = 0
  // The MDX files, each with the post made from it.
  let pages: Array<{ body: string; internal: { contentFilePath: string }; children: Array<{ path: string; title: string; sectionLabel: string; date: string }> }> = []
  const page = (n: number, body: string) => ({ body, internal: { contentFilePath: path.join(process.cwd(), `p${n}.mdx`) }, children: [{ path: `/devlog/p${n}/`, title: `Post ${n}`, sectionLabel: 'Devlog', date: '2025-01-02' }] })
  const graphql = async <T,>(query: string): Promise<{ data: T }> => {
    if (query.includes('allDevlogPost')) return { data: { allDevlogPost: { nodes: [] } } as unknown as T }
    return { data: { allMdx: { nodes: pages } } as unknown as T }
  }
  const cache = memoryCache()
  const mesh = '/docs/helios/classes/acme/render/mesh/'
  pages = [page(1, 'A `acme::render::Mesh`.'), page(2, 'Nothing here.')]
  const first = await buildProseLinks(graphql, quiet, [], cache, 'symbols-1', readsOf(graphql, symbols, () => symbolQueries++))
  assert.deepEqual(first.mentionsByUrl.get(mesh)?.map((m) => m.pageTitle), ['Post 1'])
  pages = [page(1, 'A `acme::render::Mesh`.'), page(2, 'Now a `acme::render::Mesh` too.')]
  const saved = await buildProseLinks(graphql, quiet, [], cache, 'symbols-1', readsOf(graphql, symbols, () => symbolQueries++))
  assert.equal(symbolQueries, 1, 'the table was read back')
  assert.deepEqual(saved.table, first.table)
  assert.deepEqual(saved.mentionsByUrl.get(mesh)?.map((m) => m.pageTitle).sort(), ['Post 1', 'Post 2'], 'the edited page was resolved again')
  pages = [page(2, 'Now a `acme::render::Mesh` too.')]
  const removed = await buildProseLinks(graphql, quiet, [], cache, 'symbols-1', readsOf(graphql, symbols, () => symbolQueries++))
  assert.deepEqual(removed.mentionsByUrl.get(mesh)?.map((m) => m.pageTitle), ['Post 2'], 'a removed page mentions nothing')
  await buildProseLinks(graphql, quiet, [], cache, 'symbols-2', readsOf(graphql, symbols, () => symbolQueries++))
  assert.equal(symbolQueries, 2, 'changed symbols are queried again')
})
