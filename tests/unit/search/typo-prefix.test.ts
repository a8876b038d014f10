/**
 * A slip inside the prefix a crowded name's shard is keyed by. A library with thousands of names sharing a long
 * prefix (VTK's `Get…`, `Set…`, `vtk…`) has its name table cut into shards keyed by 4 to 6 letters (`getn`,
 * `getnum`); a typo inside that prefix (`GetumberOfFaces`) sends the query to another shard. Generated names,
 * every kind of one edit at every position inside the name's shard prefix: the first hit is the name, or a name
 * as close to the typed text; and the deletion index read for it stays a few small files.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { symbolRecords, type ApiSymbolSource } from '../../../src/sections/search/node/symbolRecords'
import { buildIndex } from '../../../src/sections/search/node/buildIndex'
import { EmbeddedSearchClient } from '../../../src/sections/search/client/embeddedClient'
import { boundedDistance, nameKey } from '../../../src/sections/search/client/symbolNames'
import type { IndexManifest } from '../../../src/sections/search/client/indexFormat'
import { MAX_QUERY_LENGTH } from '../../../src/sections/search/options'

/** Deterministic pseudo-random numbers (a linear congruential generator). */
function rng(seed: number) {
  let s = seed >>> 0
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296
}

const WORDS = ['Number', 'Noise', 'Normal', 'Node', 'Point', 'Polygon', 'Position', 'Cell', 'Cursor', 'Color', 'Scalar', 'Scale', 'Face',
  'Field', 'Filter', 'Input', 'Index', 'Interval', 'Range', 'Ratio', 'Radius', 'Time', 'Tolerance', 'Value', 'Vector', 'Volume', 'Label',
  'Layer', 'Line', 'Mode', 'Mask', 'Matrix', 'Array', 'Axis', 'Actor', 'Bounds', 'Buffer', 'Data', 'Depth', 'Edge', 'Extent', 'Glyph',
  'Grid', 'Handle', 'Height', 'Image', 'Key', 'Length', 'Opacity', 'Order', 'Origin', 'Weight', 'Width', 'Window', 'Zoom', 'Of', 'Max', 'Min']
const VERBS = ['Get', 'Set', 'Is', 'Has']

/** Names like `GetNumberOfFaces`: a verb and two or three words, thousands sharing `Get`/`Set` and longer prefixes. */
function names(count: number): string[] {
  const r = rng(24)
  const out = new Set<string>()
  while (out.size < count) {
    const words = 2 + Math.floor(r() * 2)
    let n = VERBS[Math.floor(r() * (out.size < count * 0.8 ? 2 : VERBS.length))]!
    for (let w = 0; w < words; w++) n += WORDS[Math.floor(r() * WORDS.length)]!
    out.add(n)
  }
  return [...out].sort()
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'

/** One edit of `name` at `at` of the given kind (0 replace, 1 delete, 2 insert, 3 swap with the next letter). */
function edit(name: string, at: number, kind: number, letter: string): string {
  if (kind === 0) return name.slice(0, at) + letter + name.slice(at + 1)
  if (kind === 1) return name.slice(0, at) + name.slice(at + 1)
  if (kind === 2) return name.slice(0, at) + letter + name.slice(at)
  return name.slice(0, at) + name[at + 1] + name[at] + name.slice(at + 2)
}

const API = names(16000)
const symbols: ApiSymbolSource[] = API.map((n, i) => ({
  id: `m${i}`, shortName: n, qualifiedName: `vtkThing${i % 97}::${n}`, kind: 'function', signature: `void ${n}()`, briefText: '',
  ownerName: `vtkThing${i % 97}`, url: `/api/vtk-thing-${i % 97}/#${n.toLowerCase()}`,
}))
const built = buildIndex(symbolRecords(symbols, { sectionLabel: 'API reference', docsTag: 'docs-default-current' }), 'helios')
const manifest = built.manifest as IndexManifest

function client(read: string[]) {
  return new EmbeddedSearchClient({ loader: async (p) => { read.push(p.split('?')[0]!); return JSON.parse(built.files.get(p.split('?')[0]!)!) } })
}

/** The shard prefix of each name: where a slip sends the query elsewhere. */
function shardPrefix(name: string): string {
  const key = nameKey(name)
  return manifest.symbols!.names.find(([p, , , exact]) => (exact ? key === p : key.startsWith(p)))![0]
}

test('the generated names crowd their prefixes: shards keyed by 4 letters and more', () => {
  const long = manifest.symbols!.names.filter(([p]) => p.length >= 4)
  assert.ok(long.length > 20, `${long.length} shards of 4+ letters`)
  assert.ok(manifest.symbols!.deletionBuckets > 0)
})

test('one edit inside a crowded shard prefix (every kind, every position past the first letter) finds the name', async () => {
  const r = rng(5)
  const read: string[] = []
  const c = client(read)
  const misses: string[] = []
  let asked = 0
  let mostBuckets = 0
  // Every 80th name, each edit kind at each position 1 … prefix length - 1 (a first-letter slip has its own index).
  for (let i = 0; i < API.length; i += 80) {
    const name = API[i]!
    const prefix = shardPrefix(name)
    for (let at = 1; at < prefix.length; at++) {
      for (let kind = 0; kind < 4; kind++) {
        const query = edit(name, at, kind, LETTERS[Math.floor(r() * 26)]!)
        const typed = nameKey(query)
        if (typed === nameKey(name) || boundedDistance(typed, nameKey(name), 1) !== 1) continue
        asked++
        read.length = 0
        const hit = (await c.search([{ indexName: 'helios', params: { query, hitsPerPage: 1 } }])).results[0]!.hits[0]
        mostBuckets = Math.max(mostBuckets, read.filter((p) => p.startsWith('symbols/d/')).length)
        const got = hit?.name ? nameKey(hit.name) : ''
        // Right: the name, or a name the typed text is as close to (it cannot tell them apart), or one it begins.
        if (got !== nameKey(name) && !(got && boundedDistance(typed, got, 1) <= 1) && !got.startsWith(typed)) misses.push(`${query} (for ${name}, shard ${prefix}): ${got || 'none'}`)
      }
    }
  }
  assert.ok(asked > 300, `${asked} typo queries`)
  assert.deepEqual(misses.slice(0, 10), [], `${misses.length} of ${asked} missed`)
  assert.ok(mostBuckets <= 7, `a typo query read ${mostBuckets} deletion buckets`)
})

test('a query with an exact, prefix or word-start match reads no deletion bucket', async () => {
  const read: string[] = []
  const c = client(read)
  for (const query of [API[100]!, API[100]!.slice(0, 7), 'Number', 'OfFace']) {
    read.length = 0
    await c.search([{ indexName: 'helios', params: { query, hitsPerPage: 5 } }])
    assert.deepEqual(read.filter((p) => p.startsWith('symbols/d/')), [], query)
  }
})

test('a misspelt name longer than the search box: the cut query finds the name it begins, one edit away', async () => {
  const r = rng(64)
  const long = Array.from({ length: 60 }, () => {
    let n = 'VTK'
    while (n.length < 70 + Math.floor(r() * 20)) n += `_${WORDS[Math.floor(r() * WORDS.length)]!}`
    return n
  })
  const list: ApiSymbolSource[] = [...API.slice(0, 3000), ...long].map((n, i) => ({
    id: `l${i}`, shortName: n, qualifiedName: n, kind: 'define', signature: n, briefText: '', ownerName: null, url: `/api/file-${i}/#${i}`,
  }))
  const index = buildIndex(symbolRecords(list, { sectionLabel: 'API reference', docsTag: 'docs-default-current' }), 'helios')
  const c = new EmbeddedSearchClient({ loader: async (p) => JSON.parse(index.files.get(p.split('?')[0]!)!) })
  const misses: string[] = []
  for (const name of long) {
    for (let kind = 0; kind < 4; kind++) {
      // An edit past the shard prefix and before the box's end (the box keeps MAX_QUERY_LENGTH characters).
      const at = 8 + Math.floor(r() * 50)
      const typed = edit(name, at, kind, LETTERS[Math.floor(r() * 26)]!).slice(0, MAX_QUERY_LENGTH)
      if (name.startsWith(typed)) continue
      const hit = (await c.search([{ indexName: 'helios', params: { query: typed, hitsPerPage: 1 } }])).results[0]!.hits[0]
      if (hit?.name !== name) misses.push(`${typed} (for ${name}): ${hit?.name ?? 'none'}`)
    }
  }
  assert.deepEqual(misses, [])
})
