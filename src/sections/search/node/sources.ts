/**
 * Where the search records come from, at the end of the build: API entities as the contract's ApiSymbol types
 * them, given by the build (the API symbols its sourcing kept, read once for all their readers); pages (posts,
 * docs, README pages) through `allHeliosPage`. Nothing here reads Gatsby's store or guesses fields from URL patterns.
 */
import type { HeliosPageFields, PageText } from '../../../shell/contract'
import type { NodeReader } from '../../../shell/server/allNodes'

/** The page interface's fields, as `allHeliosPage` returns them. */
export type HeliosPageSource = HeliosPageFields & { id: string; searchText: PageText[] | null }

/** What the search records need of each page. */
export const HELIOS_PAGE_FIELDS = 'id path title section sectionLabel kind docsTag searchText { heading text anchor }'

/**
 * What the search records read of every page (`allHeliosPage`), kept as the build reads the pages: once, for every
 * output made from them (gatsby-node.ts).
 */
export function searchPageReader(): NodeReader<HeliosPageSource> & { pages: HeliosPageSource[] } {
  const pages: HeliosPageSource[] = []
  return {
    fields: HELIOS_PAGE_FIELDS,
    pages,
    visit({ id, path, title, section, sectionLabel, kind, docsTag, searchText }) {
      pages.push({ id, path, title, section, sectionLabel, kind, docsTag, searchText })
    },
  }
}
