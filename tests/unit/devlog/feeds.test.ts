import { test } from 'node:test'
import assert from 'node:assert/strict'
import Parser from 'rss-parser'
import { absoluteLink, feedSpec, postHtml, type FeedQueryData } from '../../../src/sections/devlog/node/feeds'
import { feedDocuments } from '../../../plugins/gatsby-plugin-feeds/documents'
import { compileBody } from '../../../src/shell/mdxBody/compile'

const page = 'https://example.org/devlog/2025/08/15/hello-world/'

test('links in feed content become absolute', () => {
  assert.equal(absoluteLink('/devlog/', page), 'https://example.org/devlog/')
  assert.equal(absoluteLink('./fig.svg', page), 'https://example.org/devlog/2025/08/15/hello-world/fig.svg')
  assert.equal(absoluteLink('#section', page), `${page}#section`)
  assert.equal(absoluteLink('https://other.example/x', page), 'https://other.example/x')
  assert.equal(absoluteLink('mailto:a@b.c', page), 'mailto:a@b.c')
})

const compile = (body: string) => compileBody({ body, place: { file: 'content/devlog/p/index.mdx', bodyLine: 4 }, contentFilePath: '/site/content/devlog/p/index.mdx' })

test("a post's feed HTML is made from its body tree: links absolute, site-only parts left out, every text escaped", async () => {
  const tree = await compile(
    '## A heading\n\nSee [all posts](/devlog/) and [that](./other/ "t").\n\n![a figure](./fig.svg)\n\n<img src="./fig.svg" srcSet="./fig.svg 1x, javascript:alert(1) 2x" alt="f" />\n\n' +
      '<Admonition type="tip">Use `vec3` & mind <b>this</b>.</Admonition>\n\n```cpp\nint a = 1 < 2;\n```\n\n[bad](javascript:alert(1)) text <span style="color: red">red</span>\n',
  )
  const out = postHtml(tree, page)
  assert.match(out, /<h2 id="a-heading">A heading<\/h2>/)
  assert.match(out, /<a href="https:\/\/example\.org\/devlog\/">all posts<\/a>/)
  assert.match(out, /href="https:\/\/example\.org\/devlog\/2025\/08\/15\/hello-world\/other\/"/)
  assert.match(out, /src="https:\/\/example\.org\/devlog\/2025\/08\/15\/hello-world\/fig\.svg"/)
  assert.match(out, /srcset="https:\/\/example\.org\/devlog\/2025\/08\/15\/hello-world\/fig\.svg 1x"/)
  assert.match(out, /<aside role="note"><p><strong>Tip<\/strong><\/p>/)
  assert.match(out, /<code>vec3<\/code> &#x26; mind <b>this<\/b>/)
  assert.match(out, /<span class="token operator">&#x3C;<\/span>/)
  assert.match(out, /style="color: red"/)
  assert.doesNotMatch(out, /javascript:|heading-anchor|<button/)
})

// ---------------------------------------------------------------------------
// The feeds end to end: the devlog's spec written by the local plugin's feedDocuments, as a build writes them.

async function feedData(): Promise<FeedQueryData> {
  const posts = [
    { slug: 'second', date: '2025-09-07', title: 'Second & last' },
    { slug: 'first', date: '2025-08-15', title: 'First' },
  ]
  return {
    site: { siteMetadata: { title: 'helios', description: 'd', siteUrl: 'https://example.org/' } },
    allDevlogPost: {
      nodes: await Promise.all(posts.map(async (p) => ({
        title: p.title,
        description: `Summary of ${p.slug}.`,
        path: `/devlog/${p.date.replace(/-/g, '/')}/${p.slug}/`,
        date: p.date,
        slug: p.slug,
        authors: [{ name: 'The helios team', url: '/devlog/authors/' }],
        tags: [{ label: 'devlog' }, { label: 'helios' }],
        mdx: { tree: await compile(`Body of ${p.slug} with [a link](/devlog/) and ![](./fig.svg)\n`) },
      }))),
    },
  }
}

test('the Atom document parses with one entry per post: absolute links, dates, summaries, full content', async () => {
  const { atom } = feedDocuments(feedSpec()(await feedData()))
  const parsed = await new Parser<object, { summary?: string; id?: string }>({ customFields: { item: ['summary', 'id'] } }).parseString(atom)
  assert.equal(parsed.title, 'helios devlog')
  assert.deepEqual(
    parsed.items.map((i) => [i.title, i.link, i.isoDate?.slice(0, 10)]),
    [
      ['Second & last', 'https://example.org/devlog/2025/09/07/second/', '2025-09-07'],
      ['First', 'https://example.org/devlog/2025/08/15/first/', '2025-08-15'],
    ],
  )
  assert.equal(parsed.items[0].summary, 'Summary of second.')
  assert.equal(parsed.items[0].id, 'https://example.org/devlog/2025/09/07/second/')
  assert.match(parsed.items[0].content ?? '', /<a href="https:\/\/example\.org\/devlog\/">a link<\/a>/)
  assert.match(parsed.items[0].content ?? '', /src="https:\/\/example\.org\/devlog\/2025\/09\/07\/second\/fig\.svg"/)
})

test('the RSS document carries the full post as content:encoded, each guid its permanent link, and points at itself', async () => {
  const { rss } = feedDocuments(feedSpec()(await feedData()))
  const parsed = await new Parser<object, { 'content:encoded'?: string; guid?: string }>({ customFields: { item: ['content:encoded', 'guid'] } }).parseString(rss)
  assert.equal(parsed.items.length, 2)
  assert.equal(parsed.items[1].link, 'https://example.org/devlog/2025/08/15/first/')
  assert.equal(new Date(parsed.items[1].isoDate!).toISOString(), '2025-08-15T00:00:00.000Z')
  assert.match(parsed.items[1]['content:encoded'] ?? '', /^<p>Body of first/)
  assert.match(rss, /<guid isPermaLink="true">https:\/\/example\.org\/devlog\/2025\/08\/15\/first\/<\/guid>/)
  assert.match(rss, /<atom:link href="https:\/\/example\.org\/devlog\/rss\.xml" rel="self" type="application\/rss\+xml"\/>/)
  assert.equal(parsed.link, 'https://example.org/devlog/')
})

test("the same posts give the same bytes in any later build: the build date is the newest post's", async () => {
  const data = await feedData()
  const first = feedDocuments(feedSpec()(data))
  await new Promise((r) => setTimeout(r, 1100))
  assert.deepEqual(feedDocuments(feedSpec()(data)), first)
  assert.match(first.rss, /<lastBuildDate>Sun, 07 Sep 2025 00:00:00 GMT<\/lastBuildDate>/)
  assert.match(first.atom, /<updated>2025-09-07T00:00:00.000Z<\/updated>/)
  const { options, items } = feedSpec()(data)
  assert.throws(() => feedDocuments({ options: { ...options, updated: undefined }, items }), /no `updated` date/)
})
