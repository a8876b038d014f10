/**
 * The declaration builder of the API's shape (src/sections/api/model/shape.ts), with no Gatsby: the SDL it prints
 * is a schema GraphQL reads back with every description, the payload type it derives is the one declared, and a
 * payload that departs from its declaration is named field by field.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { buildASTSchema, isNonNullType, parse, type GraphQLObjectType } from 'graphql'
import { directive, field, type Infer, type JsonFields, object, payloadProblems, printSdl, resolved, t } from '../../../src/sections/api/model/shape'

const Point = object('Point', 'A point "in" the plane \\ with a line\nbreak and a ≤ sign.', {
  x: field(t.int, 'Across.'),
  y: field(t.nullable(t.int), 'Down; null when unknown.'),
  label: field(t.optional(t.string), 'Left out when there is none.'),
})
const Shape = object(
  'Shape',
  'A shape.',
  {
    id: resolved(t.id, "Gatsby's node id."),
    kind: field(t.literal<'polygon' | 'circle'>(), 'What it is.'),
    points: field(t.list(t.object(Point)), 'Its corners.'),
    tags: field(t.nullable(t.list(t.nullable(t.string))), 'Tags, some unknown.'),
    tree: field(t.json<string[]>(), 'A tree.', directive('packedDoc')),
    figures: field(t.jsonRequired<{ n: number }>(), 'Counts.'),
    parentId: field(t.nullable(t.string), 'Its parent.'),
    parent: resolved(t.nullable(t.named('Shape')), 'Its parent node.', directive('refidLink', { type: 'Shape', from: 'parentId' })),
  },
  { interfaces: ['Node'], directives: [directive('dontInfer'), directive('childOf', { types: ['File', 'Mdx'] })] },
)

const PRELUDE = 'interface Node { id: ID! } scalar JSON directive @dontInfer on OBJECT directive @childOf(types: [String!]) on OBJECT directive @packedDoc on FIELD_DEFINITION directive @refidLink(type: String!, from: String!) on FIELD_DEFINITION type Query { shape: Shape }'

test('the SDL printed is a schema GraphQL reads back: types, nullability, lists, directives and every description, escaped', () => {
  const sdl = printSdl([Point, Shape], ['Node'])
  const schema = buildASTSchema(parse(`${PRELUDE}\n${sdl}`))
  const point = schema.getType('Point') as GraphQLObjectType
  const shape = schema.getType('Shape') as GraphQLObjectType
  assert.equal(point.description, 'A point "in" the plane \\ with a line\nbreak and a ≤ sign.')
  assert.equal(String(point.getFields().x.type), 'Int!')
  assert.equal(String(point.getFields().y.type), 'Int')
  assert.equal(String(point.getFields().label.type), 'String')
  assert.deepEqual(shape.getInterfaces().map((i) => i.name), ['Node'])
  assert.deepEqual(Object.fromEntries(Object.values(shape.getFields()).map((f) => [f.name, String(f.type)])), {
    id: 'ID!', kind: 'String!', points: '[Point!]!', tags: '[String]', tree: 'JSON', figures: 'JSON!', parentId: 'String', parent: 'Shape',
  })
  assert.ok(isNonNullType(shape.getFields().points.type))
  assert.equal(shape.getFields().points.description, 'Its corners.')
  assert.match(sdl, /parent: Shape @refidLink\(type: "Shape", from: "parentId"\)/)
  assert.match(sdl, /type Shape implements Node @dontInfer @childOf\(types: \["File", "Mdx"\]\) \{/)
  assert.match(sdl, /tree: JSON @packedDoc/)
})

test('a type or field without a description, a type declared twice, or a name declared nowhere stops the print, naming it', () => {
  assert.throws(() => printSdl([object('A', ' ', {})]), /the type A has no description/)
  assert.throws(() => printSdl([object('A', 'An A.', { b: field(t.string, '') })]), /the field A\.b has no description/)
  assert.throws(() => printSdl([Point, Point]), /the type Point is declared twice/)
  assert.throws(() => printSdl([Shape]), /Shape implements Node, which is declared nowhere/)
  assert.throws(() => printSdl([Shape], ['Node']), /the field Shape\.points names the type Point, which is declared nowhere/)
})

// The payload type holds the stored fields (the resolved id and parent are not in it), an optional one may be left out.
type Equal<A, B> = (<X>() => X extends A ? 1 : 2) extends <X>() => X extends B ? 1 : 2 ? true : false
const derived: Equal<
  Infer<typeof Shape>,
  { kind: 'polygon' | 'circle'; points: Array<{ x: number; y: number | null; label?: string }>; tags: Array<string | null> | null; tree: string[]; figures: { n: number }; parentId: string | null }
> = true

// The JSON fields of the types by name, with what each holds (the components read query results through it).
const jsonFields: Equal<JsonFields<typeof Shape | typeof Point>, { tree: string[]; figures: { n: number } }> = true

test('the payload type derived from a declaration is its stored fields, each of its declared type; its JSON fields are known by name', () => {
  assert.equal(derived, true)
  assert.equal(jsonFields, true)
})

test('a payload that departs from its declaration is named field by field; one that matches has no problem', () => {
  const good = { kind: 'circle', points: [{ x: 1, y: null }], tags: null, tree: ['a'], figures: { n: 1 }, parentId: null, id: 'n1' }
  assert.deepEqual(payloadProblems(good, Shape, 'shape', new Set(['id'])), [])
  const bad = { kind: 3, points: [{ x: 1.5, y: 2, z: 0 }], tags: [null], figures: null, parentId: null, parent: {} }
  assert.deepEqual(payloadProblems(bad, Shape, 'shape'), [
    'shape.parent: Shape.parent is resolved, yet the payload holds it',
    'shape.kind: 3 is no String',
    'shape.points[0].z: not a field of Point',
    'shape.points[0].x: 1.5 is no Int',
    'shape.tree: missing (Shape.tree: JSON)',
    'shape.figures: null, but JSON! is non-null',
  ])
})
