import { test } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkMdx from 'remark-mdx'
import remarkRehype from 'remark-rehype'
import rehypeStringify from 'rehype-stringify'
import remarkApiLinks, { SYMBOL_TABLE_NODE_TYPE, linkProse, type SymbolTableNode } from '../../../src/sections/api/node/remark-api-links'
import { buildProseLinks, tableFromSymbols } from '../../../src/sections/api/node/prose-build'
import type { SymbolTable } from '../../../src/sections/api/node/symbols'
import { readsOf, symbolNodesFromXml, tableFromXml } from './helpers'

const FIXTURE_XML = path.resolve(__dirname, '../../fixtures/doxygen/xml')
const POST = path.resolve(__dirname, '../../fixtures/prose/post.mdx')
const postBody = fs.readFileSync(POST, 'utf8')

/** The data layer as an MDX body's compile hands it to a step (src/shell/mdxBody/compile.ts): getNodesByType over the given nodes. */
function dataLayer(nodes: Record<string, unknown[]>) {
  return (type: string) => nodes[type] ?? []
}

/** Renders markdown through the prose links step, called as an MDX body's compile calls it. */
async function render(markdown: string, table: SymbolTable | null): Promise<string> {
  const nodes: Record<string, unknown[]> = table ? { [SYMBOL_TABLE_NODE_TYPE]: [{ table, releases: {}, pageVersions: {}, hash: crypto.createHash('sha256').update(JSON.stringify(table)).digest('hex') } satisfies SymbolTableNode] } : {}
  const step = () => (tree: unknown) => linkProse({ markdownAST: tree, markdownNode: null, getNodesByType: dataLayer(nodes) }, ['std::*'])
  const out = await unified().use(remarkParse).use(remarkMdx).use(step).use(remarkRehype).use(rehypeStringify).process(markdown)
  return String(out)
}

test('the remark plugin links the fixture post\'s mentions and leaves code blocks, links and non-names alone', async () => {
  const html = await render(postBody, tableFromXml(FIXTURE_XML))
  const mesh = '<a href="/docs/helios/classes/acme/render/mesh/" class="api-link" title="acme::render::Mesh (class)" data-api-kind="class" data-link-check="strict"><code>Mesh</code></a>'
  assert.ok(html.includes(`A ${mesh} is a`), html)
  assert.match(html, /<a href="\/docs\/helios\/classes\/acme\/render\/resource\/"[^>]*><code>acme::render::Resource<\/code><\/a>/)
  assert.match(html, /<a href="\/docs\/helios\/classes\/acme\/render\/mesh\/#upload[^"]*"[^>]*><code>Mesh::upload\(\)<\/code><\/a>/)
  assert.match(html, /<a href="\/docs\/helios\/classes\/acme\/render\/resource\/#upload[^"]*"[^>]*><code>upload\(\)<\/code><\/a>/)
  assert.match(html, /<a href="\/docs\/helios\/classes\/acme\/core\/vector\/"[^>]*><code>Vector<\/code><\/a>/)
  // The fenced block is untouched: no link inside <pre>.
  const pre = /<pre><code class="language-cpp">([\s\S]*?)<\/code><\/pre>/.exec(html)
  assert.ok(pre, html)
  assert.equal(pre[1], 'acme::render::Mesh mesh;\nmesh.upload();\n')
  // A span already inside a hand-written link is not wrapped again.
  assert.ok(html.includes('Already linked by hand: <a href="/docs/helios/classes/acme/render/mesh/"><code>Mesh</code></a>'), html)
  for (const plain of ['bool', 'x', 'a * b', 'std::vector&#x3C;int>']) assert.ok(html.includes(`<code>${plain}</code>`) && !html.includes(`><code>${plain}</code></a>`), plain)
})

test('without a symbol table node the plugin changes nothing', async () => {
  const html = await render('A `Mesh`.', null)
  assert.equal(html, '<p>A <code>Mesh</code>.</p>')
})

test('the plain remark form links the same spans as the compile\'s step', async () => {
  const table = tableFromXml(FIXTURE_XML)
  const plain = await unified().use(remarkParse).use(remarkMdx).use(remarkApiLinks, { table, ignore: ['std::*'] }).use(remarkRehype).use(rehypeStringify).process(postBody)
  assert.equal(String(plain), await render(postBody, table))
})

test('a link whose URL the site\'s sanitiser refuses never reaches the page (the sub-plugin runs after remarkSafeUrls)', async () => {
  const table = tableFromXml(FIXTURE_XML)
  const hostile: SymbolTable = { ...table, symbols: table.symbols.map((s) => (s.shortName === 'Mesh' && s.kind === 'class' ? { ...s, url: 'javascript:alert(1)' } : s)) }
  const warn = console.warn
  console.warn = () => {}
  try {
    const html = await render('A `Mesh`.', hostile)
    assert.equal(html, '<p>A <code>Mesh</code>.</p>')
  } finally {
    console.warn = warn
  }
})

/** The build step against fake GraphQL answers made from a doxygen XML folder and the fixture post. */
async function runBuild(xmlDir: string) {
  const symbols = symbolNodesFromXml(xmlDir)
  const warnings: string[] = []
  const infos: string[] = []
  const graphql = async <T,>(query: string): Promise<{ data: T }> => {
    if (query.includes('allDevlogPost')) return { data: { allDevlogPost: { nodes: [] } } as unknown as T }
    return {
      data: {
        allMdx: {
          nodes: [
            // An MDX file no page is made from (a HeliosPage child) is not prose and is skipped.
            { body: 'A fragment with `acme::render::Mesh`.', internal: { contentFilePath: 'content/fragment.mdx' }, children: [{}] },
            { body: postBody, internal: { contentFilePath: POST }, children: [{ path: '/devlog/2025/01/02/fixture/', title: 'Fixture post', sectionLabel: 'Devlog', date: '2025-01-02' }] },
          ],
        },
      } as unknown as T,
    }
  }
  // Run from an empty folder: the step must leave no file behind (the table travels in a node).
  const cwd = process.cwd()
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'api-build-'))
  process.chdir(site)
  try {
    const result = await buildProseLinks(graphql, { warn: (m) => warnings.push(m), info: (m) => infos.push(m) }, ['std::*'], null, undefined, readsOf(graphql, symbols))
    return { result, warnings, infos, site, written: fs.readdirSync(site, { recursive: true }) }
  } finally {
    process.chdir(cwd)
  }
}

test('the build step returns the table, lists mentions by heading, logs nothing for a clean post and writes no file', async () => {
  const { result, warnings, infos, written } = await runBuild(FIXTURE_XML)
  assert.deepEqual(warnings, [])
  assert.deepEqual(written, [])
  assert.equal(JSON.stringify(result.table), JSON.stringify(tableFromXml(FIXTURE_XML)))
  assert.match(result.tableHash, /^[0-9a-f]{16}$/)
  const mesh = result.mentionsByUrl.get('/docs/helios/classes/acme/render/mesh/')
  assert.deepEqual(mesh, [
    {
      target: '/docs/helios/classes/acme/render/mesh/',
      pageTitle: 'Fixture post',
      section: 'Devlog',
      date: '2025-01-02',
      heading: 'Meshes and resources',
      href: '/devlog/2025/01/02/fixture/#meshes-and-resources',
    },
  ])
  const vector = result.mentionsByUrl.get('/docs/helios/classes/acme/core/vector/')
  assert.equal(vector?.[0].href, '/devlog/2025/01/02/fixture/', 'a mention before the first heading links to the page')
  assert.match(infos.join('\n'), /\[api links\] 1 pages, \d+ inline code spans: 9 linked to the API reference \(4 to a class or struct\), 0 ambiguous, 0 unresolved qualified/)
})

test('renaming the mentioned class makes the build warn, naming the post, the line and column and the span', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renamed-xml-'))
  for (const f of fs.readdirSync(FIXTURE_XML)) {
    const from = path.join(FIXTURE_XML, f)
    if (!fs.statSync(from).isFile()) continue
    fs.writeFileSync(path.join(dir, f), fs.readFileSync(from, 'utf8').replace(/acme::render::Mesh\b/g, 'acme::render::StaticMesh').replace(/<name>Mesh<\/name>/g, '<name>StaticMesh</name>'))
  }
  const { warnings, result, site } = await runBuild(dir)
  const rel = path.relative(site, POST)
  assert.deepEqual(warnings, [`[api links] ${rel}:5:49: \`Mesh::upload()\` is written like an API symbol but names nothing in the API reference (renamed or removed?); shown as plain code.`])
  assert.equal(result.counts.unresolvedQualified, 1)
  assert.equal(result.mentionsByUrl.get('/docs/helios/classes/acme/render/mesh/'), undefined)
})

test('enumerators of an enum class are marked scoped; overrides are resolved to ids', () => {
  const t = tableFromSymbols([
    { id: 'e', kind: 'enum', shortName: 'Axis', qualifiedName: 'a::Axis', ownerName: 'a', url: '/p/#axis', strong: true, reimplements: [] },
    { id: 'v', kind: 'enumvalue', shortName: 'X', qualifiedName: 'a::Axis::X', ownerName: 'a::Axis', url: '/p/#axis-x' },
    { id: 'u', kind: 'enumvalue', shortName: 'Red', qualifiedName: 'a::Red', ownerName: 'a::Color', url: '/p/#color-red' },
    { id: 'b', kind: 'function', shortName: 'f', qualifiedName: 'a::B::f', ownerName: 'a::B', url: '/b/#f', reimplements: [] },
    { id: 'd', kind: 'function', shortName: 'f', qualifiedName: 'a::D::f', ownerName: 'a::D', url: '/d/#f', reimplements: [{ href: '/b/#f' }] },
  ])
  const byId = new Map(t.symbols.map((s) => [s.id, s]))
  assert.equal(byId.get('v')!.scoped, true)
  assert.equal(byId.get('u')!.scoped, false)
  assert.deepEqual(byId.get('d')!.reimplements, ['b'])
})

test('the table does not depend on the order of the nodes (a rebuild creates a changed file\'s nodes last)', () => {
  const nodes = symbolNodesFromXml(FIXTURE_XML)
  const moved = [...nodes.slice(3), ...nodes.slice(0, 3)]
  assert.ok(nodes.length > 3)
  assert.equal(JSON.stringify(tableFromSymbols(moved)), JSON.stringify(tableFromSymbols(nodes)))
  assert.notEqual(JSON.stringify(moved.map((n) => n.url)), JSON.stringify(nodes.map((n) => n.url)))
})
