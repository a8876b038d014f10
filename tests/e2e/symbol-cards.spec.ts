/**
 * Symbol cards and Markdown twins in the production build. Cards: pointing at a link to an API entity in a post
 * opens, after a short delay, a card with the entity's kind, qualified name, declarations, brief, #include and
 * history (as the XML and the contract give them); keyboard focus opens it too; Escape and leaving close it; it
 * never moves the page, stays inside a phone's viewport, is the link's description, and a tap still follows the
 * link. Its code and data are fetched on first use only. Twins: every post, docs page and API page advertises
 * its Markdown twin, which the button copies.
 */
import fs from 'node:fs'
import path from 'node:path'
import { test, expect, type Page, type Locator } from '@playwright/test'
import { readDoxygenFolder } from '../../src/sections/api/model/model'
import { buildRoutes } from '../../src/sections/api/model/routes'
import { installAxe, axe, setColorMode, PHONE, DESKTOP } from '../support/a11y'
import { hydrate } from '../support/hydrate'

const xmlDir = path.resolve(process.env.HELIOS_DOXYGEN_XML ?? 'doxygen-xml')
const model = readDoxygenFolder(xmlDir)
const routes = buildRoutes(model, '/docs/helios/')
const SHOTS = path.resolve('test-results', 'symbol-cards')
const POST = '/devlog/2025/09/22/from-eventqueue-to-app-controller/'
const eventQueue = [...model.compounds.values()].find((c) => c.name.endsWith('::EventQueue'))
const CARD = '#helios-symbol-card'

test.skip(!!process.env.HELIOS_DOXYGEN_XML, "runs against the engine's own XML and content")

/** The class page's route below a version's base path (the post links the version it was written against). */
const eventQueueRoute = routes.compounds.get(eventQueue!.id)!.slice('/docs/helios/'.length)

/** The first link in the post's body to the EventQueue class page, of whichever version the post links. */
function classLink(page: Page): Locator {
  return page.locator(`[data-devlog-body] a[href^="/docs/"][href$="/helios/${eventQueueRoute}"]`).first()
}

test('a first visit fetches no card code or data; pointing at an API link opens its card after a delay, leaving closes it', async ({ page }) => {
  const fetched: string[] = []
  page.on('request', (r) => fetched.push(r.url()))
  await page.setViewportSize(DESKTOP)
  await page.goto(POST)
  await page.waitForLoadState('networkidle')
  expect(fetched.filter((u) => u.includes('/symbol-cards/'))).toEqual([])
  const link = classLink(page)
  await link.scrollIntoViewIfNeeded()
  const before = await page.evaluate(() => [document.documentElement.scrollHeight, document.documentElement.scrollWidth])
  await link.hover()
  const card = page.locator(CARD)
  await expect(card).toBeVisible()
  expect(fetched.some((u) => u.endsWith('/symbol-cards/manifest.json'))).toBe(true)
  const c = eventQueue!
  await expect(card.locator('.sc-kind')).toHaveText(c.kind)
  await expect(card.locator('.sc-name')).toHaveText(c.name)
  await expect(card.locator('pre')).toContainText(`class ${c.name.split('::').pop()}`)
  await expect(card.locator('.sc-include')).toHaveText(`#include <${c.includes[0].name}>`)
  await expect(card.locator('.sc-history')).toHaveText(/^(Since|New in) /)
  await expect(link).toHaveAttribute('aria-describedby', 'helios-symbol-card')
  // The card sits over the page: nothing moved.
  expect(await page.evaluate(() => [document.documentElement.scrollHeight, document.documentElement.scrollWidth])).toEqual(before)
  await page.mouse.move(5, 5)
  await expect(card).toBeHidden()
  await expect(link).not.toHaveAttribute('aria-describedby', /helios-symbol-card/)
})

test('a member link shows every overload; keyboard focus opens the card and Escape closes it', async ({ page }) => {
  const overloaded = [...model.members.values()].filter((m) => m.kind === 'function').find((m) => [...model.members.values()].filter((o) => o.qualifiedName === m.qualifiedName && o.kind === 'function').length > 1)!
  const at = routes.members.get(overloaded.id)!
  const owner = model.compounds.get(overloaded.compoundId)!
  // A page that links to the member: its own class page's member table, whose one entry for the overloads links to
  // their set (a fragment link there).
  const set = routes.overloadSets.get(overloaded.id)!
  expect(set.route).toBe(at.route)
  await page.goto(routes.compounds.get(owner.id)!)
  const link = page.locator(`main [role="table"] a[href="#${set.anchor}"]`).first()
  await link.focus()
  // Focus by script is not a keyboard focus; Tab to the link the way a reader does.
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  const card = page.locator(CARD)
  await expect(card).toBeVisible()
  await expect(card.locator('.sc-name')).toHaveText(overloaded.qualifiedName)
  const overloads = [...model.members.values()].filter((o) => o.qualifiedName === overloaded.qualifiedName && o.kind === 'function' && routes.members.get(o.id)!.route === at.route)
  expect((await card.locator('pre').innerText()).split('\n').length + (await card.locator('.sc-more').count() ? 1 : 0)).toBeGreaterThanOrEqual(Math.min(overloads.length, 4))
  // The set's card names the count.
  await expect(card.locator('.sc-overloads')).toHaveText(`${set.ids.length} overloads`)
  await page.keyboard.press('Escape')
  await expect(card).toBeHidden()
  await expect(link).toBeFocused()
})

test('the card in light and dark: axe finds nothing; screenshots', async ({ page }) => {
  await installAxe(page)
  await page.setViewportSize(DESKTOP)
  await page.goto(POST)
  const link = classLink(page)
  await link.scrollIntoViewIfNeeded()
  for (const mode of ['light', 'dark'] as const) {
    await setColorMode(page, mode)
    await link.hover()
    await expect(page.locator(CARD)).toBeVisible()
    expect(await axe(page)).toEqual([])
    fs.mkdirSync(SHOTS, { recursive: true })
    await page.screenshot({ path: path.join(SHOTS, `card-${mode}.png`) })
    await page.mouse.move(5, 5)
    await expect(page.locator(CARD)).toBeHidden()
  }
})

test('a link the keyboard brings into view keeps its card, also when its card is already loaded; scrolled out of view, the card closes', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto(POST)
  // The post's last link to an API class: far below the top of the page.
  const link = page.locator(`[data-devlog-body] a[href^="/docs/helios/classes/"]`).last()
  const card = page.locator(CARD)
  expect(await link.evaluate((a) => a.getBoundingClientRect().top), 'the link is below the first screen').toBeGreaterThan(PHONE.height)
  await link.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(card).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(card).toBeHidden()
  for (let round = 0; round < 3; round++) {
    // Away from the link and back to the top: focusing it again scrolls it into view, and that scroll comes
    // after the card (its data is loaded now) has opened.
    await page.evaluate(() => {
      ;(document.activeElement as HTMLElement | null)?.blur()
      window.scrollTo(0, 0)
    })
    await link.evaluate((a: HTMLElement) => a.focus())
    await expect(card, `round ${round}`).toBeVisible()
    const [cardBox, linkBox] = [(await card.boundingBox())!, (await link.boundingBox())!]
    expect(Math.abs(cardBox.y - (linkBox.y + linkBox.height)) < 12 || Math.abs(cardBox.y + cardBox.height - linkBox.y) < 12, 'the card sits at its link').toBe(true)
  }
  // Back to the top, where the link is below the screen: its card closes.
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(card).toBeHidden()
})

test('on a phone the card stays inside the viewport, and a tap follows the link', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true })
  const page = await context.newPage()
  await page.goto(POST)
  const link = classLink(page)
  await link.scrollIntoViewIfNeeded()
  // A keyboard on a phone: the card opens on focus and fits the 390 px viewport.
  await link.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  const card = page.locator(CARD)
  await expect(card).toBeVisible()
  const box = (await card.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height)
  fs.mkdirSync(SHOTS, { recursive: true })
  for (const mode of ['light', 'dark'] as const) {
    // The colour mode changes under the open card; the card follows the site's colours.
    await setColorMode(page, mode)
    await expect(card).toBeVisible()
    await page.screenshot({ path: path.join(SHOTS, `card-phone-${mode}.png`) })
  }
  await page.keyboard.press('Escape')
  const href = (await link.getAttribute('href'))!
  await link.tap()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await context.close()
})

/** Qualified name of the API entity a built route (with #anchor for a member) documents, from the XML and the route table. */
const entityAt = new Map<string, string>([
  ...[...model.compounds.values()].map((c): [string, string] => [routes.compounds.get(c.id)!, c.name]),
  ...[...model.members.values()].flatMap((m): Array<[string, string]> => {
    const at = routes.members.get(m.id)
    return at ? [[`${at.route}#${at.anchor}`, m.qualifiedName]] : []
  }),
])
const DIAGRAM_CLASS = [...model.compounds.values()].find((c) => c.name.endsWith('::FrustumCullingStrategy'))!

/** The entity a link points to, resolved against the page it is on. */
async function targetOf(page: Page, link: Locator): Promise<string | undefined> {
  const href = await link.evaluate((a) => a.getAttribute('href') ?? a.getAttributeNS('http://www.w3.org/1999/xlink', 'href') ?? '')
  const url = new URL(href, page.url())
  return entityAt.get(`${decodeURI(url.pathname)}${url.hash}`.replace(/#$/, ''))
}

/** Pointing at the link opens the card of the entity it links to. */
async function expectCardOnHover(page: Page, link: Locator, kind: string): Promise<void> {
  const name = await targetOf(page, link)
  expect(name, `${kind}: the link ${await link.evaluate((a) => a.outerHTML.slice(0, 200))} goes to an API entity`).toBeTruthy()
  await link.scrollIntoViewIfNeeded()
  await page.mouse.move(1, 1)
  const size = () => page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight])
  const before = await size()
  await link.hover()
  const card = page.locator(CARD)
  await expect(card, kind).toBeVisible()
  await expect(card.locator('.sc-name'), kind).toHaveText(name!)
  expect(await size(), `${kind}: the card moved nothing`).toEqual(before)
  await expect(link, kind).toHaveAttribute('aria-describedby', /helios-symbol-card/)
  // The card is on top where it is drawn (not under a modal or the navbar).
  const box = (await card.boundingBox())!
  expect(await page.evaluate(([x, y]) => !!document.elementFromPoint(x, y)?.closest('#helios-symbol-card'), [box.x + box.width / 2, box.y + box.height / 2]), `${kind}: card on top`).toBe(true)
  await page.mouse.move(1, 1)
  await expect(card, kind).toBeHidden()
}

test('every kind of API link opens its card: post, docs page, API text, declaration, member table, inheritance diagram, /search page', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  const classPage = routes.compounds.get(DIAGRAM_CLASS.id)!
  const kinds: Array<[string, string, string]> = [
    ['post', POST, '[data-devlog-body] a[href^="/docs/helios/"]'],
    ['docs page', '/docs/introduction/', 'article a[href^="/docs/helios/"]'],
    ['API page text (a doc comment)', classPage, 'section[aria-labelledby="details"] a[href*="/docs/helios/"]'],
    ['declaration', classPage, 'section[aria-labelledby="declaration"] a[href*="/classes/"]'],
    ['member table', classPage, 'main [role="table"] a[href^="#"]'],
    ['inheritance diagram', classPage, 'svg[data-inheritance-diagram] a'],
    ['/search page', `/search/?q=${encodeURIComponent(eventQueue!.name.split('::').pop()!)}`, 'main a[href^="/docs/helios/"]'],
  ]
  for (const [kind, route, selector] of kinds) {
    await page.goto(route)
    const link = page.locator(selector).first()
    await expect(link, `${kind}: ${selector} on ${route}`).toBeAttached()
    await expectCardOnHover(page, link, kind)
  }
})

test("the search modal's symbol hits open their card on hover and as the active option of the keyboard", async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await page.goto('/')
  await hydrate(page)
  await page.keyboard.press('Control+k')
  const input = page.getByRole('combobox').first()
  await expect(input).toBeFocused()
  await input.fill(eventQueue!.name.split('::').pop()!)
  const hits = page.locator('[role="option"][href^="/docs/helios/"]')
  await expect(hits.first()).toBeVisible()
  await expectCardOnHover(page, hits.first(), 'search modal (pointer)')
  // The keyboard: the active option (aria-activedescendant) is the one whose card shows.
  let checked = 0
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('ArrowDown')
    const id = await input.getAttribute('aria-activedescendant')
    const active = page.locator(`[id="${id}"]`)
    const name = await targetOf(page, active)
    if (!name) {
      await expect(page.locator(CARD)).toBeHidden()
      continue
    }
    await expect(page.locator(`${CARD} .sc-name`)).toHaveText(name)
    await expect(page.locator(CARD)).toBeVisible()
    await expect(active).toHaveAttribute('aria-describedby', /helios-symbol-card/)
    checked++
  }
  expect(checked, 'at least one API hit reached with the keyboard').toBeGreaterThan(0)
  await page.keyboard.press('Escape')
  await expect(page.locator(CARD)).toBeHidden()
})

test('posts, docs pages and API pages advertise their Markdown twin; the button copies it', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  for (const route of [POST, '/docs/introduction/', routes.compounds.get(eventQueue!.id)!, '/docs/helios/classes/', '/docs/helios/indices/classes/all/']) {
    await page.goto(route)
    const alt = page.locator('link[rel="alternate"][type="text/markdown"]')
    await expect(alt).toHaveAttribute('href', `${route}index.md`)
    const res = await request.get(`${route}index.md`)
    expect(res.status(), route).toBe(200)
    const md = await res.text()
    expect(md, route).toMatch(/^# \S/)
  }
  await page.goto(POST)
  await page.getByRole('button', { name: 'Copy page as Markdown' }).click()
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(await (await request.get(`${POST}index.md`)).text())
  // A page made without a twin (the post list) offers neither the button nor the link.
  await page.goto('/devlog/')
  await expect(page.locator('main h1').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy page as Markdown' })).toHaveCount(0)
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveCount(0)
  const llms = await (await request.get('/llms.txt')).text()
  expect(llms).toMatch(/^# helios\n\n> /)
  expect(llms).toContain(`${POST}index.md`)
})
