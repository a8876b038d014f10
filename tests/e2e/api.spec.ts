/**
 * The API reference as a reader meets it in the production build: one page of
 * every route family, the API sidebar and the table of contents, member and
 * line anchors, the navbar's API Docs links, and that every link on those
 * pages resolves (page and anchor). Expected routes come from the doxygen XML
 * the build read, through the plugin's own route naming.
 */
import path from 'node:path'
import { test, expect, type Page, type APIRequestContext } from '@playwright/test'
import { readDoxygenFolder } from '../../src/sections/api/model/model'
import { buildRoutes } from '../../src/sections/api/model/routes'
import { hydrate } from '../support/hydrate'

const BASE = '/docs/helios/'
const xmlDir = path.resolve(process.env.HELIOS_DOXYGEN_XML ?? 'doxygen-xml')
const model = readDoxygenFolder(xmlDir)
const routes = buildRoutes(model, BASE)
const routeOf = (kind: string) => [...model.compounds.values()].filter((c) => c.kind === kind).map((c) => routes.compounds.get(c.id)!).sort()

/** One page of each route family (the first of its kind, so the test follows the XML). */
const families: Array<[string, string | undefined]> = [
  ['main page', BASE],
  ['namespace list', `${BASE}namespaces/`],
  ['namespace', routeOf('namespace')[0]],
  ['class list', `${BASE}classes/`],
  ['class', routeOf('class')[0]],
  ['struct', routeOf('struct')[0]],
  ['union', routeOf('union')[0]],
  ['file list', `${BASE}files/`],
  ['file', routeOf('file').find((r) => !/readme-md-/.test(r))],
  ['readme', `${BASE}files/readme-md-1/`],
  ['folder list', `${BASE}folders/`],
  ['folder', routeOf('dir')[0]],
  ['index', `${BASE}indices/classes/all/`],
  ['index', `${BASE}indices/namespaces/functions/`],
  ['index', `${BASE}indices/files/defines/`],
  ['todo', `${BASE}pages/todo/`],
]

const htmlCache = new Map<string, Promise<{ status: number; ids: Set<string> }>>()
function fetchPage(request: APIRequestContext, pathname: string) {
  let p = htmlCache.get(pathname)
  if (!p) {
    p = request.get(pathname).then(async (res) => {
      const html = res.status() === 200 ? await res.text() : ''
      return { status: res.status(), ids: new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'))) }
    })
    htmlCache.set(pathname, p)
  }
  return p
}

async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))
  const origin = new URL(page.url()).origin
  return [...new Set(hrefs.filter((h) => h.startsWith(origin)))]
}

test('every compound of index.xml has its page at its route', async ({ request }) => {
  const all = [...new Set(routes.compounds.values())]
  expect(all.length).toBeGreaterThan(0)
  const missing: string[] = []
  for (const r of all) if ((await fetchPage(request, r)).status !== 200) missing.push(r)
  expect(missing).toEqual([])
})

test('the 24 index pages and the to-do page exist; an empty index says so', async ({ page, request }) => {
  for (const scope of ['classes', 'files', 'namespaces']) {
    for (const kind of ['all', 'classes', 'functions', 'variables', 'defines', 'enums', 'enumvalues', 'typedefs']) {
      expect((await fetchPage(request, `${BASE}indices/${scope}/${kind}/`)).status, `${scope}/${kind}`).toBe(200)
    }
  }
  await page.goto(`${BASE}indices/classes/defines/`)
  await expect(page.getByTestId('index-empty')).toBeVisible()
  await page.goto(`${BASE}pages/todo/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/To-do list/)
})

for (const [family, route] of families) {
  test(`${family} page ${route ?? '(none in this XML)'}: sidebar with the current page, and every link resolves`, async ({ page, request }) => {
    test.skip(!route, `no ${family} in this XML`)
    const res = await page.goto(route!)
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const sidebar = page.getByRole('navigation', { name: 'API reference' }).first()
    await expect(sidebar).toBeVisible()
    for (const label of ['Namespaces', 'Classes', 'Files', 'Folders', 'Indices', 'To-do list']) {
      await expect(sidebar.getByText(label, { exact: true }).first()).toBeAttached()
    }
    // The current page is highlighted in the sidebar (when the sidebar lists it) and in view.
    const current = sidebar.locator('[aria-current="page"]')
    if ((await current.count()) > 0) await expect(current.first()).toBeInViewport()

    const broken: string[] = []
    for (const href of await internalLinks(page)) {
      const url = new URL(href)
      const target = await fetchPage(request, url.pathname)
      if (target.status !== 200) broken.push(`${href} (${target.status})`)
      else if (url.hash && url.hash !== '#top' && !target.ids.has(decodeURIComponent(url.hash.slice(1)))) broken.push(`${href} (no anchor)`)
    }
    expect(broken).toEqual([])
  })
}

test('class page: declaration, member tables, TOC, and member anchors that land on the documentation', async ({ page }) => {
  const route = routeOf('class').concat(routeOf('struct'))[0]
  await page.goto(route)
  await expect(page.locator('pre code').first()).toContainText(/(class|struct) /)
  const toc = page.getByRole('navigation', { name: 'On this page' })
  await expect(toc).toBeVisible()
  await expect(toc.getByRole('link', { name: 'Member documentation' })).toBeVisible()
  // Follow the first member of the first summary table to its documentation block.
  const memberLink = page.locator('[role="table"] a[href^="#"]').first()
  const hash = await memberLink.getAttribute('href')
  expect(hash).toMatch(/^#[a-z0-9-]+$/)
  await memberLink.click()
  await expect(page).toHaveURL(new RegExp(`${hash}$`))
  const target = page.locator(`[id="${hash!.slice(1)}"]`)
  await expect(target).toBeInViewport()
  await expect(target).toHaveJSProperty('tagName', 'H3')
  // Its "Declared in" link leads to the file page at the line, which exists and is highlighted.
  const declared = page.locator(`article:has([id="${hash!.slice(1)}"])`).getByRole('link', { name: /:\d+$/ })
  if ((await declared.count()) > 0) {
    const href = (await declared.first().getAttribute('href'))!
    await declared.first().click()
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
    await expect(page.locator(`[id="${href.split('#')[1]}"]`)).toBeInViewport()
  }
})

test('a class page reached inside the app shows the same content and links as the page the server sent', async ({ page }) => {
  const route = routeOf('class').concat(routeOf('struct'))[0]
  await page.goto(route)
  await hydrate(page)
  const content = page.locator('[data-api-page]')
  const snapshot = () => content.evaluate((el) => ({ text: el.textContent, links: [...el.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')) }))
  const served = await snapshot()
  expect(served.links.length).toBeGreaterThan(0)
  // Away through the sidebar and back with the browser's Back button, without a page load: this time the app
  // puts the page back itself.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const elsewhere = page.locator(`aside a[href^="/"]:not([href^="${route}"])`).first()
  const away = (await elsewhere.getAttribute('href'))!
  await elsewhere.click()
  await expect(page).toHaveURL(new RegExp(`${escape(away)}$`))
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`${route}$`))
  await expect.poll(snapshot).toEqual(served)
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  // A link inside the content still leads to its page.
  const inner = content.locator(':scope > :not(nav):not(header) a[href^="/"]').first()
  const href = (await inner.getAttribute('href'))!
  await inner.click()
  await expect(page).toHaveURL(new RegExp(`${escape(href)}$`))
})

test("a class page's body code comes when the reader heads for another page, not with the first visit", async ({ page }) => {
  const [route, other] = routeOf('class').concat(routeOf('struct'))
  test.skip(!other, 'fewer than two classes')
  // The chunk the class template loads its body from (ClassPage.tsx names it).
  const classBody: string[] = []
  page.on('request', (request) => {
    if (/\/api-class-body-[^/]*\.js$/.test(request.url())) classBody.push(request.url())
  })
  await page.goto(route)
  await hydrate(page)
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[id="declaration"]')).toBeAttached()
  expect(classBody).toEqual([])
  // Pointing at a link to another page fetches it: that page may well be a class too.
  await page.locator(`aside a[href^="/"]:not([href="${route}"])`).first().hover()
  await expect.poll(() => classBody.length).toBe(1)

  // A class page reached inside the app from a page of another kind fetches it then, and shows the body.
  classBody.length = 0
  await page.goto(`${BASE}classes/`)
  await page.waitForLoadState('networkidle')
  expect(classBody).toEqual([])
  await hydrate(page)
  await page.locator(`main a[href="${other}"]`).first().click()
  await expect(page).toHaveURL(new RegExp(`${other}$`))
  await expect(page.locator('[id="declaration"]')).toBeAttached()
  await expect(page.locator('[data-api-page] [role="status"]')).toHaveCount(0)
  expect(classBody).toHaveLength(1)
})

test("a class page reached inside the app shows its body however the chunk a pointed link fetched races the navigation", async ({ page }) => {
  const [route] = routeOf('class').concat(routeOf('struct'))
  let delay = 0
  await page.route(/\/api-class-body-[^/]*\.js$/, async (chunk) => {
    await new Promise((resolve) => setTimeout(resolve, delay))
    await chunk.continue()
  })
  // The pointer over the link fetches the chunk; the click moves inside the app. A chunk arriving between the next
  // page's first render and its effects once left the body loading for good.
  for (delay of [0, 4, 8, 12, 16, 20, 25, 30]) {
    await page.goto(route)
    await hydrate(page)
    const classRoutes = new Set(routeOf('class').concat(routeOf('struct')))
    const href = (await page.locator('aside a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))).find((h) => h !== route && classRoutes.has(h))
    test.skip(!href, 'no other class in the sidebar of the first class page')
    await page.locator(`aside a[href="${href}"]`).first().click()
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
    await expect(page.locator('[id="declaration"]'), `chunk ${delay} ms after the pointer`).toBeAttached({ timeout: 5_000 })
  }
})

test('file page: includes, source listing with line anchors and C++ highlighting', async ({ page }) => {
  const route = [...model.compounds.values()].filter((c) => c.kind === 'file' && c.listing && c.includes.length > 0).map((c) => routes.compounds.get(c.id)!)[0]
  test.skip(!route, 'no file with a listing and includes')
  await page.goto(route)
  await expect(page.getByRole('heading', { name: 'Includes' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Source' })).toBeVisible()
  await expect(page.locator('[id="L1"]')).toBeAttached()
  const keyword = page.getByRole('region', { name: /^Source of / }).locator('span[class*="hlKeyword"], span[class*="hlPreprocessor"]').first()
  await expect(keyword).toBeAttached()
  const colour = await keyword.evaluate((el) => getComputedStyle(el).color)
  const plain = await page.getByRole('region', { name: /^Source of / }).evaluate((el) => getComputedStyle(el).color)
  expect(colour).not.toBe(plain)
})

test('sidebar categories expand and collapse', async ({ page }) => {
  await page.goto(`${BASE}namespaces/`)
  const sidebar = page.getByRole('navigation', { name: 'API reference' }).first()
  const toggle = sidebar.getByRole('button', { name: /sidebar category 'Indices'/ })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  // A click before the page has hydrated reaches no handler: wait for it (the colour toggle is enabled then).
  await hydrate(page)
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(sidebar.getByRole('link', { name: 'Class members' })).toBeVisible()
})

test('a sidebar category away from the current page opens from the keyboard too', async ({ page }) => {
  await page.goto(`${BASE}namespaces/`)
  const sidebar = page.getByRole('navigation', { name: 'API reference' }).first()
  const toggle = sidebar.getByRole('button', { name: /sidebar category 'Indices'/ })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  // A key pressed before the page has hydrated reaches no handler: wait for it (the colour toggle is enabled then).
  await hydrate(page)
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(sidebar.getByRole('link', { name: 'Class members' })).toBeVisible()
})

test("the navbar's API Docs links land on real pages", async ({ page }) => {
  for (const [label, target] of [
    ['Namespaces', `${BASE}namespaces/`],
    ['Classes', `${BASE}classes/`],
    ['Files', `${BASE}files/`],
  ]) {
    await page.goto('/')
    const nav = page.locator('nav[aria-label="Main"]')
    const link = nav.getByRole('link', { name: label, exact: true })
    // The dropdown opens once the page is hydrated; retry the click until the menu shows.
    await expect(async () => {
      if (!(await link.isVisible())) await nav.getByRole('button', { name: 'API Docs' }).click()
      await expect(link).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 10_000 })
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${target}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
})

test("vec3's constructors: one entry, one block of numbered signatures, and each old anchor still lands on its signature", async ({ page }) => {
  const vec3 = [...model.compounds.values()].find((c) => c.name === 'helios::math::vec3')!
  const route = routes.compounds.get(vec3.id)!
  const ctors = [...model.members.values()].filter((m) => m.qualifiedName === 'helios::math::vec3::vec3')
  expect(ctors).toHaveLength(3)
  const set = routes.overloadSets.get(ctors[0].id)!
  await page.goto(route)
  // One summary entry naming the count, linked to the set's block.
  const entries = page.locator('[role="table"] [role="row"]').filter({ has: page.locator(`a[href="#${set.anchor}"]`) })
  await expect(entries).toHaveCount(1)
  await expect(entries).toContainText('3 overloads')
  await expect(page.locator('[role="table"] a[href^="#vec3"]:not([href="#vec3--overloads"])')).toHaveCount(0)
  // One block: the name under the set's id, then (1) (2) (3), each signature with its own badges.
  const block = page.locator(`article:has(> h3[id="${set.anchor}"])`)
  await expect(block).toHaveCount(1)
  const signatures = block.locator('ol[aria-label="Overloads of vec3"] > li')
  await expect(signatures).toHaveCount(3)
  for (const [i, id] of set.ids.entries()) {
    const li = signatures.nth(i)
    await expect(li).toHaveAttribute('id', routes.members.get(id)!.anchor)
    await expect(li.getByRole('link', { name: `Link to overload (${i + 1}) of vec3` })).toHaveText(`(${i + 1})`)
    await expect(li.locator('pre')).toContainText('vec3(')
  }
  // The explicit one-value constructor says so on its own signature only.
  await expect(signatures.filter({ hasText: 'explicit' })).toHaveCount(1)
  // One parameter table: vx, vy, vz taken by (2), s by (3).
  const params = block.locator('[data-merged-params] dt')
  await expect(params).toHaveText([/^vx\s*\(2\)$/, /^vy\s*\(2\)$/, /^vz\s*\(2\)$/, /^s\s*\(3\)$/])
  // The anchor a constructor had alone lands on its signature, which is marked.
  const third = routes.members.get(set.ids[2])!.anchor
  await page.goto(`${route}#${third}`)
  const target = page.locator(`[id="${third}"]`)
  await expect(target).toBeInViewport()
  await expect(target).toHaveAttribute('data-overload', '3')
  expect(await target.evaluate((el) => el.matches(':target'))).toBe(true)
  await expect(block).toBeVisible()
  // The set's own anchor lands on the block's heading.
  await page.goto(`${route}#${set.anchor}`)
  await expect(page.locator(`[id="${set.anchor}"]`)).toBeInViewport()
})

test("a concept's page lists the templates and functions it constrains and the types its docs say satisfy it", async ({ page }) => {
  const id = (name: string) => [...model.compounds.values()].find((c) => c.name === name)!.id
  await page.goto(routes.compounds.get(id('helios::math::Numeric'))!)
  const constrains = page.locator('section[data-constrains]')
  await expect(constrains.getByRole('heading', { name: 'Constrains' })).toBeVisible()
  // vec3 among the class templates, with a link to its page; the functions it constrains too.
  const templates = constrains.locator('h3:text-is("Class templates") + dl')
  await expect(templates.locator(`a[href="${routes.compounds.get(id('helios::math::vec3'))}"]`)).toHaveText('helios::math::vec3')
  await expect(constrains.locator('h3:text-is("Functions") + dl').getByRole('link', { name: 'helios::math::dot' })).toBeVisible()
  // dot's overloads share a row, which links their overload set's entry.
  const dotSet = routes.overloadSets.get([...model.members.values()].find((m) => m.qualifiedName === 'helios::math::dot')!.id)!
  await expect(constrains.getByRole('link', { name: 'helios::math::dot' })).toHaveAttribute('href', `${dotSet.route}#${dotSet.anchor}`)
  // FloatingPoint refines it: a concept its definition names.
  await expect(constrains.locator('h3:text-is("Concepts") + dl').getByRole('link', { name: 'helios::math::FloatingPoint' })).toBeVisible()
  const satisfied = page.locator('section[data-satisfied-by]')
  await expect(satisfied.locator('ul').first()).toContainText('float')
  await expect(satisfied.getByRole('heading', { name: 'Not satisfied by' })).toBeVisible()
  await expect(page.locator('nav[aria-label="On this page"] a[href="#constrains"]').first()).toBeAttached()
  // Its Markdown twin lists the same, linked to the same pages.
  const twin = await (await page.request.get(`${routes.compounds.get(id('helios::math::Numeric'))!}index.md`)).text()
  expect(twin).toContain('\n## Constrains\n')
  expect(twin).toMatch(new RegExp(`\\[\`helios::math::vec3\`\\]\\(https?://[^)]*${routes.compounds.get(id('helios::math::vec3'))!.replace(/[/.]/g, '\\$&')}\\)`))
  expect(twin).toMatch(new RegExp(`\\[\`helios::math::dot\`\\]\\(https?://[^)]*${`${dotSet.route}#${dotSet.anchor}`.replace(/[/.#]/g, '\\$&')}\\) \\(\\d+ overloads\\)`))
  expect(twin).toContain('\n## Satisfied by\n')
  expect(twin).toContain('\n### Not satisfied by\n')
  // vec3's declaration links its template parameter's concept.
  await page.goto(routes.compounds.get(id('helios::math::vec3'))!)
  await expect(page.locator('#declaration + pre a', { hasText: 'Numeric' })).toHaveAttribute('href', routes.compounds.get(id('helios::math::Numeric'))!)

  // The set's entry is on the page the row leads to.
  await page.goto(dotSet.route)
  await expect(page.locator(`[id="${dotSet.anchor}"]`)).toBeAttached()
})
