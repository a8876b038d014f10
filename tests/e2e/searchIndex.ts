/** Node-side access to the built embedded index (public/search-index), for expectations in browser tests. */
import fs from 'node:fs'
import path from 'node:path'
import { EmbeddedSearchClient } from '../../src/sections/search/client/embeddedClient'
import { FACET_FILTERS } from '../../src/sections/search/options'
import { recordChunkFiles, type IndexManifest, type StoredRecord } from '../../src/sections/search/client/indexFormat'

export const INDEX_DIR = path.resolve(process.cwd(), 'public', 'search-index')

export function builtIndexClient(): EmbeddedSearchClient {
  if (!fs.existsSync(path.join(INDEX_DIR, 'manifest.json'))) {
    throw new Error(`No embedded search index at ${INDEX_DIR}: run a production build first (npm run build).`)
  }
  return new EmbeddedSearchClient({
    loader: async (p) => JSON.parse(fs.readFileSync(path.join(INDEX_DIR, p.split('?')[0]!), 'utf8')),
  })
}

export function allRecords(): StoredRecord[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(INDEX_DIR, 'manifest.json'), 'utf8')) as IndexManifest
  const out: StoredRecord[] = []
  for (const file of recordChunkFiles(manifest)) out.push(...(JSON.parse(fs.readFileSync(path.join(INDEX_DIR, file), 'utf8')) as StoredRecord[]))
  return out
}

/** The classes' bases by distance (symbols/bases.json), or none when the index has no table of bases. */
export function indexBases(): Record<string, string[][]> {
  const file = path.join(INDEX_DIR, 'symbols', 'bases.json')
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { classes: Record<string, string[][]> }).classes : {}
}

/** What the modal asks for: the same facet filters and page size. */
export async function expectedSearch(query: string) {
  const r = await builtIndexClient().search([{ indexName: 'helios', params: { query, hitsPerPage: 20, facetFilters: FACET_FILTERS } }])
  return r.results[0]!
}
