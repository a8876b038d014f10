/**
 * The site built from the hostile fixture, whose doc comments try every way to run script: on every API page this
 * test hovers and clicks every element and link and fails if a dialog opens, and it checks that the payloads reach
 * readers, meta descriptions and search snippets as text (docs/sections/scripts-and-tests.md).
 */
import path from 'node:path'
import { test, expect, type Page } from '@playwright/test'
import { readDoxygenFolder } from '../../src/sections/api/model/model'
import { buildRoutes } from '../../src/sections/api/model/routes'
import { checkUrl } from '../../src/shell/safeUrl'
import { CURRENT_VERSION, versionBasePath } from '../../src/sections/api/options'
import { corpusSet } from '../e2e-corpora/corpusSets'

// The fixture's pages: the current version, or the release it is in when the corpora harness builds it as one.
const corpus = corpusSet(process.env, 'hostile', CURRENT_VERSION)
const VERSION = corpus.version
const BASE = versionBasePath(VERSION)
const model = readDoxygenFolder(path.resolve(corpus.xml))
const routes = buildRoutes(model, BASE)
const pages = [...new Set([...routes.compounds.values(), `${BASE}classes/`, `${BASE}files/`, `${BASE}namespaces/`])].sort()

/** Collects every dialog (alert, confirm, prompt, beforeunload) the page opens, dismissing it. */
function watchDialogs(page: Page): string[] {
  const seen: string[] = []
  page.on('dialog', (d) => {
    seen.push(`${d.type()}: ${d.message()} (on ${page.url()})`)
    void d.dismiss()
  })
  return seen
}

/**
 * Back on `route` with its `count` links after a click led away: the browser's Back (the app renders the page again
 * without a reload), else a fresh load. A click's navigation may start late on a loaded machine and interrupt the
 * way back, so both are tried again.
 */
async function returnTo(page: Page, route: string, count: number): Promise<void> {
  const arrived = () =>
    page.waitForFunction(([r, n]) => location.pathname === r && document.querySelectorAll('main a').length === n, [route, count] as const, { timeout: 5000 }).then(
      () => true,
      () => false,
    )
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.goBack({ waitUntil: 'commit', timeout: 5000 }).catch(() => null)
    if (await arrived()) return
    await page.goto(route).catch(() => null)
    if (await arrived()) return
  }
  throw new Error(`could not return to ${route} after following a link (now on ${page.url()})`)
}

test('the fixture is the hostile one', () => {
  expect(model.compounds.has('classhostile_1_1Widget')).toBe(true)
  expect(pages.length).toBeGreaterThan(8)
})

for (const route of pages) {
  test(`no script runs on ${route}: every element hovered and clicked, every link followed`, async ({ page }) => {
    // Following every link of a large page takes long on a loaded 2-core machine.
    test.setTimeout(180_000)
    const dialogs = watchDialogs(page)
    await page.goto(route)
    await page.waitForLoadState('networkidle')

    // Nothing from a comment is markup: no inline handler, no element a comment could inject.
    const handlers = await page.evaluate(() =>
      [...document.querySelectorAll('*')].flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `<${el.tagName.toLowerCase()} ${a.name}>`)),
    )
    expect(handlers).toEqual([])
    expect(await page.locator('main iframe, main object, main embed, main script').count()).toBe(0)
    // Every URL on the page passes the site's sanitiser.
    const urls = await page.evaluate(() =>
      [...document.querySelectorAll('[href], [src], [action], [formaction]')].flatMap((el) =>
        ['href', 'src', 'action', 'formaction'].map((a) => el.getAttribute(a)).filter((v): v is string => v !== null),
      ),
    )
    expect(urls.filter((u) => !checkUrl(u).ok)).toEqual([])

    // Every element of the page: pointer and focus events as a reader's mouse and keyboard give them,
    // then a click on every element that is not a link (links are followed one by one below).
    await page.evaluate(() => {
      const events = ['pointerover', 'pointerenter', 'mouseover', 'mouseenter', 'mousemove', 'focus', 'focusin', 'mousedown', 'mouseup']
      for (const el of [...document.body.querySelectorAll('main *')]) {
        for (const type of events) el.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }))
        if (!el.closest('a, button, summary, label, input, select, textarea')) (el as HTMLElement).click()
      }
    })
    // Real mouse hovers over what is visible in the article.
    const visible = page.locator('main article *:visible')
    const n = Math.min(await visible.count(), 150)
    for (let i = 0; i < n; i++) await visible.nth(i).hover({ force: true, timeout: 500 }).catch(() => undefined)

    // Every link in the content, clicked for real; after each navigation the browser goes back to the page.
    const count = await page.locator('main a').count()
    for (let i = 0; i < count; i++) {
      if (new URL(page.url()).pathname !== route || (await page.locator('main a').count()) !== count) await returnTo(page, route, count)
      const link = page.locator('main a').nth(i)
      const href = (await link.getAttribute('href', { timeout: 2000 }).catch(() => null)) ?? ''
      if (href.startsWith('mailto:') || /^https?:\/\/(?!127\.0\.0\.1)/.test(href)) continue // leaves the site: checked by the sanitiser above
      await link.click({ force: true, timeout: 2000, noWaitAfter: true }).catch(() => undefined)
      // Wait for the navigation the click starts; a link within the page starts none, so nothing is waited for.
      const inPage = (() => { try { return new URL(href, page.url()).pathname === route } catch { return false } })()
      if (!inPage) await page.waitForURL((u) => u.pathname !== route, { timeout: 300 }).catch(() => undefined)
    }
    await page.waitForTimeout(200)
    expect(dialogs).toEqual([])
  })
}

test('hostile text is shown as text: titles, briefs, parameters, enum values, defaults, code', async ({ page }) => {
  const dialogs = watchDialogs(page)
  await page.goto(routes.compounds.get('classhostile_1_1Widget')!)
  const main = page.locator('main')
  await expect(main).toContainText("<script>alert('class brief')</script>")
  await expect(main).toContainText("<script>alert('param script')</script>")
  await expect(main).toContainText("\"<script>alert('default')</script>\"")
  // The refused links keep their words, without a link.
  await expect(main.getByText('hostile link')).toBeVisible()
  await expect(main.locator('a', { hasText: 'hostile link' })).toHaveCount(0)
  await expect(main.locator('a', { hasText: 'param link' })).toHaveCount(0)
  await page.goto(routes.compounds.get('attacks')!)
  await expect(page.locator('main h1')).toContainText("<script>alert('page title')</script>")
  await expect(page.locator('main')).toContainText("// A code listing: <script>alert('code')</script>")
  await expect(page.locator('main')).toContainText('Image with a script path')
  expect(await page.locator('main img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))).not.toContainEqual(expect.stringMatching(/^(javascript|data):/i))
  expect(dialogs).toEqual([])
})

test('doxygen file names in comments lead to our pages', async ({ page }) => {
  await page.goto(BASE)
  const main = page.locator('main')
  const expectLink = async (text: string, href: string) => expect(main.locator('a', { hasText: text }).first()).toHaveAttribute('href', href)
  await expectLink('module list', `${BASE}groups/`)
  await expectLink('class list', `${BASE}classes/`)
  await expectLink('files', `${BASE}files/`)
  await expectLink('widget class', routes.compounds.get('classhostile_1_1Widget')!)
  await expectLink('rendering group', routes.compounds.get('group__rendering')!)
  await expectLink('source', `${routes.fileByPath.get('src/hostile/widget.hpp')}#source`)
  // A name doxygen never wrote is text.
  await expect(main).toContainText('a page doxygen never wrote')
  await expect(main.locator('a', { hasText: 'a page doxygen never wrote' })).toHaveCount(0)
  // Each resolved link works: the page exists.
  for (const href of await main.locator('a[data-link-check=warn]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
    if (!href.startsWith('/')) continue
    const res = await page.request.get(href.split('#')[0])
    expect(res.status(), href).toBe(200)
  }
})

test('meta descriptions and search snippets keep the payloads as text', async ({ page, request }) => {
  const dialogs = watchDialogs(page)
  const route = routes.compounds.get('classhostile_1_1Widget')!
  const html = await (await request.get(route)).text()
  // In the HTML source the payload only ever appears escaped.
  expect(html).not.toMatch(/<script>alert\(/)
  expect(html).not.toMatch(/<[a-z]+[^>]*\son[a-z]+=/i)
  await page.goto(route)
  const description = await page.locator('meta[name="description"]').getAttribute('content')
  expect(description).toContain('<script>')
  // /search searches the version it is asked for, as its version menu sets it.
  await page.goto(`/search/?q=script%20alert${VERSION === CURRENT_VERSION ? '' : `&version=${encodeURIComponent(VERSION)}`}`)
  const hits = page.getByTestId('search-page-hit')
  await expect(hits.first()).toBeVisible()
  await expect(page.locator('main')).toContainText('<script>')
  for (let i = 0; i < Math.min(await hits.count(), 10); i++) await hits.nth(i).hover()
  expect(await page.locator('main mark').count()).toBeGreaterThan(0)
  expect(await page.locator('main script').count()).toBe(0)
  expect(dialogs).toEqual([])
})
