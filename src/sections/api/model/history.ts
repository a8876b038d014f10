/**
 * Per-symbol history across the engine's versions, computed from their doxygen models: the version that added an
 * entity, changed its declaration, deprecated it, and removed or renamed it. How entities of two versions are
 * paired: docs/sections/api.md, "History across versions". Pure: no file is read here (versions.ts loads them).
 */
import { type DocNode, plainText, walk, type XrefItem } from './doc'
import type { Compound, DoxygenModel, Member } from './model'
import { compoundSignature, memberSignature, templateClause } from './signature'

/** One version's model; `name` is its version name ("0.2.0", "current"). */
export interface VersionModel {
  name: string
  model: DoxygenModel
}

/** Per release: old qualified name → new qualified name in that release. */
export type RenameTable = Record<string, Record<string, string>>

/** A symbol's history and its declaration changes: their shape is declared with the schema's (apiShape.ts, ApiSymbolHistory). */
export type { DeclarationChange, SymbolHistory } from './apiShape'
import type { DeclarationChange, SymbolHistory } from './apiShape'

/** The history of every compound and member of every version, by version name and doxygen id. */
export interface ApiHistory {
  versions: string[]
  get(version: string, id: string): SymbolHistory | undefined
  /** The id the same entity (same chain, renames followed) has in `target`; undefined when `target` lacks it. */
  counterpart(version: string, id: string, target: string): string | undefined
  /** What `version` changed against the version before it (for the oldest: every entity, added). */
  changesIn(version: string): VersionChanges
  /** Messages about the rename table (unknown versions or names), for the build's warnings. */
  warnings: string[]
}

/** One version's changes against the version before it, by doxygen id ("previous" ids are of the version before). */
export interface VersionChanges {
  /** The version before (null for the oldest, whose every entity counts as added). */
  previous: string | null
  /** Entities new in this version (not renamed from an earlier one). */
  added: Array<{ id: string; name: string; kind: string; declaration: string }>
  /** Entities of the version before with no continuation in this one. */
  removed: Array<{ previousId: string; name: string; kind: string; declaration: string; renamedTo: string | null }>
  /** Entities whose declaration changed (a rename shows here when the declaration changed beyond the name, and under `renamed`). */
  changed: Array<{ id: string; previousId: string; name: string; kind: string; before: string; after: string }>
  /** Entities that carry another name in this version than in the version before. */
  renamed: Array<{ id: string; previousId: string; name: string; kind: string; from: string }>
  /** Entities this version's documentation first marks deprecated. */
  deprecated: Array<{ id: string; name: string; kind: string; note: string }>
}

interface Entity {
  id: string
  /** Qualified name (compounds: name; files: path). */
  name: string
  kind: string
  /** Exact identity within a version. */
  key: string
  /** Identity without parameter types: what a changed declaration keeps. */
  looseKey: string
  declaration: string
  deprecation: { note: string; target: string | null } | null
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim()
const TYPE_KINDS = new Set(['class', 'struct', 'union', 'interface', 'exception'])

function lastComponent(name: string): string {
  const i = name.lastIndexOf('::')
  return i >= 0 ? name.slice(i + 2) : name
}

/** Where an entity's qualified name or path is its identity. */
function compoundName(c: Compound): string {
  if (c.kind === 'file') return c.location?.file || c.name
  return c.name
}

function compoundDeclaration(c: Compound): string {
  // Pages and groups have a title, not a declaration.
  if (c.kind === 'page' || c.kind === 'group' || c.kind === 'example') return ''
  const head = compoundSignature({ kind: c.kind, shortName: c.kind === 'file' || c.kind === 'dir' ? c.name : lastComponent(c.name), title: c.title ?? c.name, templateParams: c.templateParams })
  const requires = requiresText(c.requiresClause)
  if (!TYPE_KINDS.has(c.kind) || c.bases.length === 0) return `${head}${requires}`
  const bases = c.bases.map((b) => oneLine([b.protection ?? '', b.virtual === 'virtual' ? 'virtual' : '', b.name].join(' ')))
  return `${head}${c.final ? ' final' : ''} : ${bases.join(', ')}${requires}`
}

/** A requires clause is part of the declaration: changing it changes the entity's declaration. */
const requiresText = (nodes: DocNode[] | undefined) => (nodes && nodes.length > 0 ? ` requires ${oneLine(plainText(nodes))}` : '')

function memberDeclaration(m: Member): string {
  return oneLine(`${templateClause(m.templateParams)} ${memberSignature(m)}${requiresText(m.requiresClause)}`)
}

/**
 * Parameter types and const: what tells overloads of one name apart. Spacing is not part of a type (doxygen
 * writes `Vec3< T > &`, a header `Vec3<T>&`), so the key keeps a space only between two words.
 * The code links of posts match clang's overload to a member by this same key (codeLinks/match.ts).
 */
export function parameterKey(types: readonly string[], isConst: boolean): string {
  const norm = (t: string) => oneLine(t).replace(/\s*([^\w\s])\s*/g, '$1')
  return `(${types.map(norm).join(', ')})${isConst ? ' const' : ''}`
}

/** Kinds whose overloads are told apart by their parameters. */
export const OVERLOADABLE_KINDS: ReadonlySet<string> = new Set(['function', 'signal', 'slot', 'prototype', 'friend'])

function overloadKey(m: Member): string {
  if (!OVERLOADABLE_KINDS.has(m.kind)) return ''
  return parameterKey(m.params.map((p) => plainText(p.type)), m.const)
}

/** The entity a deprecation note points to: its first link, else the name after "use". */
function deprecationTarget(item: XrefItem, model: DoxygenModel): string | null {
  let target: string | null = null
  walk(item.content, (n) => {
    if (target === null && n.t === 'ref') {
      const m = model.members.get(n.id)
      const c = model.compounds.get(n.id)
      target = m?.qualifiedName ?? (c ? compoundName(c) : null)
    }
  })
  if (target) return target
  const named = /\buse\s+([A-Za-z_][\w:]*)/.exec(plainText(item.content))
  return named ? named[1] : null
}

function entitiesOf(model: DoxygenModel): Entity[] {
  const deprecations = new Map<string, { note: string; target: string | null }>()
  for (const x of model.xrefs) {
    if (x.list === 'deprecated' && !deprecations.has(x.ownerId)) deprecations.set(x.ownerId, { note: plainText(x.content), target: deprecationTarget(x, model) })
  }
  const out: Entity[] = []
  for (const c of model.compounds.values()) {
    const name = compoundName(c)
    const looseKind = TYPE_KINDS.has(c.kind) ? 'type' : c.kind
    out.push({ id: c.id, name, kind: c.kind, key: `${c.kind} ${name}`, looseKey: `${looseKind} ${name}`, declaration: compoundDeclaration(c), deprecation: deprecations.get(c.id) ?? null })
  }
  for (const m of model.members.values()) {
    const name = m.qualifiedName
    out.push({ id: m.id, name, kind: m.kind, key: `${m.kind} ${name}${overloadKey(m)}`, looseKey: `${m.kind} ${name}`, declaration: memberDeclaration(m), deprecation: deprecations.get(m.id) ?? null })
  }
  return out
}

/** Whether two linked entities declare the same thing, a rename aside (a rename is told apart, not as a change). */
function sameDeclaration(a: Entity, b: Entity): boolean {
  if (a.declaration === b.declaration) return true
  if (a.name === b.name) return false
  const unnamed = (e: Entity) => {
    const short = lastComponent(e.name)
    return e.declaration.replace(new RegExp(`(^|[^\\w])${short.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`, 'g'), '$1\u0000')
  }
  return unnamed(a) === unnamed(b)
}

/** The name an entity carries after a declared rename, or null. A compound's rename covers its members. */
function renamed(name: string, table: Record<string, string>): string | null {
  if (table[name] !== undefined) return table[name]
  for (const [from, to] of Object.entries(table)) if (name.startsWith(`${from}::`)) return to + name.slice(from.length)
  return null
}

/** Index of entities by a key; keys held by more than one entity map to all of them. */
function byKey(entities: Entity[], key: (e: Entity) => string): Map<string, Entity[]> {
  const map = new Map<string, Entity[]>()
  for (const e of entities) {
    const k = key(e)
    const list = map.get(k)
    if (list) list.push(e)
    else map.set(k, [e])
  }
  return map
}

/**
 * Links each entity of the older version to its continuation in the newer one.
 * Returns newer entity → older entity.
 */
function link(older: Entity[], newer: Entity[], table: Record<string, string>): Map<Entity, Entity> {
  const previous = new Map<Entity, Entity>()
  const taken = new Set<Entity>()
  const claim = (o: Entity, n: Entity) => {
    previous.set(n, o)
    taken.add(o)
  }
  // 1. Same kind, name and overload. Doxygen can list one key twice (a repeated declaration): pair in order.
  const newerByKey = byKey(newer, (e) => e.key)
  for (const [key, olds] of byKey(older, (e) => e.key)) {
    const news = newerByKey.get(key) ?? []
    for (let i = 0; i < Math.min(olds.length, news.length); i++) claim(olds[i], news[i])
  }
  // 2. Declared renames: the old key with the new name.
  const unmatchedNew = () => newer.filter((n) => !previous.has(n))
  const freeByKey = byKey(unmatchedNew(), (e) => e.key)
  for (const o of older) {
    if (taken.has(o)) continue
    const to = renamed(o.name, table)
    if (to === null) continue
    const candidates = freeByKey.get(o.key.replace(`${o.kind} ${o.name}`, `${o.kind} ${to}`))
    const n = candidates?.find((c) => !previous.has(c))
    if (n) claim(o, n)
  }
  // 3. A name that is not overloaded on either side, one entity left and one arrived under the same kind and
  //    name (a renamed compound's members under its new name): the same entity with another declaration.
  const looseOf = (e: Entity) => {
    const to = renamed(e.name, table)
    return to === null ? e.looseKey : e.looseKey.replace(e.name, to)
  }
  const olderCount = byKey(older, looseOf)
  const newerCount = byKey(newer, (e) => e.looseKey)
  const arrived = byKey(unmatchedNew(), (e) => e.looseKey)
  for (const [key, olds] of byKey(older.filter((o) => !taken.has(o)), looseOf)) {
    const news = arrived.get(key)
    if (olds.length === 1 && news?.length === 1 && olderCount.get(key)?.length === 1 && newerCount.get(key)?.length === 1) claim(olds[0], news[0])
  }
  return previous
}

/**
 * Computes the history of every entity of every version. `versions` runs from
 * the oldest release to the newest version (the current engine last).
 */
export function computeHistory(versions: VersionModel[], renames: RenameTable = {}): ApiHistory {
  const names = versions.map((v) => v.name)
  const warnings: string[] = []
  for (const [version, table] of Object.entries(renames)) {
    const i = names.indexOf(version)
    if (i < 0) {
      warnings.push(`rename table: version "${version}" does not exist (versions: ${names.join(', ')}); its ${Object.keys(table).length} renames are ignored`)
      continue
    }
    for (const [from, to] of Object.entries(table)) {
      const had = i > 0 && [...versions[i - 1].model.compounds.values()].some((c) => c.name === from) ? true : i > 0 && [...versions[i - 1].model.members.values()].some((m) => m.qualifiedName === from)
      const has = [...versions[i].model.compounds.values()].some((c) => c.name === to) || [...versions[i].model.members.values()].some((m) => m.qualifiedName === to)
      if (!had) warnings.push(`rename table: ${version} renames "${from}", which the version before it (${names[i - 1] ?? 'none'}) does not hold`)
      if (!has) warnings.push(`rename table: ${version} renames "${from}" to "${to}", which ${version} does not hold`)
    }
  }

  const entities = versions.map((v) => entitiesOf(v.model))
  // Chains: each entity's lineage, the entities in version order.
  interface Chain {
    start: number
    members: Entity[]
  }
  const chainOf = new Map<Entity, Chain>()
  for (const e of entities[0] ?? []) chainOf.set(e, { start: 0, members: [e] })
  for (let i = 1; i < versions.length; i++) {
    const previous = link(entities[i - 1], entities[i], renames[names[i]] ?? {})
    for (const e of entities[i]) {
      const before = previous.get(e)
      const chain = before ? chainOf.get(before)! : { start: i, members: [] }
      chain.members.push(e)
      chainOf.set(e, chain)
    }
  }

  // What a chain says whatever version is read: since, changes, deprecation, removal.
  interface ChainFacts {
    since: string
    changes: DeclarationChange[]
    deprecated: SymbolHistory['deprecated']
    removedIn: string | null
    /** The entity the deprecation note points to, once the chain ends. */
    replacement: string | null
  }
  const facts = new Map<Chain, ChainFacts>()
  const factsOf = (chain: Chain): ChainFacts => {
    const known = facts.get(chain)
    if (known) return known
    const changes: DeclarationChange[] = []
    let deprecated: SymbolHistory['deprecated'] = null
    let target: string | null = null
    chain.members.forEach((e, k) => {
      const version = names[chain.start + k]
      const before = chain.members[k - 1]
      if (before && !sameDeclaration(before, e)) changes.push({ version, before: before.declaration, after: e.declaration })
      if (e.deprecation && deprecated === null) {
        deprecated = { version, note: e.deprecation.note }
        target = e.deprecation.target
      }
    })
    const lastIndex = chain.start + chain.members.length - 1
    const removedIn = lastIndex < names.length - 1 ? names[lastIndex + 1] : null
    const last = chain.members[chain.members.length - 1]
    const replacement = removedIn !== null && target !== null && target !== last.name ? target : null
    const out: ChainFacts = { since: names[chain.start], changes, deprecated, removedIn, replacement }
    facts.set(chain, out)
    return out
  }

  const histories = new Map<string, Map<string, SymbolHistory>>()
  versions.forEach((v, i) => {
    const map = new Map<string, SymbolHistory>()
    for (const e of entities[i]) {
      const chain = chainOf.get(e)!
      const { since, changes, deprecated, removedIn, replacement } = factsOf(chain)
      // A rename is told on the pages of the names before it (renamedTo) and after it (renamedFrom).
      const position = i - chain.start
      const later = chain.members.findIndex((m, k) => k > position && m.name !== e.name)
      let earlier = -1
      for (let k = position - 1; k >= 0; k--) {
        if (chain.members[k].name !== e.name) {
          earlier = k
          break
        }
      }
      let renamedTo: SymbolHistory['renamedTo'] = null
      if (later >= 0) renamedTo = { version: names[chain.start + later], name: chain.members[later].name, via: 'rename-table' }
      else if (replacement !== null && removedIn !== null) renamedTo = { version: removedIn, name: replacement, via: 'deprecation' }
      const renamedFrom = earlier >= 0 ? { version: names[chain.start + earlier + 1], name: chain.members[earlier].name } : null
      map.set(e.id, { since, changes, deprecated, removedIn, renamedTo, renamedFrom })
    }
    histories.set(v.name, map)
  })
  const entityById = versions.map((_, i) => new Map(entities[i].map((e) => [e.id, e])))
  const counterpart = (version: string, id: string, target: string): string | undefined => {
    const i = names.indexOf(version)
    const j = names.indexOf(target)
    const e = i >= 0 ? entityById[i].get(id) : undefined
    if (!e || j < 0) return undefined
    const chain = chainOf.get(e)!
    return chain.members[j - chain.start]?.id
  }
  const changesIn = (version: string): VersionChanges => {
    const i = names.indexOf(version)
    const out: VersionChanges = { previous: i > 0 ? names[i - 1] : null, added: [], removed: [], changed: [], renamed: [], deprecated: [] }
    if (i < 0) return out
    for (const e of entities[i]) {
      const chain = chainOf.get(e)!
      const k = i - chain.start
      const before = k > 0 ? chain.members[k - 1] : undefined
      if (!before) out.added.push({ id: e.id, name: e.name, kind: e.kind, declaration: e.declaration })
      else {
        if (before.name !== e.name) out.renamed.push({ id: e.id, previousId: before.id, name: e.name, kind: e.kind, from: before.name })
        if (!sameDeclaration(before, e)) out.changed.push({ id: e.id, previousId: before.id, name: e.name, kind: e.kind, before: before.declaration, after: e.declaration })
      }
      if (e.deprecation && !(before && before.deprecation)) out.deprecated.push({ id: e.id, name: e.name, kind: e.kind, note: e.deprecation.note })
    }
    for (const e of i > 0 ? entities[i - 1] : []) {
      const chain = chainOf.get(e)!
      if (chain.start + chain.members.length - 1 !== i - 1) continue
      const replacement = factsOf(chain).replacement
      out.removed.push({ previousId: e.id, name: e.name, kind: e.kind, declaration: e.declaration, renamedTo: replacement })
    }
    return out
  }
  return {
    versions: names,
    get: (version, id) => histories.get(version)?.get(id),
    counterpart,
    changesIn,
    warnings,
  }
}
