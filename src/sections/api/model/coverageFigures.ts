/**
 * The figures of a version's documentation coverage and how they read: shared by the model (coverage.ts), the
 * page, its Markdown twin and the report script, so each says the same number the same way. No imports: the page
 * bundles it.
 */

/** Counts over a set of public entities. */
export interface CoverageFigures {
  /** Public entities. */
  total: number
  /** With a brief description. */
  brief: number
  /** With a detailed description (text beyond parameter and return tables). */
  details: number
  /** Entities that take a named parameter or return a value (functions, function-like macros). */
  callable: number
  /** Of those, the ones whose every named parameter and return value is documented. */
  paramsComplete: number
  /** Documented: a brief or details, and every parameter and return value when callable. */
  documented: number
}

/** A public entity that is not documented, and what it lacks. */
export interface UndocumentedEntity {
  kind: string
  /** Qualified name. */
  name: string
  namespace: string
  /** Its page and anchor; null when no page shows it. */
  url: string | null
  /** "description", "parameter <name>", "return value". */
  lacks: string[]
}

export interface VersionCoverage {
  overall: CoverageFigures
  byKind: Array<{ kind: string } & CoverageFigures>
  byNamespace: Array<{ namespace: string } & CoverageFigures>
  /** Sorted by namespace, then name. */
  undocumented: UndocumentedEntity[]
}

/** One version's overall figures in the trend across releases (oldest first). */
export interface CoverageTrendRow {
  version: string
  overall: CoverageFigures
}

/** The namespace a global entity (outside every namespace) is counted under. */
export const GLOBAL_NAMESPACE = '(global)'

/**
 * A share in percent, rounded down to one decimal (so a figure shown never claims more than is there), or null for
 * no entities: no figure, and never under a floor.
 */
export function share(part: number, total: number): number | null {
  return total === 0 ? null : Math.floor((part / total) * 1000) / 10
}

/** The headline figure: documented public entities in percent (null: none). */
export const documentedShare = (f: CoverageFigures): number | null => share(f.documented, f.total)

/** "97.5%", or "–" for no entities. */
export const percent = (value: number | null): string => (value === null ? '–' : `${value.toFixed(1)}%`)

/** The columns of every figures table, in order: what each share is of. */
export const FIGURE_COLUMNS: ReadonlyArray<{ key: 'documented' | 'brief' | 'details' | 'paramsComplete'; label: string; of: (f: CoverageFigures) => number }> = [
  { key: 'documented', label: 'Documented', of: (f) => f.total },
  { key: 'brief', label: 'With a brief', of: (f) => f.total },
  { key: 'details', label: 'With details', of: (f) => f.total },
  { key: 'paramsComplete', label: 'Parameters and return', of: (f) => f.callable },
]

/** One figure as a table cell reads, its share and its counts: ["97.5%", "(39 of 40)"]; ["–", ""] when it applies to none. */
export function figureParts(f: CoverageFigures, column: (typeof FIGURE_COLUMNS)[number]): [string, string] {
  const total = column.of(f)
  return total === 0 ? ['–', ''] : [percent(share(f[column.key], total)), `(${f[column.key]} of ${total})`]
}

/** One figure in one line: "97.5% (39 of 40)", or "–". */
export const figureCell = (f: CoverageFigures, column: (typeof FIGURE_COLUMNS)[number]): string => figureParts(f, column).filter(Boolean).join(' ')

/** The coverage page's sections: heading id and title, in order (its namespace headings are ns-…, model/changesIds.ts). */
export const COVERAGE_SECTIONS = [
  { id: 'overall', title: 'Overall' },
  { id: 'by-kind', title: 'By kind' },
  { id: 'by-namespace', title: 'By namespace' },
  { id: 'across-releases', title: 'Across releases' },
  { id: 'not-documented', title: 'Not documented' },
] as const
