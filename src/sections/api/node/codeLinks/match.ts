/**
 * From clang's declaration to the API reference's entity: qualified name and kind, and for overloads the
 * parameter types and const, keyed by the same `parameterKey` the per-symbol history uses to tell overloads
 * apart across versions (../history.ts). No name is looked up by guessing: a declaration clang chose either
 * is an entity of the version's table or is reported missing (a renamed or removed API).
 */
import { OVERLOADABLE_KINDS, parameterKey } from '../../model/history'
import { plainText } from '../../model/doc'
import type { DoxygenModel } from '../../model/model'
import type { SymbolEntry } from '../symbols'
import type { ClangRef } from './clang'

/** An entity of one version's table, with its overload key (functions only). */
export interface CodeSymbol extends SymbolEntry {
  /** `parameterKey` of its parameter types and const; null for what is not overloadable. */
  overloadKey: string | null
}

/** clang's kinds (as clang_refs.py names them) and the doxygen kinds each may be documented as. */
const KIND_FAMILIES: Record<string, readonly string[]> = {
  class: ['class', 'struct', 'union', 'interface'],
  struct: ['class', 'struct', 'union', 'interface'],
  union: ['union', 'class', 'struct'],
  function: ['function', 'friend', 'signal', 'slot', 'prototype'],
  variable: ['variable'],
  typedef: ['typedef'],
  enum: ['enum'],
  enumvalue: ['enumvalue'],
  namespace: ['namespace'],
  concept: ['concept'],
}

export class VersionSymbols {
  readonly byQualified = new Map<string, CodeSymbol[]>()

  /** `headers`: each header's file page, by the path an #include names (./includes.ts). */
  constructor(
    readonly symbols: CodeSymbol[],
    readonly headers: ReadonlyMap<string, string> = new Map(),
  ) {
    for (const s of symbols) {
      const list = this.byQualified.get(s.qualifiedName)
      if (list) list.push(s)
      else this.byQualified.set(s.qualifiedName, [s])
    }
  }
}

/** Whether an entity documented as `documented` (doxygen's kind) can be the declaration clang named as `clangKind`. */
export function kindMatches(clangKind: string, documented: string): boolean {
  return (KIND_FAMILIES[clangKind] ?? [clangKind]).includes(documented)
}

export type RefMatch = { status: 'linked'; symbol: CodeSymbol } | { status: 'missing' } | { status: 'overload-unknown'; candidates: CodeSymbol[] }

/** The entity of `symbols` that clang's declaration is. */
export function matchRef(ref: Pick<ClangRef, 'kind' | 'qualifiedName' | 'params' | 'const'>, symbols: VersionSymbols): RefMatch {
  const candidates = (symbols.byQualified.get(ref.qualifiedName) ?? []).filter((s) => kindMatches(ref.kind, s.kind))
  if (candidates.length === 0) return { status: 'missing' }
  if (candidates.length === 1) return { status: 'linked', symbol: candidates[0] }
  if (OVERLOADABLE_KINDS.has(candidates[0].kind) && ref.params) {
    const key = parameterKey(ref.params, ref.const)
    const same = candidates.filter((c) => c.overloadKey === key)
    if (same.length >= 1) return { status: 'linked', symbol: same[0] }
    return { status: 'overload-unknown', candidates }
  }
  // One name documented twice (a class and its doxygen group listing): the first entry, as the prose does.
  return { status: 'linked', symbol: candidates[0] }
}

/**
 * A version's entities read from its doxygen model (no site build: the bench and the unit tests); `url` names the
 * entity (`/c/<qualified name>/` for a compound, `/m/<qualified name><argument list>` for a member).
 */
export function codeSymbolsFromModel(model: DoxygenModel, leaveOut: readonly string[] = []): VersionSymbols {
  const out: CodeSymbol[] = []
  for (const c of model.compounds.values()) {
    if (leaveOut.includes(c.name)) continue
    out.push({ id: c.id, shortName: c.name.split('::').pop()!, qualifiedName: c.name, kind: c.kind, ownerName: null, url: `/c/${c.name}/`, reimplements: [], overloadKey: null })
  }
  for (const m of model.members.values()) {
    if (leaveOut.includes(m.qualifiedName)) continue
    const overloadKey = OVERLOADABLE_KINDS.has(m.kind) ? parameterKey(m.params.map((p) => plainText(p.type)), m.const) : null
    out.push({ id: m.id, shortName: m.name, qualifiedName: m.qualifiedName, kind: m.kind, ownerName: null, url: `/m/${m.qualifiedName}${m.argsString.replace(/\s+/g, '')}`, reimplements: [], overloadKey })
    // Enumerators as the ApiSymbol nodes name them (../nodes.ts, enumeratorPayloads): in the enum of an `enum class`, else in its scope.
    const scope = m.strong ? m.qualifiedName : m.qualifiedName.split('::').slice(0, -1).join('::')
    if (m.kind === 'enum') for (const ev of m.enumValues) out.push({ id: `${m.id}:${ev.name}`, shortName: ev.name, qualifiedName: scope ? `${scope}::${ev.name}` : ev.name, kind: 'enumvalue', ownerName: m.qualifiedName, url: `/m/${scope}::${ev.name}`, reimplements: [], overloadKey: null })
  }
  return new VersionSymbols(out)
}
