/**
 * The devlog as a reader meets it in the production build: list pages and
 * their order, every post route, archive, tags, authors, the old-slug
 * redirect, the sidebar, and the head tags readers' tools rely on. Expected
 * counts come from the posts actually present in the content folder.
 */
import fs from 'node:fs'
import path from 'node:path'
import { test, expect, type Page } from '@playwright/test'
import { hydrate } from '../support/hydrate'

interface Post {
  folder: string
  date: string
  slug: string
  path: string
  title: string
  description: string
}

/** The posts on disk (the folder the build read), newest first. */
function postsOnDisk(): Post[] {
  const dir = path.resolve(process.env.HELIOS_DEVLOG_DIR ?? 'content/devlog')
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, 'index.mdx')))
    .map((d) => {
      const m = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/.exec(d.name)!
      const text = fs.readFileSync(path.join(dir, d.name, 'index.mdx'), 'utf8')
      const field = (name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(text)![1].trim().replace(/^(['"])(.*)\1$/, '$2')
      return { folder: d.name, date: `${m[1]}-${m[2]}-${m[3]}`, slug: m[4], path: `/devlog/${m[1]}/${m[2]}/${m[3]}/${m[4]}/`, title: field('title'), description: field('description') }
    })
    .sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1))
}

const posts = postsOnDisk()
const PER_PAGE = 10

async function entryPaths(page: Page): Promise<string[]> {
  return page.getByTestId('devlog-entry').locator('h2 a').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
}

test('there are posts to test', () => {
  expect(posts.length).toBeGreaterThan(0)
})

test('/devlog/ lists the newest posts, newest first, with date, reading time, tags, excerpt and "Read more"', async ({ page }) => {
  await page.goto('/devlog/')
  await expect(page.getByRole('heading', { level: 1, name: 'Devlog' })).toBeVisible()
  const expected = posts.slice(0, PER_PAGE)
  expect(await entryPaths(page)).toEqual(expected.map((p) => p.path))
  const first = page.getByTestId('devlog-entry').first()
  await expect(first.locator('time')).toHaveAttribute('datetime', expected[0].date)
  await expect(first.getByTestId('reading-time')).toHaveText(/^\d+ min read$/)
  await expect(first.getByRole('link', { name: '#devlog' })).toHaveAttribute('href', '/devlog/tags/devlog/')
  await expect(first.getByRole('link', { name: /^Read more/ })).toHaveAttribute('href', expected[0].path)
  // The excerpt is the part before the truncation marker: its text is on the list, the post's later headings are not.
  const excerpt = (await first.locator('div').first().innerText()).trim()
  expect(excerpt.length).toBeGreaterThan(40)
  const dates = await page.getByTestId('devlog-entry').locator('p time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')!))
  expect(dates).toEqual([...dates].sort().reverse())
})

test('the spec routes without a trailing slash reach the same pages', async ({ page }) => {
  await page.goto('/devlog')
  await expect(page).toHaveURL(/\/devlog\/$/)
  await expect(page.getByTestId('devlog-entry')).toHaveCount(Math.min(PER_PAGE, posts.length))
  if (posts.length > PER_PAGE) {
    await page.goto('/devlog/page/2')
    await expect(page.getByTestId('devlog-entry')).toHaveCount(Math.min(PER_PAGE, posts.length - PER_PAGE))
  }
})

test('/devlog/page/2/ lists the remaining posts and the pages link to each other', async ({ page }) => {
  test.skip(posts.length <= PER_PAGE, 'one page of posts only')
  await page.goto('/devlog/')
  await page.getByRole('navigation', { name: 'Devlog pages' }).getByRole('link', { name: 'Older posts →' }).click()
  await expect(page).toHaveURL(/\/devlog\/page\/2\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('page 2')
  expect(await entryPaths(page)).toEqual(posts.slice(PER_PAGE, 2 * PER_PAGE).map((p) => p.path))
  await page.getByRole('navigation', { name: 'Devlog pages' }).getByRole('link', { name: '← Newer posts' }).click()
  await expect(page).toHaveURL(/\/devlog\/$/)
})

test('every post route renders its post with date, reading time, author, tags and body', async ({ page }) => {
  for (const p of posts) {
    const res = await page.goto(p.path)
    expect(res?.status(), p.path).toBe(200)
    const article = page.locator('article').first()
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(p.title)
    await expect(article.locator('header time')).toHaveAttribute('datetime', p.date)
    await expect(article.getByTestId('reading-time')).toHaveText(/^\d+ min read$/)
    await expect(article.locator('header').getByRole('link', { name: 'The helios team' })).toBeVisible()
    await expect(article.locator('header').getByRole('link', { name: '#helios' })).toBeVisible()
    expect((await article.locator('[data-devlog-body]').innerText()).length, p.path).toBeGreaterThan(200)
    // Figures next to index.mdx (./figure.svg) are served from the post's route and load.
    const images = article.locator('[data-devlog-body] img')
    for (let i = 0; i < (await images.count()); i++) {
      const img = images.nth(i)
      await img.scrollIntoViewIfNeeded()
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth), { message: `${p.path} image ${i}` }).toBeGreaterThan(0)
    }
  }
})

test('a post has a table of contents of its h2/h3 headings, and previous/next links', async ({ page }) => {
  test.skip(posts.length < 3, 'needs three posts')
  const middle = posts[1]
  await page.goto(middle.path)
  const h2 = await page.locator('[data-devlog-body] h2[id]').evaluateAll((hs) => hs.map((h) => h.id))
  const toc = page.getByRole('navigation', { name: 'On this page' })
  if (h2.length > 0) {
    await expect(toc.locator(`a[href="#${h2[0]}"]`)).toHaveCount(1)
  }
  const more = page.getByRole('navigation', { name: 'More posts' })
  await expect(more.getByRole('link', { name: new RegExp(`Previous post.*${escapeRe(posts[2].title)}`) })).toHaveAttribute('href', posts[2].path)
  await expect(more.getByRole('link', { name: new RegExp(`Next post.*${escapeRe(posts[0].title)}`) })).toHaveAttribute('href', posts[0].path)
  await more.getByRole('link', { name: /Next post/ }).click()
  await expect(page).toHaveURL(new RegExp(`${escapeRe(posts[0].path)}$`))
})

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

test("a post's text is in no script: in the HTML on a first visit, in its page data when reached in the app, kept when going back", async ({ page }) => {
  test.skip(posts.length < 2, 'needs two posts')
  const responses: Array<{ url: string; script: boolean; text: Promise<string> }> = []
  page.on('response', (res) => {
    const script = res.request().resourceType() === 'script'
    // A JSON string keeps the source's line breaks where the page shows a space.
    if (script || res.url().endsWith('.json')) responses.push({ url: res.url(), script, text: res.text().then((t) => t.replace(/\\n/g, ' '), () => '') })
  })
  const holding = async (phrase: string, from: number, script: boolean) => {
    const texts = await Promise.all(responses.slice(from).map(async (s) => (s.script === script && (await s.text).includes(phrase) ? new URL(s.url).pathname : null)))
    return texts.filter(Boolean)
  }
  const scriptsHolding = (phrase: string, from = 0) => holding(phrase, from, true)
  const dataHolding = (phrase: string, from = 0) => holding(phrase, from, false)
  const firstParagraph = (p: Page) => p.locator('[data-devlog-body] > p').first().innerText().then((t) => t.slice(0, 60))

  await page.goto(posts[1].path)
  await hydrate(page)
  await page.waitForLoadState('networkidle')
  const olderPhrase = await firstParagraph(page)
  expect(olderPhrase.length).toBeGreaterThan(20)
  expect(await scriptsHolding(olderPhrase), 'first visit: no script carries the body').toEqual([])

  // The reader scrolls down to the link to the next post, at the end of this one.
  const next = page.getByRole('navigation', { name: 'More posts' }).getByRole('link', { name: /Next post/ })
  await next.scrollIntoViewIfNeeded()
  const scrolledTo = await page.evaluate(() => window.scrollY)
  expect(scrolledTo).toBeGreaterThan(0)
  const beforeNext = responses.length
  await next.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(posts[0].title)
  const newerPhrase = await firstParagraph(page)
  expect((await page.locator('[data-devlog-body]').innerText()).length).toBeGreaterThan(200)
  expect(await scriptsHolding(newerPhrase, beforeNext), 'reached in the app: no script carries the body').toEqual([])
  expect(await dataHolding(newerPhrase, beforeNext), 'reached in the app: the body came in its page data').toEqual([`/page-data${posts[0].path}page-data.json`])

  const beforeBack = responses.length
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(posts[1].title)
  expect(await firstParagraph(page)).toBe(olderPhrase)
  expect((await page.locator('[data-devlog-body]').innerText()).length).toBeGreaterThan(200)
  // Back where the reader left it: the restored text gives the page its length again.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo)
  await page.waitForLoadState('networkidle')
  expect([...(await scriptsHolding(olderPhrase, beforeBack)), ...(await dataHolding(olderPhrase, beforeBack))], 'going back: the first page keeps its text, nothing is fetched for it').toEqual([])
})

test('the sidebar lists every post by year with reading times and highlights the current one', async ({ page }) => {
  const current = posts[posts.length - 1]
  await page.goto(current.path)
  const sidebar = page.locator('aside').getByTestId('devlog-sidebar')
  await expect(sidebar.locator('li a')).toHaveCount(posts.length)
  const years = [...new Set(posts.map((p) => p.date.slice(0, 4)))]
  await expect(sidebar.getByRole('heading', { level: 2 })).toHaveText(years)
  await expect(sidebar.locator('li a').first()).toContainText(/\d+ min read/)
  const active = sidebar.locator('li a[aria-current="page"]')
  await expect(active).toHaveCount(1)
  await expect(active).toHaveAttribute('href', current.path)
  // The oldest post sits at the bottom of a long list: the sidebar scrolls it into view once the
  // page has hydrated, which can take a moment on a loaded machine.
  if (posts.length > 10) await expect.poll(() => sidebar.evaluate((n) => n.scrollTop)).toBeGreaterThan(0)
  // Pages that are not posts highlight no post and leave the list at its top.
  await page.goto('/devlog/archive/')
  await expect(sidebar.locator('li a[aria-current="page"]')).toHaveCount(0)
  await expect.poll(() => sidebar.evaluate((n) => n.scrollTop)).toBe(0)
})

test('the archive groups all posts by year', async ({ page }) => {
  await page.goto('/devlog/archive/')
  const years = [...new Set(posts.map((p) => p.date.slice(0, 4)))]
  await expect(page.getByTestId('archive-year').getByRole('heading', { level: 2 })).toHaveText(years)
  for (const y of years) {
    const group = page.getByTestId('archive-year').filter({ has: page.getByRole('heading', { name: y }) })
    await expect(group.locator('li')).toHaveCount(posts.filter((p) => p.date.startsWith(y)).length)
  }
  const links = await page.getByTestId('archive-year').locator('li a').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
  expect(links).toEqual(posts.map((p) => p.path))
})

test('the tags page counts the posts under each tag, and each tag lists them on pages of 10', async ({ page }) => {
  await page.goto('/devlog/tags/')
  for (const tag of ['devlog', 'helios']) {
    const entry = page.getByTestId('tag-entry').filter({ hasText: `#${tag}` })
    await expect(entry.getByTestId('tag-count')).toHaveText(`${posts.length} post${posts.length === 1 ? '' : 's'}`)
  }
  await page.getByTestId('tag-entry').filter({ hasText: '#helios' }).getByRole('link').click()
  await expect(page).toHaveURL(/\/devlog\/tags\/helios\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('helios')
  expect(await entryPaths(page)).toEqual(posts.slice(0, PER_PAGE).map((p) => p.path))
  for (const tag of ['devlog', 'helios']) {
    const res = await page.goto(`/devlog/tags/${tag}/page/2/`)
    if (posts.length > PER_PAGE) {
      expect(res?.status()).toBe(200)
      expect(await entryPaths(page)).toEqual(posts.slice(PER_PAGE, 2 * PER_PAGE).map((p) => p.path))
    } else {
      expect(res?.status()).toBe(404)
    }
  }
})

test('the authors page shows the helios team with its post count and posts', async ({ page }) => {
  await page.goto('/devlog/authors/')
  const author = page.getByTestId('author').filter({ hasText: 'The helios team' })
  await expect(author.getByTestId('author-count')).toHaveText(`${posts.length} post${posts.length === 1 ? '' : 's'}`)
  await expect(author.locator('li a')).toHaveCount(posts.length)
  await expect(author.locator('img')).toHaveAttribute('src', /helios-team\.svg$/)
})

test('the old spelling "layer-abstraction has-begun" redirects to the post', async ({ page, request }) => {
  const target = posts.find((p) => p.slug === 'layer-abstraction-has-begun')
  test.skip(!target, 'post not written yet')
  const from = target!.path.replace('layer-abstraction-has-begun', 'layer-abstraction%20has-begun')
  // Without JavaScript: the stub page carries a meta refresh and a canonical link to the post.
  const html = await (await request.get(from)).text()
  expect(html).toMatch(new RegExp(`<meta http-equiv="refresh" content="0; url=${escapeRe(target!.path)}"`))
  expect(html).toContain(`rel="canonical" href="`)
  expect(html).toMatch(new RegExp(`rel="canonical" href="[^"]*${escapeRe(target!.path)}"`))
  // In the browser: the reader lands on the post.
  await page.goto(from)
  await expect(page).toHaveURL(new RegExp(`${escapeRe(target!.path)}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target!.title)
})

test('post pages carry title, description, canonical, Open Graph, Twitter and article meta, and the feeds', async ({ page }) => {
  const p = posts[0]
  await page.goto(p.path)
  await expect(page).toHaveTitle(`${p.title} | helios`)
  const head = page.locator('head')
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', p.description)
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+${escapeRe(p.path)}$`))
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', p.title)
  await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', p.description)
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`${escapeRe(p.path)}$`))
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/[^/]+\/img\/helios-card\.png$/)
  const ld = JSON.parse((await head.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  expect(ld).toMatchObject({ '@type': 'BlogPosting', headline: p.title, datePublished: `${p.date}T00:00:00.000Z` })
  await expect(head.locator('meta[property="article:published_time"]')).toHaveAttribute('content', `${p.date}T00:00:00.000Z`)
  await expect(head.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/devlog/rss.xml')
  await expect(head.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', '/devlog/atom.xml')
  await page.goto('/devlog/')
  await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'website')
  await expect(page.getByRole('link', { name: 'RSS' })).toHaveAttribute('href', '/devlog/rss.xml')
  await expect(page.getByRole('link', { name: 'Atom' })).toHaveAttribute('href', '/devlog/atom.xml')
})

test('on a 390-px phone no post scrolls sideways', async ({ browser }) => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await ctx.newPage()
  for (const p of posts) {
    await page.goto(p.path)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, `${p.path} scrolls sideways`).toBeLessThanOrEqual(0)
  }
  await ctx.close()
})
