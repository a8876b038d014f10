/**
 * Devlog and API reference joined, in the production build: inline code that
 * names an API entity links to its entry (code blocks stay plain), the entry
 * lists where prose mentions it, classes with relatives show an inheritance
 * diagram whose boxes link to their classes (legible in both colour modes,
 * scrolling sideways on a phone), and declarations link to the source host.
 * Expectations come from the doxygen XML and the content the build read.
 */
import fs from 'node:fs'
import path from 'node:path'
import { test, expect, type Page } from '@playwright/test'
import { readDoxygenFolder } from '../../src/sections/api/model/model'
import { buildRoutes } from '../../src/sections/api/model/routes'
import { siteConfig } from '../../src/shell/config/site'
import { sourceUrl } from '../../src/sections/api/node/source-links'
import { versionBasePath } from '../../src/sections/api/options'

const xmlDir = path.resolve(process.env.HELIOS_DOXYGEN_XML ?? 'doxygen-xml')
const model = readDoxygenFolder(xmlDir)
const routes = buildRoutes(model, '/docs/helios/')
const classes = [...model.compounds.values()].filter((c) => c.kind === 'class' || c.kind === 'struct')
const withRelatives = classes.filter((c) => c.bases.length + c.derived.length > 0)
/** The class with the most derived classes: the widest diagram. */
const widest = [...withRelatives].sort((a, b) => b.derived.length - a.derived.length || a.name.localeCompare(b.name))[0]
const SHOTS = path.resolve('test-results', 'prose-links')

/** The post about the event queue mentions `EventQueue` in its prose (and in code blocks). */
const POST = '/devlog/2025/09/22/from-eventqueue-to-app-controller/'
const eventQueue = classes.find((c) => c.name.endsWith('::EventQueue'))!
/** The post is 0.3.0's release post, so its prose links into 0.3.0's reference (docs/authoring.md, "Which version a post links to"). */
const releaseModel = readDoxygenFolder(path.resolve('versioned_doxygen_xml/version-0.3.0'), { warn: () => undefined })
const releaseRoutes = buildRoutes(releaseModel, versionBasePath('0.3.0'))
const releaseEventQueue = [...releaseModel.compounds.values()].find((c) => c.kind === 'class' && c.name === eventQueue.name)!

test.skip(!!process.env.HELIOS_DOXYGEN_XML, 'runs against the engine\'s own XML and content')

test('an inline mention in a post links to the class; code blocks get no prose links; the class lists the post under its heading', async ({ page }) => {
  await page.goto(POST)
  const route = releaseRoutes.compounds.get(releaseEventQueue.id)!
  const links = page.locator(`article a.api-link[href="${route}"]`)
  await expect(links.first()).toBeVisible()
  await expect(links.first()).toHaveText('EventQueue')
  await expect(links.first()).toHaveAttribute('title', `${eventQueue.name} (class)`)
  // Code blocks keep their highlighting; their only links are the compiler's (code links), never the prose linker's.
  expect(await page.locator('article pre').count()).toBeGreaterThan(0)
  expect(await page.locator('article pre .token').count()).toBeGreaterThan(0)
  expect(await page.locator('article pre a.api-link').count()).toBe(0)
  expect(await page.locator('article pre a:not(.code-link)').count()).toBe(0)
  // The heading the first mention sits under.
  const heading = await links.first().evaluate((a) => {
    const before = [...a.closest('article')!.querySelectorAll('h2[id], h3[id], h4[id], h5[id], h6[id]')].filter((h) => h.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING)
    const h = before[before.length - 1]
    return h ? { id: h.id, text: (h.textContent ?? '').replace(/#$/, '').trim() } : null
  })
  await links.first().click()
  await expect(page).toHaveURL(new RegExp(`${route}$`))
  const mentioned = page.locator('section[data-mentioned-in]').first()
  await expect(mentioned.getByRole('heading', { name: 'Mentioned in' })).toBeVisible()
  const entrySelector = `a[href="${POST}${heading ? `#${heading.id}` : ''}"]`
  const entry = mentioned.locator(entrySelector)
  await expect(entry).toBeVisible()
  if (heading) await expect(entry).toContainText(heading.text)
  await expect(mentioned.locator('li').filter({ has: page.locator(entrySelector) })).toContainText('2025-09-22')
  // Newest first: dates never increase down the list (docs pages, undated, come first).
  const dates = await mentioned.locator('time').allTextContents()
  expect([...dates].sort().reverse()).toEqual(dates)
  await entry.click()
  await expect(page).toHaveURL(new RegExp(`${POST}${heading ? `#${heading.id}` : ''}$`))
  if (heading) await expect(page.locator(`[id="${heading.id}"]`)).toBeVisible()
})

test('every class with a base or a derived class shows a diagram whose boxes link to their classes', async ({ page, request }) => {
  expect(withRelatives.length).toBeGreaterThan(0)
  for (const c of withRelatives) {
    const res = await request.get(routes.compounds.get(c.id)!)
    const html = await res.text()
    expect(html, c.name).toContain('data-inheritance-diagram')
  }
  for (const c of classes.filter((x) => x.bases.length + x.derived.length === 0).slice(0, 5)) {
    expect(await (await request.get(routes.compounds.get(c.id)!)).text(), c.name).not.toContain('data-inheritance-diagram')
  }
  await page.goto(routes.compounds.get(widest.id)!)
  const svg = page.locator('svg[data-inheritance-diagram]')
  await expect(svg).toBeVisible()
  const hrefs = await svg.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  const expected = [...widest.bases, ...widest.derived].filter((r) => r.refid && routes.compounds.has(r.refid)).map((r) => routes.compounds.get(r.refid!)!)
  for (const h of expected) expect(hrefs).toContain(h)
  await expect(svg.locator('[aria-current="page"] text')).toHaveText(widest.name.split('::').pop()!)
  const target = expected[0]
  await svg.locator(`a[href="${target}"]`).click()
  await expect(page).toHaveURL(new RegExp(`${target}$`))
  await expect(page.locator('svg[data-inheritance-diagram] [aria-current="page"]')).toBeVisible()
})

async function diagramColours(page: Page) {
  return page.locator('svg[data-inheritance-diagram]').evaluate((svg) => {
    const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b)
    }
    const contrast = (a: string, b: string) => {
      const [x, y] = [lum(parse(a)), lum(parse(b))].sort((p, q) => q - p)
      return (x + 0.05) / (y + 0.05)
    }
    const out: Array<{ text: string; ratio: number }> = []
    for (const g of svg.querySelectorAll('a, g[aria-current], g')) {
      const rect = g.querySelector(':scope > rect')
      const text = g.querySelector(':scope > text')
      if (!rect || !text) continue
      out.push({ text: getComputedStyle(text).fill, ratio: contrast(getComputedStyle(text).fill, getComputedStyle(rect).fill) })
    }
    const edge = svg.querySelector('path')!
    return { boxes: out, edge: getComputedStyle(edge).stroke, bg: getComputedStyle(document.body).backgroundColor, edgeRatio: contrast(getComputedStyle(edge).stroke, getComputedStyle(document.body).backgroundColor) }
  })
}

test('the diagram is legible in light and dark mode and scrolls sideways on a phone', async ({ page }) => {
  fs.mkdirSync(SHOTS, { recursive: true })
  const route = routes.compounds.get(widest.id)!
  const seen: Record<string, string> = {}
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(route)
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((m) => localStorage.setItem('theme', m), mode)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode)
    const c = await diagramColours(page)
    expect(c.boxes.length).toBeGreaterThan(1)
    for (const b of c.boxes) expect(b.ratio, `${mode}: text on box`).toBeGreaterThanOrEqual(4.5)
    expect(c.edgeRatio, `${mode}: lines on the page`).toBeGreaterThanOrEqual(3)
    seen[mode] = c.boxes[0].text
    await page.locator('section[aria-labelledby="inheritance"]').screenshot({ path: path.join(SHOTS, `diagram-${mode}.png`) })
  }
  expect(seen.light).not.toBe(seen.dark)
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(`${route}#inheritance`)
  const scroller = page.locator('svg[data-inheritance-diagram]').locator('xpath=..')
  const m = await scroller.evaluate((el) => ({ sw: el.scrollWidth, cw: el.clientWidth, overflow: getComputedStyle(el).overflowX, page: document.scrollingElement!.scrollWidth, vw: window.innerWidth }))
  expect(m.overflow).toBe('auto')
  expect(m.sw).toBeGreaterThan(m.cw)
  expect(m.page, 'the page itself does not scroll sideways').toBeLessThanOrEqual(m.vw)
  await scroller.evaluate((el) => el.scrollBy(400, 0))
  expect(await scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
  await page.locator('section[aria-labelledby="inheritance"]').screenshot({ path: path.join(SHOTS, 'diagram-narrow.png') })
  await page.screenshot({ path: path.join(SHOTS, 'class-page-narrow.png') })
})

test('declarations and file pages link to the source host at the line', async ({ page }) => {
  const c = eventQueue
  await page.goto(routes.compounds.get(c.id)!)
  const link = page.locator('a[data-source-link]').first()
  const expected = sourceUrl(siteConfig.apiSource, c.location!.file, c.location!.line)
  expect(expected).toMatch(/^https:\/\//)
  await expect(link).toHaveAttribute('href', expected!)
  await expect(link).toHaveText(/^View source on GitHub/)
  // Named by its visible words first (WCAG 2.5.3), then what it shows.
  await expect(link).toHaveAccessibleName(/^View source on GitHub\s*: the declaration of /)
  // Members too.
  const member = [...model.members.values()].find((m) => m.compoundId === c.id && m.location?.line)!
  await expect(page.locator(`a[data-source-link][href="${sourceUrl(siteConfig.apiSource, member.location!.file, member.location!.line)}"]`)).toHaveCount(1)
  const file = [...model.compounds.values()].find((f) => f.kind === 'file' && f.location?.file === c.location!.file)!
  await page.goto(routes.compounds.get(file.id)!)
  await expect(page.locator('a[data-source-link]').first()).toHaveAttribute('href', sourceUrl(siteConfig.apiSource, file.location!.file, null)!)
})
