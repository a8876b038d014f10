/**
 * Keyboard readers: Tab walks a class page (with its inheritance diagram) and a post from the top of the page
 * to its end; focus never lands on an element that cannot be seen, never stays put, shows a ring each time,
 * and reaches every link, button and field on the page. Every region that scrolls sideways (listings, the
 * diagram, wide tables, formulas) can be focused and scrolled with the arrow keys. Pages are picked from the
 * build's data (tests/support/pageFamilies.ts).
 */
import { test, expect, type Page } from '@playwright/test'
import { pageFamilies } from '../support/pageFamilies'
import { PHONE, settled } from '../support/a11y'
import { hydrate } from '../support/hydrate'

const { pages } = pageFamilies()
const pageOf = (family: string) => pages.find((p) => p.family === family)?.path

interface Stop {
  key: string
  visible: boolean
  ring: boolean
  tag: string
}

/** What the focused element is: a key to tell elements apart, whether it can be seen, whether it shows a focus ring. */
async function focusedInfo(): Promise<Stop | null> {
  const el = document.activeElement as HTMLElement | SVGElement | null
  if (!el || el === document.body || el === document.documentElement) return null
  // A control that fades in on focus (a heading's "#", the copy button) is judged once its transition is over.
  await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)))
  const path: string[] = []
  for (let n: Element | null = el; n && n !== document.body; n = n.parentElement) path.unshift(`${n.tagName}:${[...(n.parentElement?.children ?? [])].indexOf(n)}`)
  const rect = el.getBoundingClientRect()
  const style = getComputedStyle(el)
  let visible = rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  // Clipped away to a pixel (visually hidden) counts as hidden, unless it is the skip link, which shows on focus.
  if (visible && rect.width <= 1 && rect.height <= 1) visible = false
  // A ring: an outline, a box shadow, or (an SVG link of the diagram) its box's thicker stroke.
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1
  const shadow = style.boxShadow !== 'none'
  const rect2 = el instanceof SVGElement ? el.querySelector('rect') : null
  const svgRing = rect2 ? parseFloat(getComputedStyle(rect2).strokeWidth) >= 2 : false
  return { key: path.join('/'), visible, ring: outline || shadow || svgRing, tag: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"` }
}

/** Every element a keyboard should reach: visible links, buttons, fields and tab stops, by the same key. */
function tabbables(): string[] {
  const els = [...document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select, textarea, summary, [tabindex]')]
  return els
    .filter((el) => el.tabIndex >= 0 && !el.closest('[inert]') && el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
    .filter((el) => {
      const r = el.getBoundingClientRect()
      return r.width > 1 && r.height > 1
    })
    .map((el) => {
      const path: string[] = []
      for (let n: Element | null = el; n && n !== document.body; n = n.parentElement) path.unshift(`${n.tagName}:${[...(n.parentElement?.children ?? [])].indexOf(n)}`)
      return path.join('/')
    })
}

async function tabThrough(page: Page) {
  await settled(page)
  const expected = new Set(await page.evaluate(tabbables))
  expect(expected.size).toBeGreaterThan(10)
  const seen = new Set<string>()
  const problems: string[] = []
  let previous = ''
  let stops = 0
  // Tab until focus leaves the page (back to the browser: activeElement is the body) after the last element.
  for (; stops < expected.size + 50; stops++) {
    await page.keyboard.press('Tab')
    const info = await page.evaluate(focusedInfo)
    if (!info) break
    if (info.key === previous) problems.push(`focus stuck on ${info.tag}`)
    if (!info.visible) problems.push(`focus on a hidden element: ${info.tag}`)
    if (!info.ring) problems.push(`no focus ring on ${info.tag}`)
    previous = info.key
    seen.add(info.key)
  }
  expect(problems).toEqual([])
  expect(stops, 'Tab reached the end of the page').toBeLessThan(expected.size + 50)
  const missed = [...expected].filter((k) => !seen.has(k))
  expect(missed, 'interactive elements Tab never reached').toEqual([])
}

for (const family of ['class with diagram and inherited members', 'post']) {
  test(`Tab walks the ${family} to its end: every control reached, each with a ring, none hidden, never stuck`, async ({ page }) => {
    test.setTimeout(180_000)
    const path = pageOf(family)
    expect(path).toBeTruthy()
    await page.goto(path!)
    await tabThrough(page)
  })
}

/** Regions that scroll sideways at this width: each must take focus (or hold something that does) and scroll with the arrow keys. */
async function checkScrollRegions(page: Page): Promise<number> {
  await settled(page)
  const regions = await page.evaluate(() => {
    const out: string[] = []
    document.querySelectorAll<HTMLElement>('main *').forEach((el, i) => {
      const s = getComputedStyle(el)
      if (!['auto', 'scroll'].includes(s.overflowX) || el.scrollWidth <= el.clientWidth + 1 || el.closest('[inert]')) return
      el.setAttribute('data-scroll-region', String(i))
      out.push(String(i))
    })
    return out
  })
  for (const id of regions) {
    const region = page.locator(`[data-scroll-region="${id}"]`)
    const desc = await region.evaluate((el) => `${el.tagName.toLowerCase()}.${el.className}`)
    expect(await region.evaluate((el) => (el as HTMLElement).tabIndex), `${desc} takes focus`).toBe(0)
    await region.focus()
    await expect(region).toBeFocused()
    await page.keyboard.press('End')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => region.evaluate((el) => el.scrollLeft), { message: `${desc} scrolls by keyboard` }).toBeGreaterThan(0)
  }
  return regions.length
}

test('every region that scrolls sideways at phone width can be focused and scrolled by keyboard', async ({ page }) => {
  test.setTimeout(180_000)
  await page.setViewportSize(PHONE)
  let total = 0
  for (const family of ['/markdown-page', 'post', 'class with diagram and inherited members', 'file with listing', 'docs introduction']) {
    const path = pageOf(family)
    if (!path) continue
    await page.goto(path)
    total += await checkScrollRegions(page)
  }
  // The listing, the diagram, the markdown page's table and its display formulas do not fit 390 px.
  expect(total).toBeGreaterThan(3)
})

test('a navbar hidden by scrolling comes back while keyboard focus is in it', async ({ page }) => {
  const cls = pageOf('class with diagram and inherited members')!
  await page.goto(cls)
  await hydrate(page)
  const nav = page.locator('nav[aria-label=Main]')
  await page.mouse.wheel(0, 1500)
  await expect(nav).toHaveAttribute('data-hidden', 'true')
  const toggle = nav.locator('button[aria-label^="Docs version:"]').first()
  await expect(toggle).not.toBeInViewport()
  await toggle.focus()
  await expect(toggle).toBeInViewport()
  // It hides again once focus leaves it for the page.
  await page.locator('main a').last().focus()
  await expect(toggle).not.toBeInViewport()
})
