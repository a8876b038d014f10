/**
 * Code that links, in the production build: identifiers of a post's C++ block link to the entity clang resolved
 * them to, in the reference of the post's engine version (routes computed here from that version's committed XML,
 * never read from the page), keep their highlighting, show a symbol card like every API link, and lead to a page
 * holding the entity. Screenshots of a card over a code-block identifier (light, dark, phone) go to
 * test-results/code-links/.
 */
import fs from 'node:fs'
import path from 'node:path'
import { test, expect, type APIRequestContext, type Page } from '@playwright/test'
import { readDoxygenFolder } from '../../src/sections/api/model/model'
import { buildRoutes } from '../../src/sections/api/model/routes'
import { entityHref } from '../support/entityHref'
import { versionBasePath } from '../../src/sections/api/options'
import { installAxe, axeEveryMode, setColorMode, PHONE, DESKTOP } from '../support/a11y'
import { hydrate } from '../support/hydrate'

const SHOTS = path.resolve('test-results', 'code-links')
const CARD = '#helios-symbol-card'

test.skip(!!process.env.HELIOS_DOXYGEN_XML, "runs against the engine's own XML and content")


/** The code-block link whose text is `name` (the first, or the nth). */
const codeLink = (page: Page, name: string, nth = 0) => page.locator('pre a.code-link', { hasText: new RegExp(`^${name}$`) }).nth(nth)

const PROJECTION_POST = '/devlog/2025/09/17/orthographic-and-perspective-projection/'
const CLIPSPACE_POST = '/devlog/2025/09/05/inbefore-clipspace/'

test("a member call in a post's block links to that member in the post's version and shows its card", async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await page.goto(PROJECTION_POST)
  // The post (17 September) belongs to 0.3.0, the release that shipped it.
  const link = codeLink(page, 'setPerspective')
  await expect(link).toHaveAttribute('href', entityHref('0.3.0', 'helios::scene::Camera::setPerspective', 'function'))
  await expect(link).toHaveAttribute('data-api-kind', 'function')
  // The highlighting stays: the block's tokens are still Prism's spans, and the text is the block's.
  // The first of the post's blocks that call it; the second is the post's live demo, which runs on Next and links there.
  const block = page.locator('pre').filter({ has: page.locator('a.code-link', { hasText: /^setPerspective$/ }) }).first()
  await expect(codeLink(page, 'setPerspective', 1)).toHaveAttribute('href', entityHref('current', 'helios::scene::Camera::setPerspective', 'function'))
  await expect(block.locator('.token.keyword').first()).toBeVisible()
  expect(await block.innerText()).toContain('camera.setPerspective(helios::math::radians(60.0F), aspect, 0.1F, 100.0F);')
  // A qualified class name: each part links to its own entity.
  await expect(codeLink(page, 'Camera')).toHaveAttribute('href', entityHref('0.3.0', 'helios::scene::Camera', 'class'))
  await expect(codeLink(page, 'scene')).toHaveAttribute('href', entityHref('0.3.0', 'helios::scene', 'namespace'))
  await link.scrollIntoViewIfNeeded()
  await link.hover()
  const card = page.locator(CARD)
  await expect(card).toBeVisible()
  await expect(card.locator('.sc-name')).toHaveText('helios::scene::Camera::setPerspective')
  await expect(card.locator('pre')).toContainText('setPerspective(float fovY')
  await expect(link).toHaveAttribute('aria-describedby', 'helios-symbol-card')
  fs.mkdirSync(SHOTS, { recursive: true })
  for (const mode of ['light', 'dark'] as const) {
    await setColorMode(page, mode)
    await link.hover()
    await expect(card).toBeVisible()
    await page.screenshot({ path: path.join(SHOTS, `card-over-code-${mode}.png`) })
  }
  // Following it lands on the member's entry in 0.3.0's reference.
  await page.mouse.move(5, 5)
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${entityHref('0.3.0', 'helios::scene::Camera::setPerspective', 'function').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`))
  const anchor = entityHref('0.3.0', 'helios::scene::Camera::setPerspective', 'function').split('#')[1]
  await expect(page.locator(`[id="${anchor}"]`)).toHaveCount(1)
})

test("one version per page: the post's prose and its block lead to the same release, and an #include line to the header's file page there", async ({ page }) => {
  await page.goto(PROJECTION_POST)
  const camera = entityHref('0.3.0', 'helios::scene::Camera', 'class')
  // The prose mention above the block and the block's identifier: one page of one version.
  await expect(page.locator('article a.api-link', { hasText: /^helios::scene::Camera$/ }).first()).toHaveAttribute('href', camera)
  await expect(codeLink(page, 'Camera')).toHaveAttribute('href', camera)
  const header = page.locator('pre a.code-link', { hasText: /^helios\/scene\/Camera\.hpp$/ }).first()
  await expect(header).toHaveAttribute('href', entityHref('0.3.0', 'Camera.hpp', 'file'))
  await expect(header).toHaveAttribute('data-api-kind', 'file')
  await header.click()
  await expect(page.locator('h1')).toContainText('Camera.hpp')
})

test('a type alias links to the alias, an overloaded function to the overload the call selects', async ({ page }) => {
  await page.goto(CLIPSPACE_POST)
  // 5 September: 0.2.0.
  await expect(codeLink(page, 'vec3f')).toHaveAttribute('href', entityHref('0.2.0', 'helios::math::vec3f', 'typedef'))
  const model = readDoxygenFolder(path.resolve('versioned_doxygen_xml/version-0.2.0'), { warn: () => undefined })
  const routes = buildRoutes(model, versionBasePath('0.2.0'))
  const translates = [...model.members.values()].filter((m) => m.qualifiedName === 'helios::math::translate' && m.kind === 'function')
  expect(translates.length).toBeGreaterThan(1)
  // `translate(vec3f{...})`: the overload taking one vector, not the one taking a matrix and a vector.
  const one = translates.find((m) => m.params.length === 1)!
  const at = routes.members.get(one.id)!
  await expect(codeLink(page, 'translate')).toHaveAttribute('href', `${at.route}#${at.anchor}`)
})

test("the home page's sample links into Next's reference, with cards, on a phone too", async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/')
  const link = codeLink(page, 'Scene')
  await expect(link).toHaveAttribute('href', entityHref('current', 'helios::scene::Scene', 'class'))
  await expect(codeLink(page, 'setPerspective')).toHaveAttribute('href', entityHref('current', 'helios::scene::Camera::setPerspective', 'function'))
  // Focus from the keyboard opens the card (a phone's tap follows the link instead).
  await link.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  const card = page.locator(CARD)
  await expect(card).toBeVisible()
  await expect(card.locator('.sc-name')).toHaveText('helios::scene::Scene')
  const box = (await card.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SHOTS, 'card-over-code-phone.png') })
})

test("the home page reached inside the app shows its sample with the same links as the page the server sent", async ({ page }) => {
  await page.goto('/devlog/')
  await hydrate(page)
  await page.locator('a[aria-label="helios home"]').first().click()
  await expect(page).toHaveURL(/\/$/)
  await expect(codeLink(page, 'Scene')).toHaveAttribute('href', entityHref('current', 'helios::scene::Scene', 'class'))
  await expect(codeLink(page, 'setPerspective')).toHaveAttribute('href', entityHref('current', 'helios::scene::Camera::setPerspective', 'function'))
})

test('a post whose blocks link: axe finds nothing in either mode, wide or narrow', async ({ page }) => {
  await installAxe(page)
  await page.goto('/devlog/2025/09/14/updates-to-main/')
  await expect(page.locator('pre a.code-link').first()).toBeAttached()
  expect(await axeEveryMode(page)).toEqual([])
})

/** The built site's pages that are no API reference page (posts, docs pages, the home page), from the sitemap. */
async function contentPages(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  return [...new Set(['/', ...locs])].filter((p) => !/^\/docs\/(?:[^/]+\/)?helios\//.test(p))
}

const decodeHtml = (s: string) => s.replace(/&#x26;|&amp;/g, '&').replace(/&#x3C;|&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"')

test("every code link of the built pages leads to a page holding the link's anchor", async ({ request }) => {
  test.setTimeout(120_000)
  const hrefs = new Map<string, string>()
  for (const p of await contentPages(request)) {
    const html = await (await request.get(p)).text()
    for (const a of html.matchAll(/<a\b[^>]*\bclass="code-link"[^>]*>/g)) {
      const href = /\bhref="([^"]*)"/.exec(a[0])?.[1]
      expect(href, `a code link of ${p} has an href`).toBeTruthy()
      if (!hrefs.has(decodeHtml(href!))) hrefs.set(decodeHtml(href!), p)
    }
  }
  expect(hrefs.size, 'the pages have code links').toBeGreaterThan(100)
  const pages = new Map<string, string>()
  const wrong: string[] = []
  for (const [href, from] of hrefs) {
    const url = new URL(href, 'http://site')
    if (!pages.has(url.pathname)) {
      const res = await request.get(url.pathname)
      pages.set(url.pathname, res.status() === 200 ? await res.text() : '')
    }
    const target = pages.get(url.pathname)!
    const anchor = decodeURIComponent(url.hash.slice(1))
    if (!target) wrong.push(`${from}: ${href} is no page`)
    else if (anchor && !target.includes(`id="${anchor}"`)) wrong.push(`${from}: ${href} has no element with id ${anchor}`)
  }
  expect(wrong).toEqual([])
})

const RENDERING_POST = '/devlog/2025/09/28/onwards-to-the-rendering-model/'

test('hidden lines: the block shows, copies and twins without them; a local named like a member stays plain', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(RENDERING_POST)
  const block = page.locator('pre').filter({ hasText: 'auto shader = device.createShader(source);' })
  const shown = (await block.innerText()).replace(/\n$/, '')
  expect(shown.startsWith('using namespace helios;')).toBe(true)
  expect(shown).not.toContain('buildGrid')
  expect(shown).not.toMatch(/^\s*@/m)
  // Linked by clang: the class of the template argument and the member the call selects; the local `shader` not.
  await expect(block.locator('a.code-link', { hasText: /^Model$/ }).first()).toHaveAttribute('href', entityHref('current', 'helios::rendering::Model', 'class'))
  await expect(block.locator('a.code-link', { hasText: /^lookAt$/ })).toHaveCount(1)
  await expect(block.locator('a.code-link', { hasText: /^(shader|mesh|node)$/ })).toHaveCount(0)
  // `scene`: the namespace of `scene::Scene` links, the local `scene` does not.
  const scenes = block.locator('a.code-link', { hasText: /^scene$/ })
  expect(await scenes.count()).toBe(shown.split('scene::').length - 1)
  for (const href of await scenes.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) expect(href).toBe(entityHref('current', 'helios::scene', 'namespace'))
  // `stats`: the local stays plain, the member call `device.stats()` links.
  const stats = block.locator('a.code-link', { hasText: /^stats$/ })
  await expect(stats).toHaveCount(1)
  await expect(stats).toHaveAttribute('href', entityHref('current', 'helios::rendering::RenderingDevice::stats', 'function'))
  await block.hover()
  const copy = page.locator('div', { has: block }).last().getByRole('button', { name: 'Copy code to clipboard' })
  await copy.click()
  await expect(copy).toHaveText('Copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown)
  const twin = await (await request.get(`${RENDERING_POST}index.md`)).text()
  expect(twin).toContain('using namespace helios;\n\nauto shader = device.createShader(source);')
  expect(twin).not.toContain('buildGrid')
})
