/**
 * Ranking a C++ reader can trust, checked over the whole built index:
 * every class and struct comes first for its short name, every devlog post
 * for its title. The engine runs Node-side on public/search-index (the same
 * code the browser runs), plus a browser spot check.
 */
import { test, expect } from '@playwright/test'
import { allRecords, builtIndexClient } from './searchIndex'
import { FACET_FILTERS } from '../../src/search/config'

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

test('browser spot check: a class and a post come first in the modal', async ({ page }) => {
  const all = pages()
  const cls = all.find((r) => r.kind === 'class')!
  const sameName = all.filter((o) => (o.kind === 'class' || o.kind === 'struct') && o.name === cls.name).map((o) => o.url)
  const post = all.find((r) => r.kind === 'post')!
  await page.goto('/docs/')
  await page.locator('[data-testid=search-button][data-ready=true]').first().waitFor()
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
