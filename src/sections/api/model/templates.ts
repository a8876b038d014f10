/**
 * What C++ templates say about each other, read from the model of one version: which templates and functions a
 * concept constrains (template parameter lists, `requires` clauses, abbreviated `Concept auto` parameters), which
 * types its documentation asserts satisfy it (`static_assert(Concept<T>)` in a code block of a description or in
 * an example), and which class templates are specialisations of which primary template (doxygen names them
 * `Foo< T * >` beside the primary's `Foo`). Pure: no framework, no routes.
 */
import { type DocNode, listingText, plainText, walk } from './doc'
import type { Compound, DoxygenModel, Member, Param } from './model'
import { splitQualified } from './routes'

/** The compound kinds that are types a declaration can name. */
export const CLASS_LIKE: ReadonlySet<string> = new Set(['class', 'struct', 'union', 'interface', 'exception'])

/** A C++ name as written in a declaration: identifiers joined by `::`, maybe with a leading `::`. */
const NAME = /(?:::\s*)?[A-Za-z_]\w*(?:\s*::\s*[A-Za-z_]\w*)*/g

/** The scope a compound or member is declared in: its qualified name without the last part. */
const scopeOf = (qualified: string) => splitQualified(qualified).slice(0, -1)

/**
 * Looks a name up as C++ does from inside a scope: the innermost enclosing scope first, then outwards to the
 * global one. Returns the compound id, if a compound of the wanted kinds has that name.
 */
export function nameLookup(model: DoxygenModel, kinds: (kind: string) => boolean): (name: string, scope: string[]) => string | undefined {
  const byName = new Map<string, string>()
  for (const c of model.compounds.values()) if (kinds(c.kind)) byName.set(c.name, c.id)
  return (name, scope) => {
    const clean = name.replace(/\s+/g, '')
    if (clean.startsWith('::')) return byName.get(clean.slice(2))
    for (let n = scope.length; n >= 0; n--) {
      const id = byName.get([...scope.slice(0, n), clean].join('::'))
      if (id) return id
    }
    return undefined
  }
}

/**
 * The text of a tree with every name `lookup` knows turned into a ref to its compound (doxygen 1.9.4 writes a
 * template parameter's concept and a requires clause as plain text). Existing refs and `self` stay as they are.
 */
export function linkNames(nodes: DocNode[], scope: string[], lookup: (name: string, scope: string[]) => string | undefined, self?: string): DocNode[] {
  const out: DocNode[] = []
  for (const n of nodes) {
    if (typeof n !== 'string') {
      out.push(n)
      continue
    }
    let last = 0
    for (const m of n.matchAll(NAME)) {
      const id = lookup(m[0], scope)
      if (!id || id === self) continue
      if (m.index > last) out.push(n.slice(last, m.index))
      out.push({ t: 'ref', id, kind: 'compound', c: [m[0]] })
      last = m.index + m[0].length
    }
    if (last < n.length) out.push(last === 0 ? n : n.slice(last))
  }
  return out
}

const linkParams = (ps: Param[], scope: string[], lookup: (name: string, scope: string[]) => string | undefined) => {
  for (const p of ps) p.type = linkNames(p.type, scope, lookup)
}

/**
 * Links the names of constraints to their pages, in place: concepts in template parameter lists and parameter
 * types (`template<Numeric T>`, `Numeric auto x`), concepts and classes in requires clauses and in a concept's
 * definition. Called once when a version's XML is read, before refs are resolved.
 */
export function linkConstraints(model: DoxygenModel): void {
  const concepts = nameLookup(model, (k) => k === 'concept')
  const typeNames = nameLookup(model, (k) => k === 'concept' || CLASS_LIKE.has(k))
  for (const c of model.compounds.values()) {
    if (c.kind === 'file' || c.kind === 'dir' || c.kind === 'page' || c.kind === 'group' || c.kind === 'example' || c.kind === 'namespace') continue
    // Names inside a class template are looked up from the class too (its nested types).
    const inside = splitQualified(c.name)
    linkParams(c.templateParams, inside, concepts)
    c.requiresClause = linkNames(c.requiresClause, inside, typeNames, c.id)
    if (c.kind === 'concept') c.initializer = linkNames(c.initializer, scopeOf(c.name), typeNames, c.id)
  }
  for (const m of model.members.values()) {
    const scope = scopeOf(m.qualifiedName)
    linkParams(m.templateParams, scope, concepts)
    linkParams(m.params, scope, concepts)
    m.requiresClause = linkNames(m.requiresClause, scope, typeNames)
  }
}

/** A type a concept's documentation asserts it is satisfied by (or, negated, not satisfied by). */
export interface Satisfaction {
  /** The type argument as written, with a ref when it names a compound of the library. */
  type: DocNode[]
  /** false for `static_assert(!Concept<T>)`. */
  holds: boolean
  /** The compound or member whose documentation holds the assertion. */
  ownerId: string
}

export interface TemplateRelations {
  /** Concept id → ids of the compounds and members it constrains (concepts refining it among them), by name. */
  constrains: Map<string, string[]>
  /** Concept id → the types documented as satisfying it, or not, in the order the documentation gives them. */
  satisfiedBy: Map<string, Satisfaction[]>
  /** Primary class template id → its partial and explicit specialisations, by name. */
  specialisations: Map<string, string[]>
  /** Specialisation id → its primary template's id. */
  primaryOf: Map<string, string>
}

/** Ids of the compounds a tree refers to. */
function refIds(nodes: DocNode[], into: Set<string>): void {
  walk(nodes, (n) => {
    if (n.t === 'ref') into.add(n.id)
  })
}

/** The concepts an entity's declaration names as constraints. */
function constraintsOf(templateParams: Param[], params: Param[], requiresClause: DocNode[]): Set<string> {
  const ids = new Set<string>()
  for (const p of templateParams) refIds(p.type, ids)
  for (const p of params) if (/\bauto\b/.test(plainText(p.type))) refIds(p.type, ids)
  refIds(requiresClause, ids)
  return ids
}

/**
 * Splits a name that ends in template arguments into the name and the arguments (`a::Foo< T *, U >` →
 * `a::Foo`, `T *, U`); undefined for a name without them.
 */
export function splitTemplateArgs(name: string): { base: string; args: string } | undefined {
  const s = name.trimEnd()
  if (!s.endsWith('>')) return undefined
  let depth = 0
  for (let i = s.length - 1; i >= 0; i--) {
    const ch = s[i]
    if (ch === '>') depth++
    else if (ch === '<') {
      depth--
      if (depth === 0) {
        const base = s.slice(0, i).trimEnd()
        // `operator<` and the like are no template.
        if (!/[A-Za-z_]\w*$/.test(base) || /\boperator$/.test(base)) return undefined
        return { base, args: s.slice(i + 1, -1).trim() }
      }
    }
  }
  return undefined
}

/** `static_assert(Concept<Arg>)` and `static_assert(!Concept<Arg>, "…")`: the negation, the name and where `<` is. */
const ASSERT = /static_assert\s*\(\s*(!?)\s*((?:::)?[A-Za-z_]\w*(?:\s*::\s*[A-Za-z_]\w*)*)\s*</g

/** The template argument starting at `from` (just past `<`), up to its matching `>`; undefined when unbalanced. */
function argumentAt(text: string, from: number): string | undefined {
  let depth = 1
  for (let i = from; i < text.length; i++) {
    if (text[i] === '<') depth++
    else if (text[i] === '>' && --depth === 0) return text.slice(from, i).trim()
  }
  return undefined
}

/** The text of every code block of a description tree, one string per block. */
function codeBlocks(nodes: DocNode[]): string[] {
  const out: string[] = []
  walk(nodes, (n) => {
    if (n.t === 'listing') out.push(listingText(n))
  })
  return out
}

export function templateRelations(model: DoxygenModel): TemplateRelations {
  const concepts = new Set([...model.compounds.values()].filter((c) => c.kind === 'concept').map((c) => c.id))
  const name = (id: string) => model.compounds.get(id)?.name ?? model.members.get(id)?.qualifiedName ?? id
  const constrains = new Map<string, string[]>()
  const add = (conceptId: string, id: string) => {
    if (!concepts.has(conceptId) || conceptId === id) return
    const list = constrains.get(conceptId) ?? []
    if (!list.includes(id)) list.push(id)
    constrains.set(conceptId, list)
  }
  for (const c of model.compounds.values()) {
    const ids = constraintsOf(c.templateParams, [], c.requiresClause)
    if (c.kind === 'concept') refIds(c.initializer, ids)
    for (const id of ids) add(id, c.id)
  }
  for (const m of model.members.values()) for (const id of constraintsOf(m.templateParams, m.params, m.requiresClause)) add(id, m.id)
  for (const list of constrains.values()) list.sort((a, b) => name(a).localeCompare(name(b)) || a.localeCompare(b))

  // Satisfaction: static_asserts in the code blocks of descriptions and in examples, names looked up from the
  // scope of the entity whose documentation holds them.
  const conceptNamed = nameLookup(model, (k) => k === 'concept')
  const typeNamed = nameLookup(model, (k) => CLASS_LIKE.has(k))
  const satisfiedBy = new Map<string, Satisfaction[]>()
  const scan = (ownerId: string, scope: string[], blocks: string[]) => {
    for (const text of blocks) {
      for (const m of text.matchAll(ASSERT)) {
        const conceptId = conceptNamed(m[2], scope)
        const arg = conceptId ? argumentAt(text, m.index + m[0].length) : undefined
        if (!conceptId || !arg) continue
        const list = satisfiedBy.get(conceptId) ?? []
        if (list.some((s) => plainText(s.type) === arg && s.holds === !m[1])) continue
        list.push({ type: linkNames([arg], scope, typeNamed), holds: !m[1], ownerId })
        satisfiedBy.set(conceptId, list)
      }
    }
  }
  for (const c of model.compounds.values()) {
    const scope = c.kind === 'namespace' || c.kind === 'concept' || CLASS_LIKE.has(c.kind) ? splitQualified(c.name) : []
    scan(c.id, scope, [...codeBlocks(c.brief), ...codeBlocks(c.detailed), ...(c.kind === 'example' && c.listing ? codeBlocks([c.listing]) : [])])
  }
  for (const m of model.members.values()) scan(m.id, scopeOf(m.qualifiedName), [...codeBlocks(m.brief), ...codeBlocks(m.detailed)])

  // Specialisations: a class whose name ends in template arguments, and a class of the name before them.
  const classByName = new Map<string, string>()
  const norm = (n: string) => n.replace(/\s+/g, '')
  for (const c of model.compounds.values()) if (CLASS_LIKE.has(c.kind)) classByName.set(norm(c.name), c.id)
  const specialisations = new Map<string, string[]>()
  const primaryOf = new Map<string, string>()
  for (const c of model.compounds.values()) {
    if (!CLASS_LIKE.has(c.kind)) continue
    const split = splitTemplateArgs(c.name)
    const primary = split && classByName.get(norm(split.base))
    if (!primary || primary === c.id) continue
    primaryOf.set(c.id, primary)
    const list = specialisations.get(primary)
    if (list) list.push(c.id)
    else specialisations.set(primary, [c.id])
  }
  for (const list of specialisations.values()) list.sort((a, b) => name(a).localeCompare(name(b)) || a.localeCompare(b))
  return { constrains, satisfiedBy, specialisations, primaryOf }
}

/** The entities a concept constrains, grouped the way its page lists them. */
export function constrainedGroup(id: string, model: DoxygenModel): 'templates' | 'functions' | 'concepts' | 'other' {
  const c: Compound | undefined = model.compounds.get(id)
  if (c) return c.kind === 'concept' ? 'concepts' : CLASS_LIKE.has(c.kind) ? 'templates' : 'other'
  const m: Member | undefined = model.members.get(id)
  return m?.kind === 'function' || m?.kind === 'friend' ? 'functions' : 'other'
}
