/**
 * How a query is compared with symbol names (keys, word starts, qualified parts, bounded typo distance), shared by
 * the index builder and the browser engine so both agree. The rules: docs/sections/search.md, "Comparing names".
 */

/** Compound kinds read as a class or struct (first on ties). */
export const CLASS_KINDS: ReadonlySet<string> = new Set(['class', 'struct', 'union', 'interface', 'exception', 'protocol', 'category'])
/** Kinds of callables: overloads of one of these names in one owner are one record. */
export const CALLABLE_KINDS: ReadonlySet<string> = new Set(['function', 'signal', 'slot', 'prototype', 'dcop', 'event'])

/** Ranking group of a doxygen kind, for ties: 0 class/struct, 1 functions, 2 the rest. */
export function kindGroup(kind: string): number {
  if (CLASS_KINDS.has(kind)) return 0
  if (CALLABLE_KINDS.has(kind) || kind === 'friend') return 1
  return 2
}

/** Lower-cased, accents stripped, without `_` and white space. */
export function nameKey(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[\s_]+/g, '')
}

/**
 * Offsets in `nameKey(name)` where a word of the name starts, besides 0:
 * `btRigidBody` → [2, 7]; `MAX_LIGHTS` → [3]; `vec3` → [3].
 */
export function wordStarts(name: string): number[] {
  const out: number[] = []
  let keyPos = 0
  let prev = ''
  for (let i = 0; i < name.length; i++) {
    const ch = name[i]!
    if (ch === '_' || /\s/.test(ch)) { prev = '_'; continue }
    const next = name[i + 1] ?? ''
    const upper = ch >= 'A' && ch <= 'Z'
    const lowerPrev = prev >= 'a' && prev <= 'z'
    const digit = ch >= '0' && ch <= '9'
    const digitPrev = prev >= '0' && prev <= '9'
    const boundary = keyPos > 0 && (
      prev === '_' ||
      (upper && (lowerPrev || digitPrev)) ||
      (upper && prev >= 'A' && prev <= 'Z' && next >= 'a' && next <= 'z') ||
      (digit && !digitPrev && /[A-Za-z]/.test(prev))
    )
    if (boundary) out.push(keyPos)
    prev = ch
    keyPos += ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').length
  }
  return out
}

/**
 * Splits a qualified name on `::`, not inside `<…>` or `(…)` nor after `operator`:
 * `a::B<c::D>::f` → [a, B<c::D>, f]; `S::operator std::string` → [S, operator std::string].
 */
export function splitQualified(name: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < name.length; i++) {
    const ch = name[i]
    if (ch === '<' || ch === '(') depth++
    else if ((ch === '>' || ch === ')') && depth > 0) depth--
    // A conversion operator's type is part of its name: `operator std::string`.
    else if (ch === ':' && name[i + 1] === ':' && depth === 0 && !/^\s*operator\b/.test(name.slice(start, i))) {
      parts.push(name.slice(start, i))
      start = i + 2
      i++
    }
  }
  parts.push(name.slice(start))
  return parts.map((p) => p.trim())
}

/**
 * A name as C++ spells it, for the case rule of the ranking: accents stripped, without `_` and white space,
 * case kept. Among matches of one tier, those whose spelling equals the query's (`material` for the function
 * `material()`, not the class `Material`) come first: C++ is case-sensitive.
 */
export function caseKey(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[\s_]+/g, '')
}

/** caseKey of one part of a qualified name, template arguments left out: `Vector<T>` → `Vector`. */
export function partCaseKey(part: string): string {
  const lt = part.indexOf('<')
  return caseKey(lt > 0 && !part.startsWith('operator') ? part.slice(0, lt) : part)
}

/** The key of one part of a qualified name, template arguments left out: `Vector<T>` → `vector`. */
export function partKey(part: string): string {
  const lt = part.indexOf('<')
  return nameKey(lt > 0 && !part.startsWith('operator') ? part.slice(0, lt) : part)
}

/** Most edits tolerated for a query word of this length: 1 from 5 characters, 2 from 9 (Algolia's defaults). */
export function typoBudget(length: number): number {
  return length >= 9 ? 2 : length >= 5 ? 1 : 0
}

/**
 * Optimal-string-alignment distance between a and b, or max + 1 as soon as it
 * is known to exceed max.
 */
export function boundedDistance(a: string, b: string, max: number): number {
  const la = a.length
  const lb = b.length
  if (Math.abs(la - lb) > max) return max + 1
  let prevPrev: number[] = []
  let prev = Array.from({ length: lb + 1 }, (_, j) => j)
  for (let i = 1; i <= la; i++) {
    const cur = [i]
    let rowMin = i
    const ca = a.charCodeAt(i - 1)
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1)
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ca === cb ? 0 : 1))
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) v = Math.min(v, prevPrev[j - 2]! + 1)
      cur.push(v)
      if (v < rowMin) rowMin = v
    }
    if (rowMin > max) return max + 1
    prevPrev = prev
    prev = cur
  }
  return prev[lb]!
}

/** Longest prefix the symbol table's shards are keyed by (a crowded prefix is cut into longer ones up to this). */
export const MAX_SHARD_PREFIX = 6

/** `text` without its code unit at `at`. */
export const deleteAt = (text: string, at: number): string => text.slice(0, at) + text.slice(at + 1)

/**
 * The deletion texts a typo query looks up in the deletion index (symbols/d/): the query's key, and the key
 * without one of its letters at positions 1 to MAX_SHARD_PREFIX. A name one edit from the query with the edit
 * inside the name's shard prefix shares one of them with the name's items (see DeletionItems in indexFormat.ts):
 * a letter replaced at i (both without i), lost (the query is the name without i), added (the query without it
 * is the name), two swapped at i, i+1 (the query without i+1 is the name without i).
 */
export function queryDeletions(key: string): string[] {
  const out = new Set([key])
  for (let at = 1; at <= Math.min(MAX_SHARD_PREFIX, key.length - 1); at++) out.add(deleteAt(key, at))
  return [...out]
}

/** Hash bucket of a deletion text (FNV-1a over its code units): the build and the browser must agree. */
export function deletionBucket(text: string, buckets: number): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return (h >>> 0) % buckets
}

/**
 * What a query asks for, as symbol search reads it: the parts of a qualified
 * name (one part for a plain name), each as a key, with a trailing argument
 * list `(…)` and a trailing `::` dropped; `spelled` the same parts with their case (partCaseKey). When the name
 * carries template arguments (`sqrt< bool >`), `withArgs` is its key and spelling with them (`sqrt<bool>`, white
 * space dropped), which names a specialisation. `raw`: the parts as typed. Null when the query has no name in it.
 */
export function parseSymbolQuery(query: string): { parts: string[]; spelled: string[]; raw: string[]; qualified: boolean; withArgs?: { key: string; spelled: string } } | null {
  let q = query.trim()
  // Drop a call's argument list: `lookAt(const vec3&)` and `lookAt()` both mean lookAt.
  const paren = q.indexOf('(')
  if (paren > 0 && !/operator\s*\($/.test(q.slice(0, paren + 1))) q = q.slice(0, paren)
  q = q.replace(/(::\s*)+$/, '').replace(/^(\s*::)+/, '')
  if (!q) return null
  const raw = splitQualified(q)
  const parts = raw.map(partKey)
  if (parts.some((p) => !p)) return null
  const last = raw[raw.length - 1]!
  const withArgs = last.indexOf('<') > 0 && !last.startsWith('operator') && nameKey(last) !== parts[parts.length - 1] ? { key: nameKey(last), spelled: caseKey(last) } : undefined
  return { parts, spelled: raw.map(partCaseKey), raw, qualified: parts.length > 1, ...(withArgs ? { withArgs } : {}) }
}

/**
 * How the qualifiers of an `Owner::name` query fit an entity's scope, or null: they must be the scope's
 * trailing parts (skipped 0), or, failing that, appear in it in order with parts between or after them
 * (skipped: how many). C++ names a member of an inline namespace without it (`ranges::begin` for
 * `std::ranges::__cust::begin`): `inline` marks the scope's parts that are inline namespaces (as the XML says),
 * and qualifiers that are the trailing parts of the scope without them fit exactly too. Parts skipped otherwise
 * (an inline namespace doxygen did not mark, a nested class) rank after every exact fit.
 */
export function scopeFit(keys: readonly string[], spelled: readonly string[], quals: readonly string[], spelledQuals: readonly string[], inline?: readonly boolean[]): { skipped: number; caseMiss: number } | null {
  if (inline?.some(Boolean)) {
    const shown = keys.map((_, i) => i).filter((i) => !inline[i])
    const fit = scopeFit(shown.map((i) => keys[i]!), shown.map((i) => spelled[i]!), quals, spelledQuals)
    if (fit?.skipped === 0) return fit
  }
  if (keys.length < quals.length) return null
  let caseMiss = 0
  let trailing = true
  for (let i = 1; i <= quals.length && trailing; i++) {
    trailing = keys[keys.length - i] === quals[quals.length - i]
    if (spelled[spelled.length - i] !== spelledQuals[spelledQuals.length - i]) caseMiss++
  }
  if (trailing) return { skipped: 0, caseMiss }
  // In order, the last qualifier matched as late as it can be (the fewest parts skipped after it).
  caseMiss = 0
  let k = keys.length - 1
  for (let i = quals.length - 1; i >= 0; i--, k--) {
    while (k >= 0 && keys[k] !== quals[i]) k--
    if (k < 0) return null
    if (spelled[k] !== spelledQuals[i]) caseMiss++
  }
  return { skipped: keys.length - quals.length - (k + 1), caseMiss }
}

/** A qualified name split as scopeFit reads it: each part's key and spelling, and which parts are inline namespaces. */
export interface FitParts {
  keys: string[]
  spelled: string[]
  inline?: boolean[]
}

/**
 * The inline namespaces a record's name passes through, read from its `visibleName` (the name with them left out,
 * node/symbolRecords.ts): where the Algolia backend has no manifest listing them.
 */
export function inlineScopesOf(qualifiedName: string, visibleName: string): string[] {
  const parts = splitQualified(qualifiedName)
  const shown = splitQualified(visibleName)
  const out: string[] = []
  let j = 0
  parts.forEach((part, i) => {
    if (i < parts.length - 1 && shown[j] !== part) out.push(parts.slice(0, i + 1).join('::'))
    else j++
  })
  return out
}

export function fitParts(qualifiedName: string, inlineNamespaces: readonly string[] = []): FitParts {
  const raw = qualifiedName ? splitQualified(qualifiedName) : []
  const inline = inlineNamespaces.length ? raw.map((_, i) => inlineNamespaces.includes(raw.slice(0, i + 1).join('::'))) : undefined
  return { keys: raw.map(partKey), spelled: raw.map(partCaseKey), ...(inline?.some(Boolean) ? { inline } : {}) }
}
