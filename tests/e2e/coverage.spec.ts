/**
 * The documentation coverage pages: each version's figures as model/coverage.ts computes them from the XML the build
 * read, the trend across the versions, every undocumented entity linked to its entry, the sidebar's link and the
 * Markdown twin. Both colour modes and the markup: the a11y suite and the Nu checker (the "coverage page" family).
 */
import { test, expect } from '@playwright/test'
import { readApiVersions } from '../../src/sections/api/model'
import { buildRoutes } from '../../src/sections/api/model/routes'
import { computeCoverage } from '../../src/sections/api/model/coverage'
import { documentedShare, FIGURE_COLUMNS, figureCell } from '../../src/sections/api/model/coverageFigures'
import { UNDOCUMENTED_ON_PAGE } from '../../src/sections/api/node/coverage'
import { apiXmlFolders } from '../../src/sections/api/node/pageSources'
import { COVERAGE_SEGMENT, versionBasePath, versionRoute } from '../../src/sections/api/options'
import { versionLabel } from '../../src/sections/api/node/historyBadge'
import { hydrate } from '../support/hydrate'

const folders = apiXmlFolders()
const versions = readApiVersions(folders.current, folders.releases, () => undefined).map((v) => ({ name: v.name, coverage: computeCoverage(v.model, buildRoutes(v.model, versionBasePath(v.name))) }))

for (const { name, coverage } of versions) {
  const route = versionRoute(name, COVERAGE_SEGMENT)

  test(`coverage of ${name}: the figures overall, per kind and per namespace, and one trend row per version`, async ({ page }) => {
    await page.goto(route)
    await expect(page.locator('[data-coverage-documented]')).toHaveAttribute('data-coverage-documented', String(documentedShare(coverage.overall) ?? ''))
    const overall = page.getByRole('region', { name: `Coverage of ${versionLabel(name)}`, exact: true })
    for (const column of FIGURE_COLUMNS) await expect(overall.locator(`td[data-figure="${column.key}"]`)).toHaveText(figureCell(coverage.overall, column))
    await expect(page.getByRole('region', { name: 'Coverage by kind' }).locator('tbody tr')).toHaveCount(coverage.byKind.length)
    await expect(page.getByRole('region', { name: 'Coverage by namespace' }).locator('tbody tr')).toHaveCount(coverage.byNamespace.length)
    const trend = page.getByRole('region', { name: 'Coverage of every version, oldest first' }).locator('tbody tr')
    await expect(trend).toHaveCount(versions.length)
    // Every other version's row leads to its own coverage page; this version's row is marked, not linked.
    await expect(page.locator('tbody tr[aria-current="true"]')).toHaveCount(1)
    await expect(page.locator('tbody tr[aria-current="true"] a')).toHaveCount(0)
    for (const other of versions.filter((v) => v.name !== name)) await expect(trend.locator(`a[href="${versionRoute(other.name, COVERAGE_SEGMENT)}"]`)).toHaveCount(1)
  })

  test(`coverage of ${name}: every undocumented entity listed, and its link lands on the entity`, async ({ page }) => {
    await page.goto(route)
    const items = page.locator('[data-undocumented]')
    await expect(items).toHaveCount(Math.min(coverage.undocumented.length, UNDOCUMENTED_ON_PAGE))
    if (coverage.undocumented.length === 0) {
      await expect(page.getByText('Every public entity is documented.')).toBeVisible()
      return
    }
    // The first by a click (client-side navigation), a few more by their address: each lands on its entry.
    await hydrate(page)
    const first = coverage.undocumented[0]
    await items.first().getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`${first.url!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
    for (const u of coverage.undocumented.slice(0, 4)) {
      const [path, anchor] = u.url!.split('#')
      await page.goto(u.url!)
      expect(new URL(page.url()).pathname).toBe(path)
      if (anchor) await expect(page.locator(`[id="${anchor}"]`)).toBeAttached()
    }
  })
}

test('the sidebar of each version links to its coverage page, and the twin lists every undocumented entity', async ({ page, request }) => {
  for (const { name, coverage } of versions) {
    const route = versionRoute(name, COVERAGE_SEGMENT)
    await page.goto(versionBasePath(name))
    await expect(page.locator('nav[aria-label="API reference"]').getByRole('link', { name: 'Documentation coverage' })).toHaveAttribute('href', route)
    const twin = await (await request.get(`${route}index.md`)).text()
    expect(twin).toMatch(/^# Documentation coverage of /)
    for (const u of coverage.undocumented) expect(twin).toContain(`[\`${u.name}\`](`)
  }
})
