/**
 * The generative test's check of signature search: queries made from the case's doxygen model (`-> R` per return
 * type, `P ->` per parameter type, `(P1, P2, …)` per parameter list; scripts/signature-quality.ts), asked of the
 * embedded index built for the case, whose first hit must be a function the model says has those types.
 */
import { EmbeddedSearchClient } from '../../src/sections/search/client/embeddedClient'
import type { FacetFilters } from '../../src/sections/search/client/types'
import { measureSignatureQuality, signatureQualityQueries } from '../../scripts/signature-quality'

/** Most misses listed in a problem. */
const LISTED = 10

/**
 * The problems of a case's signature search: one per kind of query (returns, takes, params) with a miss, naming
 * the queries whose first hit lacks the types; `read` gives an index file's text by its path in the index.
 */
export async function signatureProblems(xmlDir: string, read: (file: string) => string, facetFilters: FacetFilters): Promise<{ problems: string[]; queries: number }> {
  const queries = await signatureQualityQueries(xmlDir)
  if (queries.length === 0) return { problems: [], queries: 0 }
  const client = new EmbeddedSearchClient({ loader: async (p) => JSON.parse(read(p.split('?')[0]!)) })
  const reports = await measureSignatureQuality(client, queries, facetFilters)
  const problems = reports
    .filter((r) => r.misses.length > 0)
    .map((r) => `signature search (${r.kind}): ${r.misses.length} of ${r.total} queries' first hit lacks the types asked for:\n${r.misses.slice(0, LISTED).map((m) => `  ${m}`).join('\n')}`)
  return { problems, queries: queries.length }
}
