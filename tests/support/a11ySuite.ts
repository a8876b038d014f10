/**
 * The accessibility browser tests every build runs (tests/e2e/a11y.spec.ts on the
 * site, and the hostile and features fixtures' specs on theirs): axe over one
 * page of every page family (tests/support/pageFamilies.ts), the search modal
 * in its three screens, the announcement bar and the mobile sidebar, each in
 * both colour modes at desktop and phone width; 0 violations expected.
 */
import { test, expect, type Page } from '@playwright/test'
import { pageFamilies } from './pageFamilies'
import { axeEveryMode, installAxe, settled, PHONE } from './a11y'
import { hydrate } from './hydrate'

/** A query with results on every build: the devlog (the same on every build) names the engine throughout. */
export const BROAD_QUERY = 'helios'
export const NO_RESULTS_QUERY = 'qqxqzz'

const searchInput = (page: Page) => page.getByPlaceholder('Search docs')

async function openSearch(page: Page) {
  await hydrate(page)
  await page.keyboard.press('Control+k')
  await expect(searchInput(page)).toBeFocused()
}

/**
 * `everyFamily`: the build must have a page of every family (the features fixture is made to, so every
 * family is checked on at least one build even where the engine lacks one, such as a split compound).
 */
export function defineA11yTests(options: { everyFamily?: boolean } = {}) {
  const { pages, missing } = pageFamilies()
  test.describe.configure({ mode: 'parallel' })
  test.beforeEach(async ({ page }) => {
    // Four axe runs of a large page (an index, a class) take minutes on a loaded 2-core machine.
    test.setTimeout(300_000)
    await installAxe(page)
  })

  test('every page family the build has is checked', () => {
    // The site's own pages (home, devlog, docs, search, 404) are on every build, and the API reference has pages.
    for (const family of ['home', 'post', 'docs introduction', '/search with results', '404', 'API overview']) expect(pages.map((p) => p.family)).toContain(family)
    expect(pages.length).toBeGreaterThan(16)
    console.log(`a11y: ${pages.length} pages; families this build lacks: ${missing.join(', ') || 'none'}`)
    if (options.everyFamily) expect(missing).toEqual([])
  })

  for (const { family, path } of pages) {
    test(`axe: ${family} (${path}) in light and dark at 1280 and 390 px`, async ({ page }) => {
      await page.goto(path)
      await settled(page)
      expect(await axeEveryMode(page)).toEqual([])
    })
  }

  test('axe: the search modal with results', async ({ page }) => {
    await page.goto('/')
    await settled(page)
    await openSearch(page)
    await searchInput(page).fill(BROAD_QUERY)
    await expect(page.getByRole('option').first()).toBeVisible()
    expect(await axeEveryMode(page)).toEqual([])
  })

  test('axe: the search modal with recent searches', async ({ page }) => {
    await page.goto('/')
    await settled(page)
    await openSearch(page)
    await searchInput(page).fill(BROAD_QUERY)
    await page.getByRole('option').first().click()
    await page.waitForURL((url) => url.pathname !== '/')
    await settled(page)
    await openSearch(page)
    await expect(page.getByTestId('search-recent').getByRole('option')).toHaveCount(1)
    expect(await axeEveryMode(page)).toEqual([])
  })

  test('axe: the search modal on the no-results screen', async ({ page }) => {
    await page.goto('/')
    await settled(page)
    await openSearch(page)
    await searchInput(page).fill(NO_RESULTS_QUERY)
    await expect(page.getByTestId('search-no-results')).toBeVisible()
    expect(await axeEveryMode(page)).toEqual([])
  })

  test('axe: the announcement bar and the mobile sidebar open', async ({ page }) => {
    await page.goto('/docs/introduction/')
    await settled(page)
    await expect(page.locator('[data-announcement-id]')).toBeVisible()
    // The drawer exists below desktop width only: open it at phone width, in both modes.
    await page.setViewportSize(PHONE)
    const found = await axeEveryMode(page, async (width) => {
      if (width > PHONE.width) return
      const drawer = page.getByRole('dialog', { name: 'Navigation menu' })
      if (!(await drawer.isVisible())) await page.getByRole('button', { name: 'Open navigation menu' }).click()
      await expect(drawer).toBeVisible()
    })
    expect(found).toEqual([])
  })
}
