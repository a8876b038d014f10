/**
 * Builds the embedded index files (see ./indexFormat.ts) from search records.
 * Pure: returns file names and contents; the Gatsby plugin writes them.
 */
import { createHash } from 'node:crypto'
import { HIERARCHY_LEVELS, type SearchRecord } from './types'
import { tokenize, wordCount, shardKey, shardFileName } from './tokenize'
import {
  ATTR_CONTENT, ATTR_HIERARCHY, ATTR_NAME, ATTR_TITLE, INDEX_FORMAT_VERSION, KIND_RANK, META_STRIDE, TYPE_LEVEL,
  type IndexManifest, type StoredRecord, type TermShard,
} from './indexFormat'

export interface BuiltIndex {
  manifest: IndexManifest
  /** Relative path (under the index folder) → JSON text. */
  files: Map<string, string>
}

export const DEFAULT_CHUNK_SIZE = 40

/** Suggestions offered when a query finds nothing: page names, shortest first. */
export function suggestionsFrom(records: SearchRecord[]): string[] {
  const names = new Set<string>()
  for (const r of records) {
    // Names a reader would type: not doxygen's anonymous "@12" entities, not one- or two-letter names.
    if (r.type === 'lvl1' && r.name && /^[\p{L}_]/u.test(r.name) && r.name.length >= 3 && r.kind !== 'file' && r.kind !== 'folder') names.add(r.name)
  }
  return [...names].sort((a, b) => a.length - b.length || a.localeCompare(b))
}

export function buildIndex(records: SearchRecord[], indexName: string, chunkSize = DEFAULT_CHUNK_SIZE): BuiltIndex {
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
  records.forEach((r, doc) => {
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

  const shards = new Map<string, TermShard>()
  for (const term of [...postings.keys()].sort()) {
    const key = shardKey(term)
    let shard = shards.get(key)
    if (!shard) { shard = {}; shards.set(key, shard) }
    const flat: number[] = []
    let last = 0
    for (const [doc, code] of [...postings.get(term)!.entries()].sort((a, b) => a[0] - b[0])) {
      flat.push(doc - last, code)
      last = doc
    }
    shard[term] = flat
  }

  const files = new Map<string, string>()
  const shardNames: Record<string, string> = {}
  for (const [key, shard] of shards) {
    const name = shardFileName(key)
    shardNames[key] = name
    files.set(`terms/${name}.json`, JSON.stringify(shard))
  }
  for (let start = 0, n = 0; start < records.length; start += chunkSize, n++) {
    const chunk: StoredRecord[] = records.slice(start, start + chunkSize)
    files.set(`docs/${n}.json`, JSON.stringify(chunk))
  }
  files.set('suggestions.json', JSON.stringify(suggestionsFrom(records)))
  const build = createHash('sha1')
  for (const [name, text] of [...files.entries()].sort()) build.update(name).update(text)
  const manifest: IndexManifest = {
    version: INDEX_FORMAT_VERSION,
    indexName,
    build: build.digest('hex').slice(0, 12),
    count: records.length,
    chunkSize,
    shards: shardNames,
    facets: { language: languages, docs_tag: tags },
    meta,
  }
  if (meta.length !== records.length * META_STRIDE) throw new Error('Search index: metadata length mismatch')
  files.set('manifest.json', JSON.stringify(manifest))
  return { manifest, files }
}
