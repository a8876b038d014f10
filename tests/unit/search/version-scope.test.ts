/**
 * Search scoped to the docs version read: symbol records per version (docs tag), one embedded index per release
 * named by the main index, the facet filters a release page sends, and a query answered from that release's
 * index alone on the embedded backend.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { buildIndex } from '../../../src/sections/search/node/buildIndex'
import { symbolRecords, type ApiSymbolSource } from '../../../src/sections/search/node/symbolRecords'
import { splitByVersion } from '../../../src/sections/search/gatsby-node'
import { recordsFromHtml } from '../../support/htmlText'
import { EmbeddedSearchClient } from '../../../src/sections/search/client/embeddedClient'
import { FACET_FILTERS, facetFiltersFor } from '../../../src/sections/search/options'
import { apiOptions, versionDocsTag } from '../../../src/sections/api/options'
import type { SearchRecord } from '../../../src/sections/search/client/types'
import * as f from './fixtures'

const sym = (version: string, name: string, kind = 'class'): ApiSymbolSource => {
  const base = version === 'current' ? '/docs/helios/' : `/docs/${version}/helios/`
  return { id: `${version}-${name}`, shortName: name.split('::').pop()!, qualifiedName: name, kind, signature: `class ${name}`, briefText: '', ownerName: 'helios::math', url: `${base}classes/${name.replace(/::/g, '/').toLowerCase()}/`, docsTag: versionDocsTag(version) }
}

function records(): SearchRecord[] {
  const out: SearchRecord[] = []
  for (const v of ['current', '0.2.0', '0.1.0']) {
    const list = [sym(v, 'helios::math::vec3'), ...(v === 'current' ? [sym(v, 'helios::rendering::Material')] : [])]
    out.push(...symbolRecords(list, { sectionLabel: 'API reference', docsTag: versionDocsTag(v), idScope: v === 'current' ? '' : versionDocsTag(v) }))
  }
  out.push(...recordsFromHtml(f.postPage, f.postHtml))
  return out
}

test('the same entity in two versions makes two records with their own ids and docs tags', () => {
  const all = records().filter((r) => r.symbol?.qualifiedName === 'helios::math::vec3')
  assert.equal(all.length, 3)
  assert.equal(new Set(all.map((r) => r.objectID)).size, 3)
  assert.deepEqual(all.map((r) => r.docs_tag).sort(), ['docs-default-0.1.0', 'docs-default-0.2.0', 'docs-default-current'])
})

test('a release page searches its docs tag in place of the current docs, with the unversioned pages beside it', () => {
  assert.equal(facetFiltersFor(null), FACET_FILTERS)
  assert.equal(facetFiltersFor(apiOptions.docsTag), FACET_FILTERS)
  const scoped = facetFiltersFor('docs-default-0.2.0')
  assert.deepEqual(scoped[0], FACET_FILTERS[0])
  assert.ok(scoped[1]!.includes('docs_tag:docs-default-0.2.0'))
  assert.ok(!scoped[1]!.includes(`docs_tag:${apiOptions.docsTag}`))
  assert.ok(scoped[1]!.includes('docs_tag:devlog'))
})

test('each release gets an index of its own, and a query filtered to it is answered from it alone', async () => {
  const all = records()
  const split = splitByVersion(all, apiOptions.docsTag)
  assert.deepEqual([...split.releases.keys()], ['docs-default-0.1.0', 'docs-default-0.2.0'])
  assert.ok(split.main.every((r) => !r.docs_tag.startsWith('docs-default-0.')))
  // The devlog's records are in every index.
  for (const list of [split.main, ...split.releases.values()]) assert.ok(list.some((r) => r.docs_tag === 'devlog'))
  const files = new Map<string, string>()
  const versionIndexes: Record<string, string> = {}
  for (const [tag, list] of split.releases) {
    for (const [name, text] of buildIndex(list, 'helios').files) files.set(`versions/${tag}/${name}`, text)
    versionIndexes[tag] = `versions/${tag}`
  }
  const main = buildIndex(split.main, 'helios')
  for (const [name, text] of main.files) files.set(name, text)
  files.set('manifest.json', JSON.stringify({ ...main.manifest, versionIndexes }))
  const loaded: string[] = []
  const client = new EmbeddedSearchClient({
    loader: async (path) => {
      loaded.push(path)
      const text = files.get(path.split('?')[0]!)
      if (text === undefined) throw new Error(`missing ${path}`)
      return JSON.parse(text)
    },
  })
  const ask = async (query: string, docsTag: string | null) =>
    (await client.search([{ indexName: 'helios', params: { query, facetFilters: facetFiltersFor(docsTag) } }])).results[0]!.hits
  assert.equal((await ask('vec3', null))[0]!.url, '/docs/helios/classes/helios/math/vec3/')
  const before = loaded.length
  assert.equal((await ask('vec3', 'docs-default-0.1.0'))[0]!.url, '/docs/0.1.0/helios/classes/helios/math/vec3/')
  assert.ok(loaded.slice(before).every((p) => p.startsWith('versions/docs-default-0.1.0/')), loaded.slice(before).join(', '))
  assert.equal((await ask('Material', 'docs-default-0.1.0')).filter((h) => h.symbol).length, 0)
  assert.equal((await ask('Material', null))[0]!.url, '/docs/helios/classes/helios/rendering/material/')
})

test('the /search page offers the versions the build has pages for: every release on the engine, Next alone on another library', async () => {
  const { searchableVersions, readVersion } = await import('../../../src/sections/search/versions')
  const engine = searchableVersions(['devlog', 'default', versionDocsTag('current'), versionDocsTag('0.3.0'), versionDocsTag('0.2.0'), versionDocsTag('0.1.0')])
  assert.deepEqual(engine.map((v) => v.name), ['current', '0.3.0', '0.2.0', '0.1.0'])
  const thirdParty = searchableVersions(['devlog', 'default', versionDocsTag('current')])
  assert.deepEqual(thirdParty.map((v) => v.name), ['current'])
  // A release named in the URL that this build does not have searches Next instead of an index that does not exist.
  assert.equal(readVersion('?q=vec3&version=0.2.0', thirdParty), 'current')
  assert.equal(readVersion('?q=vec3&version=0.2.0', engine), '0.2.0')
  assert.equal(readVersion('?q=vec3&version=9.9.9', engine), 'current')
  // Another library built with releases of its own (HELIOS_DOXYGEN_RELEASES) offers them by name.
  const withReleases = searchableVersions(['devlog', 'default', versionDocsTag('current'), versionDocsTag('glfw'), versionDocsTag('hostile')])
  assert.deepEqual(withReleases, [{ name: 'current', label: 'Next' }, { name: 'glfw', label: 'glfw' }, { name: 'hostile', label: 'hostile' }])
  assert.equal(readVersion('?q=x&version=hostile', withReleases), 'hostile')
})

test("a symbol record carries its version history from the ApiSymbol's historyBadge, and none when the XML has no versions", () => {
  const base = sym('0.2.0', 'helios::math::vec3')
  const [withHistory] = symbolRecords([{ ...base, historyBadge: 'Since 0.1.0 · Deprecated in 0.2.0' }], { sectionLabel: 'API reference', docsTag: versionDocsTag('0.2.0') })
  assert.equal(withHistory!.symbol!.history, 'Since 0.1.0 · Deprecated in 0.2.0')
  const [without] = symbolRecords([{ ...base, historyBadge: null }], { sectionLabel: 'API reference', docsTag: versionDocsTag('0.2.0') })
  assert.equal('history' in without!.symbol!, false)
})
