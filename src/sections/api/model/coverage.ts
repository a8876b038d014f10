/**
 * Documentation coverage of one version of the API: which public entities have a brief, details, and every
 * parameter and return value documented, overall, per kind and per namespace, and which lack what. Pure: a
 * function of the doxygen model and its routes. What counts as public and as documented, and why:
 * docs/sections/api.md, "Documentation coverage".
 */
import { hasAnonymousPart } from './anonymous'
import type { Compound, DoxygenModel, Member } from './model'
import type { RouteTable } from './routes'
import { type DocNode, plainText } from './doc'
import { type CoverageFigures, GLOBAL_NAMESPACE, type UndocumentedEntity, type VersionCoverage } from './coverageFigures'

/** Compound kinds a reader uses as types: counted. Namespaces, files, folders, groups, pages and examples are not. */
export const COVERED_COMPOUND_KINDS: readonly string[] = ['class', 'struct', 'union', 'interface', 'exception', 'concept']
/** Member kinds counted. Friends are not: a friend declaration grants access and declares no entity of its own. */
export const COVERED_MEMBER_KINDS: readonly string[] = ['function', 'variable', 'typedef', 'enum', 'define', 'property', 'event', 'signal', 'slot', 'prototype']
/** Member kinds that take parameters and may return a value. */
const CALLABLE_KINDS = new Set(['function', 'signal', 'slot', 'prototype'])

export * from './coverageFigures'

const emptyFigures = (): CoverageFigures => ({ total: 0, brief: 0, details: 0, callable: 0, paramsComplete: 0, documented: 0 })

/** An unnamed scope (./anonymous.ts) or `anonymous_namespace{file}`: none of them is reachable API. */
const anonymous = (name: string) => hasAnonymousPart(name) || name.includes('anonymous_namespace{')

const hasText = (nodes: DocNode[]) => plainText(nodes) !== ''

/** The description outside parameter lists and return sections (those are counted apart). */
function prose(nodes: DocNode[]): DocNode[] {
  return nodes.filter((n) => typeof n === 'string' || !(n.t === 'params' || (n.t === 'sect' && n.kind === 'return')))
}

/** Every parameter list and return section of a description, however deep doxygen nested it. */
function collect(nodes: DocNode[], out: { params: Map<string, boolean>; returns: boolean }): void {
  for (const n of nodes) {
    if (typeof n === 'string') continue
    if (n.t === 'params') {
      for (const item of n.items) {
        const described = hasText(item.c)
        if (n.kind === 'retval') out.returns ||= described
        else for (const name of item.names) {
          const key = plainText(name.name)
          out.params.set(key, (out.params.get(key) ?? false) || described)
        }
      }
    } else if (n.t === 'sect' && n.kind === 'return') out.returns ||= hasText(n.c)
    if ('c' in n && Array.isArray(n.c)) collect(n.c, out)
  }
}

/** Whether a function returns a value: a type other than void (constructors and destructors have none). */
function returnsValue(m: Member): boolean {
  if (!CALLABLE_KINDS.has(m.kind)) return false
  const type = plainText(m.type)
  // Constructors and destructors return nothing, whatever doxygen puts in their type (`constexpr`, `explicit`).
  const scope = m.qualifiedName.split('::').slice(-2, -1)[0]?.replace(/<.*$/, '')
  if (type === '' || m.name.startsWith('~') || (scope !== undefined && m.name.replace(/<.*$/, '') === scope)) return false
  // `auto f() -> void` spells its return type after the parameters.
  const trailing = /->\s*([^)]*?)\s*(?:const|noexcept|override|final|=|\s)*$/.exec(m.argsString)?.[1]
  const spelt = /^auto$|\bauto$/.test(type) && trailing ? trailing : type
  return !/(^|[\s(])void$/.test(spelt.trim())
}

/** The named parameters of a callable member or a function-like macro. */
function paramNames(m: Member): string[] {
  if (!CALLABLE_KINDS.has(m.kind) && m.kind !== 'define') return []
  return m.params.map((p) => p.declname ?? p.defname ?? '').filter((n) => n !== '' && n !== '...')
}

/** What one entity has; `lacks` is empty when it is documented. */
export function entityDocumentation(e: { brief: DocNode[]; detailed: DocNode[]; inbody?: DocNode[] }, m?: Member): { brief: boolean; details: boolean; callable: boolean; paramsComplete: boolean; lacks: string[] } {
  const brief = hasText(e.brief)
  const details = hasText(prose(e.detailed)) || hasText(e.inbody ?? [])
  const lacks: string[] = []
  if (!brief && !details) lacks.push('description')
  const names = m ? paramNames(m) : []
  const value = m ? returnsValue(m) : false
  const callable = names.length > 0 || value
  if (callable) {
    const found = { params: new Map<string, boolean>(), returns: false }
    collect([...e.brief, ...e.detailed, ...(e.inbody ?? [])], found)
    for (const name of names) if (!found.params.get(name)) lacks.push(`parameter ${name}`)
    if (value && !found.returns) lacks.push('return value')
  }
  return { brief, details, callable, paramsComplete: callable && lacks.every((l) => l === 'description'), lacks }
}

/** The enclosing namespace of a qualified name: its longest prefix that is a namespace of the model. */
function namespaceOf(name: string, namespaces: Set<string>): string {
  const parts = name.split('::')
  for (let n = parts.length - 1; n > 0; n--) {
    const prefix = parts.slice(0, n).join('::')
    if (namespaces.has(prefix)) return prefix
  }
  return GLOBAL_NAMESPACE
}

/** A class-like scope readers can reach: public (nested ones too) and not anonymous. */
const publicScope = (c: Compound | undefined): boolean =>
  !!c && (!COVERED_COMPOUND_KINDS.includes(c.kind) || (c.protection ?? 'public') === 'public') && !anonymous(c.name)

/**
 * The coverage of one version. Public entities: classes, structs, unions, interfaces, exceptions and concepts
 * that are public and named, and the public members (functions, variables, type aliases, enums, macros,
 * properties, events, signals, slots) of public named scopes; each once, where its page documents it.
 */
export function computeCoverage(model: DoxygenModel, routes: Pick<RouteTable, 'compounds' | 'members'>): VersionCoverage {
  const namespaces = new Set([...model.compounds.values()].filter((c) => c.kind === 'namespace').map((c) => c.name))
  const overall = emptyFigures()
  const byKind = new Map<string, CoverageFigures>()
  const byNamespace = new Map<string, CoverageFigures>()
  const undocumented: UndocumentedEntity[] = []
  const count = (kind: string, name: string, url: string | null, doc: ReturnType<typeof entityDocumentation>) => {
    const ns = namespaceOf(name, namespaces)
    for (const f of [overall, getOr(byKind, kind), getOr(byNamespace, ns)]) {
      f.total++
      if (doc.brief) f.brief++
      if (doc.details) f.details++
      if (doc.callable) f.callable++
      if (doc.paramsComplete) f.paramsComplete++
      if (doc.lacks.length === 0) f.documented++
    }
    if (doc.lacks.length > 0) undocumented.push({ kind, name, namespace: ns, url, lacks: doc.lacks })
  }
  for (const c of model.compounds.values()) {
    if (!COVERED_COMPOUND_KINDS.includes(c.kind) || !publicScope(c)) continue
    // A scope inside an anonymous or non-public one is as unreachable as it.
    if (!enclosingScopesPublic(c.name, model)) continue
    count(c.kind, c.name, routes.compounds.get(c.id) ?? null, entityDocumentation(c))
  }
  for (const m of model.members.values()) {
    if (!COVERED_MEMBER_KINDS.includes(m.kind) || m.protection !== 'public' || anonymous(m.name)) continue
    const owner = model.compounds.get(m.compoundId)
    if (!publicScope(owner) || (owner && !enclosingScopesPublic(owner.name, model))) continue
    const at = routes.members.get(m.id)
    count(m.kind, m.qualifiedName || m.name, at ? `${at.route}#${at.anchor}` : null, entityDocumentation(m, m))
  }
  undocumented.sort((a, b) => a.namespace.localeCompare(b.namespace, 'en') || a.name.localeCompare(b.name, 'en') || a.kind.localeCompare(b.kind, 'en'))
  return {
    overall,
    byKind: [...byKind].map(([kind, f]) => ({ kind, ...f })).sort((a, b) => b.total - a.total || a.kind.localeCompare(b.kind, 'en')),
    byNamespace: [...byNamespace].map(([namespace, f]) => ({ namespace, ...f })).sort((a, b) => a.namespace.localeCompare(b.namespace, 'en')),
    undocumented,
  }
}

function getOr(map: Map<string, CoverageFigures>, key: string): CoverageFigures {
  let f = map.get(key)
  if (!f) map.set(key, (f = emptyFigures()))
  return f
}

/** Whether every scope around a qualified name (its prefixes) is reachable: none anonymous, no class among them non-public. */
function enclosingScopesPublic(name: string, model: DoxygenModel): boolean {
  if (anonymous(name)) return false
  const byName = scopeIndex(model)
  const parts = name.split('::')
  for (let n = parts.length - 1; n > 0; n--) {
    const scope = byName.get(parts.slice(0, n).join('::'))
    if (scope && !publicScope(scope)) return false
  }
  return true
}

const scopeIndexes = new WeakMap<DoxygenModel, Map<string, Compound>>()
function scopeIndex(model: DoxygenModel): Map<string, Compound> {
  let index = scopeIndexes.get(model)
  if (!index) {
    index = new Map()
    for (const c of model.compounds.values()) if (c.kind === 'namespace' || COVERED_COMPOUND_KINDS.includes(c.kind)) index.set(c.name, c)
    scopeIndexes.set(model, index)
  }
  return index
}
