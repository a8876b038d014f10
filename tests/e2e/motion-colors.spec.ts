/**
 * Reduced motion: nothing animates for longer than 1 ms (the spec's collapse rule) while the reader opens the
 * search modal, a navbar dropdown, the mobile drawer and the route progress. Forced colours (Windows high
 * contrast, emulated): links, the focus ring, the diagram's boxes and the search highlight stay visible.
 * Screenshots of both go to A11Y_SHOTS_DIR (default test-results/a11y-shots/) to be looked at.
 */
import fs from 'node:fs'
import path from 'node:path'
import { test, expect, type Page } from '@playwright/test'
import { pageFamilies } from '../support/pageFamilies'
import { DESKTOP, PHONE, settled } from '../support/a11y'
import { hydrate } from '../support/hydrate'

const shotsDir = path.resolve(process.env.A11Y_SHOTS_DIR ?? 'test-results/a11y-shots')
const { pages } = pageFamilies()
const classPage = pages.find((p) => p.family === 'class with diagram and inherited members')!.path

async function shot(page: Page, name: string) {
  fs.mkdirSync(shotsDir, { recursive: true })
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) })
}

/** Every animation or transition that has run or runs on the page, with how long it lasts in all (ms). */
function longAnimations(): string[] {
  return document
    .getAnimations()
    .map((a) => {
      const t = a.effect?.getComputedTiming()
      const total = Number(t?.activeDuration ?? 0) + Number(t?.delay ?? 0)
      const target = (a.effect as KeyframeEffect | null)?.target as Element | null
      return { total, name: `${a.constructor.name} ${(a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? ''} on ${target?.tagName.toLowerCase()}.${target?.className}` }
    })
    .filter((a) => !(a.total <= 1))
    .map((a) => `${a.name}: ${a.total} ms`)
}

/** Elements whose computed transitions or animations (with their delays) last longer than 1 ms, whether or not they run now. */
function longMotionStyles(): string[] {
  const ms = (v: string) => Math.max(...v.split(',').map((t) => (t.trim().endsWith('ms') ? parseFloat(t) : parseFloat(t) * 1000)))
  const out: string[] = []
  for (const el of document.querySelectorAll('*')) {
    for (const pseudo of [null, '::before', '::after']) {
      const s = getComputedStyle(el, pseudo)
      const transition = s.transitionProperty !== 'none' ? ms(s.transitionDuration) + ms(s.transitionDelay) : 0
      const animation = s.animationName !== 'none' ? ms(s.animationDuration) * (s.animationIterationCount === 'infinite' ? Infinity : Number(s.animationIterationCount)) + ms(s.animationDelay) : 0
      if (transition > 1 || animation > 1) out.push(`${el.tagName.toLowerCase()}.${el.className}${pseudo ?? ''}: transition ${transition} ms, animation ${animation} ms`)
    }
  }
  return out
}

/** Collects every animation started on the page from now on (a finished one leaves getAnimations()). */
async function recordAnimations(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __long: string[] }
    w.__long = []
    const check = (e: Event) => {
      for (const a of (e.target as Element).getAnimations?.() ?? []) {
        const t = a.effect?.getComputedTiming()
        const total = Number(t?.activeDuration ?? 0) + Number(t?.delay ?? 0)
        if (!(total <= 1)) w.__long.push(`${e.type} on ${(e.target as Element).tagName.toLowerCase()}.${(e.target as Element).className}: ${total} ms`)
      }
    }
    for (const type of ['animationstart', 'transitionrun']) document.addEventListener(type, check, true)
  })
}

test('reduced motion: the modal, a dropdown, the drawer and navigation animate for at most 1 ms', async ({ page }) => {
  test.setTimeout(120_000)
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' })
  await page.setViewportSize(DESKTOP)
  await page.goto(classPage)
  await settled(page)
  await recordAnimations(page)
  // A navbar dropdown (the collapse), the search modal (its fade and rise; the spinner), hover transitions.
  await page.getByRole('button', { name: 'API Docs' }).click()
  await page.getByRole('button', { name: 'API Docs' }).click()
  await (await hydrate(page)).click()
  await page.getByPlaceholder('Search docs').fill('helios')
  await expect(page.getByRole('option').first()).toBeVisible()
  expect(await page.evaluate(longAnimations)).toEqual([])
  // Not only what ran: no element of the page or the modal is styled to move for longer.
  expect(await page.evaluate(longMotionStyles)).toEqual([])
  await shot(page, 'reduced-motion-modal-light-1280')
  await page.keyboard.press('Escape')
  // A client-side navigation (the progress bar), then the mobile drawer.
  await page.getByRole('link', { name: 'devlog', exact: true }).first().click()
  await page.waitForURL(/devlog/)
  await settled(page)
  await page.setViewportSize(PHONE)
  await page.getByRole('button', { name: 'Open navigation menu' }).click()
  await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeVisible()
  expect(await page.evaluate(longAnimations)).toEqual([])
  expect(await page.evaluate(() => (window as unknown as { __long: string[] }).__long)).toEqual([])
  await shot(page, 'reduced-motion-drawer-light-390')
  // Dark, at phone width: the modal full screen on the no-results screen.
  await page.keyboard.press('Escape')
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'dark' })
  await (await hydrate(page)).click()
  await page.getByPlaceholder('Search docs').fill('qqxqzz')
  await expect(page.getByTestId('search-no-results')).toBeVisible()
  expect(await page.evaluate(longAnimations)).toEqual([])
  await shot(page, 'reduced-motion-no-results-dark-390')
})

test('without reduced motion the same modal does animate (the check above can fail)', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.goto(classPage)
  await settled(page)
  await (await hydrate(page)).click()
  await expect(page.getByPlaceholder('Search docs')).toBeFocused()
  expect((await page.evaluate(longMotionStyles)).length).toBeGreaterThan(0)
})

for (const mode of ['light', 'dark'] as const) {
  test(`forced colours (${mode}): links, focus ring, diagram boxes and search highlight stay visible`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.emulateMedia({ forcedColors: 'active', colorScheme: mode })
    await page.setViewportSize(DESKTOP)
    await page.goto(classPage)
    await settled(page)
    // The diagram: its boxes are drawn with a stroke in a system colour, distinct from the canvas.
    const box = page.locator('[data-inheritance-diagram] rect').first()
    await expect(box).toBeVisible()
    const { stroke, fill } = await box.evaluate((el) => ({ stroke: getComputedStyle(el).stroke, fill: getComputedStyle(el).fill }))
    expect(stroke).not.toBe(fill)
    expect(stroke).not.toBe('none')
    // A link of the diagram, focused by keyboard: a ring (outline in the highlight colour) and a thicker stroke.
    const boxLink = page.locator('[data-inheritance-diagram] a').first()
    await boxLink.evaluate((el) => (el as unknown as HTMLElement).focus())
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expect(boxLink).toBeFocused()
    const ring = await boxLink.evaluate((el) => ({ outline: getComputedStyle(el).outlineStyle, width: getComputedStyle(el).outlineWidth, rect: getComputedStyle(el.querySelector('rect')!).strokeWidth }))
    expect(ring.outline).not.toBe('none')
    expect(parseFloat(ring.rect)).toBeGreaterThanOrEqual(2)
    await boxLink.scrollIntoViewIfNeeded()
    await shot(page, `forced-colors-${mode}-diagram-focus-1280`)
    // Links stay told apart: the system's link colour differs from the text's.
    const [linkColor, textColor] = await page.evaluate(() => [getComputedStyle(document.querySelector('main a[href]')!).color, getComputedStyle(document.querySelector('main p')!).color])
    expect(linkColor).not.toBe(textColor)
    // The search highlight: marked text keeps a background of its own, and the active option is outlined.
    // Back to the top first: scrolled down to the diagram, the navbar (and its search button) hides.
    await page.keyboard.press('Escape')
    await page.evaluate(() => window.scrollTo(0, 0))
    await (await hydrate(page)).click()
    await page.getByPlaceholder('Search docs').fill('helios')
    const mark = page.getByRole('listbox').locator('mark').first()
    await expect(mark).toBeVisible()
    const markStyle = await mark.evaluate((el) => ({ bg: getComputedStyle(el).backgroundColor, fg: getComputedStyle(el).color }))
    expect(markStyle.bg).not.toBe('rgba(0, 0, 0, 0)')
    expect(markStyle.bg).not.toBe(markStyle.fg)
    const active = page.locator('[role=option][aria-selected=true]')
    expect(await active.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none')
    await shot(page, `forced-colors-${mode}-search-1280`)
    await page.keyboard.press('Escape')
    await page.setViewportSize(PHONE)
    await page.goto(pages.find((p) => p.family === 'post')!.path)
    await settled(page)
    await page.keyboard.press('Tab')
    await shot(page, `forced-colors-${mode}-post-390`)
  })
}
