/**
 * Builds the embedded index files (see ./indexFormat.ts) from search records.
 * Pure: returns file names and contents; the Gatsby plugin writes them.
 */
import { createHash } from 'node:crypto'
import { HIERARCHY_LEVELS, type SearchRecord } from '../client/types'
import { tokenize, wordCount, shardKey, shardFileName } from '../client/tokenize'
import {
  ATTR_CONTENT, ATTR_HIERARCHY, ATTR_NAME, ATTR_TITLE, INDEX_FORMAT_VERSION, KIND_RANK, META_STRIDE, TYPE_LEVEL,
  TYPE_STRIDE, type IndexManifest, type ScopeBlock, type TypeBucket, type CardBlock, recordChunk, type ShardInfo, type StoredRecord, type SymbolBases, type SymbolManifest, type SymbolDeletions, type SymbolNames, type SymbolSuffixes, type TermShard,
} from '../client/indexFormat'
import { slotKeys } from '../client/signature'
import { MAX_SHARD_PREFIX, deleteAt, deletionBucket, kindGroup, nameKey, splitQualified, wordStarts } from '../client/symbolNames'

export interface BuiltIndex {
  manifest: IndexManifest
  /** Relative path (under the index folder) → JSON text. */
  files: Map<string, string>
}

/** Where the index files go as they are made: a large library's index is never whole in memory. */
export type IndexFileSink = (name: string, text: string) => void

export const DEFAULT_CHUNK_SIZE = 40
/** Symbol records per scope block (symbols/s/<n>.json). */
export const SCOPE_BLOCK_SIZE = 512
/** Most entries of a symbol shard before it is split by a longer prefix. */
export const SYMBOL_SHARD_SIZE = 1500
/** Deletion items per bucket of symbols/d/, on average: a typo query reads up to 7 buckets. */
export const DELETION_BUCKET_SIZE = 256
/** Type occurrences per bucket of symbols/t/, on average: a signature query reads one bucket per type it names. */
export const TYPE_BUCKET_SIZE = 400
/**
 * Callables per card block of symbols/c/: a signature query's hits are scattered over the name-ordered record
 * chunks, so it reads its page of hits from these small blocks instead.
 */
export const CARD_BLOCK_SIZE = 4

/**
 * Cuts sorted keys into shards of at most `max` keys sharing a prefix: one
 * letter, longer where keys crowd (down to MAX_SHARD_PREFIX letters; a group of keys equal to
 * its prefix may be larger). Returns [prefix, first index, count, exact].
 */
export function shardKeys(keys: readonly string[], max: number, depth = 1, from = 0, to = keys.length): ShardInfo[] {
  const out: ShardInfo[] = []
  let i = from
  while (i < to) {
    const prefix = keys[i]!.slice(0, depth)
    let j = i + 1
    while (j < to && keys[j]!.slice(0, depth) === prefix) j++
    const exact = prefix.length < depth
    if (j - i > max && !exact && depth < MAX_SHARD_PREFIX) out.push(...shardKeys(keys, max, depth + 1, i, j))
    else out.push([prefix, i, j - i, exact ? 1 : 0])
    i = j
  }
  return out
}

/** Joins names one per line, an empty line repeating the previous one. */
function joinRepeats(list: readonly string[]): string {
  let last: string | null = null
  return list.map((n) => { const r = n === last ? '' : n; last = n; return r }).join('\n')
}

/** Symbol records in the order of the symbol table: name key, kind group, qualified-name length, qualified name. */
export function sortSymbols(records: SearchRecord[]): SearchRecord[] {
  const keyed = records.map((r) => ({ r, key: nameKey(r.name), group: kindGroup(r.symbol!.kind), q: r.symbol!.qualifiedName }))
  keyed.sort((a, b) =>
    (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) || a.group - b.group || a.q.length - b.q.length || (a.q < b.q ? -1 : a.q > b.q ? 1 : 0) ||
    (a.r.url < b.r.url ? -1 : a.r.url > b.r.url ? 1 : 0))
  return keyed.map((k) => k.r)
}

/** The scope of a qualified name: all but its last part ("" at top level). */
export function scopeOf(qualifiedName: string): string {
  const parts = splitQualified(qualifiedName)
  return parts.slice(0, -1).join('::')
}

function symbolFiles(symbols: SearchRecord[], start: number, emit: IndexFileSink, shardSize: number): SymbolManifest | undefined {
  if (symbols.length === 0) return undefined
  const first = symbols[0]!
  for (const r of symbols) {
    if (r.language !== first.language || r.docs_tag !== first.docs_tag) {
      throw new Error(`Search index: symbol record ${r.symbol!.qualifiedName} (${r.url}) has facets ${r.language}/${r.docs_tag}, the others ${first.language}/${first.docs_tag}`)
    }
  }
  const keys = symbols.map((r) => nameKey(r.name))
  const kinds = symbols.map((r) => String(kindGroup(r.symbol!.kind)))
  const qlen = symbols.map((r) => r.symbol!.qualifiedName.length)
  const nameShards = shardKeys(keys, shardSize)
  nameShards.forEach(([, from, count], i) => {
    const table: SymbolNames = {
      names: joinRepeats(symbols.slice(from, from + count).map((r) => r.name)),
      kinds: kinds.slice(from, from + count).join(''),
      qlen: qlen.slice(from, from + count),
    }
    emit(`symbols/n/${i}.json`, JSON.stringify(table))
  })
  // Suffixes: word starts inside a name, and a name of 5+ characters without its first letter.
  const items: Array<{ sfx: string; entry: number; flags: number }> = []
  symbols.forEach((r, entry) => {
    const key = keys[entry]!
    const at = new Map<number, number>()
    for (const s of wordStarts(r.name)) if (s > 0 && s < key.length) at.set(s, 1)
    if (key.length >= 5) at.set(1, (at.get(1) ?? 0) | 2)
    for (const [offset, flags] of at) items.push({ sfx: key.slice(offset), entry, flags })
  })
  items.sort((a, b) => (a.sfx < b.sfx ? -1 : a.sfx > b.sfx ? 1 : a.entry - b.entry))
  const suffixShards = shardKeys(items.map((x) => x.sfx), shardSize)
  suffixShards.forEach(([, from, count], i) => {
    const part = items.slice(from, from + count)
    const shard: SymbolSuffixes = {
      sfx: joinRepeats(part.map((x) => x.sfx)),
      entry: part.map((x) => x.entry),
      flags: part.map((x) => String(x.flags)).join(''),
      kinds: part.map((x) => kinds[x.entry]!).join(''),
      qlen: part.map((x) => qlen[x.entry]!),
    }
    emit(`symbols/x/${i}.json`, JSON.stringify(shard))
  })
  const deletionBuckets = deletionFiles(keys, nameShards, kinds, qlen, emit)
  const scopes: string[] = []
  const scopeIds = new Map<string, number>()
  const ids = symbols.map((r) => {
    const scope = scopeOf(r.symbol!.qualifiedName)
    let id = scopeIds.get(scope)
    if (id === undefined) { id = scopes.length; scopes.push(scope); scopeIds.set(scope, id) }
    return id
  })
  emit('symbols/scopes.json', JSON.stringify(scopes))
  for (let b = 0; b * SCOPE_BLOCK_SIZE < ids.length; b++) {
    const block: ScopeBlock = ids.slice(b * SCOPE_BLOCK_SIZE, (b + 1) * SCOPE_BLOCK_SIZE)
    emit(`symbols/s/${b}.json`, JSON.stringify(block))
  }
  const typeBuckets = typeFiles(symbols, emit)
  if (typeBuckets) cardFiles(symbols, emit)
  const inlineNamespaces = symbols.filter((r) => r.symbol!.inline).map((r) => r.symbol!.qualifiedName).sort()
  // The classes' bases, read by a qualified query to find what `Derived::name` inherits (client/inheritance.ts).
  const classes = Object.fromEntries(symbols.filter((r) => r.symbol!.bases).map((r) => [r.symbol!.qualifiedName, r.symbol!.bases!] as const))
  const hasBases = Object.keys(classes).length > 0
  if (hasBases) {
    const baseNames = new Set(Object.values(classes).flat(2))
    const hidden = symbols.flatMap((r, entry) => (r.symbol!.private && r.symbol!.owner && baseNames.has(r.symbol!.owner) ? [entry] : []))
    emit('symbols/bases.json', JSON.stringify({ classes, private: hidden } satisfies SymbolBases))
  }
  return {
    start, count: symbols.length, language: first.language, docs_tag: first.docs_tag, scopeBlockSize: SCOPE_BLOCK_SIZE,
    names: nameShards, suffixes: suffixShards.map(([p, , count, exact]) => [p, 0, count, exact] as ShardInfo),
    deletionBuckets,
    ...(typeBuckets ? { typeBuckets, cardBlockSize: CARD_BLOCK_SIZE } : {}),
    ...(inlineNamespaces.length ? { inlineNamespaces } : {}),
    ...(hasBases ? { bases: true as const } : {}),
  }
}

const withoutBases = ({ bases: _bases, ...symbol }: NonNullable<SearchRecord['symbol']>) => symbol

/**
 * The card blocks (symbols/c/, format in indexFormat.ts): the stored record of every callable with types, in
 * blocks of CARD_BLOCK_SIZE entries, so the page of a signature query's hits reads a few small files.
 */
function cardFiles(symbols: SearchRecord[], emit: IndexFileSink): void {
  for (let b = 0; b * CARD_BLOCK_SIZE < symbols.length; b++) {
    const block: CardBlock = symbols.slice(b * CARD_BLOCK_SIZE, (b + 1) * CARD_BLOCK_SIZE).map(({ signatureTypes, ...r }) => (signatureTypes ? r : null))
    if (block.some((r) => r !== null)) emit(`symbols/c/${b}.json`, JSON.stringify(block))
  }
}

/**
 * The type index (symbols/t/, format in indexFormat.ts) from the records' signatureTypes: every return and
 * parameter type under each of its keys. Returns the bucket count (0: no callable has types).
 */
function typeFiles(symbols: SearchRecord[], emit: IndexFileSink): number {
  const byKey = new Map<string, { s: string[]; ids: Map<string, number>; e: number[] }>()
  let total = 0
  symbols.forEach((r, entry) => {
    r.signatureTypes?.overloads.forEach((o, overload) => {
      const slots = [o.r, ...o.p]
      slots.forEach((slot, at) => {
        if (!slot) return
        slotKeys(slot).forEach((key, i) => {
          let k = byKey.get(key)
          if (!k) { k = { s: [], ids: new Map(), e: [] }; byKey.set(key, k) }
          let sid = k.ids.get(slot[0])
          if (sid === undefined) { sid = k.s.length; k.s.push(slot[0]); k.ids.set(slot[0], sid) }
          k.e.push(entry, overload, at, o.p.length, sid, i === 0 ? 0 : 1)
          total++
        })
      })
    })
  })
  if (total === 0) return 0
  const buckets = Math.max(1, Math.ceil(total / TYPE_BUCKET_SIZE))
  const out: TypeBucket[] = Array.from({ length: buckets }, () => ({}))
  for (const key of [...byKey.keys()].sort()) {
    const k = byKey.get(key)!
    if (k.e.length % TYPE_STRIDE !== 0) throw new Error(`Search index: type key ${key} has a broken occurrence list`)
    out[deletionBucket(key, buckets)]![key] = { s: k.s, e: k.e }
  }
  out.forEach((bucket, b) => emit(`symbols/t/${b}.json`, JSON.stringify(bucket)))
  return buckets
}

/**
 * The deletion index (symbols/d/, format in indexFormat.ts): a name of 5+ characters in a shard keyed by 2+
 * letters gets its key and its key without the letter at each position 1 … prefix length - 1, the places
 * where a slip sends a query to another shard. Returns the bucket count.
 */
function deletionFiles(keys: readonly string[], nameShards: readonly ShardInfo[], kinds: readonly string[], qlen: readonly number[], emit: IndexFileSink): number {
  const items: Array<{ del: string; entry: number; at: number; ch: string }> = []
  for (const [prefix, from, count] of nameShards) {
    if (prefix.length < 2) continue
    for (let entry = from; entry < from + count; entry++) {
      const key = keys[entry]!
      if (key.length < 5) continue
      const seen = new Set([key])
      items.push({ del: key, entry, at: 0, ch: ' ' })
      for (let at = 1; at < prefix.length; at++) {
        const del = deleteAt(key, at)
        if (seen.has(del)) continue
        seen.add(del)
        items.push({ del, entry, at, ch: key[at]! })
      }
    }
  }
  if (items.length === 0) return 0
  const buckets = Math.ceil(items.length / DELETION_BUCKET_SIZE)
  const byBucket: Array<typeof items> = Array.from({ length: buckets }, () => [])
  for (const item of items) byBucket[deletionBucket(item.del, buckets)]!.push(item)
  byBucket.forEach((list, b) => {
    const bucket: SymbolDeletions = {
      del: list.map((x) => x.del).join('\n'),
      entry: list.map((x) => x.entry),
      at: list.map((x) => String(x.at)).join(''),
      ch: list.map((x) => x.ch).join(''),
      kinds: list.map((x) => kinds[x.entry]!).join(''),
      qlen: list.map((x) => qlen[x.entry]!),
    }
    emit(`symbols/d/${b}.json`, JSON.stringify(bucket))
  })
  return buckets
}

/** Suggestions offered when a query finds nothing: page names, shortest first. */
export function suggestionsFrom(records: SearchRecord[]): string[] {
  const names = new Set<string>()
  for (const r of records) {
    // Names a reader would type: not doxygen's anonymous "@12" entities, not one- or two-letter names.
    if (r.type === 'lvl1' && r.name && /^[\p{L}_]/u.test(r.name) && r.name.length >= 3 && r.kind !== 'file' && r.kind !== 'folder') names.add(r.name)
  }
  return [...names].sort((a, b) => a.length - b.length || a.localeCompare(b))
}

/** Builds the index files, all of them in memory (the tests' and the scripts' form of emitIndex). */
export function buildIndex(input: SearchRecord[], indexName: string, chunkSize = DEFAULT_CHUNK_SIZE, symbolShardSize = SYMBOL_SHARD_SIZE): BuiltIndex {
  const files = new Map<string, string>()
  const manifest = emitIndex(input, indexName, (name, text) => files.set(name, text), chunkSize, symbolShardSize)
  files.set('manifest.json', JSON.stringify(manifest))
  return { manifest, files }
}

/**
 * Makes the index files, each handed to `emitFile` as it is made, and returns the manifest, which the caller writes
 * (manifest.json) once it has added what it knows (the versions' indexes). Prose records (no `symbol`) are numbered
 * first and go into the term shards; symbol records follow in symbol-table order.
 */
export function emitIndex(input: SearchRecord[], indexName: string, emitFile: IndexFileSink, chunkSize = DEFAULT_CHUNK_SIZE, symbolShardSize = SYMBOL_SHARD_SIZE): IndexManifest {
  // The build id names the content of every file: the hash of each file's name and hash, in name order.
  const fileHashes: Array<[string, string]> = []
  const emit: IndexFileSink = (name, text) => {
    fileHashes.push([name, createHash('sha1').update(text).digest('hex')])
    emitFile(name, text)
  }
  const prose = input.filter((r) => !r.symbol)
  const symbols = sortSymbols(input.filter((r) => r.symbol))
  const records = [...prose, ...symbols]
  const languages: string[] = []
  const tags: string[] = []
  const indexOf = (list: string[], v: string) => {
    let i = list.indexOf(v)
    if (i < 0) { list.push(v); i = list.length - 1 }
    return i
  }
  const meta: number[] = []
  // term → record number → best code
  const postings = new Map<string, Map<number, number>>()
  const add = (term: string, doc: number, code: number) => {
    let m = postings.get(term)
    if (!m) { m = new Map(); postings.set(term, m) }
    const prev = m.get(doc)
    if (prev === undefined || code < prev) m.set(doc, code)
  }
  prose.forEach((r, doc) => {
    const level = TYPE_LEVEL[r.type]
    if (level === undefined) throw new Error(`Search index: record ${r.objectID} (${r.url}) has unknown type ${JSON.stringify(r.type)}`)
    meta.push(level, KIND_RANK[r.kind] ?? 3, Math.max(1, wordCount(r.name || '')), indexOf(languages, r.language), indexOf(tags, r.docs_tag))
    // The record's own title: its name, and the hierarchy level it stands for.
    if (r.type !== 'content') {
      for (const t of tokenize(r.name)) add(t.term, doc, ATTR_NAME * 2 + (t.part ? 1 : 0))
      for (const t of tokenize(r.hierarchy[r.type] ?? '')) add(t.term, doc, ATTR_TITLE * 2 + (t.part ? 1 : 0))
    }
    const ownLevel = r.type === 'content' ? 7 : level
    for (const lvl of HIERARCHY_LEVELS) {
      const n = Number(lvl.slice(3))
      if (n >= ownLevel) break
      const text = r.hierarchy[lvl]
      if (text) for (const t of tokenize(text)) add(t.term, doc, ATTR_HIERARCHY * 2 + (t.part ? 1 : 0))
    }
    if (r.content) for (const t of tokenize(r.content)) add(t.term, doc, ATTR_CONTENT * 2 + (t.part ? 1 : 0))
  })

  // Postings name a record by its page and its place on the page (manifest.pages holds where each page starts): a
  // paragraph added to a post renumbers the records after it, and only the terms of that post change.
  const pageStarts: number[] = []
  const pageOf: number[] = []
  prose.forEach((r, doc) => {
    const route = r.url.split('#')[0]!
    if (doc === 0 || route !== prose[doc - 1]!.url.split('#')[0]) pageStarts.push(doc)
    pageOf.push(pageStarts.length - 1)
  })
  const shards = new Map<string, TermShard>()
  for (const term of [...postings.keys()].sort()) {
    const key = shardKey(term)
    let shard = shards.get(key)
    if (!shard) { shard = {}; shards.set(key, shard) }
    const flat: number[] = []
    let lastPage = 0
    for (const [doc, code] of [...postings.get(term)!.entries()].sort((a, b) => a[0] - b[0])) {
      const page = pageOf[doc]!
      flat.push(page - lastPage, doc - pageStarts[page]!, code)
      lastPage = page
    }
    shard[term] = flat
  }

  const shardNames: Record<string, string> = {}
  for (const [key, shard] of shards) {
    const name = shardFileName(key)
    shardNames[key] = name
    emit(`terms/${name}.json`, JSON.stringify(shard))
  }
  // Prose and symbols in chunks of their own (recordChunk): a paragraph added to a post renumbers the prose after
  // it, and no symbol chunk changes with it.
  const writeChunks = (list: SearchRecord[], first: number, symbolStart?: number) => {
    for (let start = 0; start < list.length; start += chunkSize) {
      // The type index answers signature queries and the table of bases qualified ones: the records shown need not
      // carry their types or their bases.
      const chunk: StoredRecord[] = list.slice(start, start + chunkSize).map(({ signatureTypes: _types, ...r }) => (r.symbol?.bases ? { ...r, symbol: withoutBases(r.symbol) } : r))
      emit(recordChunk(first + start, chunkSize, symbolStart)[0], JSON.stringify(chunk))
    }
  }
  writeChunks(prose, 0)
  writeChunks(symbols, prose.length, prose.length)
  emit('suggestions.json', JSON.stringify(suggestionsFrom(records)))
  const symbolManifest = symbolFiles(symbols, prose.length, emit, symbolShardSize)
  const build = createHash('sha1')
  for (const [name, hash] of fileHashes.sort((a, b) => (a[0] < b[0] ? -1 : 1))) build.update(name).update(hash)
  const manifest: IndexManifest = {
    version: INDEX_FORMAT_VERSION,
    indexName,
    build: build.digest('hex').slice(0, 12),
    count: records.length,
    chunkSize,
    pages: pageStarts,
    shards: shardNames,
    facets: { language: languages, docs_tag: tags },
    meta,
    ...(symbolManifest ? { symbols: symbolManifest } : {}),
  }
  if (meta.length !== prose.length * META_STRIDE) throw new Error('Search index: metadata length mismatch')
  return manifest
}
