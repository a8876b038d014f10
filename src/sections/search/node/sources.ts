/**
 * Where the search records come from, at the end of the build: API entities as the contract's ApiSymbol types
 * them, given by the build (the API symbols its sourcing kept, read once for all their readers); pages (posts,
 * docs, README pages) through `allHeliosPage`. Nothing here reads Gatsby's store or guesses fields from URL patterns.
 */
import type { HeliosPageFields } from '../../../shell/contract'
import { allNodes, type GraphqlFunction } from '../../../shell/server/allNodes'

/** The page interface's fields, as `allHeliosPage` returns them. */
export type HeliosPageSource = HeliosPageFields & { id: string }

export type GraphqlRunner = (query: string) => Promise<{ data?: unknown; errors?: unknown }>

/** What the search records need of each page. */
export const HELIOS_PAGE_FIELDS = 'id path title section sectionLabel kind docsTag'

/** Every page of the site, through the HeliosPage interface. */
export function loadPages(graphql: GraphqlRunner): Promise<HeliosPageSource[]> {
  return allNodes<HeliosPageSource>(graphql as GraphqlFunction, 'allHeliosPage', HELIOS_PAGE_FIELDS, 'Search records')
}

/**
 * Pages whose text is searched as prose, split by heading: posts, docs pages,
 * the site's own pages and the API's README and related pages. API compound
 * pages are not: each of their entities is a symbol record of its own.
 */
export function isProsePage(p: HeliosPageSource): boolean {
  return p.section !== 'api' || p.kind === 'page' || p.kind === 'example'
}
