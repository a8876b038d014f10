import type { Locator, Page } from '@playwright/test'

/**
 * The first page a reader opens hydrates at their first input (src/shell/hydration).
 * This makes one, as a reader's mouse would: the pointer moves onto the page (two moves, so that a pointer
 * already resting there moves too).
 */
export async function firstInput(page: Page): Promise<void> {
  await page.mouse.move(3, 3)
  await page.mouse.move(4, 4)
}

/** Makes the first input and resolves with the navbar's search button once it is live: the app has hydrated and run its effects then. */
export async function hydrate(page: Page): Promise<Locator> {
  await firstInput(page)
  const button = page.locator('[data-testid=search-button][data-ready=true]').first()
  await button.waitFor()
  return button
}
