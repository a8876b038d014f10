/**
 * The API symbols: every compound, member and enumerator with the fields of the contract's ApiSymbol, and what the
 * link steps read of a member. Made in sourceNodes from the payloads the nodes are made of, and kept in Gatsby's
 * cache beside those nodes, so every reader of every symbol (the prose and code links in createPages; the search
 * records, llms-full.txt and the symbol cards after the build; the development server's cards) takes them here
 * instead of reading each node back through GraphQL (docs/sections/api.md, "The API symbols").
 */
import type { ApiSymbolFields } from '../../../shell/contract'
import type { DocNode } from '../model/doc'
import { historyBadgeText, nextDifferenceText, type History } from './historyBadge'
import { getSliced, type ValueCache } from '../../../shell/server/slicedCache'

/** One symbol: every ApiSymbol field as GraphQL serves it, and a member's overrides, `enum class` and parameters. */
export interface ApiSymbolRow extends Required<ApiSymbolFields> {
  /** The node's Gatsby id. */
  id: string
  /** Members only: an enum is an `enum class`. */
  strong?: boolean
  /** Members only: the entries of the members it overrides. */
  reimplements?: Array<{ href: string | null }>
  /** Members only: a const member function. */
  const?: boolean
  /** Members only: each parameter's type. */
  params?: Array<{ type: DocNode[] | null }>
}

/** Every symbol of every version, and a stamp that changes whenever they may have: the digest of the sourcing's inputs. */
export interface ApiSymbols {
  stamp: string
  symbols: ApiSymbolRow[]
}

/** The plugin whose cache keeps them (the name in plugins/gatsby-transformer-doxygen/package.json), and their key in it. */
export const API_SYMBOLS_CACHE = 'gatsby-transformer-doxygen'
export const API_SYMBOLS_KEY = 'doxygen-api-symbols'

/** The node types that implement ApiSymbol. */
export const API_SYMBOL_TYPES = ['DoxygenCompound', 'DoxygenMember', 'DoxygenEnumerator'] as const

/** What a compound's, member's or enumerator's payload holds of what a symbol shows. */
export interface SymbolPayload {
  shortName: string
  qualifiedName: string
  kind: string
  signature: string
  briefText: string
  ownerName?: string | null
  url: string
  include?: string | null
  overloadSetUrl?: string | null
  inline?: boolean | null
  baseNames?: readonly string[] | null
  protection?: string | null
  docsTag: string
  history?: History | null
  strong?: boolean
  reimplements?: ReadonlyArray<{ href: string | null }>
  const?: boolean
  params?: ReadonlyArray<{ type?: DocNode[] | null }>
}

/**
 * The symbol of one node, from the payload its node is made of. `version`: the node's (`current` for Next);
 * `releasesOldestFirst`: the versions file's releases, for the badge saying how Next differs. Fields a type does
 * not store are null, as its schema resolves them.
 */
export function apiSymbolRow(type: (typeof API_SYMBOL_TYPES)[number], id: string, version: string, p: SymbolPayload, releasesOldestFirst: readonly string[]): ApiSymbolRow {
  const row: ApiSymbolRow = {
    id,
    shortName: p.shortName,
    qualifiedName: p.qualifiedName,
    kind: p.kind,
    signature: p.signature,
    briefText: p.briefText,
    ownerName: p.ownerName ?? null,
    url: p.url,
    include: p.include ?? null,
    historyBadge: type === 'DoxygenEnumerator' ? null : historyBadgeText(p.history),
    nextBadge: type === 'DoxygenEnumerator' ? null : nextDifferenceText(p.history, version, releasesOldestFirst),
    overloadSetUrl: type === 'DoxygenMember' ? (p.overloadSetUrl ?? null) : null,
    inline: type === 'DoxygenEnumerator' ? null : (p.inline ?? null),
    baseNames: type === 'DoxygenCompound' ? [...(p.baseNames ?? [])] : null,
    protection: type === 'DoxygenEnumerator' ? null : (p.protection ?? null),
    docsTag: p.docsTag,
  }
  if (type !== 'DoxygenMember') return row
  return {
    ...row,
    strong: p.strong ?? false,
    reimplements: (p.reimplements ?? []).map((r) => ({ href: r.href ?? null })),
    const: p.const ?? false,
    params: (p.params ?? []).map((x) => ({ type: x.type ?? null })),
  }
}

/** Reads the symbols the last sourcing kept; `getCache` is the one every Gatsby hook receives. */
export async function loadApiSymbols(getCache: (name: string) => ValueCache): Promise<ApiSymbols> {
  const kept = (await getSliced(getCache(API_SYMBOLS_CACHE), API_SYMBOLS_KEY)) as ApiSymbols | undefined
  if (!kept) throw new Error(`no API symbols in the cache of ${API_SYMBOLS_CACHE}: its sourceNodes did not run to the end`)
  return kept
}
