/**
 * Symbol search over the sharded symbol table of the embedded index (./indexFormat.ts) and the symbol tiers of the
 * ranking. A query reads only the shards it needs, typo shards only when nothing better matched; the tiers and the
 * read plan: docs/sections/search.md, "A symbol query".
 */
import type { ShardInfo, SymbolDeletions, SymbolManifest, SymbolNames, SymbolSuffixes } from './indexFormat'
import { boundedDistance, deletionBucket, queryDeletions, typoBudget } from './symbolNames'
import { caseKey, nameKey } from './symbolNames'

/** Match tiers, best first (the tier table of docs/sections/search.md, "A symbol query"). */
export const Tier = { exact: 0, qualified: 1, prefix: 2, wordStart: 3, typo: 4, typo2: 5 } as const

export interface SymbolMatch {
  /** Entry number in the table (record number minus symbols.start). */
  entry: number
  tier: number
  /** Kind group (0 class/struct, 1 function, 2 the rest) and qualified-name length, for ties. */
  kind: number
  qlen: number
  /** Parts of the name (and of the scope, for `Owner::name`) spelt in another case than the query's: 0 first. */
  caseMiss: number
  /** `Owner::name` only: scope parts the qualifiers skip (an inline namespace between them); 0 first. */
  skipped?: number
  /** `Owner::name` only: found through the owner's bases, this many levels up (./inheritance.ts); direct matches first. */
  inherited?: number
  /** With `inherited`: the qualified name of the class the query named, which inherits the entity. */
  via?: string
}

/** Most shards a short prefix (shorter than its shards' prefixes) reads; past it the count is not exhaustive. */
export const MAX_FAMILY_SHARDS = 4

export interface NameShard { from: number; names: string[]; keys: string[]; kinds: string; qlen: number[] }
export interface SuffixShard { sfx: string[]; entry: number[]; flags: string; kinds: string; qlen: number[] }
export interface DeletionBucket { del: string[]; entry: number[]; at: string; ch: string; kinds: string; qlen: number[] }

function expand(joined: string): string[] {
  const lines = joined.split('\n')
  let last = ''
  for (let i = 0; i < lines.length; i++) {
    last = lines[i] || last
    lines[i] = last
  }
  return lines
}

export function parseNameShard(from: number, t: SymbolNames): NameShard {
  const names = expand(t.names)
  if (t.kinds.length !== names.length || t.qlen.length !== names.length) throw new Error('Search index: a symbol name shard is inconsistent')
  return { from, names, keys: names.map(nameKey), kinds: t.kinds, qlen: t.qlen }
}

export function parseSuffixShard(t: SymbolSuffixes): SuffixShard {
  const sfx = expand(t.sfx)
  if (t.entry.length !== sfx.length || t.flags.length !== sfx.length) throw new Error('Search index: a symbol suffix shard is inconsistent')
  return { sfx, entry: t.entry, flags: t.flags, kinds: t.kinds, qlen: t.qlen }
}

export function parseDeletionBucket(t: SymbolDeletions): DeletionBucket {
  const del = t.del ? t.del.split('\n') : []
  if (t.entry.length !== del.length || t.at.length !== del.length || t.ch.length !== del.length) throw new Error('Search index: a symbol deletion bucket is inconsistent')
  return { del, entry: t.entry, at: t.at, ch: t.ch, kinds: t.kinds, qlen: t.qlen }
}

/**
 * Shards a prefix query needs: the one whose prefix begins the key (its
 * "home"), and those whose prefix the key begins (a short query over a crowded
 * prefix), at most MAX_FAMILY_SHARDS of them.
 */
export function shardsFor(list: readonly ShardInfo[], key: string): { home: number; family: number[]; exhaustive: boolean } {
  let home = -1
  const family: number[] = []
  for (let i = 0; i < list.length; i++) {
    const [prefix, , , exact] = list[i]!
    if (exact ? key === prefix : key.startsWith(prefix)) {
      if (home < 0 || prefix.length > list[home]![0].length) home = i
    } else if (prefix.startsWith(key)) family.push(i)
  }
  return { home, family: family.slice(0, MAX_FAMILY_SHARDS), exhaustive: family.length <= MAX_FAMILY_SHARDS }
}

export type ShardLoader = {
  names(i: number): Promise<NameShard>
  suffixes(i: number): Promise<SuffixShard>
  deletions(b: number): Promise<DeletionBucket>
}

export const compareMatches = (a: SymbolMatch, b: SymbolMatch): number =>
  a.tier - b.tier || (a.inherited ?? 0) - (b.inherited ?? 0) || (a.skipped ?? 0) - (b.skipped ?? 0) || a.caseMiss - b.caseMiss || a.kind - b.kind || a.qlen - b.qlen || a.entry - b.entry

/** caseMiss of a name matched exactly (`whole`) or as a prefix of its key, against the query's spelling. */
function caseMissOf(name: string, spelled: string | undefined, whole: boolean): number {
  if (spelled === undefined) return 0
  const c = caseKey(name)
  return (whole ? c === spelled : c.startsWith(spelled)) ? 0 : 1
}

/** Keeps the best tier per entry. */
class Matches {
  private readonly byEntry = new Map<number, SymbolMatch>()
  add(entry: number, tier: number, kind: number, qlen: number, caseMiss = 0) {
    const prev = this.byEntry.get(entry)
    if (!prev || tier < prev.tier || (tier === prev.tier && caseMiss < prev.caseMiss)) this.byEntry.set(entry, { entry, tier, kind, qlen, caseMiss })
  }
  /** The best tier found so far (Infinity when none). */
  bestTier(): number {
    let best = Infinity
    for (const m of this.byEntry.values()) if (m.tier < best) best = m.tier
    return best
  }
  sorted(): SymbolMatch[] {
    return [...this.byEntry.values()].sort(compareMatches)
  }
}

const kindAt = (s: string, i: number) => s.charCodeAt(i) - 48

/** Entries whose name key equals `key` (tier `exactTier`) or starts with it (tier 2). */
export async function prefixMatches(m: SymbolManifest, load: ShardLoader, key: string, exactTier: number, spelled?: string): Promise<{ matches: SymbolMatch[]; exhaustive: boolean }> {
  const found = new Matches()
  const { home, family, exhaustive } = shardsFor(m.names, key)
  const ids = home >= 0 ? [home, ...family] : family
  for (const shard of await Promise.all(ids.map((i) => load.names(i)))) {
    for (let i = 0; i < shard.keys.length; i++) {
      const k = shard.keys[i]!
      if (k === key) found.add(shard.from + i, exactTier, kindAt(shard.kinds, i), shard.qlen[i]!, caseMissOf(shard.names[i]!, spelled, true))
      else if (k.startsWith(key)) found.add(shard.from + i, Tier.prefix, kindAt(shard.kinds, i), shard.qlen[i]!, caseMissOf(shard.names[i]!, spelled, false))
    }
  }
  return { matches: found.sorted(), exhaustive }
}

/**
 * Matches of a plain (unqualified) name key in tiers 0, 2, 3, 4 and 5, best
 * first. `typos` is false for a query of several words (typo tolerance is per name). `filled`: the query fills
 * the search box (MAX_QUERY_LENGTH), so it is the start of what the reader means: a typo is looked for in
 * the start of a longer name (within the query's length ± the edits allowed), not only in the whole name.
 */
export async function nameMatches(m: SymbolManifest, load: ShardLoader, key: string, typos: boolean, spelled?: string, filled = false): Promise<{ matches: SymbolMatch[]; exhaustive: boolean }> {
  const found = new Matches()
  if (!key) return { matches: [], exhaustive: true }
  const typo = typos && key.length >= 4
  const names = shardsFor(m.names, key)
  const suffixes = shardsFor(m.suffixes, key)
  // Slips at the first letter: an inserted letter or two swapped (names starting with key[1]…),
  // a lost or replaced first letter (suffix items "name without its first letter").
  const swapped = key.length >= 2 ? key[1]! + key[0]! + key.slice(2) : key
  const nameIds = new Set([...(names.home >= 0 ? [names.home] : []), ...names.family])
  const typoNameIds = new Set<number>()
  const typoSuffixIds = new Set<number>()
  if (typo) {
    for (const k of [key.slice(1), swapped]) {
      const h = shardsFor(m.names, k).home
      if (h >= 0 && !nameIds.has(h)) typoNameIds.add(h)
    }
    for (const k of [key, key.slice(1)]) {
      const h = shardsFor(m.suffixes, k).home
      if (h >= 0) typoSuffixIds.add(h)
    }
  }
  const suffixIds = new Set([...(suffixes.home >= 0 ? [suffixes.home] : []), ...suffixes.family, ...typoSuffixIds])
  const [nameShards, typoShards, suffixShards] = await Promise.all([
    Promise.all([...nameIds].map((i) => load.names(i))),
    Promise.all([...typoNameIds].map((i) => load.names(i))),
    Promise.all([...suffixIds].map(async (i) => [i, await load.suffixes(i)] as const)),
  ])
  const typoTier = (k: string): number => {
    if (filled && k.length > key.length) {
      const budget = typoBudget(key.length)
      let d = budget + 1
      for (let n = key.length - budget; n <= Math.min(k.length, key.length + budget) && d > 0; n++) d = Math.min(d, boundedDistance(key, k.slice(0, n), budget))
      return d > budget ? -1 : d <= 1 ? Tier.typo : Tier.typo2
    }
    const budget = typoBudget(k.length)
    if (budget === 0 || Math.abs(k.length - key.length) > budget) return -1
    const d = boundedDistance(key, k, budget)
    return d > budget ? -1 : d <= 1 ? Tier.typo : Tier.typo2
  }
  for (const shard of nameShards) {
    for (let i = 0; i < shard.keys.length; i++) {
      const k = shard.keys[i]!
      const kind = kindAt(shard.kinds, i)
      if (k === key) found.add(shard.from + i, Tier.exact, kind, shard.qlen[i]!, caseMissOf(shard.names[i]!, spelled, true))
      else if (k.startsWith(key)) found.add(shard.from + i, Tier.prefix, kind, shard.qlen[i]!, caseMissOf(shard.names[i]!, spelled, false))
      else if (typo) {
        const t = typoTier(k)
        if (t >= 0) found.add(shard.from + i, t, kind, shard.qlen[i]!)
      }
    }
  }
  const typoScan = (shard: NameShard) => {
    for (let i = 0; i < shard.keys.length; i++) {
      const t = typoTier(shard.keys[i]!)
      if (t >= 0) found.add(shard.from + i, t, kindAt(shard.kinds, i), shard.qlen[i]!)
    }
  }
  for (const shard of typoShards) typoScan(shard)
  for (const [id, shard] of suffixShards) {
    const wordStartShard = id === suffixes.home || suffixes.family.includes(id)
    for (let i = 0; i < shard.sfx.length; i++) {
      const s = shard.sfx[i]!
      const flags = kindAt(shard.flags, i)
      const kind = kindAt(shard.kinds, i)
      if (wordStartShard && flags & 1 && s.startsWith(key)) found.add(shard.entry[i]!, Tier.wordStart, kind, shard.qlen[i]!)
      if (typo && flags & 2) {
        // The name is one letter + s: the query lost that letter (compare s with key) or replaced it (s with key[1..]).
        const nameLength = s.length + 1
        const budget = typoBudget(nameLength)
        if (budget === 0) continue
        const lost = Math.abs(s.length - key.length) <= budget - 1 ? boundedDistance(key, s, budget - 1) + 1 : budget + 1
        const tail = key.slice(1)
        const replaced = Math.abs(s.length - tail.length) <= budget - 1 ? boundedDistance(tail, s, budget - 1) + 1 : budget + 1
        const d = Math.min(lost, replaced)
        if (d <= budget) found.add(shard.entry[i]!, d <= 1 ? Tier.typo : Tier.typo2, kind, shard.qlen[i]!)
      }
    }
  }
  // A slip inside the prefix the names are sharded by (`GetumberOfFaces`: VTK's `Get…` names sit in shards
  // `geta`…`getz`, `btSacalr`, `B_MPR_FABS` for `B3_MPR_FABS`) puts the name in another shard than the query's.
  // When nothing names the query exactly, by a prefix or a word start, the deletion index gives the names one
  // edit away with the edit inside their shard's prefix (a slip at the first letter is covered above; past the
  // prefix, the name is in the query's own shard).
  if (typo && found.bestTier() > Tier.wordStart && m.deletionBuckets > 0) {
    const texts = queryDeletions(key)
    const buckets = [...new Set(texts.map((t) => deletionBucket(t, m.deletionBuckets)))]
    const wanted = new Set(texts)
    for (const bucket of await Promise.all(buckets.map((b) => load.deletions(b)))) {
      for (let i = 0; i < bucket.del.length; i++) {
        const del = bucket.del[i]!
        if (!wanted.has(del)) continue
        const at = kindAt(bucket.at, i)
        const t = typoTier(at === 0 ? del : del.slice(0, at) + bucket.ch[i] + del.slice(at))
        if (t >= 0) found.add(bucket.entry[i]!, t, kindAt(bucket.kinds, i), bucket.qlen[i]!)
      }
    }
  }
  return { matches: found.sorted(), exhaustive: names.exhaustive && suffixes.exhaustive }
}
