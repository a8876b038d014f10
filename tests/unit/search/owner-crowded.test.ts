/**
 * `Owner::name` whose last part begins thousands of names. VTK's 3,000 classes each have `NewInstance`,
 * `NewInstanceInternal`, `SafeDownCast`; the search box keeps 64 characters, so a reader typing
 * `vtkHyperTreeGridNonOrientedVonNeumannSuperCursorLight::NewInstance` has typed `…Light::NewInsta`: a
 * prefix of 6,000 names. The owner names the entity: the query finds it, whatever the owner's place among them.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { symbolRecords, type ApiSymbolSource } from '../../../src/sections/search/node/symbolRecords'
import { buildIndex } from '../../../src/sections/search/node/buildIndex'
import { EmbeddedSearchClient } from '../../../src/sections/search/client/embeddedClient'
import { MAX_QUERY_LENGTH } from '../../../src/sections/search/options'

const LONG = 'vtkHyperTreeGridNonOrientedVonNeumannSuperCursorLight'
const classes = [...Array.from({ length: 3000 }, (_, i) => `vtkC${i}`), LONG, 'vtkOpenGLVolumeMaskGradientOpacityTransferFunction2D']
const symbols: ApiSymbolSource[] = classes.flatMap((c) => [
  { id: c, shortName: c, qualifiedName: c, kind: 'class', signature: c, briefText: '', ownerName: null, url: `/api/${c.toLowerCase()}/` },
  ...['NewInstance', 'NewInstanceInternal', 'SafeDownCast'].map((m) => ({
    id: `${c}-${m}`, shortName: m, qualifiedName: `${c}::${m}`, kind: 'function', signature: `${m}()`, briefText: '', ownerName: c, url: `/api/${c.toLowerCase()}/#${m.toLowerCase()}`,
  })),
])
const built = buildIndex(symbolRecords(symbols, { sectionLabel: 'API reference', docsTag: 'docs-default-current' }), 'helios')

test('a qualified query cut by the search box still finds its owner\'s member among thousands that begin the same', async () => {
  const read: string[] = []
  const c = new EmbeddedSearchClient({ loader: async (p) => { read.push(p.split('?')[0]!); return JSON.parse(built.files.get(p.split('?')[0]!)!) } })
  for (const owner of [LONG, 'vtkOpenGLVolumeMaskGradientOpacityTransferFunction2D']) {
    for (const member of ['NewInstance', 'SafeDownCast']) {
      const full = `${owner}::${member}`
      const typed = full.slice(0, MAX_QUERY_LENGTH)
      assert.ok(typed.length < full.length, `${full} is longer than the box`)
      read.length = 0
      const r = (await c.search([{ indexName: 'helios', params: { query: typed, hitsPerPage: 3 } }])).results[0]!
      assert.equal(r.hits[0]?.symbol?.qualifiedName, full, typed)
      // Scope blocks of the names the last part begins, and the name shards of the owner's: not every shard.
      assert.ok(read.length < 40, `${typed}: ${read.length} files`)
    }
  }
  // Short owners, typed whole, as before.
  assert.equal((await c.search([{ indexName: 'helios', params: { query: 'vtkC2999::NewInsta', hitsPerPage: 1 } }])).results[0]!.hits[0]?.symbol?.qualifiedName, 'vtkC2999::NewInstance')
  assert.equal((await c.search([{ indexName: 'helios', params: { query: 'vtkC7::NewInstanceInternal', hitsPerPage: 1 } }])).results[0]!.hits[0]?.symbol?.qualifiedName, 'vtkC7::NewInstanceInternal')
})
