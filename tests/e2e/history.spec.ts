/**
 * Per-symbol history on the API pages of the current engine ("Next"): the
 * badges a compound or member shows (since, changed with the declaration
 * before, deprecated, renamed from) say what the history module computes from
 * the releases' snapshots, and a reader can open a change to see the old
 * declaration. Other libraries' XML has no versions: nothing to check there.
 */
import { test, expect } from '@playwright/test'
import { readDoxygenFolder } from '../../src/sections/api/model/model'
import { buildRoutes } from '../../src/sections/api/model/routes'
import { computeHistory } from '../../src/sections/api/model/history'
import { CURRENT_VERSION, defaultLayout, readReleaseModels, readRenameTable } from '../../src/sections/api/model/versions'

test.skip(!!process.env.HELIOS_DOXYGEN_XML, 'the history needs the engine and its releases')

const BASE = '/docs/helios/'
const layout = defaultLayout(process.cwd())
const model = readDoxygenFolder(layout.currentDir)
const routes = buildRoutes(model, BASE)
const history = computeHistory([...readReleaseModels(layout), { name: CURRENT_VERSION, model }], readRenameTable(layout.renamesFile))

const compound = (name: string) => {
  const c = [...model.compounds.values()].find((x) => x.name === name)!
  return { route: routes.compounds.get(c.id)!, h: history.get(CURRENT_VERSION, c.id)! }
}
const member = (qualifiedName: string) => {
  const m = [...model.members.values()].find((x) => x.qualifiedName === qualifiedName)!
  const at = routes.members.get(m.id)!
  return { ...at, h: history.get(CURRENT_VERSION, m.id)! }
}

test('a class page shows since which release the class exists, and a class new in Next says so', async ({ page }) => {
  const aabb = compound('helios::math::aabb')
  expect(aabb.h.since).toBe('0.2.0')
  await page.goto(aabb.route)
  const badges = page.locator('main [data-history]').first()
  await expect(badges.locator('[data-since]')).toHaveText('Since 0.2.0')

  const material = compound('helios::rendering::Material')
  await page.goto(material.route)
  await expect(page.locator('main [data-history]').first().locator('[data-since]')).toHaveText('New in Next')
})

test('a class moved by the rename table carries its first release and its old name', async ({ page }) => {
  const transform = compound('helios::scene::Transform')
  await page.goto(transform.route)
  const badges = page.locator('main [data-history]').first()
  await expect(badges.locator('[data-since]')).toHaveText('Since 0.1.0')
  await expect(badges).toContainText('Renamed in 0.2.0 from helios::math::Transform')
})

test('a member whose declaration changed shows the release, and the old declaration on opening it', async ({ page }) => {
  const ctor = member('helios::app::WindowRenderingController::WindowRenderingController')
  expect(ctor.h.changes.map((c) => c.version)).toEqual([CURRENT_VERSION])
  await page.goto(`${ctor.route}#${ctor.anchor}`)
  const doc = page.locator(`article:has(> h3[id="${ctor.anchor}"])`)
  const change = doc.locator('details', { hasText: 'Changed in Next' })
  await expect(change).toHaveCount(1)
  await expect(change.locator('dd').first()).toBeHidden()
  await change.locator('summary').click()
  await expect(change.locator('dd').first()).toHaveText(ctor.h.changes[0].before)
  await expect(change.locator('dd').nth(1)).toHaveText(ctor.h.changes[0].after)
  await expect(doc.locator('[data-since]')).toHaveText('Since 0.3.0')

  const inverse = member('helios::math::inverse')
  await page.goto(`${inverse.route}#${inverse.anchor}`)
  const inverseDoc = page.locator(`article:has(> h3[id="${inverse.anchor}"])`)
  await expect(inverseDoc.locator('[data-since]')).toHaveText('Since 0.1.0')
  await expect(inverseDoc.locator('summary')).toHaveText(['Changed in 0.2.0'])
})

test('every member documented on a class page carries its own history badges', async ({ page }) => {
  const camera = compound('helios::scene::Camera')
  await page.goto(camera.route)
  const articles = page.locator('main article[aria-labelledby]')
  const count = await articles.count()
  expect(count).toBeGreaterThan(5)
  for (let i = 0; i < count; i++) {
    const anchor = await articles.nth(i).getAttribute('aria-labelledby')
    const m = [...model.members.values()].find((x) => routes.members.get(x.id)?.anchor === anchor && routes.members.get(x.id)?.route === camera.route)!
    const since = history.get(CURRENT_VERSION, m.id)!.since
    await expect(articles.nth(i).locator('[data-since]')).toHaveAttribute('data-since', since)
  }
})
