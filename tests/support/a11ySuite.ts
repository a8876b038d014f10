/**
 * The accessibility browser tests every build runs (tests/e2e/a11y.spec.ts on the site; on a corpus build,
 * tests/e2e-corpora/site-a11y.spec.ts on the site's own pages once and each fixture's spec on its API pages): axe
 * over one page of every page family (tests/support/pageFamilies.ts), the search modal in its three screens, the
 * announcement bar and the mobile sidebar, each in both colour modes at desktop and phone width (a family's page:
 * each mode and each width once, the pairs by turns on the site's build); 0 violations expected.
 */
import { test, expect, type Page } from '@playwright/test'
import path from 'node:path'
import { pageFamilies, type FamilyPart } from './pageFamilies'
import { axeEveryMode, installAxe, settled, modesTitle, EVERY_MODE, MODE_PAIR, OTHER_MODE_PAIR, PHONE, type AxeMode } from './a11y'
import { hydrate } from './hydrate'
import { readDoxygenFolder } from '../../src/sections/api/model/model'
import { versionBasePath } from '../../src/sections/api/options'
import type { CorpusSet } from '../e2e-corpora/corpusSets'

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
 * `part`: the site's own pages ('site': every family of the devlog, docs, /search and 404, the modal opened from the
 * home page, the announcement bar and the mobile sidebar), one corpus' API reference ('api': its families, and the
 * modal opened on its overview searching one of its names), or both ('all', the default).
 * `corpus`: the XML and version of the API pages ('api'; the build's own XML and version otherwise).
 * `everyFamily`: the build must have a page of every family (the features fixture is made to, so every
 * family is checked on at least one build even where the engine lacks one, such as a split compound).
 * `modes`: where axe runs on each page (tests/support/a11y.ts): both colour modes at both widths unless told.
 * 'alternating pairs': each family's page in each colour mode and at each width, the two pairs of EVERY_MODE by
 * turns, so that the components every page shares (navbar, sidebar, table of contents, footer) are checked in all
 * four; the search modal and the drawer, in all four.
 */
export function defineA11yTests(options: { part?: FamilyPart; corpus?: CorpusSet; everyFamily?: boolean; modes?: AxeMode[] | 'alternating pairs' } = {}) {
  const part = options.part ?? 'all'
  const modes = options.modes === 'alternating pairs' ? EVERY_MODE : (options.modes ?? EVERY_MODE)
  const pageModes = (i: number) => (options.modes === 'alternating pairs' ? [MODE_PAIR, OTHER_MODE_PAIR][i % 2] : modes)
  const { pages, missing } = pageFamilies({ part, xmlDir: options.corpus?.xml, version: options.corpus?.version })
  test.describe.configure({ mode: 'parallel' })
  test.beforeEach(async ({ page }) => {
    // Four axe runs of a large page (an index, a class) take minutes on a loaded 2-core machine.
    test.setTimeout(300_000)
    await installAxe(page)
  })

  test(`every page family the build has is checked${options.corpus ? ` (${options.corpus.name})` : ''}`, () => {
    // The site's own pages (home, devlog, docs, search, 404) are on every build, and the API reference has pages.
    const expected = [...(part !== 'api' ? ['home', 'post', 'docs introduction', '/search with results', '404'] : []), ...(part !== 'site' ? ['API overview'] : [])]
    for (const family of expected) expect(pages.map((p) => p.family)).toContain(family)
    expect(pages.length).toBeGreaterThan(part === 'all' ? 16 : 10)
    console.log(`a11y: ${pages.length} pages; families this build lacks: ${missing.join(', ') || 'none'}`)
    if (options.everyFamily) expect(missing).toEqual([])
  })

  for (const [i, { family, path: route }] of pages.entries()) {
    test(`axe: ${family} (${route}) ${modesTitle(pageModes(i))}`, async ({ page }) => {
      await page.goto(route)
      await settled(page)
      expect(await axeEveryMode(page, undefined, pageModes(i))).toEqual([])
    })
  }

  if (part === 'api') {
    if (!options.corpus) throw new Error("defineA11yTests: part 'api' needs the corpus whose pages it checks")
    modalTests(versionBasePath(options.corpus.version), apiQuery(options.corpus), ` on ${options.corpus.name}'s pages`, modes)
    return
  }
  modalTests('/', BROAD_QUERY, '', modes)

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

/** The search modal's three screens, opened on `start` and searching `query`. */
function modalTests(start: string, query: string, where: string, modes: AxeMode[]) {
  test(`axe: the search modal with results${where}`, async ({ page }) => {
    await page.goto(start)
    await settled(page)
    await openSearch(page)
    await searchInput(page).fill(query)
    await expect(page.getByRole('option').filter({ hasText: query }).first()).toBeVisible()
    expect(await axeEveryMode(page, undefined, modes)).toEqual([])
  })

  test(`axe: the search modal with recent searches${where}`, async ({ page }) => {
    await page.goto(start)
    await settled(page)
    await openSearch(page)
    await searchInput(page).fill(query)
    await page.getByRole('option').first().click()
    await page.waitForURL((url) => url.pathname !== start)
    await settled(page)
    await openSearch(page)
    await expect(page.getByTestId('search-recent').getByRole('option')).toHaveCount(1)
    expect(await axeEveryMode(page, undefined, modes)).toEqual([])
  })

  test(`axe: the search modal on the no-results screen${where}`, async ({ page }) => {
    await page.goto(start)
    await settled(page)
    await openSearch(page)
    await searchInput(page).fill(NO_RESULTS_QUERY)
    await expect(page.getByTestId('search-no-results')).toBeVisible()
    expect(await axeEveryMode(page, undefined, modes)).toEqual([])
  })
}

/** A name the corpus' own records answer: its first class or struct, or else its first compound. */
function apiQuery(corpus: CorpusSet): string {
  const compounds = [...readDoxygenFolder(path.resolve(corpus.xml), { warn: () => undefined }).compounds.values()].sort((a, b) => a.name.localeCompare(b.name))
  const named = compounds.find((c) => c.kind === 'class' || c.kind === 'struct') ?? compounds.find((c) => c.kind !== 'file' && c.kind !== 'dir')
  if (!named) throw new Error(`${corpus.xml}: no class, struct or other named compound to search for`)
  return named.name.split('::').pop()!
}
