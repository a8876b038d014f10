/**
 * The embedded index's file format (public/search-index/). It is sharded so
 * that a query downloads only what it needs:
 *
 * - manifest.json: record count, per-record ranking metadata, facet values and
 *   the list of term shards. Small; fetched once.
 * - terms/<key>.json: the postings of every term starting with the two
 *   characters <key>. A query fetches one shard per word.
 * - docs/<n>.json: display fields of records n*chunkSize … (n+1)*chunkSize-1,
 *   ordered by page, so the hits of one query usually share a chunk.
 * - suggestions.json: page names offered on the no-results screen; fetched
 *   only when a query finds nothing.
 */
import type { PageKind, RecordType, SearchRecord } from './types'

export const INDEX_FORMAT_VERSION = 1
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
  class: 0, struct: 0, post: 1, doc: 1, namespace: 2, page: 3, api: 3, file: 4, folder: 5,
}

export interface IndexManifest {
  version: number
  indexName: string
  /** Build id; shard URLs carry it so a new build never mixes with cached files. */
  build: string
  count: number
  chunkSize: number
  /** Shard keys present (two-character term prefixes), each mapped to its file name. */
  shards: Record<string, string>
  facets: { language: string[]; docs_tag: string[] }
  /**
   * Per record, in record order, five integers: type level (1-7), kind rank,
   * word count of its name, language index, docs_tag index.
   */
  meta: number[]
}

export const META_STRIDE = 5

/**
 * Postings of one term: a flat array of pairs [docDelta, code] where
 * docDelta is the gap to the previous record number and code is
 * attribute * 2 + (1 when the term is only a part of a compound word).
 */
export type TermShard = Record<string, number[]>

export type StoredRecord = SearchRecord
