/**
 * `npm run develop` shows what the build shows: one page of every kind, its main text and links, in the
 * development server and in the production build; a post edit reaches the open page without a reload, and of saves
 * in quick succession the last one shows, even after the page crashed on a moment without the post; a broken MDX
 * edit shows in the page, naming the file and the line; a post's live demo shows its poster and runs.
 */
import fs from 'node:fs'
import path from 'node:path'
import type http from 'node:http'
import { chromium, expect, test, type Page, type WebSocketRoute } from '@playwright/test'
import { serveStatic } from '../../scripts/serve-static'
import { postPages } from '../../scripts/builtSite'
import { DEVELOP_E2E } from './env'

const root = path.resolve(__dirname, '..', '..')
const reference = `http://127.0.0.1:${DEVELOP_E2E.referencePort}`
let server: http.Server

test.beforeAll(async () => {
  server = await serveStatic(DEVELOP_E2E.referenceDir, DEVELOP_E2E.referencePort)
})
test.afterAll(() => {
  server?.close()
})

/** The first page (in name order, depth first) below a folder of the built site: its own index.html or a descendant's. */
function firstPageUnder(route: string): string {
  const dir = path.join(DEVELOP_E2E.referenceDir, route)
  const subs = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()
  for (const sub of subs) {
    if (fs.existsSync(path.join(dir, sub, 'index.html'))) return `${route}${sub}/`
    const below = firstPageBelow(`${route}${sub}/`)
    if (below) return below
  }
  throw new Error(`no page under ${route} in the production build`)
}

function firstPageBelow(route: string): string | undefined {
  try {
    return firstPageUnder(route)
  } catch {
    return undefined
  }
}

/** The folder's own page, when the build wrote one. */
function firstPageOrItself(route: string): string {
  if (fs.existsSync(path.join(DEVELOP_E2E.referenceDir, route, 'index.html'))) return route
  throw new Error(`no page at or under ${route} in the production build`)
}

/** One page of every kind: the home page, the devlog's, the docs', every API page family, search, 404. */
function pagesOfEveryKind(): string[] {
  const newestPost = postPages(DEVELOP_E2E.referenceDir)[0].route
  const api = '/docs/helios/'
  const apiFamilies = fs
    .readdirSync(path.join(DEVELOP_E2E.referenceDir, api), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    // A family folder without pages below it (the changes page of a version) is a page itself.
    .map((e) => firstPageBelow(`${api}${e.name}/`) ?? firstPageOrItself(`${api}${e.name}/`))
  return ['/', newestPost, '/devlog/', '/devlog/page/2/', '/devlog/tags/devlog/', '/devlog/archive/', '/docs/', '/docs/introduction/', '/helios/', api, ...apiFamilies, '/search/', '/404/']
}

interface MainContent {
  text: string
  links: string[]
}

/** The page's main text (whitespace folded) and the targets of its links, once the page has rendered. */
async function mainContent(page: Page, url: string): Promise<MainContent> {
  await page.goto(url)
  const main = page.locator('main').first()
  await expect(main).toBeVisible()
  await page.waitForLoadState('networkidle')
  return main.evaluate((el) => ({
    text: (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
    links: [...new Set(Array.from(el.querySelectorAll('a[href]'), (a) => a.getAttribute('href')!))].sort(),
  }))
}

test('every kind of page shows the same main text and links in the development server as in the build', async ({ page }) => {
  for (const route of pagesOfEveryKind()) {
    const built = await mainContent(page, `${reference}${route}`)
    const developed = await mainContent(page, route)
    expect(built.text.length, `${route}: the production page has text`).toBeGreaterThan(0)
    expect(developed.text, route).toBe(built.text)
    expect(developed.links, route).toEqual(built.links)
  }
})

test('prose links reach the development server through the data layer, with no file written under .cache', async ({ page }) => {
  const route = postPages(DEVELOP_E2E.referenceDir)[0].route
  const apiLinks = async (url: string) => {
    await page.goto(url)
    await expect(page.locator('main').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    return page.locator('main a.api-link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  }
  const built = await apiLinks(`${reference}${route}`)
  expect(built.length, `${route}: the production post links API names`).toBeGreaterThan(0)
  expect(await apiLinks(route)).toEqual(built)
  // The symbol table travels in the ApiSymbolTable node (src/sections/api/node/remark-api-links.ts), not a side file.
  expect(fs.existsSync(path.join(root, '.cache', 'helios'))).toBe(false)
})

/** The newest post's source file and its route. */
function newestPostSource(): { file: string; route: string } {
  const route = postPages(DEVELOP_E2E.referenceDir)[0].route
  const slug = route.split('/').filter(Boolean).pop()!
  const folder = fs.readdirSync(path.join(root, 'content/devlog')).find((d) => d.endsWith(`-${slug}`))
  if (!folder) throw new Error(`no content/devlog folder for ${route}`)
  return { file: path.join(root, 'content/devlog', folder, 'index.mdx'), route }
}

/** A post other than `except` whose built page links both API names and code, with those links in page order. */
function postWithApiAndCodeLinks(except: string): { route: string; links: string[] } {
  for (const { route } of postPages(DEVELOP_E2E.referenceDir)) {
    if (route === except) continue
    const html = fs.readFileSync(path.join(DEVELOP_E2E.referenceDir, route, 'index.html'), 'utf8')
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    const links = [...main.matchAll(/<a[^>]*class="(api-link|code-link)"[^>]*>/g)].map((m) => /href="([^"]*)"/.exec(m[0])![1].replace(/&amp;/g, '&'))
    if (main.includes('class="api-link"') && main.includes('class="code-link"')) return { route, links }
  }
  throw new Error('no built post links both API names and code')
}

/**
 * Saves `text` to `file` as editors that replace a file do: written beside the site (outside every watched folder),
 * then renamed over it. A truncating write in place can be read by the watcher between the truncation and the write,
 * and chokidar throttles the change event of the write that follows, so Gatsby would keep the empty read: the page
 * vanished in a CI run of 2026-12-01, the post gone from the prose and code links (docs/authoring.md, "Checking your page").
 */
function save(file: string, text: string): void {
  const temporary = path.join(root, `.develop-save-${process.pid}.tmp`)
  fs.writeFileSync(temporary, text)
  fs.renameSync(temporary, file)
}

/**
 * Saves the post's own text back, then opens its page until `added` is gone from it: the next test starts on a server
 * that has taken the save in. A save a moment after another can find the server still making the post's nodes from
 * the first, and the post can then be missing until a later save (docs/authoring.md, "Checking your page"); that is
 * the development server's to show in a test of its own, not the next test's to trip over.
 */
async function restore(page: Page, file: string, original: string, route: string, added: string): Promise<void> {
  save(file, original)
  await expect(async () => {
    await page.goto(route)
    await expect(page.locator('main article').first()).toBeVisible({ timeout: 5_000 })
    await expect(page.getByText(added)).toHaveCount(0, { timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
}

test('a saved post edit reaches the open page without a reload', async ({ page }) => {
  const { file, route } = newestPostSource()
  const original = fs.readFileSync(file, 'utf8')
  const marker = `A sentence added while the page was open ${Date.now()}.`
  try {
    await page.goto(route)
    await expect(page.locator('main article').first()).toBeVisible()
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true))

    save(file, `${original.trimEnd()}\n\n${marker}\n`)
    // The development server recompiles the post and reruns its query; on two busy cores that can take a while.
    await expect(page.getByText(marker)).toBeVisible({ timeout: 150_000 })
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)
  } finally {
    await restore(page, file, original, route, marker)
  }
})

/**
 * The development server's socket.io connection, passed through, with a way to send the page a message of its own.
 * The client reads a WebSocket's messages only once the server has connected it (socket.io's "40{...}"): a message
 * sent earlier, or on a socket that closed or never reached the server, is lost or held, and the client
 * makes a new socket for each reconnection (a CI run of 2026-12-06 sent 60 s of messages to a page that read none).
 * The sockets' story goes into the failure message.
 */
async function messagesToPage(page: Page): Promise<{ send(message: string): void; sockets: string[] }> {
  let live: WebSocketRoute | undefined
  const sockets: string[] = []
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const n = sockets.push('made') - 1
    const server = ws.connectToServer()
    server.onMessage((message) => {
      if (typeof message === 'string' && message.startsWith('40')) {
        live = ws
        sockets[n] = 'connected'
      }
      ws.send(message)
    })
    ws.onClose((code, reason) => {
      sockets[n] += `, closed ${code ?? ''} ${reason ?? ''}`.trimEnd()
      if (live === ws) live = undefined
      server.close({ code, reason })
    })
  })
  return {
    send(message) {
      expect(live, `the page reads none of its sockets (${sockets.map((s, i) => `${i + 1}: ${s}`).join('; ')})`).toBeDefined()
      live!.send(message)
    },
    sockets,
  }
}

test('a post whose data goes missing for a moment crashes, then shows the next save', async ({ page }) => {
  const { file, route } = newestPostSource()
  const original = fs.readFileSync(file, 'utf8')
  const marker = `A sentence saved after the page crashed ${Date.now()}.`
  const toPage = await messagesToPage(page)
  try {
    await page.goto(route)
    await expect(page.locator('main article').first()).toBeVisible()
    // What the server sends while a saved post's node is made again (seen in CI runs): the page's data without the post.
    const pageData = (await (await page.request.get(`/page-data${route}page-data.json`)).json()) as { result: { data: Record<string, unknown> } }
    const withoutPost = { ...pageData, result: { ...pageData.result, data: { ...pageData.result.data, devlogPost: null } } }
    const resultMessage = (result: unknown) => `42${JSON.stringify(['message', { type: 'pageQueryResult', payload: { id: route, result } }])}`
    // The client can move to a new socket between a send and its delivery: send again until the crash holds. Gatsby's
    // client acts only on data that differs from the last it was sent, and a load of the page still under way can
    // show the post again after a first send: each attempt sends the post's data, then the data without it, so the
    // second is always news to the client.
    await expect(async () => {
      toPage.send(resultMessage(pageData))
      toPage.send(resultMessage(withoutPost))
      await expect(page.getByRole('heading', { name: 'This page crashed.' }), `sockets: ${toPage.sockets.join('; ')}`).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 60_000 })
    // The next save brings the post back: the page shows it without a reload or "Try again".
    save(file, `${original.trimEnd()}\n\n${marker}\n`)
    await expect(page.getByText(marker)).toBeVisible({ timeout: 60_000 })
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0)
  } finally {
    await restore(page, file, original, route, marker)
  }
})

test('saves in quick succession: the open page shows the last one', async ({ page }) => {
  const { file, route } = newestPostSource()
  const original = fs.readFileSync(file, 'utf8')
  const missed: string[] = []
  let last = ''
  try {
    await page.goto(route)
    await expect(page.locator('main article').first()).toBeVisible()
    for (let round = 1; round <= 8; round++) {
      // Each round starts once the server has shown a save of its own: nothing left over from the round before.
      const ready = `Ready for round ${round} ${Date.now()}.`
      save(file, `${original.trimEnd()}\n\n${ready}\n`)
      await expect(page.getByText(ready)).toBeVisible({ timeout: 60_000 })
      // An edit, its undo and another edit, a tenth of a second apart (past the watcher's 50 ms merging of changes):
      // the three are read at once. Several rounds, since how they interleave depends on timing; before the content
      // folders were read with fastHash (gatsby-config.ts), about one round in six kept the undo's text.
      save(file, `${original.trimEnd()}\n\nA first thought, taken back (round ${round}).\n`)
      await page.waitForTimeout(100)
      save(file, original)
      await page.waitForTimeout(100)
      last = `The sentence that stays, round ${round} ${Date.now()}.`
      save(file, `${original.trimEnd()}\n\n${last}\n`)
      try {
        await expect(page.getByText(last)).toBeVisible({ timeout: 20_000 })
      } catch {
        missed.push(`round ${round}: "${last}" not shown`)
      }
      await expect(page.getByText('taken back')).toHaveCount(0)
    }
  } finally {
    await restore(page, file, original, route, last || 'The sentence that stays')
  }
  expect(missed).toEqual([])
})

/** A class of the post's engine version whose built page does not list the post under "Mentioned in": its name and route. */
function classNotMentionedBy(route: string): { name: string; page: string } {
  const html = fs.readFileSync(path.join(DEVELOP_E2E.referenceDir, route, 'index.html'), 'utf8')
  const apiHref = /<a href="([^"]*)"[^>]*class="api-link"/.exec(html)?.[1]
  if (!apiHref) throw new Error(`${route}: the built post links no API name`)
  // The post links its own engine version's reference: /docs/helios/ for Next, /docs/helios/<release>/ for a release.
  const base = /^\/docs\/helios\/(?:\d+\.\d+\.\d+\/)?/.exec(apiHref)![0]
  const list = fs.readFileSync(path.join(DEVELOP_E2E.referenceDir, base, 'classes', 'index.md'), 'utf8')
  for (const [, name, url] of list.matchAll(/\| \[`([^`]+)`\]\(https?:\/\/[^/]+(\/[^)]*)\) \| class \|/g)) {
    const page = fs.readFileSync(path.join(DEVELOP_E2E.referenceDir, url, 'index.html'), 'utf8')
    if (!page.includes(`href="${route}`)) return { name, page: url }
  }
  throw new Error(`every class of ${base} already lists ${route} under "Mentioned in"`)
}

test('a saved post that names a class reaches that class page\'s "Mentioned in"', async ({ page }) => {
  const { file, route } = newestPostSource()
  const original = fs.readFileSync(file, 'utf8')
  const target = classNotMentionedBy(route)
  const mentions = page.locator(`[data-mentioned-in] a[href^="${route}"]`)
  try {
    save(file, `${original.trimEnd()}\n\nThis post now names \`${target.name}\` too.\n`)
    // The API pages are planned once per sourcing; each save gives them the prose links of that save.
    await expect(async () => {
      await page.goto(target.page)
      await expect(mentions.first()).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 150_000 })
  } finally {
    await restore(page, file, original, route, 'This post now names')
  }
})

test('a broken MDX edit shows in the open page, naming the file and line, and goes once fixed', async ({ page }) => {
  const { file, route } = newestPostSource()
  const original = fs.readFileSync(file, 'utf8')
  try {
    await page.goto(route)
    await expect(page.locator('main article').first()).toBeVisible()
    const lines = original.trimEnd().split('\n')
    const brokenLine = lines.length + 2
    save(file, `${original.trimEnd()}\n\n<span>an element never closed\n`)
    // Where the post's text was; the line is the file's own, frontmatter counted.
    const problem = page.locator('[data-devlog-body] [role="alert"]')
    await expect(problem).toBeVisible({ timeout: 150_000 })
    await expect(problem).toContainText(`${path.relative(root, file)}:${brokenLine}:1: does not parse as MDX`)
    // The prose and code link steps fail on the broken post; every other page keeps the links it had.
    const other = await page.context().newPage()
    try {
      const { route: linked, links } = postWithApiAndCodeLinks(route)
      await other.goto(linked)
      await expect(other.locator('main').first()).toBeVisible()
      await other.waitForLoadState('networkidle')
      expect(await other.locator('main a.api-link, main a.code-link').evaluateAll((as) => as.map((a) => a.getAttribute('href'))), linked).toEqual(links)
    } finally {
      await other.close()
    }
  } finally {
    save(file, original)
  }
  // Restored: the message goes and the page shows the post again.
  await expect(page.locator('[data-devlog-body] [role="alert"]')).toBeHidden({ timeout: 150_000 })
  await expect(page.locator('[data-devlog-body] > p').first()).toBeVisible()
})

test('the development server answers page twins (a post, a docs page, an API list and index), llms.txt and the symbol cards as the build wrote them', async ({ request }) => {
  const post = postPages(DEVELOP_E2E.referenceDir)[0].route
  for (const file of [`${post}index.md`, '/docs/introduction/index.md', '/docs/helios/classes/index.md', '/docs/helios/indices/classes/all/index.md', '/llms.txt', '/symbol-cards/manifest.json']) {
    const built = fs.readFileSync(path.join(DEVELOP_E2E.referenceDir, file), 'utf8')
    const res = await request.get(file)
    expect(res.status(), file).toBe(200)
    expect(await res.text(), file).toBe(built)
  }
})

test('a live demo shows its poster and runs in the development server, its files as the build wrote them', async ({ request, baseURL }) => {
  const name = 'first-cube'
  const route = '/devlog/2025/10/19/just-make-it-exist-first/'
  for (const file of [`/demos/${name}/poster.png`, `/demos/${name}/${name}.js`, `/demos/${name}/${name}.wasm`]) {
    const res = await request.get(file)
    expect(res.status(), file).toBe(200)
    expect(Buffer.compare(await res.body(), fs.readFileSync(path.join(DEVELOP_E2E.referenceDir, file))), file).toBe(0)
  }
  expect((await request.get(`/demos/${name}/${name}.wasm`)).headers()['content-type']).toBe('application/wasm')
  // WebGL 2 through SwiftShader, as the build's demo tests run it.
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'] })
  try {
    const page = await browser.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(`${baseURL}${route}`)
    await page.waitForFunction(() => (window as unknown as { ___heliosBooted?: boolean }).___heliosBooted)
    const fig = page.locator(`figure[data-demo="${name}"]`)
    const poster = fig.locator('img')
    await poster.scrollIntoViewIfNeeded()
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640)
    await fig.getByRole('button', { name: 'Run' }).click()
    await expect(fig).toHaveAttribute('data-demo-state', 'running', { timeout: 90_000 })
    await expect(fig.locator('canvas')).toBeVisible()
    expect(errors).toEqual([])
  } finally {
    await browser.close()
  }
})

test('the API pages, made once, stay as the build shows them after a saved post: a class page and an index page', async ({ page }) => {
  const { file, route } = newestPostSource()
  const original = fs.readFileSync(file, 'utf8')
  const apiPages = [firstPageUnder('/docs/helios/classes/'), firstPageOrItself('/docs/helios/indices/classes/all/')]
  const marker = `A sentence saved before reading the API pages ${Date.now()}.`
  try {
    await page.goto(route)
    await expect(page.locator('main article').first()).toBeVisible()
    save(file, `${original.trimEnd()}\n\n${marker}\n`)
    await expect(page.getByText(marker)).toBeVisible({ timeout: 150_000 })
    for (const url of apiPages) {
      const built = await mainContent(page, `${reference}${url}`)
      const developed = await mainContent(page, url)
      expect(developed.text, url).toBe(built.text)
      expect(developed.links, url).toEqual(built.links)
    }
  } finally {
    await restore(page, file, original, route, marker)
  }
})
