/**
 * The devlog's RSS and Atom feeds, both from the items built here. Each item's HTML is read back from the built
 * page (gatsby-plugin-mdx 5 has no `html` field), so a feed shows exactly what a reader of the site sees
 * (docs/sections/devlog.md, "Feeds").
 */
import { parse, type HTMLElement } from 'node-html-parser'
import { checkUrl } from '../../../shell/safeUrl'
import { builtPageFile, readBuiltPage } from '../../../shell/builtPages'
import { devlogOptions, devlogRoute } from '../options'
import { sortNewestFirst } from './lists'

export const RSS_OUTPUT = devlogOptions.rssPath
export const ATOM_OUTPUT = devlogOptions.atomPath

/**
 * The GraphQL query both feeds run: the devlog's pages through the HeliosPage
 * interface, with the post fields a feed item needs.
 */
export const FEED_QUERY = `
  {
    site { siteMetadata { title description siteUrl } }
    allHeliosPage(filter: { section: { eq: "${devlogOptions.section}" } }) {
      nodes {
        title path
        ... on DevlogPost {
          description date slug
          authors { name url }
          tags { label }
        }
      }
    }
  }
`

export interface FeedQueryData {
  site: { siteMetadata: { title: string; description: string; siteUrl: string } }
  allHeliosPage: {
    nodes: Array<{
      title: string
      path: string
      description: string
      date: string
      slug: string
      authors: Array<{ name: string; url: string | null }>
      tags: Array<{ label: string }>
    }>
  }
}

export interface FeedItem {
  title: string
  url: string
  date: Date
  summary: string
  contentHtml: string
  authors: Array<{ name: string; url: string | null }>
  categories: string[]
}

export interface FeedChannel {
  title: string
  description: string
  siteUrl: string
  /** The devlog's own page. */
  link: string
  rssUrl: string
  atomUrl: string
  updated: Date
  items: FeedItem[]
}

function origin(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '')
}

/**
 * `value` of an href/src attribute made absolute against the page it appears on; undefined when the
 * site's URL sanitiser refuses it (javascript:, data: ...), so the feed leaves the attribute out.
 */
export function absoluteLink(value: string, pageUrl: string): string | undefined {
  const verdict = checkUrl(value)
  if (!verdict.ok) return undefined
  const v = verdict.url
  if (v === '' || /^[a-z][a-z0-9+.-]*:/i.test(v)) return v // already absolute, or mailto:
  return new URL(v, pageUrl).toString()
}

/**
 * The post body out of a built page: the element marked data-devlog-body,
 * with heading permalinks removed and every link and image source absolute.
 */
export function articleHtmlFromPage(html: string, pageUrl: string, file = pageUrl): string {
  // <pre> parsed as elements, not text (the parser's default): code blocks hold links (code links) to make absolute.
  const root = parse(html, { blockTextElements: { script: true, noscript: true, style: true } })
  const body = root.querySelector('[data-devlog-body]')
  if (!body) throw new Error(`${file}: no element with data-devlog-body; cannot take the post's HTML for the feeds`)
  for (const el of body.querySelectorAll('script, style, a.heading-anchor, button')) el.remove()
  for (const el of body.querySelectorAll('[href], [src]') as HTMLElement[]) {
    for (const attr of ['href', 'src']) {
      const v = el.getAttribute(attr)
      if (v === undefined) continue
      const abs = absoluteLink(v, pageUrl)
      if (abs === undefined) el.removeAttribute(attr)
      else el.setAttribute(attr, abs)
    }
  }
  for (const el of body.querySelectorAll('[srcset]') as HTMLElement[]) {
    const srcset = el.getAttribute('srcset') ?? ''
    el.setAttribute(
      'srcset',
      srcset
        .split(',')
        .map((part) => {
          const [u, ...rest] = part.trim().split(/\s+/)
          const abs = absoluteLink(u, pageUrl)
          return abs === undefined ? '' : [abs, ...rest].join(' ')
        })
        .filter((part) => part !== '')
        .join(', '),
    )
  }
  // No control characters to strip: React 19's stream writer leaves no NUL bytes beside multi-byte characters
  // (tests/corpora checks every file for control characters).
  return body.innerHTML.trim()
}

/** Feed channel and items from the feed query; reads each post's built page under `publicDir`. */
export function buildFeedChannel(data: FeedQueryData, publicDir: string): FeedChannel {
  const site = origin(data.site.siteMetadata.siteUrl)
  const items = sortNewestFirst(data.allHeliosPage.nodes).map((p) => {
    const url = `${site}${p.path}`
    const built = readBuiltPage(publicDir, p.path)
    if (!built) throw new Error(`devlog feeds: the built page of "${p.slug}" is missing (${builtPageFile(publicDir, p.path)})`)
    return {
      title: p.title,
      url,
      date: new Date(`${p.date.slice(0, 10)}T00:00:00.000Z`),
      summary: p.description,
      contentHtml: articleHtmlFromPage(built.html, url, built.file),
      authors: p.authors.map((a) => ({ name: a.name, url: a.url ? (absoluteLink(a.url, `${site}/`) ?? null) : null })),
      categories: p.tags.map((t) => t.label),
    }
  })
  const newest = items.reduce((d, i) => (i.date > d ? i.date : d), new Date(0))
  return {
    title: `${data.site.siteMetadata.title} devlog`,
    description: 'The development log of helios, a C++20 3D rendering and game engine.',
    siteUrl: site,
    link: `${site}${devlogOptions.basePath}`,
    rssUrl: `${site}${RSS_OUTPUT}`,
    atomUrl: `${site}${ATOM_OUTPUT}`,
    updated: items.length > 0 ? newest : new Date(0),
    items,
  }
}

// ---------------------------------------------------------------------------
// RSS through gatsby-plugin-feed

interface RssLocals {
  query: FeedQueryData
}

/** Channel options for the `rss` package (gatsby-plugin-feed's `setup`). */
export function rssSetup(publicDir: string) {
  return ({ query }: RssLocals) => {
    const ch = buildFeedChannel(query, publicDir)
    return {
      title: ch.title,
      description: ch.description,
      site_url: ch.link,
      feed_url: ch.rssUrl,
      language: 'en',
      pubDate: ch.updated.toUTCString(),
      generator: 'helios website (gatsby-plugin-feed)',
      custom_elements: [{ 'atom:link': { _attr: { href: ch.atomUrl, rel: 'alternate', type: 'application/atom+xml' } } }],
    }
  }
}

/** Items for the `rss` package (gatsby-plugin-feed's `serialize`), with the full post as content:encoded. */
export function rssSerialize(publicDir: string) {
  return ({ query }: RssLocals) =>
    buildFeedChannel(query, publicDir).items.map((i) => ({
      title: i.title,
      description: i.summary,
      // No explicit guid: the rss package then uses the URL with isPermaLink="true".
      url: i.url,
      date: i.date,
      author: i.authors.map((a) => a.name).join(', '),
      categories: i.categories,
      custom_elements: [{ 'content:encoded': i.contentHtml }],
    }))
}

// ---------------------------------------------------------------------------
// Atom through plugins/gatsby-plugin-atom-feed

/** Feed and item options for the `feed` package's Atom 1.0 writer. */
export function atomFeedSpec(publicDir: string) {
  return (data: FeedQueryData) => {
    const ch = buildFeedChannel(data, publicDir)
    return {
      options: {
        id: ch.link,
        title: ch.title,
        description: ch.description,
        link: ch.link,
        language: 'en',
        updated: ch.updated,
        generator: 'helios website (gatsby-plugin-atom-feed)',
        favicon: `${ch.siteUrl}/img/helios-team.svg`,
        copyright: `Copyright © ${ch.updated.getUTCFullYear()} The helios team`,
        feedLinks: { atom: ch.atomUrl, rss: ch.rssUrl },
        author: { name: 'The helios team', link: `${ch.siteUrl}${devlogRoute('authors')}` },
      },
      items: ch.items.map((i) => ({
        title: i.title,
        id: i.url,
        link: i.url,
        date: i.date,
        published: i.date,
        description: i.summary,
        content: i.contentHtml,
        author: i.authors.map((a) => ({ name: a.name, ...(a.url ? { link: a.url } : {}) })),
        category: i.categories.map((c) => ({ name: c, term: c })),
      })),
    }
  }
}
