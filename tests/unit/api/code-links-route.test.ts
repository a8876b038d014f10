/**
 * The route the code links table travels, through Gatsby's public mechanisms only: from the API section's build
 * step through a HeliosCodeLinks node to an MDX body's compile and the home page's sample, with
 * real clang and doxygen on the code links fixture (docs/sections/scripts-and-tests.md).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { CreatePageArgs } from 'gatsby'
import * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { buildCodeLinks } from '../../../src/sections/api/node/codeLinks/build'
import { apiOptions } from '../../../src/sections/api/options'
import { CODE_LINKS_NODE_TYPE, CODE_LINKS_PROPERTY, codeBlockKey, codeLinksNode, codeLinksStep, type CodeLinksNode } from '../../../src/shell/codeLinks'
import { compileBody } from '../../../src/shell/mdxBody/compile'
import BodyTree from '../../../src/shell/mdxBody/BodyTree'
import { HOME_SAMPLE_FILE, onCreatePage, type HomePageContext } from '../../../src/shell/home'
import type { HighlightNode } from '../../../src/shell/components/HighlightedCode'
import { nodesFromXml, readsOf, symbolNodesFromXml } from '../prose/helpers'
import { CODE_LINKS_INCLUDE, codeLinksFixtureXml } from './code-links-fixture'

const POST = path.join('content', 'devlog', '2025-01-02-cameras', 'index.mdx')
const POST_CODE = [
  '#include <demo/gfx.hpp>',
  'demo::gfx::Camera camera;',
  'camera.setPerspective(demo::gfx::radians(60.0F), 1.5F, 0.1F, 100.0F);',
  'camera.setPerspective(1.0F, 2.0F);',
].join('\n')
/** The fence as the author writes it: the shown code between hidden lines (src/shell/hiddenLines.ts) that wrap it in a function. */
const POST_FENCE = ['@ #include <cstdio>', POST_CODE.split('\n')[0], '@ void frame() {', ...POST_CODE.split('\n').slice(1), '@     std::puts("hidden");', '@ }'].join('\n')
const POST_BODY = `Cameras.\n\n\`\`\`cpp\n${POST_FENCE}\n\`\`\`\n\nA block no table knows:\n\n\`\`\`cpp\nint x = 1;\n\`\`\`\n`
const HOME_CODE = ['#include <demo/gfx.hpp>', 'demo::gfx::scene::Scene world;', 'demo::gfx::Camera camera;', 'world.add(camera);'].join('\n')

/** Every file under a folder, relative to it. */
function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort()
}

/** A site folder with a post, the home sample and the engine's headers (the fixture's); its files before the step. */
function makeSite(): { root: string; before: string[] } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'code-links-site-'))
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
    fs.writeFileSync(path.join(root, rel), text)
  }
  write(POST, `---\ntitle: Cameras\ndate: 2025-01-02\n---\n\n${POST_BODY}`)
  write(HOME_SAMPLE_FILE, `${HOME_CODE}\n`)
  fs.cpSync(CODE_LINKS_INCLUDE, path.join(root, 'engine', 'include'), { recursive: true })
  return { root, before: filesUnder(root) }
}

const xml = codeLinksFixtureXml()
const symbolNodes = symbolNodesFromXml(xml).map((n) => ({ ...n, docsTag: apiOptions.docsTag }))
const payloads = nodesFromXml(xml)
const urlOf = (qualifiedName: string, argsStart?: string) => {
  const n = [...payloads.compounds, ...payloads.members].find((s) => s.qualifiedName === qualifiedName && (argsStart === undefined || ('argsString' in s && String(s.argsString).startsWith(argsStart))))
  assert.ok(n, `${qualifiedName}${argsStart ?? ''} is in the fixture's symbols`)
  return n.url
}

/** Files under `dir` with their modification times (none when it does not exist). */
function stamps(dir: string): string[] {
  return fs.existsSync(dir) ? filesUnder(dir).map((f) => `${f} ${fs.statSync(path.join(dir, f)).mtimeMs}`) : []
}

/**
 * The build step run in a site folder, against GraphQL answers made from the fixture's XML. The step must write
 * nothing there, nor under the .cache/helios of the folder the tests run from (a path fixed when a module loads).
 */
async function runBuild() {
  const { root, before } = makeSite()
  const testsCache = path.join(process.cwd(), '.cache', 'helios')
  const testsCacheBefore = stamps(testsCache)
  const warnings: string[] = []
  const graphql = async <T,>(query: string): Promise<{ data: T }> => {
    if (query.includes('allDevlogPost')) return { data: { allDevlogPost: { nodes: [] } } as unknown as T }
    throw new Error(`unexpected query ${query}`)
  }
  const cwd = process.cwd()
  process.chdir(root)
  try {
    const node = await buildCodeLinks(graphql, { warn: (m) => warnings.push(m), info: () => {}, panicOnBuild: (m) => assert.fail(m) }, [{ sourcePath: POST, title: 'Cameras', date: '2025-01-02', body: POST_BODY }], null, undefined, readsOf(graphql, symbolNodes))
    return { node, warnings, root, before, after: filesUnder(root), testsCacheBefore, testsCacheAfter: stamps(testsCache) }
  } finally {
    process.chdir(cwd)
  }
}

const built = runBuild()

test('the build step returns the table and its hash for a node, and writes no file (nothing under .cache/helios)', async () => {
  const { node, warnings, root, before, after, testsCacheBefore, testsCacheAfter } = await built
  assert.deepEqual(warnings, [])
  assert.deepEqual(after, before, 'the step leaves the site folder as it found it')
  assert.equal(fs.existsSync(path.join(root, '.cache', 'helios')), false)
  assert.deepEqual(testsCacheAfter, testsCacheBefore, 'nor writes under the .cache/helios of the folder it was loaded from')
  assert.match(node.hash, /^[0-9a-f]{16}$/)
  assert.equal(node.hash, codeLinksNode(node.table).hash)
  const post = node.table.blocks[codeBlockKey(POST, POST_CODE)]
  assert.ok(post, 'the post block has links')
  const at = (code: string, links: typeof post, name: string, nth = 0) => {
    let i = -1
    for (let k = 0; k <= nth; k++) i = code.indexOf(name, i + 1)
    return links.find((l) => l.offset === i && l.length === name.length)?.href
  }
  assert.equal(at(POST_CODE, post, 'setPerspective', 0), urlOf('demo::gfx::Camera::setPerspective', '(float fovY, float aspect, float zNear'))
  assert.equal(at(POST_CODE, post, 'setPerspective', 1), urlOf('demo::gfx::Camera::setPerspective', '(float fovY, float aspect)'))
  const home = node.table.blocks[codeBlockKey(HOME_SAMPLE_FILE, HOME_CODE)]
  assert.equal(at(HOME_CODE, home, 'add'), urlOf('demo::gfx::scene::Scene::add'))
  assert.equal(Object.keys(node.table.blocks).length, 2, 'a block without links has no entry')
})

/** Compiles the post as the site does (src/shell/mdxBody/compile.ts, with the code links step) and renders its tree. */
async function renderPost(nodes: CodeLinksNode[]) {
  const getNodesByType = (type: string) => (type === CODE_LINKS_NODE_TYPE ? nodes : [])
  const tree = await compileBody({ body: POST_BODY, place: { file: POST, bodyLine: null }, contentFilePath: path.join(process.cwd(), POST), steps: [codeLinksStep], getNodesByType })
  return { html: renderToStaticMarkup(React.createElement(BodyTree, { tree })), tree }
}

const decode = (s: string) => s.replace(/<[^>]+>/g, '').replace(/&#x3C;/g, '<').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
const preBlocks = (html: string) => [...html.matchAll(/<pre[^>]*>([\s\S]*?)<\/pre>/g)].map((m) => m[1])

test('MDX: the step marks the block from the node, rehypeCodeLinks links inside the highlighted tokens and drops the mark', async () => {
  const { node } = await built
  const { html, tree } = await renderPost([node])
  assert.ok(!html.includes('data-code-links') && !JSON.stringify(tree).includes(CODE_LINKS_PROPERTY), 'the mark never reaches the page nor its data')
  const [linked, plain] = preBlocks(html)
  assert.equal(decode(linked).replace(/\n$/, ''), POST_CODE, 'the text is the shown code: no hidden line, no marker')
  const href = urlOf('demo::gfx::Camera::setPerspective', '(float fovY, float aspect)')
  // The link sits inside Prism's token span, with the API link marker.
  assert.match(linked, new RegExp(`<span class="token function"><a [^>]*href="${href.replace(/&/g, '&amp;').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>setPerspective</a></span>`), linked)
  assert.match(linked, /<a class="code-link" data-api-kind="function" href="[^"]+">setPerspective<\/a>|<a [^>]*class="code-link"[^>]*>setPerspective<\/a>/)
  assert.equal((linked.match(/<a /g) ?? []).length, node.table.blocks[codeBlockKey(POST, POST_CODE)].length)
  assert.ok(!plain.includes('<a '), 'a block the table does not know stays unlinked')
  assert.match(plain, /class="token /, 'and highlighted')
})

test('MDX: without the node nothing is marked; a refused URL in the node never reaches the page', async () => {
  const none = await renderPost([])
  assert.ok(!none.html.includes('<a ') && !none.html.includes('data-code-links'))
  const { node } = await built
  const key = codeBlockKey(POST, POST_CODE)
  const hostile = codeLinksNode({ version: 1, blocks: { [key]: node.table.blocks[key].map((l, i) => (i === 0 ? { ...l, href: 'javascript:alert(1)' } : l)) } })
  const { html } = await renderPost([hostile])
  assert.ok(!/javascript:/i.test(html), html)
  assert.equal((preBlocks(html)[0].match(/<a /g) ?? []).length, node.table.blocks[key].length - 1)
})

/** Gatsby's cache API over a Map, with the keys written. */
function homeCache() {
  const stored = new Map<string, string>()
  const writes: string[] = []
  return {
    writes,
    get: async (key: string) => (stored.has(key) ? (JSON.parse(stored.get(key)!) as unknown) : undefined),
    set: async (key: string, value: unknown) => void (writes.push(key), stored.set(key, JSON.stringify(value))),
  }
}

/** The home page's context as onCreatePage makes it, run in the site folder with the given nodes. */
async function homeTokens(root: string, nodes: CodeLinksNode[], cache = homeCache()): Promise<HighlightNode[]> {
  let context: HomePageContext | undefined
  const actions = { deletePage: () => {}, createPage: (p: { context: HomePageContext }) => (context = p.context) }
  const cwd = process.cwd()
  process.chdir(root)
  try {
    await onCreatePage({ page: { path: '/', component: 'x', context: {} }, actions, cache, getNodesByType: (t: string) => (t === CODE_LINKS_NODE_TYPE ? nodes : []) } as unknown as CreatePageArgs)
  } finally {
    process.chdir(cwd)
  }
  assert.ok(context)
  return context.sample.tokens
}

const anchors = (ns: readonly HighlightNode[]): Array<{ href: string; text: string }> =>
  ns.flatMap((n) => (typeof n === 'string' ? [] : 'href' in n ? [{ href: n.href, text: flat(n.c) }] : anchors(n.c)))
const flat = (ns: readonly HighlightNode[]): string => ns.map((n) => (typeof n === 'string' ? n : flat(n.c))).join('')

test("the home page's sample takes its links from the node in onCreatePage", async () => {
  const { node, root } = await built
  const cache = homeCache()
  const tokens = await homeTokens(root, [node], cache)
  assert.equal(flat(tokens), HOME_CODE)
  const links = anchors(tokens)
  assert.ok(links.some((a) => a.text === 'add' && a.href === urlOf('demo::gfx::scene::Scene::add')), JSON.stringify(links))
  assert.ok(links.some((a) => a.text === 'Camera' && a.href === urlOf('demo::gfx::Camera')))
  // A restart with the same sample and links reads the tokens Gatsby's cache kept; other links make them again.
  const written = cache.writes.length
  assert.deepEqual(await homeTokens(root, [node], cache), tokens)
  assert.equal(cache.writes.length, written, 'the same sample and links: from the cache')
  assert.deepEqual(anchors(await homeTokens(root, [], cache)), [], 'without the node the sample is highlighted, unlinked')
  assert.ok(cache.writes.length > written, 'other links: highlighted again and kept')
})
