import { test } from 'node:test'
import assert from 'node:assert/strict'
import { Feed } from 'feed'
import Parser from 'rss-parser'
import { absoluteLink, atomFeedSpec, postHtml, rssSerialize, rssSetup, type FeedQueryData } from '../../../src/sections/devlog/node/feeds'
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
// The feed builders end to end on a small built site: Atom through the `feed`
// package (as the local plugin does), RSS items as gatsby-plugin-feed gets them.


async function feedData(): Promise<FeedQueryData> {
  const posts = [
    { slug: 'second', date: '2025-09-07', title: 'Second & last' },
    { slug: 'first', date: '2025-08-15', title: 'First' },
  ]
  return {
    site: { siteMetadata: { title: 'helios', description: 'd', siteUrl: 'https://example.org/' } },
    allHeliosPage: {
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
  const data = await feedData()
  const spec = atomFeedSpec()(data)
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
})

test('RSS items carry the full post as content:encoded and the channel points at both feeds', async () => {
  const data = await feedData()
  const items = rssSerialize()({ query: data })
  assert.equal(items.length, 2)
  assert.equal(items[1].url, 'https://example.org/devlog/2025/08/15/first/')
  assert.equal(items[1].date.toISOString(), '2025-08-15T00:00:00.000Z')
  assert.match(items[1].custom_elements[0]['content:encoded'], /^<p>Body of first/)
  const channel = rssSetup()({ query: data })
  assert.equal(channel.feed_url, 'https://example.org/devlog/rss.xml')
  assert.equal(channel.site_url, 'https://example.org/devlog/')
})
