import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Feed } from 'feed'
import Parser from 'rss-parser'
import { absoluteLink, articleHtmlFromPage, atomFeedSpec, rssSerialize, rssSetup, type FeedQueryData } from '../../../src/sections/devlog/node/feeds'

const page = 'https://example.org/devlog/2025/08/15/hello-world/'

test('links in feed content become absolute', () => {
  assert.equal(absoluteLink('/devlog/', page), 'https://example.org/devlog/')
  assert.equal(absoluteLink('./fig.svg', page), 'https://example.org/devlog/2025/08/15/hello-world/fig.svg')
  assert.equal(absoluteLink('#section', page), `${page}#section`)
  assert.equal(absoluteLink('https://other.example/x', page), 'https://other.example/x')
  assert.equal(absoluteLink('mailto:a@b.c', page), 'mailto:a@b.c')
})

test('the post body is taken from the built page, cleaned and made absolute', () => {
  const html = `<html><body><nav><a href="/">home</a></nav><article><h1>T</h1>
    <div data-devlog-body=""><h2 id="a">A<a class="heading-anchor" href="#a">#</a></h2>
    <p>See <a href="/devlog/">all</a>.</p><img src="./fig.svg" srcset="./fig.svg 1x, ./fig@2x.svg 2x" alt="f"><script>x()</script></div></article></body></html>`
  const out = articleHtmlFromPage(html, page)
  assert.doesNotMatch(out, /home|<h1>|heading-anchor|<script/)
  assert.match(out, /<h2 id="a">A<\/h2>/)
  assert.match(out, /href="https:\/\/example\.org\/devlog\/"/)
  assert.match(out, /src="https:\/\/example\.org\/devlog\/2025\/08\/15\/hello-world\/fig\.svg"/)
  assert.match(out, /srcset="https:\/\/example\.org\/devlog\/2025\/08\/15\/hello-world\/fig\.svg 1x, https:\/\/example\.org\/devlog\/2025\/08\/15\/hello-world\/fig@2x\.svg 2x"/)
})

test('a page without the body marker is an error naming the file', () => {
  assert.throws(() => articleHtmlFromPage('<html><body><p>x</p></body></html>', page, 'public/x/index.html'), /public\/x\/index\.html: no element with data-devlog-body/)
})

// ---------------------------------------------------------------------------
// The feed builders end to end on a small built site: Atom through the `feed`
// package (as the local plugin does), RSS items as gatsby-plugin-feed gets them.


function builtSite(): { publicDir: string; data: FeedQueryData } {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feeds-'))
  const posts = [
    { slug: 'second', date: '2025-09-07', title: 'Second & last' },
    { slug: 'first', date: '2025-08-15', title: 'First' },
  ]
  for (const p of posts) {
    const route = `/devlog/${p.date.replace(/-/g, '/')}/${p.slug}/`
    fs.mkdirSync(path.join(publicDir, route), { recursive: true })
    fs.writeFileSync(
      path.join(publicDir, route, 'index.html'),
      `<html><body><article><div data-devlog-body=""><p>Body of ${p.slug} with <a href="/devlog/">a link</a> and <img src="./fig.svg" alt=""></p></div></article></body></html>`,
    )
  }
  return {
    publicDir,
    data: {
      site: { siteMetadata: { title: 'helios', description: 'd', siteUrl: 'https://example.org/' } },
      allHeliosPage: {
        nodes: posts.map((p) => ({
          title: p.title,
          description: `Summary of ${p.slug}.`,
          path: `/devlog/${p.date.replace(/-/g, '/')}/${p.slug}/`,
          date: p.date,
          slug: p.slug,
          authors: [{ name: 'The helios team', url: '/devlog/authors/' }],
          tags: [{ label: 'devlog' }, { label: 'helios' }],
        })),
      },
    },
  }
}

test('the Atom document parses with one entry per post: absolute links, dates, summaries, full content', async () => {
  const { publicDir, data } = builtSite()
  const spec = atomFeedSpec(publicDir)(data)
  const feed = new Feed(spec.options)
  spec.items.forEach((i) => feed.addItem(i))
  const parsed = await new Parser<object, { summary?: string; id?: string }>({ customFields: { item: ['summary', 'id'] } }).parseString(feed.atom1())
  assert.equal(parsed.title, 'helios devlog')
  assert.deepEqual(
    parsed.items.map((i) => [i.title, i.link, i.isoDate?.slice(0, 10)]),
    [
      ['Second & last', 'https://example.org/devlog/2025/09/07/second/', '2025-09-07'],
      ['First', 'https://example.org/devlog/2025/08/15/first/', '2025-08-15'],
    ],
  )
  assert.equal(parsed.items[0].summary, 'Summary of second.')
  assert.match(parsed.items[0].content ?? '', /<a href="https:\/\/example\.org\/devlog\/">a link<\/a>/)
  assert.match(parsed.items[0].content ?? '', /src="https:\/\/example\.org\/devlog\/2025\/09\/07\/second\/fig\.svg"/)
  fs.rmSync(publicDir, { recursive: true, force: true })
})

test('RSS items carry the full post as content:encoded and the channel points at both feeds', () => {
  const { publicDir, data } = builtSite()
  const items = rssSerialize(publicDir)({ query: data })
  assert.equal(items.length, 2)
  assert.equal(items[1].url, 'https://example.org/devlog/2025/08/15/first/')
  assert.equal(items[1].date.toISOString(), '2025-08-15T00:00:00.000Z')
  assert.match(items[1].custom_elements[0]['content:encoded'], /^<p>Body of first/)
  const channel = rssSetup(publicDir)({ query: data })
  assert.equal(channel.feed_url, 'https://example.org/devlog/rss.xml')
  assert.equal(channel.site_url, 'https://example.org/devlog/')
  fs.rmSync(publicDir, { recursive: true, force: true })
})

test('a post whose page was not built is an error naming the post', () => {
  const { publicDir, data } = builtSite()
  fs.rmSync(path.join(publicDir, 'devlog/2025/08/15/first'), { recursive: true })
  assert.throws(() => atomFeedSpec(publicDir)(data), /the built page of "first" is missing/)
  fs.rmSync(publicDir, { recursive: true, force: true })
})
