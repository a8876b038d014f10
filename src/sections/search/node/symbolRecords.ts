/**
 * Symbol records: one search record per API entity, from the ApiSymbol
 * interface of the GraphQL contract (compounds and members, enum values
 * included). Overloads of one name in one owner become one record that lists
 * every signature and leads to their overload set's entry. Node-only (stable ids hash with node:crypto).
 */
import { createHash } from 'node:crypto'
import type { Hierarchy, PageKind, SearchRecord } from '../client/types'
import type { ApiSymbolFields } from '../../../shell/contract'

/** The ApiSymbol interface's fields, with the node's id (docsTag: symbolRecords' option when absent). */
export type ApiSymbolSource = Omit<ApiSymbolFields, 'docsTag'> & { id: string; docsTag?: string }

export interface SymbolRecordOptions {
  /** hierarchy.lvl0 of every symbol record: the API section's label ("API reference"). */
  sectionLabel: string
  /** The docs tag facet of these symbols (their version's: docs-default-current, docs-default-0.2.0...). */
  docsTag: string
  /** Part of every record id, so the same entity in two versions gets two ids ("" for the current version). */
  idScope?: string
  language?: string
  /** Title of the page at a route (the owner page's heading), for hierarchy.lvl1; optional. */
  pageTitle?: (route: string) => string | undefined
}

import { CALLABLE_KINDS, CLASS_KINDS, splitQualified } from '../client/symbolNames'
import { aliasMaps, signatureTypes } from '../client/signature'
import { baseLevels } from '../client/inheritance'

/** Compound kinds (a compound record is lvl1, a member lvl2). */
const COMPOUND_KINDS = new Set([
  'class', 'struct', 'union', 'interface', 'exception', 'protocol', 'category', 'namespace', 'file', 'dir', 'group',
  'page', 'example', 'concept', 'module', 'type',
])
/** Compounds that are prose, not symbols: their text is indexed as pages, split by heading. */
const PROSE_KINDS = new Set(['page', 'example'])

function pageKind(kind: string): PageKind {
  if (kind === 'class' || kind === 'struct' || kind === 'namespace' || kind === 'file') return kind
  if (CLASS_KINDS.has(kind)) return 'class'
  if (kind === 'dir') return 'folder'
  return COMPOUND_KINDS.has(kind) ? 'api' : 'member'
}

const stableId = (...parts: string[]): string => createHash('sha1').update(parts.join('\u0000')).digest('hex').slice(0, 20)

/** A name a reader cannot type: an unnamed entity, "ns::(anonymous)" in the contract, doxygen's "@12" in raw names. */
function isAnonymous(name: string): boolean {
  return /(^|::)(@\d+|\(anonymous\))$/.test(name)
}

function problem(s: ApiSymbolSource, what: string): Error {
  return new Error(`Search records: API symbol ${JSON.stringify(s.qualifiedName || s.id)} (node ${s.id}): ${what}`)
}

/**
 * A qualified name without the inline namespaces of its scope (`std::ranges::__cust::begin` → `std::ranges::begin`):
 * C++ names a member of an inline namespace from the enclosing one too. The name's own last part is kept.
 */
export function visibleName(qualifiedName: string, inline: ReadonlySet<string>): string {
  const parts = splitQualified(qualifiedName)
  const kept = parts.filter((_, i) => i === parts.length - 1 || !inline.has(parts.slice(0, i + 1).join('::')))
  return kept.length === parts.length ? qualifiedName : kept.join('::')
}

/**
 * Builds the symbol records. Throws an error naming the symbol on bad input
 * (no name, a url that is not a site path). Output order: by qualified name.
 */
export function symbolRecords(symbols: readonly ApiSymbolSource[], options: SymbolRecordOptions): SearchRecord[] {
  const groups = new Map<string, ApiSymbolSource[]>()
  for (const s of symbols) {
    if (!s.shortName || !s.qualifiedName) throw problem(s, 'has no name')
    if (!s.url.startsWith('/')) throw problem(s, `url must be a site path starting with "/", got ${JSON.stringify(s.url)}`)
    if (PROSE_KINDS.has(s.kind) || isAnonymous(s.qualifiedName) || isAnonymous(s.shortName)) continue
    // Overloads share a record; other kinds keep one record each (a class and a typedef may share a name).
    const key = `${CALLABLE_KINDS.has(s.kind) ? 'callable' : s.kind}\u0000${s.qualifiedName}\u0000${CALLABLE_KINDS.has(s.kind) ? '' : s.url}`
    const list = groups.get(key)
    if (list) list.push(s)
    else groups.set(key, [s])
  }
  // The library's aliases, so a type is also found under the names it has (`-> mat4` finds `mat<4,4,T,Q>`): those of
  // namespaces and files, not a class's own (`mat<4,4,T,Q>::type`), which no reader types for a return type.
  const classes = new Set(symbols.filter((s) => CLASS_KINDS.has(s.kind)).map((s) => s.qualifiedName))
  const { aliases, targets } = aliasMaps(symbols.filter((s) => s.kind === 'typedef' && !(s.ownerName && classes.has(s.ownerName))).map((s) => s.signature))
  const inline = new Set(symbols.filter((s) => s.kind === 'namespace' && s.inline).map((s) => s.qualifiedName))
  // A class's bases by distance, so `Derived::member` finds what it inherits (client/inheritance.ts).
  const bases = baseLevels(new Map(symbols.filter((s) => CLASS_KINDS.has(s.kind) && s.baseNames?.length).map((s) => [s.qualifiedName, s.baseNames!])))
  const records: SearchRecord[] = []
  for (const [key, list] of groups) {
    const first = list[0]!
    const compound = COMPOUND_KINDS.has(first.kind)
    const route = first.url.split('#')[0]!
    const hierarchy: Hierarchy = { lvl0: options.sectionLabel, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null }
    if (compound) hierarchy.lvl1 = first.qualifiedName
    else {
      hierarchy.lvl1 = options.pageTitle?.(route) ?? first.ownerName ?? route
      hierarchy.lvl2 = first.qualifiedName
    }
    const brief = list.find((s) => s.briefText.trim())?.briefText.trim() ?? ''
    const history = first.historyBadge?.trim()
    const types = CALLABLE_KINDS.has(first.kind) ? signatureTypes(list.map((s) => s.signature), aliases, targets) : undefined
    const visible = inline.size ? visibleName(first.qualifiedName, inline) : first.qualifiedName
    records.push({
      objectID: options.idScope ? stableId('symbol', options.idScope, key) : stableId('symbol', key),
      // Overloads land on their set's entry, which shows every one of them.
      url: first.overloadSetUrl || first.url,
      type: compound ? 'lvl1' : 'lvl2',
      content: brief || null,
      hierarchy,
      language: options.language ?? 'en',
      docs_tag: options.docsTag,
      kind: pageKind(first.kind),
      name: first.shortName,
      symbol: {
        qualifiedName: first.qualifiedName,
        kind: first.kind,
        signatures: list.map((s) => s.signature || s.qualifiedName),
        urls: list.map((s) => s.url),
        owner: first.ownerName,
        brief,
        ...(history ? { history } : {}),
        ...(inline.has(first.qualifiedName) && first.kind === 'namespace' ? { inline: true as const } : {}),
        ...(visible !== first.qualifiedName ? { visibleName: visible } : {}),
        ...(CLASS_KINDS.has(first.kind) && bases.has(first.qualifiedName) ? { bases: bases.get(first.qualifiedName)! } : {}),
        ...(list.every((s) => s.protection === 'private') ? { private: true as const } : {}),
      },
      ...(types ? { signatureTypes: types } : {}),
    })
  }
  return records.sort((a, b) => (a.symbol!.qualifiedName < b.symbol!.qualifiedName ? -1 : a.symbol!.qualifiedName > b.symbol!.qualifiedName ? 1 : a.url < b.url ? -1 : 1))
}
