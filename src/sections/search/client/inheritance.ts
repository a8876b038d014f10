/**
 * Members found through a class's bases, for a qualified query `Derived::name` (docs/sections/search.md,
 * "Inherited members"). Both backends use it: the embedded index over its table of bases (symbols/bases.json),
 * Algolia over the class records' `symbol.bases`.
 */
import { fitParts, nameKey, partKey, scopeFit, splitQualified, type FitParts } from './symbolNames'

/** A class's bases by distance, as its symbol record carries them: [its direct bases, their bases, …], each class once. */
export type BaseLevels = string[][]

/** A class the qualifiers of a query name, with its bases and how its spelling differs from the query's. */
export interface NamedClass {
  name: string
  levels: BaseLevels
  caseMiss: number
}

/** A name as the search compares owners: each part's key, template arguments left out. */
export const ownerKey = (qualifiedName: string): string => splitQualified(qualifiedName).map(partKey).join('::')

/** A class of the table of bases, its name split once for matching. */
export interface TableClass extends FitParts {
  name: string
  levels: BaseLevels
}

/** The classes with bases, split for `classesNamed` (inline namespaces marked, as a member's scope is). */
export function tableClasses(classes: Iterable<readonly [string, BaseLevels]>, inlineNamespaces: readonly string[] = []): TableClass[] {
  const out: TableClass[] = []
  for (const [name, levels] of classes) if (levels.length > 0) out.push({ name, levels, ...fitParts(name, inlineNamespaces) })
  return out
}

/** The classes the qualifiers of a query name: their trailing parts are the qualifiers, as a member's scope must be for a direct match. */
export function classesNamed(classes: readonly TableClass[], quals: readonly string[], spelledQuals: readonly string[]): NamedClass[] {
  const out: NamedClass[] = []
  for (const c of classes) {
    if (c.keys.length < quals.length || c.keys[c.keys.length - 1] !== quals[quals.length - 1]) continue
    const fit = scopeFit(c.keys, c.spelled, quals, spelledQuals, c.inline)
    if (fit?.skipped === 0) out.push({ name: c.name, levels: c.levels, caseMiss: fit.caseMiss })
  }
  return out
}

/** A candidate member: its owner's qualified name and its own name. */
export interface MemberCandidate {
  owner: string
  name: string
  /** A private member: found through no derived class. */
  private?: boolean
}

/**
 * The candidates a named class inherits, each with its distance (1 for a member of a direct base), the class's
 * spelling miss and the class itself (`via`), nearest first. C++'s lookup decides: a name the class declares itself
 * (a candidate owned by it) hides every base's member of that name, a nearer base's hides a farther one's, and
 * constructors, destructors and private members are not inherited; a private member still hides its name, as C++
 * checks access after the lookup. Candidates owned by no base of a named class are left out.
 */
export function inheritedCandidates<C extends MemberCandidate>(classes: readonly NamedClass[], candidates: readonly C[]): Array<{ candidate: C; depth: number; caseMiss: number; via: string }> {
  const picked = new Map<C, { depth: number; caseMiss: number; via: string }>()
  for (const cls of classes) {
    const own = ownerKey(cls.name)
    const depthOf = new Map<string, number>()
    cls.levels.forEach((level, i) => { for (const base of level) if (!depthOf.has(ownerKey(base))) depthOf.set(ownerKey(base), i + 1) })
    const declared = new Set(candidates.filter((c) => ownerKey(c.owner) === own).map((c) => nameKey(c.name)))
    const nearest = new Map<string, number>()
    const found: Array<{ c: C; key: string; depth: number }> = []
    for (const c of candidates) {
      const owner = ownerKey(c.owner)
      const depth = depthOf.get(owner)
      const key = nameKey(c.name)
      if (depth === undefined || declared.has(key) || c.name.trim().startsWith('~') || key === owner.split('::').pop()) continue
      found.push({ c, key, depth })
      nearest.set(key, Math.min(nearest.get(key) ?? depth, depth))
    }
    for (const f of found) {
      if (f.depth !== nearest.get(f.key) || f.c.private) continue
      const prev = picked.get(f.c)
      if (!prev || f.depth < prev.depth || (f.depth === prev.depth && cls.caseMiss < prev.caseMiss)) picked.set(f.c, { depth: f.depth, caseMiss: cls.caseMiss, via: cls.name })
    }
  }
  return [...picked].map(([candidate, p]) => ({ candidate, ...p })).sort((a, b) => a.depth - b.depth)
}

/**
 * Base levels of every class of a library from each class's direct bases (qualified names): breadth first, each
 * base once, the nearest level it is reached at. A base the map does not list ends its path.
 */
export function baseLevels(directBases: ReadonlyMap<string, readonly string[]>): Map<string, BaseLevels> {
  const out = new Map<string, BaseLevels>()
  for (const [name, direct] of directBases) {
    if (direct.length === 0) continue
    const seen = new Set<string>([name])
    const levels: BaseLevels = []
    let level = [...new Set(direct)].filter((b) => b !== name)
    for (const b of level) seen.add(b)
    while (level.length) {
      levels.push(level)
      const next: string[] = []
      for (const b of level) for (const up of directBases.get(b) ?? []) if (!seen.has(up)) { seen.add(up); next.push(up) }
      level = next
    }
    if (levels.length) out.set(name, levels)
  }
  return out
}
