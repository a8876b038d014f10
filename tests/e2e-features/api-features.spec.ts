/**
 * The doxygen-features fixture as a reader meets it: inherited members, module and related pages, examples, the
 * xref lists, folder titles. Runs on the fixture's pages of a corpus build (tests/corpora/run.ts: a release of
 * `npm test`'s build, or the current version of `npx tsx tests/corpora/run.ts doxygen-features`; by hand:
 * docs/sections/scripts-and-tests.md).
 */
import path from 'node:path'
import { test, expect } from '@playwright/test'
import { readDoxygenFolder } from '../../src/sections/api/model/model'
import { buildRoutes } from '../../src/sections/api/model/routes'
import { CURRENT_VERSION, versionBasePath } from '../../src/sections/api/options'
import { corpusSet } from '../e2e-corpora/corpusSets'

// The fixture's pages: the current version, or the release it is in when the corpora harness builds it as one.
const corpus = corpusSet(process.env, 'doxygen-features', CURRENT_VERSION)
const BASE = versionBasePath(corpus.version)
const xmlDir = path.resolve(corpus.xml)
const model = readDoxygenFolder(xmlDir)
const routes = buildRoutes(model, BASE)
if (![...model.compounds.values()].some((c) => c.name === 'features::Ring')) {
  throw new Error(`HELIOS_DOXYGEN_XML (${xmlDir}) is not the doxygen-features fixture's XML; see the comment at the top of ${__filename}`)
}
const byName = (name: string) => {
  const c = [...model.compounds.values()].find((x) => x.name === name)
  if (!c) throw new Error(`${name} is not in ${xmlDir}`)
  return routes.compounds.get(c.id)!
}
const memberHref = (qualified: string) => {
  const m = [...model.members.values()].find((x) => x.qualifiedName === qualified)!
  const place = routes.members.get(m.id)!
  return `${place.route}#${place.anchor}`
}

test.describe('doxygen features', () => {
  test('a derived class lists inherited members per base, and each links to its entry on the base page', async ({ page }) => {
    await page.goto(byName('features::Ring'))
    const section = page.locator('section:has(> h2#inherited-members)')
    await expect(section.getByRole('heading', { name: 'Inherited members' })).toBeVisible()
    const groups = section.locator('details')
    await expect(groups).toHaveCount(2)
    await expect(groups.nth(0).locator('summary')).toContainText('Inherited from features::Circle')
    await expect(groups.nth(1).locator('summary')).toContainText('Inherited from features::Shape')
    await expect(groups.nth(1).locator('summary')).toContainText('through features::Circle')
    // Collapsed until opened; private members, constructors and the overridden area() are not listed.
    const fromShape = groups.nth(1)
    await expect(fromShape.getByRole('link', { name: 'count', exact: true })).toBeHidden()
    await fromShape.locator('summary').click()
    await expect(fromShape.getByRole('link', { name: 'count', exact: true })).toBeVisible()
    await expect(fromShape.getByRole('heading', { name: 'Protected' })).toBeVisible()
    await expect(fromShape.getByRole('link', { name: 'invalidate', exact: true })).toBeVisible()
    for (const hidden of ['secretHelper', 'storedName', 'area', 'Shape', '~Shape']) {
      await expect(fromShape.getByRole('link', { name: hidden, exact: true })).toHaveCount(0)
    }
    await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Inherited members' })).toBeAttached()
    // Following an inherited entry lands on the member's documentation on the base's page.
    const target = memberHref('features::Shape::count')
    await fromShape.getByRole('link', { name: 'count', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
    await expect(page.locator(`[id="${target.split('#')[1]}"]`)).toBeInViewport()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Shape')
  })

  test('private inheritance brings nothing into view', async ({ page }) => {
    await page.goto(byName('features::Secret'))
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Secret')
    await expect(page.locator('#inherited-members')).toHaveCount(0)
  })

  test('module pages list their subgroups and members; modules are reachable from the sidebar and their list', async ({ page }) => {
    await page.goto(`${BASE}groups/`)
    const list = page.locator('main')
    await expect(list.getByRole('link', { name: 'Geometry', exact: true })).toBeVisible()
    await expect(list.getByRole('link', { name: 'Shapes', exact: true })).toBeVisible()
    const sidebar = page.getByRole('navigation', { name: 'API reference' }).first()
    for (const label of ['Modules', 'Pages', 'Examples', 'Deprecated list', 'Bug list', 'Test list', 'To-do list']) {
      await expect(sidebar.getByText(label, { exact: true }).first()).toBeAttached()
    }
    await list.getByRole('link', { name: 'Geometry', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Geometry')
    await expect(page.getByText('The geometry group holds the shapes subgroup')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Subgroups' })).toBeVisible()
    await expect(page.locator('main').getByRole('link', { name: 'features::v2::Matrix' })).toBeVisible()
    // A grouped namespace function: the module lists it, its namespace's page documents it.
    await expect(page.locator('main').getByRole('link', { name: 'clampOld', exact: true })).toHaveAttribute('href', /\/namespaces\/features\/#clampold$/)
    await page.locator('section:has(> h2#subgroups)').getByRole('link', { name: 'Shapes' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Shapes')
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Geometry' })).toBeVisible()
    await expect(page.locator('main').getByRole('link', { name: 'features::Ring' })).toBeVisible()
  })

  test('a related page shows its sections, its block quote and its subpages', async ({ page }) => {
    await page.goto(`${BASE}pages/`)
    await page.locator('main').getByRole('link', { name: 'Guide', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Guide/)
    await expect(page.getByRole('heading', { name: 'Getting started' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Building' })).toBeVisible()
    await expect(page.locator('blockquote')).toContainText('A block quote in a page')
    const subpages = page.locator('section:has(> h2#subpages)')
    await expect(subpages.getByRole('link', { name: 'Advanced topics' })).toBeVisible()
    await subpages.getByRole('link', { name: 'Glossary' }).click()
    await expect(page.getByText('Glossary paragraph: a shape is anything with an area.')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Guide' })).toBeVisible()
  })

  test('an example shows its text and its source', async ({ page }) => {
    await page.goto(`${BASE}examples/`)
    await page.locator('main').getByRole('link', { name: 'basic.cpp' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('basic.cpp')
    await expect(page.getByText('A complete program that builds a Ring and checks its area.')).toBeVisible()
    await expect(page.locator('main pre').first()).toContainText('features::Ring ring(2.0, 1.0);')
  })

  test('the deprecated, bug, test and todo lists hold their items and link to the entity', async ({ page }) => {
    const expected: Array<[string, RegExp, string]> = [
      ['deprecated', /Deprecated/, 'Use clamp() instead'],
      ['bug', /Bug/, 'Rounds -0.5 to zero on some compilers.'],
      ['test', /Test/, 'Checked against the standard rounding of every half.'],
      ['todo', /To-do/, 'Support rounding to a number of digits.'],
    ]
    for (const [list, title, text] of expected) {
      await page.goto(`${BASE}pages/${list}/`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.locator('main dd').filter({ hasText: text })).toBeVisible()
      await expect(page.locator('main dt a').first()).toHaveAttribute('href', /#/)
    }
  })

  test('a namespace member shows its note and both block quotes; a folder is titled below the include root', async ({ page }) => {
    await page.goto(memberHref('features::v2::clamp').split('#')[0])
    await expect(page.getByText('Notes inside namespace members must show: the bounds are inclusive.').first()).toBeVisible()
    await expect(page.getByText('A block quote in a namespace member: clamping is idempotent.').first()).toBeVisible()
    await expect(page.getByText('An HTML block quote with a second thought on clamping.').first()).toBeVisible()
    await page.goto(byName('src/features/shapes'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/features\/shapes$/)
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('src/')
  })

  test('formulas are MathML, in the line and set apart, and TeX in the Markdown twin', async ({ page, request }) => {
    const route = byName('features::v2::Matrix')
    await page.goto(route)
    const main = page.locator('main')
    // \\f[ \\f] and \\f{eqnarray*}: blocks of their own; \\f( \\f): in the sentence.
    await expect(main.locator('.math-display math[display="block"]')).toHaveCount(2)
    await expect(main.locator('.math-display math').first().locator('mi', { hasText: 'det' })).toBeVisible()
    await expect(main.locator('.math-display math mtable')).toHaveCount(1)
    await expect(main.locator('p math:not([display])')).toHaveCount(2)
    // Nothing is left as TeX source in code.
    await expect(main.locator('code', { hasText: '\\det' })).toHaveCount(0)
    const box = await main.locator('.math-display math').first().boundingBox()
    expect(box && box.height).toBeGreaterThan(10)
    const twin = await (await request.get(`${route}index.md`)).text()
    expect(twin).toContain('$$\n\\det A = a_{11} a_{22} - a_{12} a_{21}\n$$')
    expect(twin).toContain('$\\lambda_1$')
  })
})

