/**
 * The API's shape is declared once (src/sections/api/model/apiShape.ts, node/buildShape.ts). This checks both ends
 * of it: the schema the section's hooks hand to Gatsby says of every type and field exactly what its declaration
 * says (type, directives, description), and the nodes the transformer makes from the engine's XML, every version,
 * hold exactly the fields their declarations store, each of the declared type.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import { parse, print, type ObjectTypeDefinitionNode } from 'graphql'
import * as transformer from '../../../src/sections/api/node/transformer'
import * as api from '../../../src/sections/api/gatsby-node'
import { API_TYPES } from '../../../src/sections/api/model/apiShape'
import { BUILD_TYPES } from '../../../src/sections/api/node/buildShape'
import { type Fields, payloadProblems, sdlOf } from '../../../src/sections/api/model/shape'
import { PACKED_FIELD, PACKED_FIELDS, readPacked } from '../../../src/sections/api/node/packedDocs'
import { releasesLayout } from '../../../src/sections/api/model/versions'
import { apiOptions } from '../../../src/sections/api/options'
import { emptyDataLayer } from './helpers'

const root = path.resolve(__dirname, '../../..')
const DECLARED = [...API_TYPES, ...BUILD_TYPES]

/** The SDL strings the API section's hooks give createTypes, parsed. */
function served(): Map<string, ObjectTypeDefinitionNode> {
  const sdl: string[] = []
  const actions = { createTypes: (defs: unknown) => sdl.push(String(defs)), createFieldExtension: () => {} }
  transformer.createSchemaCustomization!({ actions } as never, {} as never, () => {})
  api.createSchema({ actions } as never)
  const defs = parse(sdl.join('\n')).definitions.filter((d): d is ObjectTypeDefinitionNode => d.kind === 'ObjectTypeDefinition')
  return new Map(defs.map((d) => [d.name.value, d]))
}

test('the schema the section serves is its declarations: every type and field, with its type, directives and description', () => {
  const schema = served()
  assert.deepEqual([...schema.keys()].sort(), DECLARED.map((o) => o.name).sort(), 'the types served are the types declared')
  for (const o of DECLARED) {
    const def = schema.get(o.name)!
    assert.equal(def.description?.value, o.description, `${o.name}'s description`)
    assert.deepEqual((def.interfaces ?? []).map((i) => i.name.value), [...o.interfaces], `${o.name}'s interfaces`)
    assert.deepEqual((def.directives ?? []).map((d) => d.name.value), o.directives.map((d) => d.name), `${o.name}'s directives`)
    const fields = Object.entries(o.fields as Fields)
    assert.deepEqual((def.fields ?? []).map((f) => f.name.value), fields.map(([name]) => name), `${o.name}'s fields, in order`)
    for (const [name, f] of fields) {
      const sdl = def.fields!.find((x) => x.name.value === name)!
      assert.ok(f.description.trim(), `${o.name}.${name} is described`)
      assert.equal(sdl.description?.value, f.description, `${o.name}.${name}'s description`)
      assert.equal(print(sdl.type), sdlOf(f.type), `${o.name}.${name}'s type`)
      const directives = (sdl.directives ?? []).map((d) => ({ name: d.name.value, args: Object.fromEntries((d.arguments ?? []).map((a) => [a.name.value, (a.value as { value: string }).value])) }))
      assert.deepEqual(directives, f.directives.map((d) => ({ name: d.name, args: { ...d.args } })), `${o.name}.${name}'s directives`)
    }
  }
})

test('a field linked by @refidLink reads a stored field of its object, and links to a node type; @packedDoc fields are stored and packed', () => {
  const nodeTypes = new Set(DECLARED.filter((o) => o.interfaces.includes('Node')).map((o) => o.name))
  for (const o of DECLARED) {
    const fields = o.fields as Fields
    for (const [name, f] of Object.entries(fields)) {
      for (const d of f.directives) {
        if (d.name === 'refidLink') {
          const { type, from } = d.args as { type: string; from: string }
          assert.ok(nodeTypes.has(type), `${o.name}.${name} links to ${type}, a node type`)
          assert.equal(fields[from]?.stored, true, `${o.name}.${name} reads ${from}, a stored field of ${o.name}`)
          assert.equal(f.stored, false, `${o.name}.${name} is resolved by the link`)
        }
        if (d.name === 'packedDoc') {
          assert.equal(f.stored, true, `${o.name}.${name} is stored (packed)`)
          assert.ok((PACKED_FIELDS[o.name as keyof typeof PACKED_FIELDS] as readonly string[] | undefined)?.includes(name), `${o.name}.${name} is one of the packed fields`)
        }
      }
    }
  }
})

test("the nodes made from the engine's XML, every version, hold exactly the fields their types declare stored", async () => {
  const nodes: Array<Record<string, unknown> & { internal: { type: string } }> = []
  const activity = { start() {}, end() {}, setStatus() {} }
  const reporter = { activityTimer: () => activity, warn() {}, info() {}, panic: (m: string) => { throw new Error(m) }, panicOnBuild: (m: string) => { throw new Error(m) } }
  const actions = { createNode: (n: (typeof nodes)[number]) => (nodes.push(n), Promise.resolve()), enableStatefulSourceNodes() {} }
  const options = { path: path.join(root, 'doxygen-xml'), basePath: apiOptions.basePath, linkCheck: false, source: null, versions: releasesLayout(root), exampleRoot: null, plugins: [] }
  await (transformer.sourceNodes as unknown as (a: unknown, o: unknown) => Promise<void>)({ actions, reporter, ...emptyDataLayer() }, options)
  // Gatsby's own node fields, the packed trees' string, and the version a release stamps on every object that links by refid.
  const extra = new Set(['id', 'parent', 'children', 'internal', PACKED_FIELD, 'version'])
  const problems: string[] = []
  const seen = new Set<string>()
  for (const node of nodes) {
    const type = API_TYPES.find((o) => o.name === node.internal.type)
    assert.ok(type, `a ${node.internal.type} node has a declared type`)
    seen.add(type.name)
    // The packed trees read back as GraphQL reads them.
    const packed = Object.fromEntries((PACKED_FIELDS[type.name as keyof typeof PACKED_FIELDS] ?? []).map((f) => [f, readPacked(node, f)]))
    problems.push(...payloadProblems({ ...node, ...packed }, type, `${type.name} ${String(node.id)}`, extra))
  }
  assert.deepEqual(problems.slice(0, 20), [])
  assert.deepEqual([...seen].sort(), ['DoxygenCompound', 'DoxygenCoverage', 'DoxygenEnumerator', 'DoxygenMember', 'DoxygenVersionChanges', 'DoxygenXrefItem'], 'every node type was made and checked')
})

test("each version's list pages read one DoxygenCompoundList, made from the page plan: a row of its declared type for every compound of that version; the compound pages' ids are kept", async () => {
  const layer = emptyDataLayer()
  const compounds: Array<Record<string, unknown>> = []
  const activity = { start() {}, end() {}, setStatus() {} }
  const reporter = { activityTimer: () => activity, warn() {}, info() {}, panic: (m: string) => { throw new Error(m) }, panicOnBuild: (m: string) => { throw new Error(m) } }
  const sourced = { createNode: (n: Record<string, unknown> & { internal: { type: string } }) => (n.internal.type === 'DoxygenCompound' && compounds.push(n), Promise.resolve()), enableStatefulSourceNodes() {} }
  const options = { path: path.join(root, 'doxygen-xml'), basePath: apiOptions.basePath, linkCheck: false, source: null, versions: releasesLayout(root), exampleRoot: null, plugins: [] }
  await (transformer.sourceNodes as unknown as (a: unknown, o: unknown) => Promise<void>)({ actions: sourced, reporter, ...layer }, options)
  const made: Array<Record<string, unknown> & { internal: { type: string } }> = []
  const actions = { createNode: (n: (typeof made)[number]) => void made.push(n), touchNode() {} }
  await api.sourceNodes({ actions, getCache: () => layer.cache, getNodesByType: () => [], createNodeId: (s: string) => s, createContentDigest: (o: unknown) => JSON.stringify(o) } as never)
  // The ids the build reads the compound pages by (gatsby-node.ts, onPostBuild) are the compound nodes'.
  assert.deepEqual(((await api.pageNodeIds(() => layer.cache as never)).get('DoxygenCompound') ?? []).sort(), compounds.map((c) => String(c.id)).sort())
  const lists = made.filter((n) => n.internal.type === 'DoxygenCompoundList')
  const type = BUILD_TYPES.find((o) => o.name === 'DoxygenCompoundList')!
  const versions = [...new Set(compounds.map((c) => String(c.version)))].sort()
  assert.ok(versions.length > 1, 'the engine has releases')
  assert.deepEqual(lists.map((n) => String(n.version)).sort(), versions, 'one list node per version')
  for (const list of lists) {
    assert.deepEqual(payloadProblems(list, type, `DoxygenCompoundList ${String(list.version)}`, new Set(['id', 'parent', 'children', 'internal'])), [])
    const rows = list.compounds as Array<Record<string, unknown>>
    const own = compounds.filter((c) => c.version === list.version)
    assert.deepEqual(rows.map((r) => r.route).sort(), own.map((c) => c.route).sort(), `${String(list.version)}: a row per compound, leading to its page`)
    const camera = own.find((c) => c.name === 'helios::scene::Camera')
    if (camera) assert.deepEqual(rows.find((r) => r.refid === camera.refid)?.briefText, camera.briefText)
  }
})
