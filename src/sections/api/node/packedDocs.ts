/**
 * Description trees ride in their node as one JSON string, which GraphQL unpacks only for a query that asks for
 * them: Gatsby materialises a whole node whenever a query touches it, and many queries touch every symbol. The
 * schema keeps each field and its type through the `@packedDoc` extension (docs/sections/api.md, "Packed in their node").
 */
import type { GatsbyNode } from 'gatsby'
import { DoxygenCompound, DoxygenMember } from '../model/apiShape'
import { fieldsWith } from '../model/shape'

/** Fields of each node type that hold description trees (or lists of them), packed into PACKED_FIELD: those declared `@packedDoc`. */
export const PACKED_FIELDS = {
  DoxygenCompound: fieldsWith(DoxygenCompound, 'packedDoc'),
  DoxygenMember: fieldsWith(DoxygenMember, 'packedDoc'),
}

export type PackedType = keyof typeof PACKED_FIELDS

/** The node field holding the packed JSON (not in the schema: the types are @dontInfer). */
export const PACKED_FIELD = 'packedDocs'

const PACKED_SETS = Object.fromEntries(Object.entries(PACKED_FIELDS).map(([type, fields]) => [type, new Set<string>(fields)])) as Record<PackedType, Set<string>>

/**
 * A new object: the payload's fields but the packed ones, in their order, then PACKED_FIELD holding the packed
 * ones as one JSON string, then `after`'s fields. (Built field by field: deleting from a copy turns it into a slow
 * dictionary object, and this runs once per node.)
 */
export function packDocs(type: PackedType, payload: Record<string, unknown>, after?: Record<string, unknown>): Record<string, unknown> {
  const skip = PACKED_SETS[type]
  const node: Record<string, unknown> = {}
  const packed: Record<string, unknown> = {}
  for (const field of PACKED_FIELDS[type]) if (field in payload) packed[field] = payload[field]
  for (const k in payload) if (!skip.has(k) && Object.hasOwn(payload, k)) node[k] = payload[k]
  node[PACKED_FIELD] = JSON.stringify(packed)
  if (after) for (const k in after) node[k] = after[k]
  return node
}

/** Parsed packs by node object: one parse for all the packed fields a query asks of a node. */
const unpacked = new WeakMap<object, Record<string, unknown>>()

/** A packed field of a node, as it was before packing (null when the payload did not have it). */
export function readPacked(node: Record<string, unknown>, field: string): unknown {
  let docs = unpacked.get(node)
  if (!docs) {
    const text = node[PACKED_FIELD]
    docs = typeof text === 'string' ? (JSON.parse(text) as Record<string, unknown>) : {}
    unpacked.set(node, docs)
  }
  return docs[field] ?? null
}

/** The `@packedDoc` field extension: the field's value is read from the node's packed JSON. */
export const createPackedDocExtension = (actions: Parameters<NonNullable<GatsbyNode['createSchemaCustomization']>>[0]['actions']): void => {
  actions.createFieldExtension({
    name: 'packedDoc',
    extend: () => ({
      resolve: (source: Record<string, unknown>, _args: unknown, _context: unknown, info: { fieldName: string }) => readPacked(source, info.fieldName),
    }),
  })
}
