/**
 * The devlog's feeds and the sitemap, parsed with a real feed parser
 * (rss-parser reads both RSS 2.0 and Atom 1.0): one entry per post on disk,
 * absolute links to the post routes, the posts' dates, summaries and full content.
 */
import fs from 'node:fs'
import path from 'node:path'
import { test, expect } from '@playwright/test'
import Parser from 'rss-parser'

function postsOnDisk() {
  const dir = path.resolve(process.env.HELIOS_DEVLOG_DIR ?? 'content/devlog')
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, 'index.mdx')))
    .map((d) => {
      const m = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/.exec(d.name)!
      return { date: `${m[1]}-${m[2]}-${m[3]}`, path: `/devlog/${m[1]}/${m[2]}/${m[3]}/${m[4]}/` }
    })
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
}

const posts = postsOnDisk()

type Item = Parser.Item & { 'content:encoded'?: string; summary?: string; id?: string }

for (const feed of [
  { name: 'RSS 2.0', url: '/devlog/rss.xml', root: /<rss[^>]*version="2\.0"/ },
  { name: 'Atom 1.0', url: '/devlog/atom.xml', root: /<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/ },
]) {
  test(`${feed.name} feed at ${feed.url} has every post with absolute link, date, summary and full content`, async ({ request }) => {
    const res = await request.get(feed.url)
    expect(res.status()).toBe(200)
    const xml = await res.text()
    expect(xml).toMatch(feed.root)
    // Well-formed XML 1.0: no control characters other than tab, newline and carriage return.
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    expect(xml.match(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g) ?? []).toEqual([])
    const parsed = await new Parser<object, Item>({ customFields: { item: ['content:encoded', 'summary', 'id'] } }).parseString(xml)
    expect(parsed.title).toBe('helios devlog')
    expect(parsed.items).toHaveLength(posts.length)
    const origin = /^https?:\/\/[^/]+/.exec(parsed.items[0].link ?? '')?.[0]
    expect(origin, 'item links are absolute').toBeTruthy()
    expect(parsed.items.map((i) => i.link)).toEqual(posts.map((p) => `${origin}${p.path}`))
    expect(parsed.items.map((i) => new Date(i.isoDate!).toISOString().slice(0, 10))).toEqual(posts.map((p) => p.date))
    for (const item of parsed.items) {
      expect(item.title, item.link).toBeTruthy()
      const summary = item.contentSnippet ?? item.summary ?? ''
      expect(summary.length, `${item.link} summary`).toBeGreaterThan(20)
      const html = (item['content:encoded'] ?? item.content ?? '') as string
      expect(html, `${item.link} content`).toMatch(/<p>/)
      expect(html.length, `${item.link} content is the full post`).toBeGreaterThan(500)
      // No site-relative links survive into the feed.
      expect(html, `${item.link} relative links`).not.toMatch(/(?:href|src)="\/(?!\/)/)
    }
  })
}

test('every image and internal link in the Atom content is served by the site', async ({ request }) => {
  const parsed = await new Parser<object, Item>().parseString(await (await request.get('/devlog/atom.xml')).text())
  const urls = new Set<string>()
  for (const item of parsed.items) {
    const origin = new URL(item.link!).origin
    for (const m of (item.content ?? '').matchAll(/(?:src|href)="([^"#]+)(?:#[^"]*)?"/g)) {
      if (m[1].startsWith(origin)) urls.add(m[1].slice(origin.length))
    }
  }
  expect([...urls].some((u) => /\.(svg|png|jpe?g|gif|webp)$/.test(u)), 'the posts have figures').toBe(posts.length > 3)
  const broken: string[] = []
  for (const u of urls) {
    const res = await request.get(u)
    if (res.status() !== 200) broken.push(`${u} → ${res.status()}`)
  }
  expect(broken).toEqual([])
})

test('the feeds are linked to each other and served with XML types', async ({ request }) => {
  const rss = await request.get('/devlog/rss.xml')
  const atom = await request.get('/devlog/atom.xml')
  expect(rss.headers()['content-type']).toMatch(/xml/)
  expect(atom.headers()['content-type']).toMatch(/xml/)
  expect(await atom.text()).toMatch(/<link rel="self" href="https?:\/\/[^"]+\/devlog\/atom\.xml"\/>/)
  expect(await rss.text()).toMatch(/<atom:link href="https?:\/\/[^"]+\/devlog\/rss\.xml" rel="self"/)
  // Each RSS item's guid is its permanent link.
  expect(await rss.text()).toMatch(/<guid isPermaLink="true">https?:\/\/[^<]+\/devlog\/\d{4}\/\d{2}\/\d{2}\/[a-z0-9-]+\/<\/guid>/)
})

test('sitemap.xml lists every devlog page and no redirect stub', async ({ request }) => {
  const res = await request.get('/sitemap.xml')
  expect(res.status()).toBe(200)
  const xml = await res.text()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  const expected = ['/devlog/', '/devlog/archive/', '/devlog/authors/', '/devlog/tags/', '/devlog/tags/devlog/', '/devlog/tags/helios/', ...posts.map((p) => p.path)]
  if (posts.length > 10) expected.push('/devlog/page/2/', '/devlog/tags/devlog/page/2/', '/devlog/tags/helios/page/2/')
  for (const e of expected) expect(locs, e).toContain(e)
  expect(locs.filter((l) => l.includes(' ') || l.includes('%20'))).toEqual([])
  expect(locs).toContain('/')
})
