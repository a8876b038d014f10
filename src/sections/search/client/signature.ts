/**
 * Signature search, shared by the record builder, the embedded engine and the Algolia client so all three read
 * types alike: the type normaliser, the reading of a callable's one-line declaration into its return and
 * parameter types, the query syntax (`-> T`, `(T)`, `T ->`, `(A, B) -> R`) and the ranking of a declaration
 * against a query. The rules: docs/sections/search.md, "Signature search".
 */
import type { SearchRecord, SignatureTypes, TypeSlot } from './types'
import { kindGroup, nameKey } from './symbolNames'

const WORD = /^[A-Za-z_]\w*$/
/** Words that qualify a type without naming it; a reader may leave them out. */
const CV = new Set(['const', 'volatile'])
const DECLARATORS = new Set(['&', '&&', '*'])
/** Elaborated-type keywords C and C++ allow before a name (`struct tm *`); never part of what is matched. */
const ELABORATED = new Set(['struct', 'class', 'union', 'enum', 'typename'])
/** Words that make up built-in types: a trailing one is part of the type, not a parameter's name. */
const BUILTIN = new Set(['void', 'bool', 'char', 'wchar_t', 'char8_t', 'char16_t', 'char32_t', 'short', 'int', 'long', 'signed', 'unsigned', 'float', 'double', 'auto', 'const', 'volatile'])
/** Specifiers a declaration may carry before its return type. */
const SPECIFIERS = new Set(['static', 'virtual', 'explicit', 'constexpr', 'consteval', 'inline', 'friend', 'extern', 'constinit', 'mutable'])

/** C++ tokens of a type or declaration: words, numbers, `::`, `&&`, `->`, `...` and single characters. */
export function typeTokens(text: string): string[] {
  return text.match(/[A-Za-z_]\w*|\d[\w.']*|::|&&|->|\.\.\.|\S/g) ?? []
}

/** Tokens joined as C++ is usually written compactly: a space only between two words. */
function joinTokens(tokens: readonly string[]): string {
  let out = ''
  let prevWord = false
  for (const t of tokens) {
    const word = /^[\w]/.test(t)
    if (word && (prevWord || out.endsWith('>'))) out += ' '
    out += t
    prevWord = word
  }
  return out
}

/** The tokens without namespace or class qualifiers (`helios::math::mat4f` → `mat4f`, `::size_t` → `size_t`). */
function withoutScopes(tokens: readonly string[]): string[] {
  const out: string[] = []
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] === '::') continue
    if (WORD.test(tokens[i]!) && tokens[i + 1] === '::') continue
    out.push(tokens[i]!)
  }
  return out
}

/** A type as written, white space made canonical (`const  Camera &` → `const Camera&`). */
export const canonicalType = (text: string): string => joinTokens(typeTokens(text))

/** The spelling compared for an exact match: canonical, scopes left out (a reader's namespaces are optional). */
export const spellingKey = (text: string): string => joinTokens(withoutScopes(typeTokens(text)))

/** The qualifiers of a type that a query may type: const, volatile, &, && and *, in the order written. */
export function qualifiersOf(text: string): string[] {
  return typeTokens(text).filter((t, i, all) => (CV.has(t) || DECLARATORS.has(t)) && !insideBrackets(all, i))
}

/** Whether token i sits inside template brackets (`vector<const T*>`: the const is the argument's). */
function insideBrackets(tokens: readonly string[], i: number): boolean {
  let depth = 0
  for (let k = 0; k < i; k++) {
    if (tokens[k] === '<' || tokens[k] === '(') depth++
    else if ((tokens[k] === '>' || tokens[k] === ')') && depth > 0) depth--
  }
  return depth > 0
}

/**
 * A type's key: qualifiers, declarators, scopes and elaborated keywords left out, lower case
 * (`const helios::scene::Camera &` → `camera`, `std::vector< int >` → `vector<int>`).
 */
export function typeKey(text: string): string {
  const tokens = typeTokens(text)
  const kept = withoutScopes(tokens).filter((t, i, all) => !((CV.has(t) || DECLARATORS.has(t) || ELABORATED.has(t)) && !insideBrackets(all, i)))
  return joinTokens(kept).toLowerCase()
}

/** The template's own name of a key (`vec<3,float>` → `vec`), or the key itself. */
export function baseKey(key: string): string {
  const i = key.indexOf('<')
  return i > 0 ? key.slice(0, i) : key
}

/** The template arguments of a key at its top level (`mat<4,4,t,q>` → ["4", "4", "t", "q"]). */
function templateArgs(key: string): string[] {
  const i = key.indexOf('<')
  if (i < 0 || !key.endsWith('>')) return []
  return splitTopLevel(key.slice(i + 1, -1), ',')
}

/** Splits on a separator outside brackets of any kind. */
export function splitTopLevel(text: string, sep: string): string[] {
  const out: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (c === '<' || c === '(' || c === '[' || c === '{') depth++
    else if ((c === '>' || c === ')' || c === ']' || c === '}') && depth > 0) depth--
    else if (c === sep && depth === 0) { out.push(text.slice(start, i).trim()); start = i + 1 }
  }
  out.push(text.slice(start).trim())
  return out.filter((s) => s !== '')
}

/** Whether two template instances may be the same type: one template, and no two literal arguments differ. */
function compatibleInstances(a: string, b: string): boolean {
  if (baseKey(a) !== baseKey(b)) return false
  const x = templateArgs(a)
  const y = templateArgs(b)
  if (x.length === 0 || y.length === 0) return true
  if (x.length !== y.length) return false
  return x.every((v, i) => v === y[i] || !/^\d/.test(v) || !/^\d/.test(y[i]!))
}

/** The return and parameter types a callable's one-line declaration reads, or null when it declares none. */
export interface DeclaredTypes {
  /** The return type as written, null for a constructor, a destructor or a conversion operator. */
  returns: string | null
  params: string[]
}

/** Index of the `)` closing the `(` at `open`, or -1. */
function closing(text: string, open: number): number {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++
    else if (text[i] === ')' && --depth === 0) return i
  }
  return -1
}

/**
 * Reads a callable's one-line declaration (ApiSymbol.signature: `static mat4f perspective(float fovY, float aspect)
 * noexcept`, `Camera(const Camera &other)`, `bool operator==(const vec3 &a, const vec3 &b)`, `auto f(int x) -> T`).
 * Parameter names and default values are left out; null when no parameter list is found.
 */
export function declaredTypes(signature: string): DeclaredTypes | null {
  // Attributes, and a template head (`template <typename T> vec3 lerp(…)`), say nothing of the types.
  let text = signature.replace(/\[\[[^\]]*\]\]/g, ' ').trim()
  if (text.startsWith('template')) {
    let depth = 0
    for (let i = text.indexOf('<'); i >= 0 && i < text.length; i++) {
      if (text[i] === '<') depth++
      else if (text[i] === '>' && --depth === 0) { text = text.slice(i + 1); break }
    }
  }
  let open = -1
  let nameStart = -1
  const op = /\boperator\b/.exec(text)
  if (op) {
    nameStart = op.index
    let i = op.index + 'operator'.length
    while (text[i] === ' ') i++
    if (text.startsWith('()', i)) i += 2
    open = text.indexOf('(', i)
  } else {
    let angle = 0
    for (let i = 0; i < text.length; i++) {
      const c = text[i]
      if (c === '<') angle++
      else if (c === '>' && angle > 0) angle--
      else if (c === '(' && angle === 0) { open = i; break }
    }
    if (open > 0) {
      let before = text.slice(0, open).trimEnd()
      // An explicit specialisation's name carries its arguments (`default_value< unsigned char >`).
      if (before.endsWith('>')) {
        let depth = 0
        for (let i = before.length - 1; i >= 0; i--) {
          if (before[i] === '>') depth++
          else if (before[i] === '<' && --depth === 0) { before = before.slice(0, i).trimEnd(); break }
        }
      }
      const m = /(~?[A-Za-z_]\w*)$/.exec(before)
      nameStart = m ? before.length - m[1]!.length : before.length
    }
  }
  if (open < 0) return null
  const close = closing(text, open)
  if (close < 0) return null
  const head = typeTokens(text.slice(0, nameStart)).filter((t) => !SPECIFIERS.has(t))
  // Export and calling-convention macros around the return type (`GLM_FUNC_DECL`, `SDLCALL`) are not part of it.
  const macro = (t: string | undefined) => t !== undefined && /^[A-Z][A-Z0-9_]{3,}$/.test(t)
  while (head.length >= 2 && macro(head[0]) && WORD.test(head[1]!)) head.shift()
  while (head.length >= 2 && macro(head.at(-1)) && /^[\w>*&]/.test(head.at(-2)!)) head.pop()
  // The scope of an out-of-class name (`Camera::lookAt`) is not part of the return type.
  while (head.length >= 2 && head.at(-1) === '::' && WORD.test(head.at(-2)!)) head.splice(-2, 2)
  let returns: string | null = head.length ? joinTokens(head) : null
  const trailing = /->\s*(.+)$/.exec(text.slice(close + 1))
  if (trailing && (returns === 'auto' || returns === 'decltype(auto)')) returns = canonicalType(trailing[1]!.replace(/\s*(=\s*(default|delete|0)|override|final|noexcept)\s*$/, ''))
  const params = splitTopLevel(text.slice(open + 1, close), ',').map(parameterType).filter((p): p is string => p !== null)
  return { returns, params }
}

/** A parameter's type without its name, default value or array bounds (`const vec3 &target = {}` → `const vec3&`). */
export function parameterType(param: string): string | null {
  const noDefault = splitTopLevel(param, '=')[0] ?? ''
  let tokens = typeTokens(noDefault)
  if (tokens.length === 0 || tokens[0] === '...' || (tokens.length === 1 && tokens[0] === 'void')) return null
  let array = false
  while (tokens.at(-1) === ']') {
    const open = tokens.lastIndexOf('[')
    if (open < 0) break
    tokens = tokens.slice(0, open)
    array = true
  }
  // A function pointer's own name (`T (*func)(T x)`) is not part of its type.
  for (let i = 0; i + 3 < tokens.length; i++) {
    if (tokens[i] === '(' && tokens[i + 1] === '*' && WORD.test(tokens[i + 2]!) && tokens[i + 3] === ')') { tokens.splice(i + 2, 1); break }
  }
  const last = tokens.at(-1)!
  const typeWords = tokens.slice(0, -1).filter((t) => WORD.test(t) && !CV.has(t) && !ELABORATED.has(t))
  // A trailing word after a type is the parameter's name, unless it is part of a built-in type (`unsigned int`).
  if (WORD.test(last) && !BUILTIN.has(last) && tokens.at(-2) !== '::' && (typeWords.length > 0 || DECLARATORS.has(tokens.at(-2) ?? ''))) tokens = tokens.slice(0, -1)
  // A pack (`Args &&... args`) takes its pattern's type, so `Args&& ->` finds it.
  if (tokens.length > 1 && tokens.at(-1) === '...') tokens = tokens.slice(0, -1)
  if (tokens.length === 0) return null
  return joinTokens(array ? [...tokens, '*'] : tokens)
}

/** An alias a library declares: its key and the key of the type it names. */
export interface TypeAlias { alias: string; target: string }

/** Reads an alias from a typedef's one-line declaration (`using mat4f = mat4< float >`, `typedef mat<4,4,float> mat4`). */
export function aliasOf(signature: string): TypeAlias | null {
  const using = /^\s*using\s+([A-Za-z_]\w*)\s*=\s*(.+)$/.exec(signature)
  if (using) return { alias: using[1]!.toLowerCase(), target: typeKey(using[2]!) }
  const typedef = /^\s*typedef\s+(.+?)\s*([A-Za-z_]\w*)\s*$/.exec(signature)
  if (typedef && !/[()]/.test(typedef[1]!)) return { alias: typedef[2]!.toLowerCase(), target: typeKey(typedef[1]!) }
  return null
}

/** Most related keys a type slot carries (glm gives one template dozens of aliases: `mat4`, `dmat4`, `highp_mat4` …). */
export const MAX_RELATED = 6

/** The aliases of each template, in the aliases' order: made once per table, so a type reads its template's alone. */
const aliasIndexes = new WeakMap<ReadonlyMap<string, readonly string[]>, Map<string, Array<[string, readonly string[]]>>>()
function aliasesByBase(aliases: ReadonlyMap<string, readonly string[]>): Map<string, Array<[string, readonly string[]]>> {
  let index = aliasIndexes.get(aliases)
  if (!index) {
    index = new Map()
    for (const entry of aliases) {
      const base = baseKey(entry[0])
      const list = index.get(base)
      if (list) list.push(entry)
      else index.set(base, [entry])
    }
    aliasIndexes.set(aliases, index)
  }
  return index
}

/**
 * The keys, other than its own, a type is found under at the template-and-alias tier, best first: its template's
 * name, the type and template an alias names, then the aliases of a compatible instance (`mat<4,4,T,Q>` → `mat4`,
 * `mat4x4`), those naming this very type first, then the shorter names (the ones readers type: `mat4` before
 * `highp_mat4`).
 */
export function relatedKeys(key: string, aliases: ReadonlyMap<string, readonly string[]>, targets: ReadonlyMap<string, string>): string[] {
  const out = new Set<string>()
  const base = baseKey(key)
  if (base !== key) out.add(base)
  const target = targets.get(key)
  if (target) {
    out.add(target)
    out.add(baseKey(target))
  }
  const named: Array<[string, number]> = []
  for (const [t, names] of aliasesByBase(aliases).get(base) ?? []) {
    if (!compatibleInstances(t, key)) continue
    for (const n of names) named.push([n, t === key ? 0 : 1])
  }
  named.sort((a, b) => a[1] - b[1] || a[0].length - b[0].length || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  for (const [n] of named) out.add(n)
  out.delete(key)
  return [...out].slice(0, MAX_RELATED)
}

/**
 * The record field of a callable's types, made once at record time from its overloads' declarations:
 * each overload's slots, and the keys (own and related) of every return and parameter type.
 */
export function signatureTypes(signatures: readonly string[], aliases: ReadonlyMap<string, readonly string[]>, targets: ReadonlyMap<string, string>): SignatureTypes | undefined {
  const slot = (text: string): TypeSlot => [canonicalType(text), ...relatedKeys(typeKey(text), aliases, targets)]
  const overloads: SignatureTypes['overloads'] = []
  const returns = new Set<string>()
  const params = new Set<string>()
  for (const s of signatures) {
    const d = declaredTypes(s)
    if (!d) continue
    const r = d.returns ? slot(d.returns) : null
    const p = d.params.map(slot)
    overloads.push({ r, p })
    if (r) for (const k of slotKeys(r)) returns.add(k)
    for (const x of p) for (const k of slotKeys(x)) params.add(k)
  }
  if (overloads.length === 0) return undefined
  return { overloads, returns: [...returns].sort(), params: [...params].sort() }
}

/** Every key a slot is found under: its own, then the related ones. */
export const slotKeys = (slot: TypeSlot): string[] => [typeKey(slot[0]), ...slot.slice(1)]

/** Aliases of a set of records' typedefs: alias names by target key, and the target of each alias. */
export function aliasMaps(typedefSignatures: readonly string[]): { aliases: Map<string, string[]>; targets: Map<string, string> } {
  const aliases = new Map<string, string[]>()
  const targets = new Map<string, string>()
  for (const s of typedefSignatures) {
    const a = aliasOf(s)
    if (!a || a.alias === a.target) continue
    targets.set(a.alias, a.target)
    const list = aliases.get(a.target) ?? []
    if (!list.includes(a.alias)) list.push(a.alias)
    aliases.set(a.target, list)
  }
  return { aliases, targets }
}

/** One type of a signature query. */
export interface QueryType {
  /** As typed. */
  text: string
  /** The spelling compared for an exact match (spellingKey). */
  spelling: string
  key: string
  base: string
  /** The qualifiers typed (const, volatile, &, &&, *): each must be in a matching type. */
  qualifiers: string[]
}

export interface SignatureQuery {
  /** The parameter types asked for; empty when only a return type is. */
  params: QueryType[]
  /** The return type asked for, or null. */
  returns: QueryType | null
  /** `(A, B)`: the parameter list was typed whole, so a callable of just these parameters ranks first. */
  wholeList: boolean
}

function queryType(typed: string): QueryType | null {
  // A pack typed as declared (`Args&&...`) is its pattern's type, as parameterType records it.
  const text = /\S\s*\.\.\.\s*$/.test(typed) ? typed.replace(/\s*\.\.\.\s*$/, '') : typed
  const key = typeKey(text)
  if (!key || !/\w/.test(key)) return null
  return { text: text.trim(), spelling: spellingKey(text), key, base: baseKey(key), qualifiers: qualifiersOf(text) }
}

/**
 * Reads a signature query: `-> T` (returns T), `(T)` or `T ->` (takes a T), `(A, B)`, `(A) -> R`, `A -> R`.
 * Null for any other query (a name, prose), so typing a type's name still searches names.
 */
export function parseSignatureQuery(query: string): SignatureQuery | null {
  const q = query.trim()
  // `operator->` and `operator->*` are names (a member access operator), not an arrow of the syntax.
  if (/\boperator\s*->/.test(q)) return null
  const arrow = q.indexOf('->')
  let left: string
  let right = ''
  if (arrow >= 0) {
    left = q.slice(0, arrow).trim()
    right = q.slice(arrow + 2).trim()
  } else if (q.startsWith('(')) left = q
  else return null
  let wholeList = false
  let paramTexts: string[] = []
  if (left.startsWith('(')) {
    const close = closing(left, 0)
    // Still being typed: `(const Camera&` reads as if closed.
    const inner = close < 0 ? left.slice(1) : left.slice(1, close)
    if (close >= 0 && left.slice(close + 1).trim() !== '') return null
    paramTexts = splitTopLevel(inner, ',')
    wholeList = true
  } else if (left) paramTexts = [left]
  const params: QueryType[] = []
  for (const t of paramTexts) {
    const qt = queryType(t)
    if (!qt) return null
    params.push(qt)
  }
  const returns = right ? queryType(right) : null
  if (right && !returns) return null
  if (params.length === 0 && !returns) return null
  return { params, returns, wholeList }
}

/** Match tiers of one type, best first. */
export const TypeTier = { exact: 0, unqualified: 1, related: 2 } as const

/**
 * How a declared type (a slot) matches a query type: its spelling (scopes optional), its key (qualifiers left
 * out), or its template or an alias; null when it does not. Qualifiers typed in the query must all be there.
 */
export function typeTier(q: QueryType, slot: TypeSlot): number | null {
  const spelled = slot[0]
  const key = typeKey(spelled)
  if (q.qualifiers.length) {
    const have = qualifiersOf(spelled)
    for (const x of q.qualifiers) {
      const i = have.indexOf(x)
      if (i < 0) return null
      have.splice(i, 1)
    }
  }
  if (key === q.key) return spellingKey(spelled) === q.spelling ? TypeTier.exact : TypeTier.unqualified
  const related = slot.slice(1)
  if (related.includes(q.key) || (q.base !== q.key && (key === q.base || related.includes(q.base)))) return TypeTier.related
  return null
}

/** An overload as far as a ranking needs it: return slot, parameter slots (unknown ones undefined) and arity. */
export interface OverloadView {
  r: TypeSlot | null | undefined
  p: Array<TypeSlot | undefined>
  arity: number
}

/** A callable's score for a query: the sum of its types' tiers, then how far its parameter list is from the one typed. */
export type SignatureScore = [tiers: number, arity: number, order: number]

/** How well one overload answers the query, or null when it does not. */
export function scoreOverload(q: SignatureQuery, o: OverloadView): SignatureScore | null {
  let tiers = 0
  if (q.returns) {
    if (!o.r) return null
    const t = typeTier(q.returns, o.r)
    if (t === null) return null
    tiers += t
  }
  const used = new Set<number>()
  let order = 0
  let last = -1
  for (const qp of q.params) {
    let best = -1
    let bestTier = Infinity
    for (let i = 0; i < o.p.length; i++) {
      const s = o.p[i]
      if (!s || used.has(i)) continue
      const t = typeTier(qp, s)
      if (t !== null && (t < bestTier || (t === bestTier && best < last && i > last))) { best = i; bestTier = t }
    }
    if (best < 0) return null
    used.add(best)
    tiers += bestTier
    if (best < last) order++
    last = best
  }
  const extra = o.arity - q.params.length
  return [tiers, q.wholeList || q.params.length === 0 ? Math.abs(extra) : Math.max(0, extra), order]
}

export const compareScores = (a: SignatureScore, b: SignatureScore): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]

/** The best score of a record's overloads, from its `signatureTypes`; null when none answers. */
export function recordScore(q: SignatureQuery, types: SignatureTypes | undefined): SignatureScore | null {
  let best: SignatureScore | null = null
  for (const o of types?.overloads ?? []) {
    const s = scoreOverload(q, { r: o.r, p: o.p, arity: o.p.length })
    if (s && (!best || compareScores(s, best) < 0)) best = s
  }
  return best
}

/** The keys a query type is looked up under (its own, and its template's when it names an instance). */
export const lookupKeys = (t: QueryType): string[] => (t.base !== t.key ? [t.key, t.base] : [t.key])

/**
 * The query as Algolia facet filters (node/algoliaSettings.ts declares the attributes): each type asked for must
 * be among the record's return or parameter keys. The exact ranking is then applied to the hits (rankBySignature).
 */
export function signatureFacetFilters(q: SignatureQuery): string[][] {
  const groups: string[][] = []
  if (q.returns) groups.push(lookupKeys(q.returns).map((k) => `signatureTypes.returns:${k}`))
  for (const p of q.params) groups.push(lookupKeys(p).map((k) => `signatureTypes.params:${k}`))
  return groups
}

/**
 * Hits ordered by their signature score (hits that do not answer dropped); ties in the embedded symbol table's
 * order (name key, kind group, qualified-name length, qualified name), so both backends list them alike.
 */
export function rankBySignature<H extends Partial<Pick<SearchRecord, 'signatureTypes' | 'name' | 'symbol'>>>(hits: H[], q: SignatureQuery): H[] {
  const scored = hits
    .map((h) => ({ h, s: recordScore(q, h.signatureTypes), key: nameKey(h.name ?? ''), group: kindGroup(h.symbol?.kind ?? ''), qn: h.symbol?.qualifiedName ?? '' }))
    .filter((x): x is typeof x & { s: SignatureScore } => x.s !== null)
  return scored
    .sort((a, b) => compareScores(a.s, b.s) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) || a.group - b.group || a.qn.length - b.qn.length || (a.qn < b.qn ? -1 : a.qn > b.qn ? 1 : 0))
    .map((x) => x.h)
}
