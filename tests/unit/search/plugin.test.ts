import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { onPostBuild } from '../../../plugins/gatsby-plugin-helios-search/gatsby-node'
import { EmbeddedSearchClient } from '../../../src/search/embeddedClient'
import * as f from './fixtures'

function site() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'helios-search-'))
  const write = (route: string, html: string) => {
    fs.mkdirSync(path.join(dir, 'public', route), { recursive: true })
    fs.writeFileSync(path.join(dir, 'public', route, 'index.html'), html)
  }
  write(f.postPage.url, f.postHtml)
  write(f.classPage.url, f.classHtml)
  write('/devlog/page/2/', '<main><h1>Listing</h1><p>Hello, World</p></main>')
  const routes = [f.postPage.url, f.classPage.url, '/devlog/page/2/', '/docs/introduction/', '/search/']
  const logs: string[] = []
  const args = {
    reporter: { info: (m: string) => logs.push(m), warn: (m: string) => logs.push(m) },
    store: { getState: () => ({ program: { directory: dir }, pages: new Map(routes.map((p) => [p, { path: p }])), config: { siteMetadata: { title: 'helios' } } }) },
    getNodesByType: (type: string) =>
      type === 'Mdx'
        ? [{ id: 'a', fields: { slug: '/docs/introduction/' }, frontmatter: { title: 'Introduction' } }]
        : type === 'DoxygenCompound'
          ? [{ id: 'b', route: f.classPage.url, name: 'helios::math::vec3', shortName: 'vec3', kind: 'class' }]
          : [],
  }
  return { dir, logs, args }
}

test('onPostBuild writes the embedded index from the built pages, and skips Algolia with one line', async () => {
  const saved = { app: process.env.GATSBY_ALGOLIA_APP_ID, admin: process.env.ALGOLIA_ADMIN_KEY }
  delete process.env.GATSBY_ALGOLIA_APP_ID
  delete process.env.ALGOLIA_ADMIN_KEY
  const { dir, logs, args } = site()
  try {
    await (onPostBuild as unknown as (a: unknown, o: unknown) => Promise<void>)(args, { indexName: 'helios' })
    const index = path.join(dir, 'public', 'search-index')
    assert.ok(fs.existsSync(path.join(index, 'manifest.json')))
    const skipped = logs.filter((l) => /Algolia indexing skipped/.test(l))
    assert.equal(skipped.length, 1)
    const client = new EmbeddedSearchClient({ loader: async (p) => JSON.parse(fs.readFileSync(path.join(index, p.split('?')[0]!), 'utf8')) })
    const hello = (await client.search([{ indexName: 'helios', query: 'Hello, World' }])).results[0]!
    assert.equal(hello.hits[0]!.url, f.postPage.url)
    assert.ok(hello.hits.every((h) => !h.url.startsWith('/devlog/page/')), 'listing pages are not indexed')
    const vec3 = (await client.search([{ indexName: 'helios', query: 'vec3' }])).results[0]!
    assert.equal(vec3.hits[0]!.url, f.classPage.url)
    // A page Gatsby created but whose HTML is missing still gets its title record, titled from the data layer.
    const intro = (await client.search([{ indexName: 'helios', query: 'Introduction' }])).results[0]!
    assert.equal(intro.hits[0]!.url, '/docs/introduction/')
    assert.equal((await client.search([{ indexName: 'helios', query: 'search' }])).results[0]!.nbHits, 0)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
    if (saved.app !== undefined) process.env.GATSBY_ALGOLIA_APP_ID = saved.app
    if (saved.admin !== undefined) process.env.ALGOLIA_ADMIN_KEY = saved.admin
  }
})
