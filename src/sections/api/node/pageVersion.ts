/**
 * The one version rule of a page: which engine version a post's or docs page's links lead to. The prose links
 * (./prose-build.ts, ./remark-api-links.ts) and the code links (./codeLinks/build.ts) both ask here, so a
 * paragraph and the block under it never lead to two versions of one class
 * (docs/sections/api.md, "One version per page").
 */
import { siteConfig } from '../../../shell/config/site'
import { allNodes, type GraphqlFunction } from '../../../shell/server/allNodes'
import { CURRENT_VERSION } from '../options'

/** A release and the date of its release post (YYYY-MM-DD). */
export interface ReleaseDate {
  version: string
  date: string
}

/**
 * The engine version a dated page belongs to: the first release dated on or after it (the release that shipped
 * what the post describes; posts are written while the work lands), Next after the newest release, and Next for
 * an undated page (docs, the home page). Release dates are the dates of their release posts.
 */
export function versionOfDate(date: string | null, releaseDates: ReadonlyArray<ReleaseDate>): string {
  if (!date) return CURRENT_VERSION
  const sorted = [...releaseDates].sort((a, b) => a.date.localeCompare(b.date))
  return sorted.find((r) => r.date >= date)?.version ?? CURRENT_VERSION
}

/** The releases of the site config's docs versions with the dates of their release posts (`postDates`: route → date). */
export function releaseDatesOf(
  versions: ReadonlyArray<{ name: string; releasePost?: string }>,
  postDates: ReadonlyArray<{ path: string; date: string }>,
): ReleaseDate[] {
  return versions
    .filter((v) => v.name !== CURRENT_VERSION && v.releasePost)
    .map((v) => ({ version: v.name, date: postDates.find((p) => p.path === v.releasePost)?.date }))
    .filter((r): r is ReleaseDate => typeof r.date === 'string')
}

/** The release dates from the data layer: the site config's releases and their posts' dates. */
export async function loadReleaseDates(graphql: GraphqlFunction): Promise<ReleaseDate[]> {
  const versions = siteConfig.docs.find((d) => d.id === 'default')?.versions ?? []
  const postDates = await allNodes<{ path: string; date: string }>(graphql, 'allDevlogPost', 'path date(formatString: "YYYY-MM-DD")', 'Release posts')
  return releaseDatesOf(versions, postDates)
}
