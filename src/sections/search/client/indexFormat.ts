/**
 * The embedded index's file format (public/search-index/), declared once for the builder and the browser. The
 * index is sharded so that a query downloads only what it needs; what each file holds and when it is fetched:
 * docs/sections/search.md, "The embedded index on disk".
 */
import type { PageKind, RecordType, SearchRecord } from './types'

export const INDEX_FORMAT_VERSION = 4
/** Where the index is served from. */
export const INDEX_PUBLIC_PATH = '/search-index'

/** Which attribute a posting came from; lower ranks first. */
export const ATTR_NAME = 0
/** The heading text a record stands for (e.g. the qualified h1 of an API page). */
export const ATTR_TITLE = 1
export const ATTR_HIERARCHY = 2
export const ATTR_CONTENT = 3

export const TYPE_LEVEL: Record<RecordType, number> = { lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6, content: 7 }
/** Ties between equally good hits go to the more substantial page kind. */
export const KIND_RANK: Record<PageKind, number> = {
  class: 0, struct: 0, post: 1, doc: 1, namespace: 2, page: 3, api: 3, member: 3, file: 4, folder: 5,
}

export interface IndexManifest {
  version: number
  indexName: string
  /** Build id; shard URLs carry it so a new build never mixes with cached files. */
  build: string
  count: number
  chunkSize: number
  /** The record number of each prose page's first record, in record order (a term's postings name pages by index). */
  pages: number[]
  /** Shard keys present (two-character term prefixes), each mapped to its file name. */
  shards: Record<string, string>
  facets: { language: string[]; docs_tag: string[] }
  /**
   * Per record, in record order, five integers: type level (1-7), kind rank,
   * word count of its name, language index, docs_tag index.
   */
  meta: number[]
  /** The symbol part, absent when the site has no API symbols. */
  symbols?: SymbolManifest
  /**
   * Indexes of other docs versions (the API reference's releases), by docs tag: the folder, relative to this
   * index's, of an index of the same format. A search filtered to one of these tags is answered from it.
   */
  versionIndexes?: Record<string, string>
}

export interface SymbolManifest {
  /** Record number of the first symbol record; symbol records run to start + count - 1. */
  start: number
  count: number
  /** Facet values every symbol record has (they all come from the API section). */
  language: string
  docs_tag: string
  /** Records per scope block symbols/s/<n>.json. */
  scopeBlockSize: number
  /** Shards of the name table symbols/n/<i>.json, in key order. */
  names: ShardInfo[]
  /** Shards of the suffix index symbols/x/<i>.json, in suffix order. */
  suffixes: ShardInfo[]
  /** Buckets of the deletion index symbols/d/<b>.json; 0 when no name sits in a shard of 2+ letters. */
  deletionBuckets: number
  /** Buckets of the type index symbols/t/<b>.json (signature search); absent or 0 when no callable has types. */
  typeBuckets?: number
  /** Entries per card block symbols/c/<n>.json (signature search's hits); present with typeBuckets. */
  cardBlockSize?: number
  /** Qualified names of the inline namespaces, whose parts a qualified query's scope may leave out; absent when none. */
  inlineNamespaces?: string[]
  /** True when symbols/bases.json holds the classes' bases (SymbolBases); absent when no class has any. */
  bases?: true
}

/**
 * symbols/bases.json (client/inheritance.ts): each class's bases that the reference documents, by distance, and the
 * entries of the symbol table that are private members of those bases, which no derived class brings into view.
 */
export interface SymbolBases {
  classes: Record<string, string[][]>
  private: number[]
}

/**
 * One shard: [prefix, first entry (names) or item count (suffixes), entry count,
 * 1 when it holds only keys equal to the prefix]. Every key in a shard starts
 * with its prefix; shards do not overlap.
 */
export type ShardInfo = [string, number, number, number]

/**
 * symbols/n/<i>.json: entries from..to-1 of the name table, sorted by name key,
 * then kind group, then qualified-name length.
 */
export interface SymbolNames {
  /** The names, one per entry joined by "\n"; an empty line repeats the previous name. */
  names: string
  /** Kind group of each entry as one digit: 0 class/struct, 1 function, 2 the rest. */
  kinds: string
  /** Length of each entry's qualified name. */
  qlen: number[]
}

/** symbols/x/<i>.json: suffix items sorted by suffix. */
export interface SymbolSuffixes {
  /** Suffix keys joined by "\n"; an empty line repeats the previous one. */
  sfx: string
  /** The entry (record number minus symbols.start) of each item. */
  entry: number[]
  /** 1: a word start inside the name; 2: the name without its first letter; 3: both. */
  flags: string
  kinds: string
  qlen: number[]
}

/**
 * symbols/d/<b>.json: the deletion items whose text hashes to bucket b. An item is a name key (at 0) or a
 * name key without its letter at `at` (1 … the name's shard prefix length - 1); the name is the text with
 * `ch` put back at `at`.
 */
export interface SymbolDeletions {
  /** The texts joined by "\n". */
  del: string
  entry: number[]
  /** Position of the deleted letter, one digit per item (0: the text is the name key itself). */
  at: string
  /** The deleted letter (one code unit) per item; " " where at is 0. */
  ch: string
  kinds: string
  qlen: number[]
}

/**
 * symbols/t/<b>.json: the type index, by type key (`deletionBucket(key, typeBuckets)` gives the bucket). For
 * each key, the spellings of the types found under it and, per occurrence, six integers: the entry, the
 * overload's position in the record, the slot (0 the return type, 1 + i the parameter i), the overload's
 * parameter count, the spelling's index in `s`, and 1 when the key is a related one (template or alias), 0 its own.
 */
export type TypeBucket = Record<string, { s: string[]; e: number[] }>
export const TYPE_STRIDE = 6

/**
 * symbols/c/<n>.json: the stored records of entries n * cardBlockSize … (n + 1) * cardBlockSize - 1, null for an
 * entry that is not a callable with types (a signature query never shows it); a block of none is not written.
 */
export type CardBlock = Array<StoredRecord | null>

/** symbols/scopes.json: the distinct scopes ("helios::scene::Camera"; "" for a top-level name). */
export type SymbolScopes = string[]
/** symbols/s/<n>.json: the index into SymbolScopes of each record of block n. */
export type ScopeBlock = number[]

export const META_STRIDE = 5

/**
 * Postings of one term: a flat array of triples [pageDelta, local, code], in record order: pageDelta is the gap to
 * the previous posting's page (an index into manifest.pages), local the record's place on its page (its number is
 * pages[page] + local), and code is attribute * 2 + (1 when the term is only a part of a compound word).
 */
export type TermShard = Record<string, number[]>

export type StoredRecord = SearchRecord

/**
 * The chunk holding record `doc` and its place in it: prose records in docs/<n>.json from record 0, symbol records
 * (from `symbolStart`) in docs/s<n>.json, so the two are numbered apart.
 */
export function recordChunk(doc: number, chunkSize: number, symbolStart?: number): [string, number] {
  if (symbolStart !== undefined && doc >= symbolStart) return [`docs/s${Math.floor((doc - symbolStart) / chunkSize)}.json`, (doc - symbolStart) % chunkSize]
  return [`docs/${Math.floor(doc / chunkSize)}.json`, doc % chunkSize]
}

/** The record chunks of an index, in record order: the prose chunks, then the symbol chunks. */
export function recordChunkFiles(manifest: Pick<IndexManifest, 'count' | 'chunkSize' | 'symbols'>): string[] {
  const files: string[] = []
  for (let doc = 0; doc < manifest.count; doc++) {
    const [file, at] = recordChunk(doc, manifest.chunkSize, manifest.symbols?.start)
    if (at === 0) files.push(file)
  }
  return files
}
