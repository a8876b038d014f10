/**
 * Algolia index settings for this site's records (pushed by node/algoliaPush.ts), ranking symbols first like
 * the embedded engine does (docs/sections/search.md, "Algolia's ranking").
 */
import type { SearchRecord } from '../client/types'
import { kindGroup } from '../client/symbolNames'

export const ALGOLIA_SETTINGS = {
  searchableAttributes: [
    'name',
    'symbol.qualifiedName',
    // A member of an inline namespace also under the name C++ gives it without the namespace (`ranges::begin`).
    'symbol.visibleName',
    'unordered(hierarchy.lvl0)', 'unordered(hierarchy.lvl1)', 'unordered(hierarchy.lvl2)', 'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)', 'unordered(hierarchy.lvl5)', 'unordered(hierarchy.lvl6)',
    'unordered(symbol.signatures)',
    'content',
  ],
  // Signature search filters on the types' keys (client/signature.ts, signatureFacetFilters); `Derived::name` on
  // the owners of the members it may inherit (client/algoliaClient.ts, withInheritedMembers).
  attributesForFaceting: ['language', 'docs_tag', 'type', 'symbol.kind', 'filterOnly(symbol.owner)', 'filterOnly(signatureTypes.returns)', 'filterOnly(signatureTypes.params)'],
  attributesToSnippet: ['content:10'],
  customRanking: ['asc(kindRank)', 'asc(qualifiedLength)'],
  // camelCase names are split into words (and `_` is a separator), so `Body` finds `btRigidBody`.
  camelCaseAttributes: ['name', 'symbol.qualifiedName', 'symbol.visibleName'],
}

/** The ranking fields customRanking reads, added to each record as it is pushed. */
export function algoliaRankingFields(r: SearchRecord): { kindRank: number; qualifiedLength: number } {
  return r.symbol
    ? { kindRank: kindGroup(r.symbol.kind), qualifiedLength: r.symbol.qualifiedName.length }
    : { kindRank: 3, qualifiedLength: 10_000 }
}
