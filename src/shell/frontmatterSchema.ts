/**
 * What the frontmatter of each kind of content file may hold: one table per kind (a devlog post, a docs page, a
 * stand-alone page), declared by its section. The table is the single source of the check every stage runs (an
 * unknown key or a value of the wrong type stops the build with the file, the key's line and column, and the keys
 * the kind takes), of the GraphQL type of `Mdx.frontmatter`, and of the key lists in docs/authoring.md.
 */
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Node as YamlNode } from 'yaml'
import type { CreateSchemaCustomizationArgs } from 'gatsby'
import { ContentError, type FilePosition } from './contentPlace'

/** The types a frontmatter value can have. */
export interface FieldTypes {
  /** A non-empty string. */
  text: string
  /** One key or a list of keys (non-empty strings), at least one. */
  keys: string[]
  /** true or false. */
  flag: boolean
}

export interface FieldSpec<T extends keyof FieldTypes = keyof FieldTypes> {
  type: T
  required: boolean
  /** What the key says, for authors and for the GraphQL field. */
  description: string
  /** For `keys`: what one key names ("author key"). */
  item?: string
}

export interface FrontmatterSchema<F extends Record<string, FieldSpec> = Record<string, FieldSpec>> {
  /** The kind of file as authors call it: "devlog post". */
  kind: string
  fields: F
  /** Keys authors may expect from other site generators, each with where the site takes that from instead. */
  notKeys?: Record<string, string>
}

/** The checked values of a schema's fields: required ones always present. */
export type FrontmatterValues<F extends Record<string, FieldSpec>> = {
  [K in keyof F as F[K]['required'] extends true ? K : never]: FieldTypes[F[K]['type']]
} & {
  [K in keyof F as F[K]['required'] extends true ? never : K]?: FieldTypes[F[K]['type']]
}

/** Declares a kind's table, keeping its literal types (for FrontmatterValues). */
export const defineFrontmatter = <F extends Record<string, FieldSpec>>(schema: FrontmatterSchema<F>): FrontmatterSchema<F> => schema

/** `draft: true`: the file shows in `gatsby develop` and is left out of a production build (every kind takes it; ./drafts.ts). */
export const DRAFT_FIELD: FieldSpec<'flag'> & { required: false } = {
  type: 'flag',
  required: false,
  description: 'true keeps the file out of a production build (no page, list entry, feed item, search record, twin or sitemap entry); `gatsby develop` shows it.',
}

const TYPE_WORDS: Record<keyof FieldTypes, string> = { text: 'text', keys: 'a key or a list of keys', flag: 'true or false' }

/** "title, description, authors, tags; optional: draft": the keys of a kind, for messages and the docs. */
export function allowedKeys(schema: FrontmatterSchema): string {
  const entries = Object.entries(schema.fields)
  const required = entries.filter(([, f]) => f.required).map(([k]) => k)
  const optional = entries.filter(([, f]) => !f.required).map(([k]) => k)
  return [required.join(', '), optional.length ? `optional: ${optional.join(', ')}` : ''].filter(Boolean).join('; ')
}

/** How a YAML value reads in a message: its type, and itself when short. */
function describeValue(v: unknown): string {
  if (v === null || v === undefined) return 'no value'
  if (v instanceof Date) return `a date (${Number.isNaN(v.getTime()) ? 'invalid' : v.toISOString().slice(0, 10)})`
  if (Array.isArray(v)) return `a list (${JSON.stringify(v).slice(0, 60)})`
  if (typeof v === 'object') return 'a map'
  if (typeof v === 'string') return v.trim() === '' ? 'empty text' : `text (${JSON.stringify(v.slice(0, 60))})`
  return `${typeof v === 'number' ? 'a number' : `a ${typeof v}`} (${String(v)})`
}

/**
 * Where the top-level keys of a file's frontmatter are, read from its text: each key's line and column, its value's,
 * and each list item's. Positions are the file's (the YAML starts on line 2, after the opening ---).
 */
export class FrontmatterPlaces {
  private readonly keys = new Map<string, { key: FilePosition; value: FilePosition | null; items: FilePosition[] }>()

  constructor(fileText: string) {
    const block = /^\uFEFF?---[ \t]*\r?\n/.test(fileText) ? /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)^---[ \t]*\r?$/m.exec(fileText) : null
    if (!block) return
    const lineCounter = new LineCounter()
    const doc = parseDocument(block[1], { lineCounter, strict: false, uniqueKeys: false })
    const at = (node: YamlNode | null | undefined): FilePosition | null => {
      if (!node?.range) return null
      const p = lineCounter.linePos(node.range[0])
      return { line: p.line + 1, column: p.col }
    }
    if (!isMap(doc.contents)) return
    for (const pair of doc.contents.items) {
      if (!isScalar(pair.key)) continue
      const key = at(pair.key)
      if (!key || this.keys.has(String(pair.key.value))) continue
      const value = pair.value as YamlNode | null
      this.keys.set(String(pair.key.value), { key, value: at(value), items: isSeq(value) ? value.items.map((i) => at(i as YamlNode) ?? key) : [] })
    }
  }

  /** The key's line and column (the frontmatter's first line when the key is absent). */
  key(name: string): FilePosition {
    return this.keys.get(name)?.key ?? { line: 1, column: 1 }
  }

  /** The value's (the key's when it has none), or the `index`-th item's of a list. */
  value(name: string, index?: number): FilePosition {
    const k = this.keys.get(name)
    if (!k) return { line: 1, column: 1 }
    return (index !== undefined ? k.items[index] : undefined) ?? k.value ?? k.key
  }
}

export interface FrontmatterCheck<F extends Record<string, FieldSpec>> {
  /** The values, typed; fields with a problem are left out. */
  values: FrontmatterValues<F>
  /** One error per problem, each at its key's or value's line and column. */
  problems: ContentError[]
  /** Where a key or a list item is, for problems found later (an author key authors.yaml does not declare). */
  places: FrontmatterPlaces
}

/**
 * Checks a file's frontmatter (`data`, as gray-matter parsed it) against its kind's table. `fileText` gives the
 * positions; it is read only when there is a problem to place.
 */
export function checkFrontmatter<F extends Record<string, FieldSpec>>(schema: FrontmatterSchema<F>, data: unknown, file: string, fileText: string | (() => string)): FrontmatterCheck<F> {
  let places: FrontmatterPlaces | undefined
  const placesOf = () => (places ??= new FrontmatterPlaces(typeof fileText === 'string' ? fileText : fileText()))
  const problems: ContentError[] = []
  const keysNote = `A ${schema.kind} takes: ${allowedKeys(schema)}.`
  const problem = (where: (p: FrontmatterPlaces) => FilePosition, message: string) => problems.push(new ContentError(file, where(placesOf()), `${message} ${keysNote}`))
  const values: Record<string, unknown> = {}
  const fm = data === null || data === undefined ? {} : data
  if (typeof fm !== 'object' || Array.isArray(fm)) {
    problem(() => ({ line: 1, column: 1 }), 'the frontmatter must be a map of keys to values.')
    return { values: values as FrontmatterValues<F>, problems, get places() { return placesOf() } }
  }
  const given = fm as Record<string, unknown>
  for (const [key, value] of Object.entries(given)) {
    const spec = schema.fields[key]
    if (!spec) {
      const instead = schema.notKeys?.[key]
      problem((p) => p.key(key), `frontmatter key "${key}" is not one a ${schema.kind} takes${instead ? `: ${instead}` : ''}.`)
      continue
    }
    const checked = checkValue(spec, value)
    if (checked.ok) values[key] = checked.value
    else problem((p) => p.value(key, checked.item), `frontmatter "${key}" must be ${checked.expected}, not ${describeValue(checked.found)}${checked.hint}.`)
  }
  for (const [key, spec] of Object.entries(schema.fields)) {
    if (spec.required && !(key in given)) problem(() => ({ line: 1, column: 1 }), `the frontmatter has no "${key}"; a ${schema.kind} needs one.`)
  }
  return { values: values as FrontmatterValues<F>, problems, get places() { return placesOf() } }
}

type Checked = { ok: true; value: unknown } | { ok: false; expected: string; found: unknown; item?: number; hint: string }

function checkValue(spec: FieldSpec, value: unknown): Checked {
  const quote = (v: unknown) => (typeof v === 'number' || typeof v === 'boolean' || v instanceof Date ? '; quote it to make it text' : '')
  switch (spec.type) {
    case 'text':
      return typeof value === 'string' && value.trim() !== '' ? { ok: true, value: value.trim() } : { ok: false, expected: 'non-empty text', found: value, hint: quote(value) }
    case 'flag':
      return typeof value === 'boolean' ? { ok: true, value } : { ok: false, expected: 'true or false', found: value, hint: '' }
    case 'keys': {
      const expected = `a non-empty list of ${spec.item ?? 'key'}s`
      const list = typeof value === 'string' ? [value] : value
      if (!Array.isArray(list) || list.length === 0) return { ok: false, expected, found: value, hint: '' }
      const bad = list.findIndex((k) => typeof k !== 'string' || k.trim() === '')
      if (bad !== -1) return { ok: false, expected, found: list[bad], item: typeof value === 'string' ? undefined : bad, hint: quote(list[bad]) }
      return { ok: true, value: [...new Set((list as string[]).map((k) => k.trim()))] }
    }
  }
}

/** A GraphQL field type per value type: a `keys` value written as one key is read as a list of one. */
const GRAPHQL_TYPES: Record<keyof FieldTypes, string> = { text: 'String', keys: '[String!]', flag: 'Boolean' }

/**
 * The `MdxFrontmatter` type (Mdx.frontmatter) from the kinds' tables: every key a kind takes, typed as its table
 * says, and nothing inferred from the files (a key no table declares stops the build before it could be queried).
 */
export function createFrontmatterType({ actions, schema }: Pick<CreateSchemaCustomizationArgs, 'actions' | 'schema'>, kinds: readonly FrontmatterSchema[]): void {
  const fields: Record<string, { type: string; description: string; resolve?: (source: Record<string, unknown>) => unknown }> = {}
  for (const [key, spec, takenBy] of fieldsOf(kinds)) {
    fields[key] = {
      type: GRAPHQL_TYPES[spec.type],
      description: `${spec.description} (${takenBy.map((k) => `${k}s`).join(', ')})`,
      ...(spec.type === 'keys' ? { resolve: (source: Record<string, unknown>) => (typeof source[key] === 'string' ? [source[key]] : source[key]) } : {}),
    }
  }
  actions.createTypes(schema.buildObjectType({ name: 'MdxFrontmatter', description: 'The frontmatter of an MDX file, as the table of its kind declares it (src/shell/frontmatterSchema.ts).', fields, extensions: { infer: false } }))
}

/** Every key of the kinds with its spec and the kinds taking it; a key two kinds type differently is a mistake of the tables. */
function fieldsOf(kinds: readonly FrontmatterSchema[]): Array<[string, FieldSpec, string[]]> {
  const out = new Map<string, [string, FieldSpec, string[]]>()
  for (const kind of kinds) {
    for (const [key, spec] of Object.entries(kind.fields)) {
      const seen = out.get(key)
      if (seen && seen[1].type !== spec.type) throw new Error(`frontmatter key "${key}" is ${TYPE_WORDS[seen[1].type]} in a ${seen[2][0]} but ${TYPE_WORDS[spec.type]} in a ${kind.kind}`)
      if (seen) seen[2].push(kind.kind)
      else out.set(key, [key, spec, [kind.kind]])
    }
  }
  return [...out.values()]
}
