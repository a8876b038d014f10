/**
 * Overload sets, as cppreference shows them: the members of one name and kind documented on one page form one
 * entry, numbered (1) (2) (3) in page order, with one parameter table. Which members form a set and its anchor are
 * the route table's (routes.ts overloadGroups); what the set's block and twin show is here, with no Node module,
 * since the page components use it too. The rules: docs/sections/api.md, "Overload sets".
 */
import type { DocElement, DocNode } from './doc'

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

/**
 * The rows of a list of related entities (a concept's Constrains list, page and twin), one per name: overloads of a
 * function share it and the count says how many. A row of several links their overload set's entry, which shows
 * every one of them, when they all belong to one set; otherwise the first one's entry.
 */
export function linkRows<L extends { name: string; group: string; href: string | null; overloadSetHref?: string | null }>(items: readonly L[]): Array<{ first: L; count: number; href: string | null }> {
  const rows: Array<{ first: L; all: L[] }> = []
  for (const l of items) {
    const row = rows.find((r) => r.first.name === l.name && r.first.group === l.group)
    if (row) row.all.push(l)
    else rows.push({ first: l, all: [l] })
  }
  return rows.map(({ first, all }) => {
    const set = first.overloadSetHref
    const oneSet = all.length > 1 && !!set && all.every((l) => l.overloadSetHref === set)
    return { first, count: all.length, href: oneSet ? set : first.href }
  })
}
