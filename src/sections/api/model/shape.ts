/**
 * A type's shape written once: each object type of the API is declared with `object`, its fields with `field`
 * (held by the node payload) or `resolved` (given by a field extension, or null), and from that one declaration
 * come both the TypeScript type of the payload (`Infer`) and the GraphQL SDL Gatsby serves (`printSdl`), with
 * every type's and field's description. No framework here: the model's tests and the schema's need no Gatsby.
 */

/** A field's GraphQL type and the TypeScript type of the value a payload holds for it (T, never read at run time). */
export interface Shape<T> {
  /** The named type or list, without the outer `!`. */
  readonly sdl: string
  readonly nonNull: boolean
  /** Object types it names (checked by printSdl to be declared). */
  readonly names: readonly string[]
  /** Declared with `t.optional`: a payload may leave it out. */
  readonly optional?: boolean
  /** A list's items. */
  readonly item?: Shape<unknown>
  /** The object type it holds, when declared with `object`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any object type
  readonly object?: ObjectType<any>
  readonly __type?: T
}

/** A JSON field's shape: what it holds is known to TypeScript only (see `JsonFields`). */
export type JsonShape<T> = Shape<T> & { readonly json: true }

const scalar = <T>(name: string, nonNull = true): Shape<T> => ({ sdl: name, nonNull, names: [] })

/** The text of a shape as SDL: `String!`, `[DoxygenParam!]!`, `JSON`. */
export const sdlOf = (s: Shape<unknown>): string => (s.nonNull ? `${s.sdl}!` : s.sdl)

/** The field types. Each is non-null unless wrapped in `nullable`, except `json`: see there. */
export const t = {
  string: scalar<string>('String'),
  int: scalar<number>('Int'),
  boolean: scalar<boolean>('Boolean'),
  id: scalar<string>('ID'),
  /** A String whose values the payload narrows (`t.literal<'a' | 'b'>()`): GraphQL still serves a String. */
  literal: <L extends string>(): Shape<L> => scalar<L>('String'),
  /**
   * Gatsby's JSON scalar, holding T (a description tree, figures...). Nullable in the schema: GraphQL cannot check
   * a JSON value, and a packed field reads null when its node lacks it; T says what the payload holds.
   */
  json: <T>(): JsonShape<T> => ({ ...scalar<T>('JSON', false), json: true }),
  /** JSON that is never null in the schema (JSON!). */
  jsonRequired: <T>(): JsonShape<T> => ({ ...scalar<T>('JSON'), json: true }),
  nullable: <T>(s: Shape<T>): Shape<T | null> => ({ ...s, nonNull: false }) as Shape<T | null>,
  /** Nullable in the schema, and left out of the payload rather than null (GraphQL reads a missing field as null). */
  optional: <T>(s: Shape<T>): Shape<T | undefined> => ({ ...s, nonNull: false, optional: true }) as Shape<T | undefined>,
  list: <T>(s: Shape<T>): Shape<T[]> => ({ sdl: `[${sdlOf(s)}]`, nonNull: true, names: s.names, item: s }),
  /** An object type declared with `object`, held in the payload. */
  object: <F extends Fields>(o: ObjectType<F>): Shape<Infer<ObjectType<F>>> => ({ sdl: o.name, nonNull: true, names: [o.name], object: o }),
  /** An object type by name, for a resolved field (a link to another node, which the payload does not hold). */
  named: (name: string): Shape<unknown> => ({ sdl: name, nonNull: true, names: [name] }),
}

/**
 * A directive on a type or a field, with string or string-list arguments: `@refidLink(type: "DoxygenMember", from:
 * "memberIds")`, `@childOf(types: ["File"])`, `@proxy(from: "briefText")`.
 */
export interface Directive {
  readonly name: string
  readonly args: Readonly<Record<string, string | readonly string[]>>
}

export const directive = (name: string, args: Record<string, string | readonly string[]> = {}): Directive => ({ name, args })

/** A field: its type, its description, its directives, and whether the node payload holds its value. */
export interface Field<T, Stored extends boolean, S extends Shape<T> = Shape<T>> {
  readonly type: S
  readonly description: string
  readonly directives: readonly Directive[]
  readonly stored: Stored
}

/** A field the payload holds (a directive may still change how GraphQL reads it, as @packedDoc does). */
export const field = <T, S extends Shape<T> = Shape<T>>(type: S & Shape<T>, description: string, ...directives: Directive[]): Field<T, true, S> => ({ type, description, directives, stored: true })

/** A field the payload does not hold: its directive's extension resolves it (Gatsby's id, a link, a badge), or it is null. */
export const resolved = <T>(type: Shape<T>, description: string, ...directives: Directive[]): Field<T, false> => ({ type, description, directives, stored: false })

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Field, whatever its value type
export type Fields = Record<string, Field<any, boolean>>

export interface ObjectType<F extends Fields> {
  readonly name: string
  readonly description: string
  readonly fields: F
  /** Interfaces it implements, e.g. Node, HeliosPage, ApiSymbol (declared elsewhere in the schema). */
  readonly interfaces: readonly string[]
  /** Type directives, e.g. @dontInfer. */
  readonly directives: readonly Directive[]
}

export const object = <F extends Fields>(name: string, description: string, fields: F, options: { interfaces?: string[]; directives?: Directive[] } = {}): ObjectType<F> => ({
  name,
  description,
  fields,
  interfaces: options.interfaces ?? [],
  directives: options.directives ?? [],
})

type Flat<T> = { [K in keyof T]: T[K] } & {}
type StoredKeys<F extends Fields> = { [K in keyof F]: F[K]['stored'] extends true ? K : never }[keyof F]
type ValueOf<X> = X extends Field<infer T, boolean> ? T : never
/** Fields declared `t.optional`, which a payload may leave out. */
type Optional<F extends Fields> = { [K in StoredKeys<F>]: undefined extends ValueOf<F[K]> ? K : never }[StoredKeys<F>]

/** The payload type of an object type: its stored fields (an optional one may be left out). */
export type Infer<O> = O extends ObjectType<infer F>
  ? Flat<{ [K in Exclude<StoredKeys<F>, Optional<F>>]: ValueOf<F[K]> } & { [K in Optional<F>]?: Exclude<ValueOf<F[K]>, undefined> }>
  : never

/** A payload type as a query result reads it: every field, array and nested object read-only. */
export type ReadonlyDeep<T> = T extends ReadonlyArray<infer E> ? ReadonlyArray<ReadonlyDeep<E>> : T extends object ? { readonly [K in keyof T]: ReadonlyDeep<T[K]> } : T

/**
 * The JSON fields of some object types by name, each with what it holds: Gatsby's generated query types see only
 * JSON in them, and the components read a query result's JSON fields through this map.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any object types
export type JsonFields<O extends ObjectType<any>> = Flat<UnionToIntersection<O extends ObjectType<infer F> ? { [K in keyof F as F[K]['type'] extends { json: true } ? K : never]: ValueOf<F[K]> } : never>>
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never

/** GraphQL names every schema has, or Gatsby declares: a field may name them without declaring them. */
const BUILT_IN = new Set(['String', 'Int', 'Float', 'Boolean', 'ID', 'JSON', 'Date'])

const quote = (text: string): string => JSON.stringify(text)
const printDirective = (d: Directive): string => {
  const args = Object.entries(d.args).map(([k, v]) => `${k}: ${typeof v === 'string' ? quote(v) : `[${v.map(quote).join(', ')}]`}`)
  return ` @${d.name}${args.length > 0 ? `(${args.join(', ')})` : ''}`
}

/**
 * The SDL of the object types, in order, each type and field with its description. `known`: the types declared
 * elsewhere in the schema that these may name (interfaces, other sections' types). Throws, naming the type and
 * field, on an empty description, a name declared twice, or a type named that is declared nowhere.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any object type
export function printSdl(types: ReadonlyArray<ObjectType<any>>, known: readonly string[] = []): string {
  const declared = new Set<string>()
  for (const o of types) {
    if (declared.has(o.name)) throw new Error(`schema: the type ${o.name} is declared twice`)
    declared.add(o.name)
  }
  const exists = (name: string) => declared.has(name) || BUILT_IN.has(name) || known.includes(name)
  const out: string[] = []
  for (const o of types) {
    if (!o.description.trim()) throw new Error(`schema: the type ${o.name} has no description`)
    for (const i of o.interfaces) if (!exists(i)) throw new Error(`schema: ${o.name} implements ${i}, which is declared nowhere`)
    const lines = [quote(o.description), `type ${o.name}${o.interfaces.length > 0 ? ` implements ${o.interfaces.join(' & ')}` : ''}${o.directives.map(printDirective).join('')} {`]
    for (const [name, f] of Object.entries(o.fields as Fields)) {
      if (!f.description.trim()) throw new Error(`schema: the field ${o.name}.${name} has no description`)
      for (const n of f.type.names) if (!exists(n)) throw new Error(`schema: the field ${o.name}.${name} names the type ${n}, which is declared nowhere`)
      lines.push(`  ${quote(f.description)}`, `  ${name}: ${sdlOf(f.type)}${f.directives.map(printDirective).join('')}`)
    }
    lines.push('}')
    out.push(lines.join('\n'))
  }
  return `${out.join('\n\n')}\n`
}

/** The names of a type's fields that carry the directive `name`, in declaration order. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any object type
export const fieldsWith = (type: ObjectType<any>, name: string): string[] =>
  Object.entries(type.fields as Fields).filter(([, f]) => f.directives.some((d) => d.name === name)).map(([n]) => n)

/** What a scalar of the schema holds at run time. */
const SCALAR_CHECKS: Record<string, (v: unknown) => boolean> = {
  String: (v) => typeof v === 'string',
  ID: (v) => typeof v === 'string',
  Int: (v) => Number.isInteger(v),
  Float: (v) => typeof v === 'number',
  Boolean: (v) => typeof v === 'boolean',
  JSON: () => true,
}

/**
 * Where a payload departs from its type's declaration, one line each (`where.field: ...`): a field it holds that
 * is not declared stored, a declared field it lacks (unless optional), a value of another type. `extra`: keys a
 * payload may hold beside its fields at any depth (Gatsby's node fields, the version stamp).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any object type
export function payloadProblems(value: unknown, type: ObjectType<any>, where: string, extra: ReadonlySet<string> = new Set()): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [`${where}: not an object (${type.name})`]
  const out: string[] = []
  const fields = type.fields as Fields
  const record = value as Record<string, unknown>
  for (const key of Object.keys(record)) {
    if (extra.has(key)) continue
    if (!(key in fields)) out.push(`${where}.${key}: not a field of ${type.name}`)
    else if (!fields[key].stored) out.push(`${where}.${key}: ${type.name}.${key} is resolved, yet the payload holds it`)
  }
  for (const [name, f] of Object.entries(fields)) {
    if (!f.stored) continue
    if (!(name in record)) {
      if (!f.type.optional) out.push(`${where}.${name}: missing (${type.name}.${name}: ${sdlOf(f.type)})`)
      continue
    }
    out.push(...valueProblems(record[name], f.type, `${where}.${name}`, extra))
  }
  return out
}

function valueProblems(value: unknown, shape: Shape<unknown>, where: string, extra: ReadonlySet<string>): string[] {
  if (value === null || value === undefined) return shape.nonNull ? [`${where}: null, but ${sdlOf(shape)} is non-null`] : []
  if (shape.item) {
    if (!Array.isArray(value)) return [`${where}: not a list (${sdlOf(shape)})`]
    return value.flatMap((v, i) => valueProblems(v, shape.item!, `${where}[${i}]`, extra))
  }
  if (shape.object) return payloadProblems(value, shape.object, where, extra)
  const check = SCALAR_CHECKS[shape.sdl]
  return check && !check(value) ? [`${where}: ${JSON.stringify(value).slice(0, 60)} is no ${shape.sdl}`] : []
}
