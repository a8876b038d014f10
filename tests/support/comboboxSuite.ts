/**
 * The search modal as the WAI-ARIA combobox/listbox pattern, checked in the browser on either backend
 * (tests/e2e/search-a11y.spec.ts on the embedded index, tests/e2e-algolia/ on Algolia's stub):
 * aria-activedescendant follows the arrow keys, groups are labelled, the result count and "no results" are
 * announced through a live region, the page behind is inert while the modal is open, and focus goes back
 * to the button on close.
 */
import { expect, type Page } from '@playwright/test'
import { hydrate } from './hydrate'

/** Playwright's `test`, or one extended with fixtures (the Algolia spec's stubs). */
type TestFn = (title: string, body: (args: { page: Page }) => Promise<void>) => void

/** `query` has results in more than one option on the backend; `noResults` has none. */
export function defineComboboxTests(test: TestFn, opts: { page: string; query: string; noResults: string }) {
  const input = (page: Page) => page.getByRole('combobox', { name: 'Search' })

  async function open(page: Page) {
    await page.goto(opts.page)
    const button = await hydrate(page)
    await button.waitFor()
    await button.click()
    await expect(input(page)).toBeFocused()
  }

  test('combobox: aria-activedescendant follows the arrow keys over labelled groups; the count is announced', async ({ page }) => {
    await open(page)
    await input(page).fill(opts.query)
    const listbox = page.getByRole('listbox')
    await expect(listbox).toBeVisible()
    await expect(input(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(input(page)).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!)
    const options = listbox.getByRole('option')
    const count = await options.count()
    expect(count).toBeGreaterThan(1)
    // Every option sits in a group named by its visible title, or is "See all".
    const groups = listbox.getByRole('group')
    expect(await groups.count()).toBeGreaterThan(0)
    for (const group of await groups.all()) {
      const labelId = await group.getAttribute('aria-labelledby')
      const title = (await page.locator(`[id="${labelId}"]`).innerText()).trim()
      expect(title.length).toBeGreaterThan(0)
      await expect(group).toHaveAccessibleName(title, { ignoreCase: true })
    }
    const activeId = () => input(page).getAttribute('aria-activedescendant')
    const ids = await options.evaluateAll((els) => els.map((e) => e.id))
    expect(new Set(ids).size).toBe(ids.length)
    expect(await activeId()).toBe(ids[0])
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowDown')
    expect(await activeId()).toBe(ids[1])
    await expect(page.locator(`[id="${ids[1]}"]`)).toHaveAttribute('aria-selected', 'true')
    await expect(options.first()).toHaveAttribute('aria-selected', 'false')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    // Up from the first wraps to the last ("See all").
    expect(await activeId()).toBe(ids[ids.length - 1])
    // The focus never left the input; the live region says how many results there are.
    await expect(input(page)).toBeFocused()
    const status = page.getByTestId('search-announcement')
    await expect(status).toHaveAttribute('role', 'status')
    await expect(status).toHaveText(/^\d+ results? for "/)
    const total = Number((await status.innerText()).match(/^(\d+)/)![1])
    await expect(page.getByRole('option', { name: `See all ${total} results` })).toBeVisible()
  })

  test('combobox: "no results" is announced and the input then controls no list', async ({ page }) => {
    await open(page)
    await input(page).fill(opts.noResults)
    await expect(page.getByTestId('search-announcement')).toHaveText(`No results for "${opts.noResults}"`)
    await expect(page.getByRole('listbox')).toHaveCount(0)
    await expect(input(page)).toHaveAttribute('aria-expanded', 'false')
    expect(await input(page).getAttribute('aria-activedescendant')).toBeNull()
    expect(await input(page).getAttribute('aria-controls')).toBeNull()
  })

  test('combobox: the page behind is inert while the modal is open; focus returns to the button on close', async ({ page }) => {
    await open(page)
    await input(page).fill(opts.query)
    await expect(page.getByRole('listbox')).toBeVisible()
    // Only the dialog is left in the accessibility tree: no banner, navigation, main or contentinfo behind it.
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible()
    // (inert takes a subtree out of the accessibility tree and away from focus.)
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll('main, nav, footer, [role=banner], [role=navigation], [role=contentinfo]')]
        .filter((el) => !el.closest('[role=dialog]') && !el.closest('[inert]'))
        .map((el) => el.tagName.toLowerCase()),
    )
    expect(outside, 'landmarks behind the modal that are not inert').toEqual([])
    expect(await page.locator('#___gatsby').evaluate((el) => (el as HTMLElement).inert)).toBe(true)
    // Tab stays within the dialog (the background cannot take focus).
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('search-modal')).toHaveCount(0)
    await expect(page.locator('[data-testid=search-button]').first()).toBeFocused()
    expect(await page.locator('#___gatsby').evaluate((el) => (el as HTMLElement).inert)).toBe(false)
    expect(await page.evaluate(() => document.querySelector('main')?.closest('[inert]') ?? null)).toBeNull()
    // Closing with Cancel does the same.
    await page.keyboard.press('Control+k')
    await expect(input(page)).toBeFocused()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.locator('[data-testid=search-button]').first()).toBeFocused()
  })
}

/** Recent searches from the keyboard: Alt+Enter saves the active one as a favourite, Delete removes it. */
export function defineHistoryKeyTests(test: TestFn, opts: { page: string; query: string }) {
  test('combobox: a recent search is saved with Alt+Enter and removed with Delete, as the input describes', async ({ page }) => {
    await page.goto(opts.page)
    const button = await hydrate(page)
    await button.waitFor()
    await button.click()
    const input = page.getByRole('combobox', { name: 'Search' })
    await input.fill(opts.query)
    await page.getByRole('option').first().click()
    await page.waitForURL((url) => url.pathname !== opts.page)
    await (await hydrate(page)).click()
    await expect(page.getByTestId('search-recent').getByRole('option')).toHaveCount(1)
    await expect(input).toHaveAccessibleDescription(/Delete removes .*Alt\+Enter saves/)
    await page.keyboard.press('Alt+Enter')
    await expect(page.getByTestId('search-favorites').getByRole('option')).toHaveCount(1)
    await expect(page.getByTestId('search-recent')).toHaveCount(0)
    await page.keyboard.press('Delete')
    await expect(page.getByTestId('search-favorites')).toHaveCount(0)
    await expect(page.getByTestId('search-start')).toBeVisible()
  })
}
