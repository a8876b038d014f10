import { test, expect, type Page } from '@playwright/test'
import { expectedSearch, allRecords, indexBases } from './searchIndex'
import { STALL_THRESHOLD_MS } from '../../src/sections/search/options'
import { hydrate } from '../support/hydrate'

const PAGE = '/docs/'
const modal = (page: Page) => page.getByTestId('search-modal')
const input = (page: Page) => page.getByPlaceholder('Search docs')

/** Waits until the page is hydrated and the search shortcuts are live. */
async function searchReady(page: Page) {
  await hydrate(page)
}

async function openWithShortcut(page: Page) {
  await searchReady(page)
  await page.keyboard.press('Control+k')
  await expect(input(page)).toBeFocused()
}

/** A query with results in several sections: the word found in the most records. */
const BROAD = 'helios'

test.describe('search modal', () => {
  test('the navbar button is labelled Search, shows the shortcut, and opens the modal', async ({ page }) => {
    await page.goto(PAGE)
    const button = page.getByTestId('search-button')
    await expect(button).toHaveAccessibleName('Search')
    await expect(button).toContainText('Search')
    await expect(button).toContainText(/Ctrl|⌘/)
    await expect(button).toContainText('K')
    await button.click()
    await expect(modal(page)).toBeVisible()
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs')
    await expect(modal(page)).toContainText('to select')
    await expect(modal(page)).toContainText('to navigate')
    await expect(modal(page)).toContainText('to close')
  })

  test('Ctrl+K and Meta+K open it on every kind of page; Escape and the backdrop close it', async ({ page }) => {
    const post = allRecords().find((r) => r.url.startsWith('/devlog/') && r.type === 'lvl1')!
    const api = allRecords().find((r) => r.kind === 'class' && r.type === 'lvl1')!
    for (const url of ['/', PAGE, post.url, api.url]) {
      await page.goto(url)
      await openWithShortcut(page)
      await page.keyboard.press('Escape')
      await expect(modal(page)).toHaveCount(0)
    }
    await searchReady(page)
    await page.keyboard.press('Meta+k')
    await expect(modal(page)).toBeVisible()
    await page.getByTestId('search-backdrop').click({ position: { x: 10, y: 10 } })
    await expect(modal(page)).toHaveCount(0)
    // Ctrl+K toggles.
    await openWithShortcut(page)
    await page.keyboard.press('Control+k')
    await expect(modal(page)).toHaveCount(0)
  })

  test('/ opens it when no input is focused, and types normally in an input', async ({ page }) => {
    await page.goto(PAGE)
    await searchReady(page)
    await page.keyboard.press('/')
    await expect(modal(page)).toBeVisible()
    await expect(input(page)).toHaveValue('')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(modal(page)).toHaveCount(0)
    // Focus returns to the button once the modal is gone (after the browser's next paint); the probe takes it after.
    await expect(page.getByTestId('search-button')).toBeFocused()
    await page.evaluate(() => {
      const i = document.createElement('input')
      i.id = 'probe'
      document.body.prepend(i)
      i.focus()
    })
    await page.keyboard.press('/')
    await expect(modal(page)).toHaveCount(0)
    await expect(page.locator('#probe')).toHaveValue('/')
  })

  test('start screen without recent searches', async ({ page }) => {
    await page.goto(PAGE)
    await openWithShortcut(page)
    await expect(page.getByTestId('search-start')).toContainText('No recent searches')
  })

  test('a signature query: the start screen says the syntax, and -> mat4 lists the functions returning a mat4', async ({ page }) => {
    const expected = await expectedSearch('-> mat4')
    const first = expected.hits[0]!
    expect(first.symbol?.kind).toBe('function')
    expect(first.symbol!.signatures.some((s) => /\bmat4\b/.test(s.split('(')[0]!))).toBe(true)
    await page.goto(PAGE)
    await openWithShortcut(page)
    await expect(page.getByTestId('search-signature-hint')).toContainText('-> T')
    await input(page).pressSequentially('-> mat4')
    await expect(page.getByRole('option', { name: `See all ${expected.nbHits} results` })).toBeVisible()
    const option = page.getByRole('option').first()
    await expect(option).toHaveAttribute('href', first.url)
    await expect(option).toContainText(first.symbol!.signatures[0]!.replace(/\s+/g, ' ').slice(0, 20))
  })

  test('a signature query (const Camera&) lists first a function taking a const Camera&, read from the card blocks', async ({ page }) => {
    const expected = await expectedSearch('(const Camera&)')
    const first = expected.hits[0]!
    expect(first.symbol?.kind).toBe('function')
    expect(first.symbol!.signatures.some((s) => /\(.*\bconst\s+(\w+::)*Camera\s*&/.test(s))).toBe(true)
    await page.goto(PAGE)
    const cards: string[] = []
    page.on('request', (r) => { if (r.url().includes('/search-index/')) cards.push(new URL(r.url()).pathname) })
    await openWithShortcut(page)
    await input(page).pressSequentially('(const Camera&)')
    await expect(page.getByRole('option', { name: `See all ${expected.nbHits} results` })).toBeVisible()
    const option = page.getByRole('option').first()
    await expect(option).toHaveAttribute('href', first.url)
    await expect(option).toContainText(first.symbol!.signatures[0]!.replace(/\s+/g, ' ').slice(0, 20))
    expect(cards.some((u) => u.includes('/symbols/c/')), cards.join(', ')).toBe(true)
  })

  test("Derived::member, typed as a reader types it, lists the member the class inherits and opens it on its base's page", async ({ page }) => {
    const symbols = allRecords().filter((r) => r.symbol)
    // A class of the engine and a function of a direct base that the class does not declare itself, nor construct with.
    const pick = Object.entries(indexBases()).flatMap(([cls, levels]) => {
      const own = new Set(symbols.filter((r) => r.symbol!.owner === cls).map((r) => r.name))
      return levels[0]!.flatMap((base) => symbols.filter((r) => r.symbol!.owner === base && r.symbol!.kind === 'function' && !own.has(r.name) && !r.name!.startsWith('~') && r.name !== base.split('::').pop()).map((member) => ({ cls, member })))
    })[0]
    expect(pick, 'the engine has a class that inherits a function').toBeTruthy()
    const query = `${pick!.cls.split('::').pop()}::${pick!.member.name}`
    const expected = await expectedSearch(query)
    expect(expected.hits.map((h) => h.url)).toContain(pick!.member.url)
    await page.goto(PAGE)
    await openWithShortcut(page)
    await input(page).pressSequentially(query)
    const option = page.getByRole('option').first()
    await expect(option).toHaveAttribute('href', expected.hits[0]!.url)
    const inherited = page.locator(`[role="option"][href="${pick!.member.url}"]`)
    await expect(inherited).toHaveCount(1)
    await expect(inherited.getByTestId('search-hit-inherited')).toHaveText(`inherited by ${pick!.cls.split('::').pop()}`)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${expected.hits[0]!.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
  })

  test('results are grouped by top-level section, at most 5 per group, with the true count', async ({ page }) => {
    const expected = await expectedSearch(BROAD)
    expect(expected.nbHits).toBeGreaterThan(5)
    await page.goto(PAGE)
    await openWithShortcut(page)
    await input(page).fill(BROAD)
    const seeAll = page.getByRole('option', { name: `See all ${expected.nbHits} results` })
    await expect(seeAll).toBeVisible()
    await expect(seeAll).toHaveAttribute('href', `/search/?q=${BROAD}`)
    const groups = page.getByTestId('search-group')
    const sections = [...new Set(expected.hits.map((h) => h.hierarchy.lvl0))]
    await expect(groups).toHaveCount(sections.length)
    for (let i = 0; i < sections.length; i++) {
      await expect(groups.nth(i).locator('> div').first()).toHaveText(sections[i]!)
      const n = await groups.nth(i).getByRole('option').count()
      expect(n).toBeLessThanOrEqual(5)
      expect(n).toBe(Math.min(5, expected.hits.filter((h) => h.hierarchy.lvl0 === sections[i]).length))
    }
    // Highlights are <mark> elements, never raw tags.
    await expect(modal(page).locator('mark').first()).toBeVisible()
    await expect(modal(page)).not.toContainText('<mark>')
  })

  test('arrow keys move the active result and Enter opens it', async ({ page }) => {
    const expected = await expectedSearch(BROAD)
    await page.goto(PAGE)
    await openWithShortcut(page)
    await input(page).fill(BROAD)
    const options = page.getByRole('option')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(options.first()).toHaveAttribute('aria-selected', 'false')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    await expect(options.last()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowDown')
    const href = await options.first().getAttribute('href')
    expect(href).toBe(expected.hits[0]!.url)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
    await expect(modal(page)).toHaveCount(0)
  })

  test('Ctrl+Enter opens the result in a new tab, Shift+Enter in a new window', async ({ page, context }) => {
    await page.goto(PAGE)
    await openWithShortcut(page)
    await input(page).fill(BROAD)
    const href = await page.getByRole('option').first().getAttribute('href')
    for (const combo of ['Control+Enter', 'Shift+Enter']) {
      const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press(combo)])
      await popup.waitForLoadState()
      expect(new URL(popup.url()).pathname + new URL(popup.url()).hash).toBe(href)
      await popup.close()
      await expect(page).toHaveURL(new RegExp(`${PAGE}$`))
    }
  })

  test('clear button empties the query; the input keeps at most 64 characters', async ({ page }) => {
    await page.goto(PAGE)
    await openWithShortcut(page)
    const long = 'vector '.repeat(15)
    await input(page).pressSequentially(long.slice(0, 80), { delay: 0 })
    await expect(input(page)).toHaveValue(long.slice(0, 64))
    await expect(input(page)).toHaveAttribute('maxlength', '64')
    await page.getByRole('button', { name: 'Clear the query' }).click()
    await expect(input(page)).toHaveValue('')
    await expect(input(page)).toBeFocused()
  })

  test('the query starts from the selected text, cut to 64 characters', async ({ page }) => {
    await page.goto('/docs/introduction/')
    const selected = await page.evaluate(() => {
      const p = [...document.querySelectorAll('main p')].find((e) => (e.textContent ?? '').length > 80)!
      const range = document.createRange()
      range.selectNodeContents(p)
      const sel = window.getSelection()!
      sel.removeAllRanges()
      sel.addRange(range)
      return sel.toString()
    })
    await searchReady(page)
    await page.keyboard.press('Control+k')
    await expect(input(page)).toHaveValue(selected.replace(/\s+/g, ' ').trim().slice(0, 64))
  })

  test('no-results screen: the query, up to 3 suggestions and a way to report it', async ({ page }) => {
    await page.goto(PAGE)
    await openWithShortcut(page)
    await input(page).fill('qqxqzz')
    const screen = page.getByTestId('search-no-results')
    await expect(screen).toContainText('No results for "qqxqzz"')
    await expect(screen).toContainText('Believe this query should return results?')
    const link = screen.getByRole('link', { name: 'Let us know.' })
    await expect(link).toHaveAttribute('href', /^https:\/\/github\.com\/helios-engine\/.*issues/)
    const suggestions = screen.getByRole('button')
    await expect(suggestions.first()).toBeVisible()
    const n = await suggestions.count()
    expect(n).toBeGreaterThan(0)
    expect(n).toBeLessThanOrEqual(3)
    const first = (await suggestions.first().textContent())!
    await suggestions.first().click()
    await expect(input(page)).toHaveValue(first.slice(0, 64))
    await expect(page.getByRole('option').first()).toBeVisible()
  })

  test('error screen when the index cannot be fetched', async ({ page }) => {
    await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'))
    await page.goto(PAGE)
    await openWithShortcut(page)
    await input(page).fill('vec3')
    const screen = page.getByTestId('search-error')
    await expect(screen).toContainText('Unable to fetch results')
    await expect(screen).toContainText('You might want to check your network connection.')
    // Once the network is back, the next keystroke finds results.
    await page.unroute('**/search-index/**')
    await input(page).press('Backspace')
    await expect(page.getByRole('option').first()).toBeVisible()
  })

  test('a slow index shows the stalled indicator after 300 ms, then the results', async ({ page }) => {
    // The index is held until the indicator has been seen, so a loaded machine cannot make the answer beat the
    // check; the 300 ms are measured in the page, from the keystroke to the indicator's appearance.
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/search-index/**', async (route) => {
      await released
      await route.continue()
    })
    await page.addInitScript(() => {
      const w = window as unknown as { __inputAt?: number; __stalledAt?: number }
      document.addEventListener('input', () => (w.__inputAt ??= performance.now()), true)
      new MutationObserver(() => {
        if (w.__stalledAt === undefined && document.querySelector('[data-testid=search-stalled]')) w.__stalledAt = performance.now()
      }).observe(document, { subtree: true, childList: true })
    })
    await page.goto(PAGE)
    await openWithShortcut(page)
    await input(page).fill('vec3')
    await expect(page.getByTestId('search-stalled')).toBeVisible()
    const waited = await page.evaluate(() => {
      const w = window as unknown as { __inputAt: number; __stalledAt: number }
      return w.__stalledAt - w.__inputAt
    })
    expect(waited).toBeGreaterThanOrEqual(STALL_THRESHOLD_MS - 5)
    await expect(page.getByRole('option')).toHaveCount(0)
    release()
    await expect(page.getByRole('option').first()).toBeVisible()
    await expect(page.getByTestId('search-stalled')).toHaveCount(0)
  })

  test('an opened result becomes a recent search; it can be saved as a favourite or removed', async ({ page }) => {
    await page.goto(PAGE)
    await openWithShortcut(page)
    await input(page).fill('vec3')
    const first = page.getByRole('option').first()
    const href = await first.getAttribute('href')
    await first.click()
    await expect(page).toHaveURL(new RegExp(href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '$'))
    await openWithShortcut(page)
    const recent = page.getByTestId('search-recent')
    await expect(recent.getByRole('option')).toHaveCount(1)
    await expect(recent.getByRole('option').first()).toHaveAttribute('href', href!)
    await recent.getByTitle('Save this search').click()
    await expect(page.getByTestId('search-recent')).toHaveCount(0)
    const favs = page.getByTestId('search-favorites')
    await expect(favs.getByRole('option')).toHaveCount(1)
    // Kept across reloads, under a per-index key.
    await page.reload()
    await openWithShortcut(page)
    await expect(page.getByTestId('search-favorites').getByRole('option')).toHaveCount(1)
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('SEARCH')).sort())).toEqual(
      expect.arrayContaining(['__HELIOS_SEARCH_FAVORITE__helios']),
    )
    await page.getByTestId('search-favorites').getByTitle('Remove this search from favorites').click()
    await expect(page.getByTestId('search-start')).toContainText('No recent searches')
  })

  test('recent searches are limited to 7, or 4 when favourites exist; favourites to 10', async ({ page }) => {
    const records = allRecords().filter((r) => r.type === 'lvl1').slice(0, 25)
    const stored = records.map(({ objectID, url, type, hierarchy, content }) => ({ objectID, url, type, hierarchy, content }))
    await page.goto(PAGE)
    await page.evaluate((items) => localStorage.setItem('__HELIOS_SEARCH_RECENT__helios', JSON.stringify(items.slice(0, 9))), stored)
    await openWithShortcut(page)
    await expect(page.getByTestId('search-recent').getByRole('option')).toHaveCount(7)
    await page.getByTestId('search-recent').getByTitle('Save this search').first().click()
    await expect(page.getByTestId('search-favorites').getByRole('option')).toHaveCount(1)
    await expect(page.getByTestId('search-recent').getByRole('option')).toHaveCount(4)
    await page.getByTestId('search-recent').getByTitle('Remove this search from history').first().click()
    await expect(page.getByTestId('search-recent').getByRole('option')).toHaveCount(4)
    await page.keyboard.press('Escape')
    await page.evaluate((items) => localStorage.setItem('__HELIOS_SEARCH_FAVORITE__helios', JSON.stringify(items.slice(10, 25))), stored)
    await openWithShortcut(page)
    await expect(page.getByTestId('search-favorites').getByRole('option')).toHaveCount(10)
    // Arrow keys move through saved searches too.
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true')
  })

  test('with personalisation disabled, recent and favourite searches are removed and none are kept', async ({ page }) => {
    const [a, b] = allRecords().filter((r) => r.type === 'lvl1')
    const stored = [a!, b!].map(({ objectID, url, type, hierarchy, content }) => ({ objectID, url, type, hierarchy, content }))
    await page.goto(PAGE)
    await page.evaluate((items) => {
      localStorage.setItem('__HELIOS_SEARCH_RECENT__helios', JSON.stringify([items[0]]))
      localStorage.setItem('__HELIOS_SEARCH_FAVORITE__helios', JSON.stringify([items[1]]))
    }, stored)
    await page.addInitScript(() => {
      window.__HELIOS_SEARCH_PERSONALIZATION__ = false
    })
    await page.reload()
    await openWithShortcut(page)
    await expect(page.getByTestId('search-start')).toContainText('No recent searches')
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('__HELIOS_SEARCH_')))).toEqual([])
    await input(page).fill('vec3')
    const first = page.getByRole('option').first()
    const href = (await first.getAttribute('href'))!
    const oldHeading = await page.locator('main h1').first().textContent()
    await first.click()
    await expect(page).toHaveURL(new RegExp(href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '$'))
    // The shortcut is pressed once the hit's page has replaced the old one (the URL changes before React
    // renders the new page; on a slow machine a shortcut in between opens the modal on the old page) and the modal has closed.
    await expect(modal(page)).toBeHidden()
    await expect(page.locator('main h1').first()).not.toHaveText(oldHeading ?? '')
    await openWithShortcut(page)
    await expect(page.getByTestId('search-start')).toContainText('No recent searches')
  })

  test('snippets hold 10 words, or 5 on screens 768 px wide or less', async ({ page }) => {
    const words = (s: string) => (s.replace(/…/g, ' ').match(/[\p{L}\p{N}_]+/gu) ?? []).length
    // A query whose first results include long paragraphs.
    let query = ''
    for (const q of ['matrix', 'vertex', 'buffer', 'event', 'engine', 'helios']) {
      const r = await expectedSearch(q)
      if (r.hits.slice(0, 10).some((h) => h.type === 'content' && words(h.content ?? '') > 14)) {
        query = q
        break
      }
    }
    expect(query).not.toBe('')
    for (const [width, max] of [[1280, 10], [390, 5]] as const) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(PAGE)
      await openWithShortcut(page)
      await input(page).fill(query)
      const content = page.locator('[role=option][data-kind=hit]').filter({ has: page.locator('span') })
      await expect(content.first()).toBeVisible()
      const titles = await page.locator('[role=option][data-kind=hit] > span:nth-child(2) > span:first-child').allTextContents()
      const snippets = titles.filter((t) => t.includes('…'))
      expect(snippets.length).toBeGreaterThan(0)
      for (const t of snippets) expect(words(t)).toBeLessThanOrEqual(max)
      expect(Math.max(...snippets.map(words))).toBe(max)
      await page.keyboard.press('Escape')
    }
  })

  test('opened while the next page loads, the modal stays open with its query when that page shows', async ({ page }) => {
    // Every page renders its own navbar: hold the next page's data until the modal is open and typed in.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/page-data/docs/introduction/page-data.json', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/')
    await searchReady(page)
    await page.getByRole('link', { name: 'Read the introduction' }).click()
    await openWithShortcut(page)
    await input(page).pressSequentially('camera')
    release()
    await page.waitForURL('**/docs/introduction/')
    await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeAttached()
    await expect(modal(page)).toBeVisible()
    await expect(input(page)).toHaveValue('camera')
    await expect(input(page)).toBeFocused()
    await expect(page.getByRole('option').first()).toBeVisible()
    // It closes as before, and focus returns to the new page's button.
    await page.keyboard.press('Escape')
    await expect(modal(page)).toBeHidden()
    await expect(page.getByTestId('search-button').first()).toBeFocused()
  })

  test('search works with no network: every request stays on the local server', async ({ page }) => {
    const foreign: string[] = []
    page.on('request', (r) => {
      const host = new URL(r.url()).hostname
      if (host !== '127.0.0.1' && host !== 'localhost' && !r.url().startsWith('data:')) foreign.push(r.url())
    })
    await page.goto(PAGE)
    await openWithShortcut(page)
    await input(page).fill('mesh')
    await expect(page.getByRole('option').first()).toBeVisible()
    expect(foreign).toEqual([])
  })
})

test.describe('search page', () => {
  test('/search?q= shows results with breadcrumbs and snippets, loads more on demand, and keeps q in the URL', async ({ page }) => {
    const expected = await expectedSearch(BROAD)
    await page.goto(`/search/?q=${BROAD}`)
    const box = page.getByRole('searchbox', { name: 'Search' }).last()
    await expect(box).toHaveValue(BROAD)
    await expect(page.getByTestId('search-page-count')).toHaveText(`${expected.nbHits} results`)
    const hits = page.getByTestId('search-page-hit')
    await expect(hits).toHaveCount(Math.min(20, expected.nbHits))
    await expect(hits.first().getByRole('link')).toHaveAttribute('href', expected.hits[0]!.url)
    await expect(hits.first().getByTestId('search-page-crumbs')).toContainText(expected.hits[0]!.hierarchy.lvl0!)
    if (expected.nbHits > 20) {
      await page.getByRole('button', { name: 'Load more results' }).click()
      await expect(hits).toHaveCount(Math.min(40, expected.nbHits))
    }
    await box.fill('vec3')
    await expect(page).toHaveURL(/\/search\/\?q=vec3$/)
    await expect(page.getByTestId('search-page-count')).toHaveText(`${(await expectedSearch('vec3')).nbHits} results`)
    // Escape clears the query.
    await box.press('Escape')
    await expect(box).toHaveValue('')
    await expect(page).toHaveURL(/\/search\/$/)
  })

  test('text with angle brackets and ampersands shows as written, never as entities or markup', async ({ page }) => {
    const rec = allRecords().find((r) => r.type === 'content' && /[<>&]/.test(r.content ?? '') && /[A-Za-z_]{4,}/.test(r.content ?? ''))
    test.skip(!rec, 'no indexed text with <, > or &')
    const word = rec!.content!.match(/[A-Za-z_]{4,}/)![0]
    await page.goto(`/search/?q=${encodeURIComponent(`${rec!.hierarchy.lvl1} ${word}`.slice(0, 64))}`)
    await expect(page.getByTestId('search-page-hit').first()).toBeVisible()
    const text = (await page.locator('main').textContent())!
    expect(text).not.toMatch(/&(lt|gt|amp|quot|#39);/)
  })

  test('"See all results" in the modal leads to the page for the same query', async ({ page }) => {
    await page.goto(PAGE)
    await openWithShortcut(page)
    await input(page).fill('mesh')
    await page.getByRole('option', { name: /See all \d+ results/ }).click()
    await expect(page).toHaveURL(/\/search\/\?q=mesh$/)
    await expect(page.getByTestId('search-page-hit').first()).toBeVisible()
  })

  test('the page shows the error when the index cannot be fetched', async ({ page }) => {
    await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'))
    await page.goto('/search/?q=vec3')
    await expect(page.getByTestId('search-page-error')).toContainText('Unable to fetch results')
  })
})
