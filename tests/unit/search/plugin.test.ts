import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { collectRecords, searchPageReader, writeSearchIndex } from '../../../src/sections/search/gatsby-node'
import { eachNodeOnce, type GraphqlFunction } from '../../../src/shell/server/allNodes'
import { EmbeddedSearchClient } from '../../../src/sections/search/client/embeddedClient'
import { searchIndexName } from '../../../src/sections/search/options'
import * as f from './fixtures'
import { htmlText } from '../../support/htmlText'

const symbols = [
  { id: 's1', shortName: 'vec3', qualifiedName: 'helios::math::vec3', kind: 'struct', signature: 'struct vec3', briefText: 'A three-component vector.', ownerName: 'helios::math', url: f.classPage.url },
  { id: 's2', shortName: 'normalize', qualifiedName: 'helios::math::vec3::normalize', kind: 'function', signature: 'vec3 normalize() const', briefText: 'Unit length.', ownerName: 'helios::math::vec3', url: `${f.classPage.url}#normalize` },
  { id: 's3', shortName: 'normalize', qualifiedName: 'helios::math::vec3::normalize', kind: 'function', signature: 'vec3 normalize(float eps) const', briefText: '', ownerName: 'helios::math::vec3', url: `${f.classPage.url}#normalize-2` },
]
// Each page with the text its section gives (HeliosPage.searchText): a post's, a docs page with none, and an API
// compound's null (searched through its symbols).
const heliosPages = [
  { id: 'p1', path: f.postPage.url, title: 'Hello, World', section: 'devlog', sectionLabel: 'Devlog', kind: 'post', docsTag: 'devlog', searchText: htmlText(f.postHtml) },
  { id: 'p2', path: '/docs/introduction/', title: 'Introduction', section: 'docs', sectionLabel: 'Docs', kind: 'doc', docsTag: 'docs-default-current', searchText: [] },
  { id: 'p3', path: f.classPage.url, title: 'helios::math::vec3', section: 'api', sectionLabel: 'API reference', kind: 'struct', docsTag: 'docs-default-current', searchText: null },
]

/** The search's steps as gatsby-node.ts calls them, with every ApiSymbol already read. */
const run = async (args: unknown) => {
  const a = args as Parameters<typeof writeSearchIndex>[0]
  const pages = searchPageReader()
  await eachNodeOnce(a.graphql as unknown as GraphqlFunction, 'allHeliosPage', [pages], 'Search records')
  return writeSearchIndex(a, collectRecords(pages.pages, symbols))
}

function site() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'helios-search-'))
  const routes = [f.postPage.url, f.classPage.url, '/devlog/page/2/', '/docs/introduction/', '/search/']
  const logs: string[] = []
  const queries: string[] = []
  const args = {
    reporter: { info: (m: string) => logs.push(m), warn: (m: string) => logs.push(m) },
    store: { getState: () => ({ program: { directory: dir }, pages: new Map(routes.map((p) => [p, { path: p }])), config: { siteMetadata: { title: 'helios' } } }) },
    // The GraphQL contract: the records' pages are queried through allHeliosPage.
    graphql: async (query: string) => {
      queries.push(query)
      if (query.includes('__type')) return { data: { __type: { name: 'ApiSymbol' } } }
      if (query.includes('allApiSymbol')) return { data: { allApiSymbol: { nodes: symbols } } }
      if (query.includes('allHeliosPage')) return { data: { allHeliosPage: { nodes: heliosPages } } }
      return { errors: [{ message: `unexpected query ${query}` }] }
    },
  }
  return { dir, logs, args, queries }
}

test('writeSearchIndex writes the embedded index from the pages\' text and the symbols and hands back the Algolia push, which skips with one line', async () => {
  const saved = { app: process.env.GATSBY_ALGOLIA_APP_ID, admin: process.env.ALGOLIA_ADMIN_KEY }
  delete process.env.GATSBY_ALGOLIA_APP_ID
  delete process.env.ALGOLIA_ADMIN_KEY
  const { dir, logs, args, queries } = site()
  try {
    const push = await run(args)
    const index = path.join(dir, 'public', 'search-index')
    assert.ok(fs.existsSync(path.join(index, 'manifest.json')))
    // The push is the build's last step (gatsby-node.ts): nothing of it happens until it is called.
    const skipped = () => logs.filter((l) => /Algolia push skipped/.test(l))
    assert.equal(skipped().length, 0)
    await push()
    assert.equal(skipped().length, 1)
    const client = new EmbeddedSearchClient({ loader: async (p) => JSON.parse(fs.readFileSync(path.join(index, p.split('?')[0]!), 'utf8')) })
    const hello = (await client.search([{ indexName: 'helios', query: 'Hello, World' }])).results[0]!
    assert.equal(hello.hits[0]!.url, f.postPage.url)
    assert.ok(hello.hits.every((h) => !h.url.startsWith('/devlog/page/')), 'listing pages are not indexed')
    const vec3 = (await client.search([{ indexName: 'helios', query: 'vec3' }])).results[0]!
    assert.equal(vec3.hits[0]!.url, f.classPage.url)
    assert.equal(vec3.hits[0]!.symbol?.kind, 'struct')
    // Overloads of one name are one hit listing both signatures, each with its own link.
    const norm = (await client.search([{ indexName: 'helios', query: 'vec3::normalize()' }])).results[0]!
    assert.deepEqual(norm.hits[0]!.symbol?.signatures, ['vec3 normalize() const', 'vec3 normalize(float eps) const'])
    assert.deepEqual(norm.hits[0]!.symbol?.urls, [`${f.classPage.url}#normalize`, `${f.classPage.url}#normalize-2`])
    // The API compound page is not split into prose records: its entities are the symbol records.
    assert.ok(norm.hits.every((h) => h.symbol), 'no prose record of the class page')
    // The symbols come from the build's one read of allApiSymbol (gatsby-node.ts); the pages from allHeliosPage.
    assert.ok(!queries.some((q) => q.includes('allApiSymbol')) && queries.some((q) => q.includes('allHeliosPage')))
    // A page whose text is empty still gets its title record, titled from the data layer.
    const intro = (await client.search([{ indexName: 'helios', query: 'Introduction' }])).results[0]!
    assert.equal(intro.hits[0]!.url, '/docs/introduction/')
    assert.equal((await client.search([{ indexName: 'helios', query: 'search' }])).results[0]!.nbHits, 0)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
    if (saved.app !== undefined) process.env.GATSBY_ALGOLIA_APP_ID = saved.app
    if (saved.admin !== undefined) process.env.ALGOLIA_ADMIN_KEY = saved.admin
  }
})

test('the build and the browser resolve the index name alike: GATSBY_ALGOLIA_INDEX_NAME, else the site title', async () => {
  const saved = process.env.GATSBY_ALGOLIA_INDEX_NAME
  const written = (dir: string) => (JSON.parse(fs.readFileSync(path.join(dir, 'public', 'search-index', 'manifest.json'), 'utf8')) as { indexName: string }).indexName
  try {
    delete process.env.GATSBY_ALGOLIA_INDEX_NAME
    const plain = site()
    await run(plain.args)
    assert.equal(written(plain.dir), 'helios')
    assert.equal(searchIndexName(), 'helios')
    fs.rmSync(plain.dir, { recursive: true, force: true })

    process.env.GATSBY_ALGOLIA_INDEX_NAME = 'helios-next'
    const named = site()
    await run(named.args)
    // The build and the browser read the same variable, so they never name different indices.
    assert.equal(written(named.dir), 'helios-next')
    assert.equal(searchIndexName(), 'helios-next')
    fs.rmSync(named.dir, { recursive: true, force: true })
  } finally {
    if (saved === undefined) delete process.env.GATSBY_ALGOLIA_INDEX_NAME
    else process.env.GATSBY_ALGOLIA_INDEX_NAME = saved
  }
})

test('a second build leaves every index file its records did not change as it was; a changed post rewrites only files that differ', async () => {
  const { dir, args } = site()
  const index = path.join(dir, 'public', 'search-index')
  // Each file's inode and modification time: a file written again, even with the same bytes, gets a new time.
  const files = () => new Map((fs.readdirSync(index, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(index, f)).isFile()).map((f) => {
    const st = fs.statSync(path.join(index, f), { bigint: true })
    return [f, `${st.ino}:${st.mtimeNs}:${fs.readFileSync(path.join(index, f), 'utf8')}`] as const
  }))
  const post = heliosPages[0]!
  const savedText = post.searchText
  try {
    await run(args)
    const first = files()
    await new Promise((r) => setTimeout(r, 20))
    await run(args)
    assert.deepEqual(files(), first, 'no file was written again')
    post.searchText = htmlText(f.postHtml.replace('</article>', '<p>A sentence added to the post about quaternions.</p></article>'))
    await run(args)
    const second = files()
    const changed = [...second.keys()].filter((k) => second.get(k) !== first.get(k))
    assert.ok(changed.includes('manifest.json') && changed.some((k) => k.startsWith('terms')), `changed: ${changed.join(', ')}`)
    const sameBytes = changed.filter((k) => first.has(k) && second.get(k)!.split(':').slice(2).join(':') === first.get(k)!.split(':').slice(2).join(':'))
    assert.deepEqual(sameBytes, [], 'only files whose bytes changed were written')
    assert.ok(changed.length < second.size, 'the symbols\' files stayed as they were')
  } finally {
    post.searchText = savedText
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
