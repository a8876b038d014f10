/**
 * The devlog's RSS and Atom feeds, both from the items built here. Each item's HTML is made from the post's body tree,
 * the data its page renders (src/shell/mdxBody/html.ts), with every link made absolute (docs/sections/devlog.md,
 * "Feeds").
 */
import { checkUrl } from '../../../shell/safeUrl'
import { bodyHtml } from '../../../shell/mdxBody/html'
import type { BodyNode } from '../../../shell/mdxBody/tree'
import { devlogOptions, devlogRoute } from '../options'
import { sortNewestFirst } from './lists'

export const RSS_OUTPUT = devlogOptions.rssPath
export const ATOM_OUTPUT = devlogOptions.atomPath

/**
 * The GraphQL query both feeds run: the devlog's own post type. Not the HeliosPage interface filtered by section: Gatsby
 * answers a filter on the interface by reading every page whole, the API reference's too (docs/sections/devlog.md
 * "Feeds").
 */
export const FEED_QUERY = `
  {
    site { siteMetadata { title description siteUrl } }
    allDevlogPost {
      nodes {
        title path description date slug
        authors { name url }
        tags { label }
        mdx { tree }
      }
    }
  }
`

export interface FeedQueryData {
  site: { siteMetadata: { title: string; description: string; siteUrl: string } }
  allDevlogPost: {
    nodes: Array<{
      title: string
      path: string
      description: string
      date: string
      slug: string
      authors: Array<{ name: string; url: string | null }>
      tags: Array<{ label: string }>
      /** The post's body as data (Mdx.tree). */
      mdx: { tree: unknown }
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

/** The post's HTML for a feed, from its body tree: links and images absolute against the post, refused URLs left out. */
export function postHtml(tree: unknown, pageUrl: string): string {
  return bodyHtml(tree as BodyNode, (value) => absoluteLink(value, pageUrl))
}

/** Feed channel and items from the feed query. */
export function buildFeedChannel(data: FeedQueryData): FeedChannel {
  const site = origin(data.site.siteMetadata.siteUrl)
  const items = sortNewestFirst(data.allDevlogPost.nodes).map((p) => {
    const url = `${site}${p.path}`
    return {
      title: p.title,
      url,
      date: new Date(`${p.date.slice(0, 10)}T00:00:00.000Z`),
      summary: p.description,
      contentHtml: postHtml(p.mdx.tree, url),
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
// Atom and RSS through plugins/gatsby-plugin-feeds

/** Feed and item options for the `feed` package, which writes both feeds; `updated` is the newest post's date. */
export function feedSpec() {
  return (data: FeedQueryData) => {
    const ch = buildFeedChannel(data)
    return {
      options: {
        id: ch.link,
        title: ch.title,
        description: ch.description,
        link: ch.link,
        language: 'en',
        updated: ch.updated,
        generator: 'helios website (gatsby-plugin-feeds)',
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
