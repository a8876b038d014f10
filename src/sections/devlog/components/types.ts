/**
 * Devlog data as the components take it: the generated query types
 * (src/gatsby-types.d.ts, written by Gatsby from the queries), named.
 */

/** A post as lists show it (fragment DevlogPostSummary in ../templates/DevlogListPage.tsx). */
export type DevlogPostSummary = Queries.DevlogPostSummaryFragment
export type DevlogTagRef = DevlogPostSummary['tags'][number]
export type DevlogAuthorRef = DevlogPostSummary['authors'][number]

/** A neighbouring post, as createPages puts it in a post page's context. */
export interface PostLink {
  title: string
  path: string
}
