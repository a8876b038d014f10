import { test } from 'node:test'
import assert from 'node:assert/strict'
import { parse, type ObjectTypeDefinitionNode } from 'graphql'
import { apiSdl } from '../../../src/sections/api/model/apiShape'
import { createRefidLinkExtension, doxygenNodeId } from '../../../src/sections/api/node/refidLinks'
import { sourceNodes } from '../../../src/sections/api/node/transformer'
import { emptyDataLayer, writeXmlFolder } from './helpers'

type Node = Record<string, unknown> & { id: string; internal: { type: string } }

const MEMBERS = `
  <sectiondef kind="public-func">
    <memberdef kind="function" id="classCamera_1a1" prot="public" static="no" const="no" explicit="no" inline="no" virt="non-virtual">
      <type>void</type><definition>void Camera::zoom</definition><argsstring>()</argsstring><name>zoom</name>
      <briefdescription></briefdescription><detaileddescription></detaileddescription><inbodydescription></inbodydescription>
      <location file="camera.h" line="3"/>
    </memberdef>
    <memberdef kind="function" id="classCamera_1a2" prot="public" static="no" const="no" explicit="no" inline="no" virt="non-virtual">
      <type>void</type><definition>void Camera::pan</definition><argsstring>()</argsstring><name>pan</name>
      <briefdescription></briefdescription><detaileddescription></detaileddescription><inbodydescription></inbodydescription>
      <location file="camera.h" line="4"/>
    </memberdef>
  </sectiondef>`

async function sourced(dir: string): Promise<Node[]> {
  const nodes: Node[] = []
  const activity = { start() {}, end() {}, setStatus() {} }
  const reporter = { activityTimer: () => activity, warn() {}, info() {}, panic: (m: string) => { throw new Error(m) } }
  const args = { actions: { createNode: (n: Node) => { nodes.push(n); return Promise.resolve() }, enableStatefulSourceNodes() {} }, reporter, ...emptyDataLayer() }
  await (sourceNodes as unknown as (a: unknown, o: unknown) => Promise<void>)(args, { path: dir, basePath: '/docs/x/', linkCheck: false, source: null, plugins: [] })
  return nodes
}

/** The resolver the `@refidLink` extension gives a field with these options. */
function refidLinkResolver(options: { type: string; from: string }) {
  let extend: ((o: typeof options) => { resolve: (...a: unknown[]) => unknown }) | undefined
  createRefidLinkExtension({ createFieldExtension: (e: { extend: typeof extend }) => (extend = e.extend) } as never)
  return extend!(options).resolve
}

test('doxygen links resolve by node id, read node by node, in the order of the refids, without a filter over the type', async () => {
  const nodes = await sourced(writeXmlFolder([{ id: 'classCamera', kind: 'class', name: 'Camera', body: MEMBERS, location: 'camera.h' }]))
  const byId = new Map(nodes.map((n) => [n.id, n]))
  for (const n of nodes) if (typeof n.refid === 'string') assert.equal(n.id, doxygenNodeId(n.internal.type, n.refid), 'a node id follows from its type and refid')

  const read: string[] = []
  const dependencies: unknown[] = []
  const nodeModel = {
    getNodeById: ({ id, type }: { id: string; type: string }, deps: unknown) => (read.push(id), dependencies.push(deps), byId.get(id)?.internal.type === type ? byId.get(id) : null),
    getNodesByIds: ({ ids, type }: { ids: string[]; type: string }, deps: unknown) => (dependencies.push(deps), ids.map((id) => (read.push(id), byId.get(id))).filter((n) => n?.internal.type === type)),
    findAll: () => assert.fail('no filter over a whole type'),
    findOne: () => assert.fail('no filter over a whole type'),
  }
  const camera = nodes.find((n) => n.refid === 'classCamera')!
  const section = (camera.sections as Array<{ memberIds: string[] }>)[0]
  const members = refidLinkResolver({ type: 'DoxygenMember', from: 'memberIds' })({ ...section, memberIds: ['classCamera_1a2', 'missing_1a9', 'classCamera_1a1'] }, {}, { nodeModel, path: '/p/' }) as Node[]
  assert.deepEqual(members.map((m) => m.name), ['pan', 'zoom'], 'in order, a refid with no node left out')
  assert.deepEqual(read, ['DoxygenMember:classCamera_1a2', 'DoxygenMember:missing_1a9', 'DoxygenMember:classCamera_1a1'])
  assert.deepEqual(dependencies, [{ path: '/p/', connectionType: 'DoxygenMember' }], 'the page depends on the type, one entry')

  const zoom = nodes.find((n) => n.name === 'zoom')!
  const owner = refidLinkResolver({ type: 'DoxygenCompound', from: 'compoundId' })(zoom, {}, { nodeModel }) as Node
  assert.equal(owner.refid, 'classCamera')
  assert.equal(refidLinkResolver({ type: 'DoxygenCompound', from: 'readmeId' })({ readmeId: null }, {}, { nodeModel }), null)
})

test('the schema links doxygen nodes with @refidLink only, never with a filtering @link', () => {
  const doc = parse(apiSdl())
  let links = 0
  for (const def of doc.definitions) {
    if (def.kind !== 'ObjectTypeDefinition') continue
    for (const field of (def as ObjectTypeDefinitionNode).fields ?? []) {
      const names = field.directives?.map((d) => d.name.value) ?? []
      assert.ok(!names.includes('link'), `${def.name.value}.${field.name.value} uses @link`)
      if (names.includes('refidLink')) links++
    }
  }
  assert.ok(links >= 6, `${links} @refidLink fields`)
})
