/**
 * Where the search records come from: the GraphQL contract, queried at the
 * end of the build. API entities through `allApiSymbol`; pages (posts, docs,
 * README pages) through `allHeliosPage`. Nothing here reads Gatsby's store or
 * guesses fields from URL patterns.
 */
import type { ApiSymbolSource } from './symbolRecords'
import type { HeliosPageFields } from '../../../shell/contract'

/** The page interface's fields, as `allHeliosPage` returns them. */
export type HeliosPageSource = HeliosPageFields & { id: string }

export type GraphqlRunner = (query: string) => Promise<{ data?: unknown; errors?: unknown }>

async function run<T>(graphql: GraphqlRunner, query: string, what: string): Promise<T> {
  const result = await graphql(query)
  if (result.errors) throw new Error(`Search records: the ${what} query failed: ${JSON.stringify(result.errors).slice(0, 800)}`)
  return result.data as T
}

export const API_SYMBOLS_QUERY = `{
  allApiSymbol {
    nodes { id shortName qualifiedName kind signature briefText ownerName url }
  }
}`

export const HELIOS_PAGES_QUERY = `{
  allHeliosPage {
    nodes { id path title section sectionLabel kind docsTag }
  }
}`

/** Every API entity of the site, through the ApiSymbol interface. */
export async function loadApiSymbols(graphql: GraphqlRunner): Promise<ApiSymbolSource[]> {
  const data = await run<{ allApiSymbol: { nodes: ApiSymbolSource[] } }>(graphql, API_SYMBOLS_QUERY, 'allApiSymbol')
  return data.allApiSymbol.nodes
}

/** Every page of the site, through the HeliosPage interface. */
export async function loadPages(graphql: GraphqlRunner): Promise<HeliosPageSource[]> {
  const data = await run<{ allHeliosPage: { nodes: HeliosPageSource[] } }>(graphql, HELIOS_PAGES_QUERY, 'allHeliosPage')
  return data.allHeliosPage.nodes
}

/**
 * Pages whose text is searched as prose, split by heading: posts, docs pages,
 * the site's own pages and the API's README and related pages. API compound
 * pages are not: each of their entities is a symbol record of its own.
 */
export function isProsePage(p: HeliosPageSource): boolean {
  return p.section !== 'api' || p.kind === 'page' || p.kind === 'example'
}
