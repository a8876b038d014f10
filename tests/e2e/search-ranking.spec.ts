/**
 * Ranking a C++ reader can trust, over the whole built index: every class and struct first for its short name,
 * every post for its title, and a sample of the quality queries (scripts/search-quality.ts) first for its entity.
 * The engine runs Node-side on public/search-index, the same code the browser runs, plus checks in the modal.
 */
import path from 'node:path'
import { test, expect } from '@playwright/test'
import { allRecords, builtIndexClient } from './searchIndex'
import { FACET_FILTERS } from '../../src/sections/search/options'
import { formatQuality, measureQuality, qualityQueries, sample } from '../../scripts/search-quality'
import { hydrate } from '../support/hydrate'

const pages = () => allRecords().filter((r) => r.type === 'lvl1')

test('searching a class or struct short name puts its page first, for all of them', async () => {
  const client = builtIndexClient()
  const compounds = pages().filter((r) => r.kind === 'class' || r.kind === 'struct')
  expect(compounds.length).toBeGreaterThan(0)
  // Several compounds may share a short name (one per namespace): any of them first is right.
  const byName = new Map<string, string[]>()
  for (const c of compounds) byName.set(c.name, [...(byName.get(c.name) ?? []), c.url])
  const failures: string[] = []
  for (const c of compounds) {
    const r = await client.search([{ indexName: 'helios', params: { query: c.name, hitsPerPage: 5, facetFilters: FACET_FILTERS } }])
    const first = r.results[0]!.hits[0]?.url
    const accepted = byName.get(c.name)!
    if (!first || !accepted.includes(first)) failures.push(`${c.name}: expected ${c.url}, got ${first ?? 'nothing'}`)
  }
  expect(failures, failures.join('\n')).toEqual([])
})

test('searching a devlog post title puts that post first, for all of them', async () => {
  const client = builtIndexClient()
  const posts = pages().filter((r) => r.kind === 'post')
  expect(posts.length).toBeGreaterThan(0)
  const failures: string[] = []
  for (const p of posts) {
    const title = p.hierarchy.lvl1!
    const r = await client.search([{ indexName: 'helios', params: { query: title.slice(0, 64), hitsPerPage: 5, facetFilters: FACET_FILTERS } }])
    const first = r.results[0]!.hits[0]?.url
    if (first !== p.url) failures.push(`"${title}": expected ${p.url}, got ${first ?? 'nothing'}`)
  }
  expect(failures, failures.join('\n')).toEqual([])
})

test('a fixed sample of the quality queries from the XML finds its entity first (names, Owner::name, typos)', async () => {
  const xml = path.resolve(process.env.HELIOS_DOXYGEN_XML ?? 'doxygen-xml')
  const queries = sample(qualityQueries(xml), 120)
  expect(queries.filter((q) => q.kind === 'owner').length).toBeGreaterThan(50)
  expect(queries.filter((q) => q.kind === 'typo').length).toBeGreaterThan(50)
  const reports = await measureQuality(builtIndexClient(), queries, FACET_FILTERS)
  const misses = reports.flatMap((r) => r.misses)
  expect(misses, `${formatQuality(reports).join('\n')}\n${misses.join('\n')}`).toEqual([])
})

test('in the modal, a member, a qualified member and a misspelt class come first, on their own entries', async ({ page }) => {
  const symbols = allRecords().filter((r) => r.symbol)
  const member = symbols.find((r) => r.symbol!.kind === 'function' && r.symbol!.owner && /::/.test(r.symbol!.owner) && r.name.length >= 6
    && symbols.filter((o) => o.name === r.name).length === 1)!
  const cls = symbols.find((r) => r.symbol!.kind === 'class' && r.name.length >= 6 && symbols.filter((o) => o.name.toLowerCase() === r.name.toLowerCase()).length === 1)!
  const owner = member.symbol!.owner!.split('::').pop()!
  const typo = `${cls.name.slice(0, 2)}${cls.name.slice(3)}`
  await page.goto('/docs/')
  await hydrate(page)
  for (const [query, url] of [[member.name, member.url], [`${owner}::${member.name}()`, member.url], [typo, cls.url]] as const) {
    await page.keyboard.press('Control+k')
    await page.getByPlaceholder('Search docs').fill(query)
    const first = page.getByRole('option').first()
    await expect(first, query).toHaveAttribute('href', url)
    expect(url, 'a member hit lands on its entry, not the page or the source listing').not.toMatch(/#source/)
    await page.keyboard.press('Escape')
  }
})

test('browser spot check: a class and a post come first in the modal', async ({ page }) => {
  const all = pages()
  const cls = all.find((r) => r.kind === 'class')!
  const sameName = all.filter((o) => (o.kind === 'class' || o.kind === 'struct') && o.name === cls.name).map((o) => o.url)
  const post = all.find((r) => r.kind === 'post')!
  await page.goto('/docs/')
  await hydrate(page)
  for (const [query, urls] of [[cls.name, sameName], [post.hierarchy.lvl1!.slice(0, 64), [post.url]]] as const) {
    await page.keyboard.press('Control+k')
    const input = page.getByPlaceholder('Search docs')
    await input.fill(query)
    const first = page.getByRole('option').first()
    await expect(first).toHaveAttribute('href', /.+/)
    await expect.poll(async () => urls.includes((await first.getAttribute('href'))!)).toBe(true)
    await page.keyboard.press('Escape')
  }
})
