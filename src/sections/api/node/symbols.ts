/**
 * The API symbol table and the resolver that maps an inline code span of prose
 * (`EventQueue`, `Window::setEventManager()`, `helios::math::rotate(angle, axis)`)
 * to one entity of the API reference. Pure functions: no Gatsby, no files; the
 * build (./mentions.ts) fills the table from the `ApiSymbol` interface and the
 * remark plugin (./remark-api-links.ts) and the "Mentioned in" lists use the
 * same `resolveSpan`, so a span links exactly where it is listed.
 */

/** One entity of the API reference, as the prose linker needs it. */
export interface SymbolEntry {
  /** Stable key (the GraphQL node id). */
  id: string
  shortName: string
  qualifiedName: string
  /** doxygen kind: class, struct, namespace, file, function, enumvalue... */
  kind: string
  /** Qualified name of the owning compound; null at top level. */
  ownerName: string | null
  /** route#anchor of the entry (the route alone for a compound). */
  url: string
  /** Ids of the members this member overrides (virtual functions); empty otherwise. */
  reimplements: string[]
  /** An enumerator of a scoped enum (`enum class`): C++ never names it without its enum. */
  scoped?: boolean
}

export interface SymbolTable {
  version: 1
  symbols: SymbolEntry[]
}

/** Compound kinds whose names are not written in code spans (pages, folders, groups, examples). */
export const UNLINKED_KINDS = new Set(['page', 'dir', 'group', 'example'])

export type Resolution =
  /** The span is not written like a name (an expression, a path, a keyword with spaces...). */
  | { status: 'not-a-name' }
  /** A plain name that names nothing in the API (`bool`, `main()`): left alone, no warning. */
  | { status: 'unknown' }
  /** Written like a qualified symbol (`X::y`) but nothing in the API has that name: the build warns. */
  | { status: 'unresolved-qualified'; name: string }
  /** Several unrelated entities have that name: no link, the build warns with the candidates. */
  | { status: 'ambiguous'; name: string; candidates: SymbolEntry[] }
  /** Matched by an ignore pattern of the section options (e.g. `std::*`, CMake targets). */
  | { status: 'ignored'; name: string }
  | { status: 'linked'; name: string; symbol: SymbolEntry }

/** A span parsed as a C++ name: its `::` segments with template arguments and call parentheses removed. */
export interface ParsedName {
  segments: string[]
  /** Leading `::` (global scope). */
  global: boolean
  /** The span had a parenthesised argument list. */
  call: boolean
}

const IDENT = /[A-Za-z_][A-Za-z0-9_]*/y
const OPERATOR_CHARS = /(\(\)|\[\]|<=>|->\*|->|<<=|>>=|<<|>>|<=|>=|==|!=|&&|\|\||\+\+|--|[-+*/%^&|~!=<>,]=?|new\[\]|delete\[\]|new|delete)/y

/** Index of the character after the bracket group opening at `i` (`<...>` or `(...)`), or -1 if unbalanced. */
function skipGroup(s: string, i: number): number {
  const open = s[i]
  const close = open === '<' ? '>' : ')'
  let depth = 0
  for (let j = i; j < s.length; j++) {
    if (s[j] === open) depth++
    else if (s[j] === close && --depth === 0) return j + 1
  }
  return -1
}

/**
 * Parses a code span written like a C++ name: `Name`, `ns::Name`, `Name::member()`,
 * `rotate(angle, axis)`, `on<T>()`, `operator[]`, `~Name()`. Returns null for
 * anything else (expressions, declarations, paths, keywords with spaces).
 */
export function parseName(span: string): ParsedName | null {
  const s = span.trim()
  let i = 0
  let global = false
  if (s.startsWith('::')) {
    global = true
    i = 2
  }
  const segments: string[] = []
  for (;;) {
    let seg: string
    if (s[i] === '~') {
      IDENT.lastIndex = i + 1
      const m = IDENT.exec(s)
      if (!m) return null
      seg = `~${m[0]}`
      i = IDENT.lastIndex
    } else {
      IDENT.lastIndex = i
      const m = IDENT.exec(s)
      if (!m) return null
      seg = m[0]
      i = IDENT.lastIndex
      if (seg === 'operator') {
        while (s[i] === ' ') i++
        OPERATOR_CHARS.lastIndex = i
        const op = OPERATOR_CHARS.exec(s)
        if (!op) return null
        seg = `operator${op[0]}`
        i = OPERATOR_CHARS.lastIndex
      }
    }
    if (s[i] === '<' && !seg.startsWith('operator')) {
      const end = skipGroup(s, i)
      if (end < 0) return null
      i = end
    }
    segments.push(seg)
    if (s.startsWith('::', i)) {
      i += 2
      continue
    }
    break
  }
  let call = false
  if (s[i] === '(') {
    const end = skipGroup(s, i)
    if (end < 0) return null
    call = true
    i = end
    // Trailing qualifiers of a signature-like mention: `size() const`, `run() noexcept`.
    const rest = s.slice(i).trim()
    if (rest && !/^(const|noexcept|&|&&|const\s*&|const\s+noexcept)$/.test(rest)) return null
    i = s.length
  }
  if (i !== s.length) return null
  return { segments, global, call }
}

/** True when a span names something in one of the ignored scopes or patterns (`std::*`, `helios::ext_glfw`). */
export function isIgnored(name: string, patterns: readonly string[]): boolean {
  return patterns.some((p) => (p.endsWith('::*') ? name.startsWith(p.slice(0, -1)) : name === p))
}

/** Lookup structure over a table: entries by short name, in table order. */
export class SymbolIndex {
  readonly byShort = new Map<string, SymbolEntry[]>()
  readonly byId = new Map<string, SymbolEntry>()

  constructor(readonly table: SymbolTable) {
    for (const s of table.symbols) {
      if (UNLINKED_KINDS.has(s.kind)) continue
      this.byId.set(s.id, s)
      const list = this.byShort.get(s.shortName)
      if (list) list.push(s)
      else this.byShort.set(s.shortName, [s])
    }
  }

  /** Entities whose qualified name is `name` or ends in `::name` (a name qualified by its enclosing scopes). */
  candidates(segments: string[], global: boolean): SymbolEntry[] {
    const last = segments[segments.length - 1]
    const list = this.byShort.get(last) ?? []
    if (segments.length === 1 && !global) return list
    const q = segments.join('::')
    return list.filter((s) => s.qualifiedName === q || (!global && s.qualifiedName.endsWith(`::${q}`)))
  }
}

/**
 * Narrows a candidate set the way a reader would, never choosing between
 * unrelated entities:
 * - overloads (same qualified name and kind) are one entity: the first entry stands for them;
 * - a class and its own constructor (or a friend declaration of it) are one entity: the class;
 * - a virtual function and the functions that override it are one entity: the one they all override.
 */
export function disambiguate(candidates: SymbolEntry[], index: SymbolIndex): SymbolEntry[] {
  // Overload sets.
  const seen = new Map<string, SymbolEntry>()
  for (const c of candidates) {
    const key = `${c.kind}|${c.qualifiedName}`
    if (!seen.has(key)) seen.set(key, c)
  }
  let list = [...seen.values()]
  // A class mentioned by name also matches its constructors and the friend declarations naming it.
  const compounds = list.filter((c) => !isMemberKind(c.kind))
  list = list.filter((c) => {
    if (!isMemberKind(c.kind)) return true
    if (compounds.some((k) => c.ownerName === k.qualifiedName && c.shortName === k.shortName)) return false
    if (c.kind === 'friend' && compounds.some((k) => k.shortName === c.shortName)) return false
    return true
  })
  if (list.length <= 1) return list
  // A bare name that names a type and an enumerator of an `enum class` means the type: the enumerator
  // can only be written with its enum (`ShaderStage::Vertex`), which resolves through qualification.
  if (list.some((c) => TYPE_KINDS.has(c.kind))) list = list.filter((c) => !(c.kind === 'enumvalue' && c.scoped))
  if (list.length <= 1) return list
  // Overrides: keep the member every other candidate overrides (directly or through a chain).
  const overridden = (m: SymbolEntry): Set<string> => {
    const out = new Set<string>()
    const stack = [...m.reimplements]
    while (stack.length > 0) {
      const id = stack.pop()!
      if (out.has(id)) continue
      out.add(id)
      stack.push(...(index.byId.get(id)?.reimplements ?? []))
    }
    return out
  }
  for (const root of list) {
    if (list.every((c) => c === root || overridden(c).has(root.id))) return [root]
  }
  return list
}

const TYPE_KINDS = new Set(['class', 'struct', 'union', 'interface', 'exception', 'concept', 'typedef', 'enum'])
const MEMBER_KINDS = new Set(['function', 'variable', 'typedef', 'enum', 'enumvalue', 'define', 'friend', 'signal', 'slot', 'property', 'event', 'prototype'])
function isMemberKind(kind: string): boolean {
  return MEMBER_KINDS.has(kind)
}

/** Resolves one inline code span against the table. `ignore` holds the section's ignore patterns. */
export function resolveSpan(span: string, index: SymbolIndex, ignore: readonly string[] = []): Resolution {
  const text = span.trim()
  // Names that are not C++ identifiers but are written as they are: file names (`mat4.hpp`).
  const exact = index.byShort.get(text)
  if (exact && /\.[A-Za-z0-9]+$/.test(text)) {
    const found = disambiguate(exact, index)
    return found.length === 1 ? { status: 'linked', name: text, symbol: found[0] } : { status: 'ambiguous', name: text, candidates: found }
  }
  const parsed = parseName(text)
  if (!parsed) return { status: 'not-a-name' }
  const name = (parsed.global ? '::' : '') + parsed.segments.join('::')
  if (isIgnored(name.replace(/^::/, ''), ignore)) return { status: 'ignored', name }
  // One letter alone (`x`, `B`) is a variable of the prose's maths far more often than an API name,
  // and a scope of one letter (`T::staticType`) is a template parameter, not an API entity.
  if (!parsed.global && parsed.segments[0].length === 1) return { status: 'unknown' }
  const candidates = index.candidates(parsed.segments, parsed.global)
  const found = disambiguate(candidates, index)
  if (found.length === 1) return { status: 'linked', name, symbol: found[0] }
  if (found.length > 1) return { status: 'ambiguous', name, candidates: found }
  return parsed.segments.length > 1 || parsed.global ? { status: 'unresolved-qualified', name } : { status: 'unknown' }
}
