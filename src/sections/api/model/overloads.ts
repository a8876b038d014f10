/**
 * Overload sets, as cppreference shows them: the members of one name and kind documented on one page form one
 * entry, numbered (1) (2) (3) in page order, with one parameter table. Each member keeps its own anchor; the set
 * gets one of its own. The rules: docs/sections/api.md, "Overload sets".
 */
import type { DocElement, DocNode } from './doc'
import { slugify, shortHash } from './routes'

/** Where a member's overload set is documented, and the member's place in it. */
export interface OverloadSetPlace {
  /** The page (part) that documents the set. */
  route: string
  /** The set's own id on that page. */
  anchor: string
  /** The member's number in the set, from 1. */
  number: number
  /** The ids of the set's members, in their order. */
  ids: string[]
}

/** Kinds C++ overloads by name; a friend only when it is a function (a friend class has no parameter list). */
const SET_KINDS = new Set(['function', 'signal', 'slot', 'prototype', 'friend'])
const overloadable = (m: { kind: string; argsString: string }): boolean => SET_KINDS.has(m.kind) && (m.kind !== 'friend' || m.argsString.trim().startsWith('('))

/**
 * The overload sets among the members a compound documents (in page order): members of one name and kind on one
 * page, two or more of them, each set in the order of its members. A set split by a page part is one set per part.
 */
export function overloadGroups(members: ReadonlyArray<{ id: string; name: string; kind: string; argsString: string }>, routeOf: (id: string) => string): string[][] {
  const groups = new Map<string, string[]>()
  for (const m of members) {
    if (!overloadable(m)) continue
    const key = `${routeOf(m.id)}\u0000${m.kind}\u0000${m.name}`
    const list = groups.get(key)
    if (list) list.push(m.id)
    else groups.set(key, [m.id])
  }
  return [...groups.values()].filter((ids) => ids.length > 1)
}

/**
 * A set's anchor: the slugged name and `--overloads`. No member anchor holds `--` (slugs and their hash suffixes
 * join with single dashes), so a set's anchor is never a member's. A name the slug rewrites (an operator) gets a
 * hash of the kind and name, so `operator+` and `operator-` differ; `taken` settles what is left (`Vec` and `vec`).
 */
export function overloadSetAnchor(name: string, kind: string, taken: (anchor: string) => boolean): string {
  const slug = slugify(name) || 'member'
  let a = slug === name.toLowerCase() ? `${slug}--overloads` : `${slug}-${shortHash(`${kind}\u0000${name}`)}--overloads`
  while (taken(a)) a = `${a.slice(0, -'--overloads'.length)}-${shortHash(a)}--overloads`
  return a
}

type Params = Extract<DocElement, { t: 'params' }>

/** Parameter lists a set merges into one table. Return values and exceptions stay with their overload. */
export const MERGED_PARAM_KINDS: readonly string[] = ['templateparam', 'param']

const plain = (nodes: DocNode[]): string => nodes.map((n) => (typeof n === 'string' ? n : 'c' in n && Array.isArray(n.c) ? plain(n.c) : '')).join('')

/** A description without its top-level parameter lists of the merged kinds: what each overload says besides them. */
export function withoutMergedParams(nodes: DocNode[] | null | undefined): DocNode[] {
  return (nodes ?? []).filter((n) => typeof n === 'string' || n.t !== 'params' || !MERGED_PARAM_KINDS.includes(n.kind))
}

/** One row of a merged parameter table: a name, and what each overload that documents it says. */
export interface MergedParam {
  name: string
  /** Direction as the first overload that gives one writes it ([in], [out]). */
  dir?: string
  /** Descriptions, each with the numbers of the overloads that say it (identical texts said once). */
  descriptions: Array<{ numbers: number[]; c: DocNode[] }>
  /** The overloads that take the parameter (in their signature or their documentation), by number; every one when all do. */
  takenBy: number[]
}

export interface MergedParamTable {
  kind: string
  rows: MergedParam[]
}

/** Ids of anchors and sections do not make two descriptions different: doxygen copies one text, the site keeps one id. */
function sameTree(a: DocNode[], b: DocNode[]): boolean {
  return JSON.stringify(a, (k, v: unknown) => (k === 'id' ? undefined : v)) === JSON.stringify(b, (k, v: unknown) => (k === 'id' ? undefined : v))
}

/** Whether the descriptions of every overload say the same (ignoring ids, which the site gives one copy only). */
export function allSame(trees: ReadonlyArray<DocNode[] | null | undefined>): boolean {
  const list = trees.map((t) => t ?? [])
  return list.every((t) => sameTree(t, list[0]!))
}

/**
 * The parameter tables of a set: one per kind of MERGED_PARAM_KINDS, one row per name in order of first mention,
 * noting which overloads take it when not all do. `names` lists, per overload, the parameter names of its
 * signature (declname) for that kind.
 */
export function mergedParamTables(overloads: ReadonlyArray<{ detailed: DocNode[] | null | undefined; params: string[]; templateParams: string[] }>): MergedParamTable[] {
  const out: MergedParamTable[] = []
  for (const kind of MERGED_PARAM_KINDS) {
    const rows = new Map<string, MergedParam>()
    overloads.forEach((o, i) => {
      for (const n of o.detailed ?? []) {
        if (typeof n === 'string' || n.t !== 'params' || n.kind !== kind) continue
        for (const item of (n as Params).items) {
          for (const nm of item.names) {
            const name = plain(nm.name).trim()
            if (!name) continue
            let row = rows.get(name)
            if (!row) rows.set(name, (row = { name, descriptions: [], takenBy: [] }))
            if (row.dir === undefined && nm.dir) row.dir = nm.dir
            const same = row.descriptions.find((d) => sameTree(d.c, item.c))
            if (same) {
              if (!same.numbers.includes(i + 1)) same.numbers.push(i + 1)
            } else row.descriptions.push({ numbers: [i + 1], c: item.c })
          }
        }
      }
    })
    if (rows.size === 0) continue
    for (const row of rows.values()) {
      const takers = new Set<number>()
      overloads.forEach((o, i) => {
        if ((kind === 'param' ? o.params : o.templateParams).includes(row.name) || row.descriptions.some((d) => d.numbers.includes(i + 1))) takers.add(i + 1)
      })
      row.takenBy = [...takers].sort((a, b) => a - b)
    }
    out.push({ kind, rows: [...rows.values()] })
  }
  return out
}

/** "(1, 3)": the numbers of some overloads of a set, as its entries label them. */
export const overloadNumbers = (numbers: readonly number[]): string => `(${numbers.join(', ')})`
