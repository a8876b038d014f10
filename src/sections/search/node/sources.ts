/**
 * Where the search records come from, at the end of the build: API entities as the contract's ApiSymbol types
 * them, given by the build (the API symbols its sourcing kept, read once for all their readers); pages (posts,
 * docs, README pages) through `allHeliosPage`. Nothing here reads Gatsby's store or guesses fields from URL patterns.
 */
import type { HeliosPageFields, PageText } from '../../../shell/contract'
import { allNodes, type GraphqlFunction } from '../../../shell/server/allNodes'

/** The page interface's fields, as `allHeliosPage` returns them. */
export type HeliosPageSource = HeliosPageFields & { id: string; searchText: PageText[] | null }

export type GraphqlRunner = (query: string) => Promise<{ data?: unknown; errors?: unknown }>

/** What the search records need of each page. */
export const HELIOS_PAGE_FIELDS = 'id path title section sectionLabel kind docsTag searchText { heading text anchor }'

/** Every page of the site, through the HeliosPage interface. */
export function loadPages(graphql: GraphqlRunner): Promise<HeliosPageSource[]> {
  return allNodes<HeliosPageSource>(graphql as GraphqlFunction, 'allHeliosPage', HELIOS_PAGE_FIELDS, 'Search records')
}
