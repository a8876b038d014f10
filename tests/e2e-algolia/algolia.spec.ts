/**
 * The modal and the /search page on the Algolia backend, against the local
 * stub servers (scripts/algolia-stub.ts) the Algolia build points at
 * (tests/e2e-algolia/env.ts): the first host always answers HTTP 500, the
 * second answers from the stub's records. No request may leave the machine.
 */
import fs from 'node:fs'
import path from 'node:path'
import { test as base, expect, type Page } from '@playwright/test'
import { startAlgoliaStub, STUB_RECORDS, type AlgoliaStub } from '../../scripts/algolia-stub'
import { ALGOLIA_E2E } from './env'
import { readDoxygenFolder } from '../../src/sections/api/model/model'
import { buildRoutes } from '../../src/sections/api/model/routes'
import { readVersionsFile, releasesLayout } from '../../src/sections/api/model/versions'
import { versionBasePath, versionDocsTag } from '../../src/sections/api/options'
import { defineComboboxTests } from '../support/comboboxSuite'
import { hydrate } from '../support/hydrate'

interface Stubs {
  stub: AlgoliaStub
  failing: AlgoliaStub
}

let stubs: Stubs | null = null

const test = base.extend<{ stubs: Stubs; noInternet: void }>({
  stubs: async ({}, use) => {
    stubs!.stub.reset()
    stubs!.failing.reset()
    stubs!.failing.control.failAll = true
    await use(stubs!)
  },
  // Every request to another host than this machine is refused and recorded; none may be attempted.
  noInternet: [
    async ({ context }, use) => {
      const foreign: string[] = []
      await context.route('**/*', (route) => {
        const url = new URL(route.request().url())
        if (url.protocol === 'data:' || url.protocol === 'blob:' || url.hostname === '127.0.0.1' || url.hostname === 'localhost') return route.continue()
        foreign.push(route.request().url())
        return route.abort('blockedbyclient')
      })
      await use()
      expect(foreign, 'requests that tried to leave the machine').toEqual([])
    },
    { auto: true },
  ],
})

test.beforeAll(async () => {
  stubs = {
    stub: await startAlgoliaStub({ port: ALGOLIA_E2E.stubPort }),
    failing: await startAlgoliaStub({ port: ALGOLIA_E2E.failingPort }),
  }
})
test.afterAll(async () => {
  await stubs?.stub.close()
  await stubs?.failing.close()
})

const modal = (page: Page) => page.getByTestId('search-modal')
const input = (page: Page) => page.getByPlaceholder('Search docs').first()

async function openModal(page: Page) {
  await page.goto('/docs/')
  await hydrate(page)
  await page.keyboard.press('Control+k')
  await expect(input(page)).toBeFocused()
}

const queries = (s: AlgoliaStub) =>
  s.requests.filter((r) => r.url.startsWith('/1/indexes/*/queries')).flatMap((r) => (r.body as { requests: Array<Record<string, unknown>> }).requests)

/** What the stub finds for a query with the site's filters (language en; docs tags default, docs-default-current, devlog). */
const expected = (query: string) =>
  STUB_RECORDS.filter((r) => r.language === 'en' && ['default', 'docs-default-current', 'devlog'].includes(r.docs_tag)).filter((r) => {
    const text = [...Object.values(r.hierarchy), r.content, r.symbol?.qualifiedName].filter(Boolean).join(' ').toLowerCase()
    return query.split(' ').every((w) => new RegExp(`(^|[^a-z0-9_])${w}`).test(text))
  })

test('the modal posts the DocSearch request to the stub, after the failing host, and shows its hits', async ({ page, stubs }) => {
  await openModal(page)
  await input(page).fill('vec3')
  const hits = expected('vec3')
  await expect(page.getByRole('option', { name: `See all ${hits.length} results` })).toBeVisible()
  await expect(modal(page).locator('[data-kind=hit]')).toHaveCount(hits.length)
  await expect(modal(page)).toContainText('Search by Algolia')

  // Host fallback: the first host answered 500, the search went on to the second.
  expect(stubs.failing.requests.length).toBeGreaterThan(0)
  const sent = queries(stubs.stub).find((r) => r.query === 'vec3')!
  expect(sent).toBeTruthy()
  // The index name the build wrote is the one the browser asks for (both from GATSBY_ALGOLIA_INDEX_NAME).
  const manifest = JSON.parse(fs.readFileSync(path.join(ALGOLIA_E2E.outDir, 'search-index', 'manifest.json'), 'utf8')) as { indexName: string }
  expect(manifest.indexName).toBe(ALGOLIA_E2E.indexName)
  expect(sent.indexName).toBe(ALGOLIA_E2E.indexName)
  expect(sent.hitsPerPage).toBe(20)
  expect(sent.facetFilters).toEqual([['language:en'], ['docs_tag:default', 'docs_tag:docs-default-current', 'docs_tag:devlog']])
  expect(sent.attributesToRetrieve).toEqual(expect.arrayContaining(['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url', 'symbol']))
  expect(sent.attributesToSnippet).toEqual(expect.arrayContaining(['content:10', 'hierarchy.lvl1:10']))
  // With Algolia, InstantSearch asks for its own highlight tags and escapes the values itself (escapeHTML), then shows <mark>.
  expect(sent).toMatchObject({ highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__', snippetEllipsisText: '…', clickAnalytics: true })
  await expect(modal(page).locator('mark').first()).toHaveText('vec3')
  await expect(modal(page)).not.toContainText('ais-highlight')
  // Credentials travel in the query string.
  const call = stubs.stub.requests.find((r) => r.url.startsWith('/1/indexes/*/queries'))!
  const qs = new URL(call.url, 'http://x').searchParams
  expect(qs.get('x-algolia-application-id')).toBe(ALGOLIA_E2E.appId)
  expect(qs.get('x-algolia-api-key')).toBe(ALGOLIA_E2E.searchKey)
  // Records of another language or docs tag exist in the stub but are filtered out.
  await expect(modal(page)).not.toContainText('français')
  await expect(modal(page)).not.toContainText('elsewhere')
})

test("from a page of a release, the modal filters on that release's docs tag, as DocSearch sends it", async ({ page, stubs }) => {
  // The oldest release's vec3 page, from its snapshot through the build's own route table.
  const layout = releasesLayout(process.cwd())
  const oldest = readVersionsFile(layout.versionsFile).at(-1)!
  const model = readDoxygenFolder(path.join(layout.versionedDir, `version-${oldest}`), { warn: () => undefined })
  const vec3 = [...model.compounds.values()].find((c) => c.name === 'helios::math::vec3')!
  await page.goto(buildRoutes(model, versionBasePath(oldest)).compounds.get(vec3.id)!)
  await hydrate(page)
  await page.keyboard.press('Control+k')
  await input(page).fill('vec3')
  // The stub's records carry no release tag, so the hits are its site-wide ones; what matters is the filter sent.
  await expect(modal(page).locator('[data-kind=hit]').first()).toBeVisible()
  const sent = queries(stubs.stub).find((r) => r.query === 'vec3')!
  expect(sent.facetFilters).toEqual([['language:en'], ['docs_tag:default', 'docs_tag:devlog', `docs_tag:${versionDocsTag(oldest)}`]])
})

test('symbol hits show their kind and signature; overloads list every signature; text stays text', async ({ page }) => {
  await openModal(page)
  await input(page).fill('vec3')
  const dot = modal(page).locator('[data-kind=hit]', { hasText: 'dot' })
  await expect(dot.getByTestId('search-hit-kind')).toHaveText('function')
  await expect(dot.getByTestId('search-hit-signature')).toHaveText(['float dot(const vec3 &a, const vec3 &b)', 'float dot(const vec3 &other) const'])
  const cls = modal(page).locator('[data-kind=hit]').first()
  await expect(cls.getByTestId('search-hit-kind')).toHaveText('class')
  await expect(cls.getByTestId('search-hit-signature')).toHaveText('struct vec3')
  const lerp = modal(page).locator('[data-kind=hit]', { hasText: 'lerp' })
  await expect(lerp.getByTestId('search-hit-signature')).toHaveText('template <typename T> vec3 lerp(const vec3 &a, const vec3 &b, T t)')
  // "<typename T>" and "&" are shown as written: no element was made of them.
  await expect(lerp.locator('typename')).toHaveCount(0)

  await page.goto('/search/?q=vec3')
  const pageDot = page.getByTestId('search-page-hit').filter({ hasText: 'dot' })
  await expect(pageDot.getByTestId('search-hit-kind')).toHaveText('function')
  await expect(pageDot.getByTestId('search-hit-signature')).toHaveText(['float dot(const vec3 &a, const vec3 &b)', 'float dot(const vec3 &other) const'])
})

test('signature queries: -> vec3 and (const vec3&) go to Algolia as facet filters on the types, and the right function comes first', async ({ page, stubs }) => {
  await openModal(page)
  // Each query, the filter on its types it must send, and the function the ranking must put first: lerp is the
  // only one returning a vec3; both take a const vec3&, but only dot has an overload taking just that.
  const cases = [
    { query: '-> vec3', filter: ['signatureTypes.returns:vec3'], first: 'sym-vec3-lerp', signature: 'vec3 lerp(' },
    { query: '(const vec3&)', filter: ['signatureTypes.params:vec3'], first: 'sym-vec3-dot', signature: 'float dot(const vec3 &other) const' },
  ]
  for (const c of cases) {
    await input(page).fill('')
    await input(page).pressSequentially(c.query)
    const first = modal(page).locator('[data-kind=hit]').first()
    const record = STUB_RECORDS.find((r) => r.objectID === c.first)!
    await expect(first).toHaveAttribute('href', record.url)
    await expect(first.getByTestId('search-hit-kind')).toHaveText('function')
    await expect(first).toContainText(c.signature)
    // Sent as an empty text query filtered on the type's key, beside the site's own filters.
    const filtered = () => queries(stubs.stub).find((r) => Array.isArray(r.facetFilters) && JSON.stringify(r.facetFilters).includes(JSON.stringify(c.filter)))
    await expect.poll(filtered, { message: `a request filtered on ${c.filter.join(', ')}` }).toBeTruthy()
    const sent = filtered()
    expect(sent!.query).toBe('')
    expect(sent!.facetFilters).toEqual(expect.arrayContaining([['language:en'], c.filter]))
  }
  // The class vec3 is no hit of a signature query: it has no types.
  await expect(modal(page).locator('[data-kind=hit]', { hasText: 'struct vec3' })).toHaveCount(0)
})

test("Derived::member lists the member the class inherits, found through the class record's bases", async ({ page, stubs }) => {
  await openModal(page)
  await input(page).pressSequentially('PointLight::setColor')
  const inherited = STUB_RECORDS.find((r) => r.objectID === 'sym-light-setcolor')!
  const first = modal(page).locator('[data-kind=hit]').first()
  await expect(first).toHaveAttribute('href', inherited.url)
  await expect(first.getByTestId('search-hit-kind')).toHaveText('function')
  await expect(first.getByTestId('search-hit-inherited')).toHaveText('inherited by PointLight')
  // The class lookup rode with the query; the members were asked of the class and its base by owner.
  expect(queries(stubs.stub).some((r) => r.query === 'PointLight' && JSON.stringify(r.facetFilters).includes('symbol.kind:class'))).toBe(true)
  // Typed key by key, a prefix's answer (setColo) may already show the hit: wait for the full name's own request.
  await expect
    .poll(() => queries(stubs.stub).find((r) => r.query === 'setColor')?.facetFilters)
    .toEqual(expect.arrayContaining([['symbol.owner:helios::scene::PointLight', 'symbol.owner:helios::scene::Light']]))
})

test('the /search page asks with its own snippet length and the same filters, and pages on', async ({ page, stubs }) => {
  await page.goto('/search/?q=devlog')
  const all = expected('devlog')
  expect(all.length).toBeGreaterThan(20)
  await expect(page.getByTestId('search-page-count')).toHaveText(`${all.length} results`)
  await expect(page.getByTestId('search-page-hit')).toHaveCount(20)
  await page.getByRole('button', { name: 'Load more results' }).click()
  await expect(page.getByTestId('search-page-hit')).toHaveCount(all.length)
  const sent = queries(stubs.stub).filter((r) => r.query === 'devlog')
  expect(sent.map((r) => r.page ?? 0)).toEqual(expect.arrayContaining([0, 1]))
  for (const r of sent) {
    expect(r.indexName).toBe(ALGOLIA_E2E.indexName)
    expect(r.attributesToSnippet).toEqual(['content:30'])
    expect(r.facetFilters).toEqual([['language:en'], ['docs_tag:default', 'docs_tag:docs-default-current', 'docs_tag:devlog']])
  }
})

test('while a request is in flight, "See all" counts the hits on screen, then the new ones', async ({ page, stubs }) => {
  await openModal(page)
  await input(page).fill('vec3')
  const before = expected('vec3').length
  await expect(page.getByRole('option', { name: `See all ${before} results` })).toBeVisible()
  stubs.stub.control.delayMs = 1500
  await input(page).fill('vec3 dot')
  // The previous hits stay on screen with their own count, never the pending query's "See all 0 results".
  await expect(page.getByTestId('search-stalled')).toBeVisible()
  await expect(page.getByRole('option', { name: `See all ${before} results` })).toBeVisible()
  await expect(page.getByRole('option', { name: /See all 0 results/ })).toHaveCount(0)
  const after = expected('vec3 dot').length
  expect(after).not.toBe(before)
  await expect(page.getByRole('option', { name: `See all ${after} results` })).toBeVisible({ timeout: 5000 })
})

test('when every host fails, the modal and the page show the error screen', async ({ page, stubs }) => {
  stubs.stub.control.failAll = true
  await openModal(page)
  await input(page).fill('vec3')
  const screen = page.getByTestId('search-error')
  await expect(screen).toContainText('Unable to fetch results', { timeout: 10_000 })
  await expect(screen).toContainText('You might want to check your network connection.')
  expect(stubs.stub.requests.length).toBeGreaterThan(0)
  await page.goto('/search/?q=vec3')
  await expect(page.getByTestId('search-page-error')).toContainText('Unable to fetch results', { timeout: 10_000 })
})

test('insights: search-insights from our bundle; a list is viewed once it stayed 400 ms, in events of at most 20 ids; clicks after', async ({ page, stubs }) => {
  const scripts: string[] = []
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
  const views = () => stubs.stub.events.filter((e) => e.eventType === 'view')
  const viewedIds = () => views().flatMap((v) => v.objectIDs!)
  const requestAt = (query: string) => stubs.stub.requests.filter((r) => queries({ ...stubs.stub, requests: [r] }).some((q) => q.query === query)).at(-1)!.at
  const dotHit = modal(page).locator('[data-kind=hit]', { hasText: 'dot' })
  // "dot" finds one record that "devlog" does not: whether it was counted as viewed shows whether its list was.
  const dotId = expected('dot').map((r) => r.objectID)
  expect(dotId).toEqual(['sym-vec3-dot'])
  expect(expected('devlog').map((r) => r.objectID)).not.toContain('sym-vec3-dot')

  await openModal(page)
  // Round 1: the "dot" list is replaced at once (as while typing).
  await input(page).fill('dot')
  await expect(dotHit).toBeVisible()
  await input(page).fill('devlog')
  await expect(page.getByRole('option', { name: `See all ${expected('devlog').length} results` })).toBeVisible()
  const shown = await modal(page).locator('[data-kind=hit]').count()
  await expect.poll(() => viewedIds().filter((id) => id.startsWith('devlog-')).length, { timeout: 5000 }).toBeGreaterThanOrEqual(shown)
  const gap1 = requestAt('devlog') - requestAt('dot')
  if (gap1 < 300) expect(viewedIds(), `the "dot" list was on screen about ${gap1} ms`).not.toContain('sym-vec3-dot')
  for (const v of views()) expect(v.objectIDs!.length).toBeLessThanOrEqual(20)
  // Each list's view comes 400 ms or more after the request that produced it (under load the "dot" list may have stayed that long).
  for (const v of views()) expect(v.at - requestAt(v.objectIDs!.includes('sym-vec3-dot') ? 'dot' : 'devlog')).toBeGreaterThanOrEqual(400)
  expect(new Set(viewedIds()).size).toBe(viewedIds().length)

  // Round 2: the "dot" list stays 700 ms: it is viewed, 400 ms or more after it was asked for.
  // (Both queries are answered from the client's cache now, so times are taken here, not from the stub's requests.)
  const before = views().length
  const asked = Date.now()
  await input(page).fill('dot')
  await expect(dotHit).toBeVisible()
  await page.waitForTimeout(700)
  await input(page).fill('devlog')
  await expect.poll(() => views().slice(before).some((v) => v.objectIDs!.includes('sym-vec3-dot')), { timeout: 5000 }).toBe(true)
  const dotView = views().slice(before).find((v) => v.objectIDs!.includes('sym-vec3-dot'))!
  expect(stubs.stub.startedAt + dotView.at - asked).toBeGreaterThanOrEqual(400)
  expect(dotView.objectIDs).toEqual(['sym-vec3-dot'])

  // A click is sent after the views, with the hit's position.
  await expect(page.getByRole('option', { name: /See all \d+ results/ })).toBeVisible()
  await modal(page).locator('[data-kind=hit]').nth(1).click()
  await expect.poll(() => stubs.stub.events.filter((e) => e.eventType === 'click').length).toBe(1)
  const click = stubs.stub.events.find((e) => e.eventType === 'click')!
  expect(click.objectIDs).toEqual([expected('devlog')[1]!.objectID])
  expect(click.positions).toEqual([2])
  expect(click.at).toBeGreaterThanOrEqual(Math.max(...views().map((v) => v.at)))
  // The library came from this site's bundle (its own chunk), never a CDN's <script>.
  expect(scripts.some((u) => /\/search-insights-[0-9a-f]+\.js$/.test(new URL(u).pathname))).toBe(true)
  expect(scripts.every((u) => new URL(u).hostname === '127.0.0.1')).toBe(true)
})

// The combobox/listbox pattern, the live region, the inert background and the focus on close, on Algolia's backend.
defineComboboxTests(test, { page: '/docs/', query: 'vec3', noResults: 'qqxqzz' })
