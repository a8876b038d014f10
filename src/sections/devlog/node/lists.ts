import { devlogOptions } from '../options'
/**
 * List helpers of the devlog (pagination, ordering, grouping by year). No
 * dependencies, so the browser bundle can use them as well as gatsby-node.
 */

/** Posts per list page (/devlog/, /devlog/page/2/, and the tag pages). */
export const POSTS_PER_PAGE = 10

/** Route prefix of the whole section. */
export const DEVLOG_BASE = devlogOptions.basePath

export interface ListPage {
  /** 1-based. */
  page: number
  numPages: number
  path: string
  skip: number
  limit: number
  previousPath: string | null
  nextPath: string | null
}

/** Route of page n of a list whose first page is at `base` ("/devlog/" → "/devlog/page/2/"). */
export function listPagePath(base: string, page: number): string {
  return page <= 1 ? base : `${base}page/${page}/`
}

/** The pages of a list of `total` posts, `perPage` per page; one (empty) page when there are none. */
export function paginate(total: number, base: string, perPage: number = POSTS_PER_PAGE): ListPage[] {
  const numPages = Math.max(1, Math.ceil(total / perPage))
  return Array.from({ length: numPages }, (_, i) => {
    const page = i + 1
    return {
      page,
      numPages,
      path: listPagePath(base, page),
      skip: i * perPage,
      limit: perPage,
      previousPath: page > 1 ? listPagePath(base, page - 1) : null,
      nextPath: page < numPages ? listPagePath(base, page + 1) : null,
    }
  })
}

/** Posts newest first. Ties on the date fall back to the slug so the order is stable. */
export function sortNewestFirst<T extends { date: string; slug: string }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1))
}

/** Groups posts (already in display order) by the year of their date, keeping the order. */
export function groupByYear<T extends { date: string }>(posts: readonly T[]): Array<{ year: string; posts: T[] }> {
  const groups: Array<{ year: string; posts: T[] }> = []
  for (const p of posts) {
    const year = p.date.slice(0, 4)
    const last = groups[groups.length - 1]
    if (last && last.year === year) last.posts.push(p)
    else groups.push({ year, posts: [p] })
  }
  return groups
}

