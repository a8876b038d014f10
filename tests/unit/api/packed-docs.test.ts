import { test } from 'node:test'
import assert from 'node:assert/strict'
import { parse, type ObjectTypeDefinitionNode } from 'graphql'
import { apiSdl } from '../../../src/sections/api/model/apiShape'
import { PACKED_FIELD, PACKED_FIELDS, packDocs, readPacked } from '../../../src/sections/api/node/packedDocs'
import { sourceNodes } from '../../../src/sections/api/node/transformer'
import { emptyDataLayer, writeXmlFolder } from './helpers'

/** The nodes the transformer makes of a small XML folder, by type. */
async function sourced(dir: string): Promise<Array<Record<string, unknown> & { internal: { type: string } }>> {
  const nodes: Array<Record<string, unknown> & { internal: { type: string } }> = []
  const activity = { start() {}, end() {}, setStatus() {} }
  const reporter = { activityTimer: () => activity, warn() {}, info() {}, panic: (m: string) => { throw new Error(m) } }
  const args = { actions: { createNode: (n: Record<string, unknown> & { internal: { type: string } }) => { nodes.push(n); return Promise.resolve() }, enableStatefulSourceNodes() {} }, createNodeId: (k: string) => k, reporter, ...emptyDataLayer() }
  await (sourceNodes as unknown as (a: unknown, o: unknown) => Promise<void>)(args, { path: dir, basePath: '/docs/x/', linkCheck: false, source: null, plugins: [] })
  return nodes
}

const MEMBER = `
  <sectiondef kind="public-func">
    <memberdef kind="function" id="classhelios_1_1Camera_1a01" prot="public" static="no" const="yes" explicit="no" inline="no" virt="non-virtual">
      <type><ref refid="classhelios_1_1Camera" kindref="compound">Camera</ref> &amp;</type>
      <definition>Camera &amp; helios::Camera::lookAt</definition>
      <argsstring>(float x) const</argsstring>
      <name>lookAt</name>
      <param><type>float</type><declname>x</declname><defval>0.5f</defval></param>
      <briefdescription><para>Turns the camera <bold>towards</bold> x.</para></briefdescription>
      <detaileddescription><para>See <ref refid="classhelios_1_1Camera" kindref="compound">Camera</ref>.</para><para><parameterlist kind="param"><parameteritem><parameternamelist><parametername>x</parametername></parameternamelist><parameterdescription><para>where</para></parameterdescription></parameteritem></parameterlist></para></detaileddescription>
      <inbodydescription></inbodydescription>
      <location file="camera.h" line="12"/>
    </memberdef>
    <memberdef kind="enum" id="classhelios_1_1Camera_1a02" prot="public" static="no" strong="yes">
      <name>Mode</name>
      <enumvalue id="classhelios_1_1Camera_1a02a1" prot="public"><name>Ortho</name><initializer>= 1</initializer><briefdescription><para>Flat.</para></briefdescription><detaileddescription></detaileddescription></enumvalue>
      <briefdescription></briefdescription><detaileddescription></detaileddescription><inbodydescription></inbodydescription>
      <location file="camera.h" line="20"/>
    </memberdef>
  </sectiondef>
  <templateparamlist><param><type>typename T</type></param></templateparamlist>`

test('doxygen nodes carry their description trees packed, and the schema reads back exactly what was packed', async () => {
  const dir = writeXmlFolder([{ id: 'classhelios_1_1Camera', kind: 'class', name: 'helios::Camera', body: MEMBER, location: 'camera.h' }])
  const nodes = await sourced(dir)
  for (const type of ['DoxygenCompound', 'DoxygenMember'] as const) {
    const ofType = nodes.filter((n) => n.internal.type === type)
    assert.ok(ofType.length > 0, `${type} nodes made`)
    for (const node of ofType) {
      assert.equal(typeof node[PACKED_FIELD], 'string')
      for (const field of PACKED_FIELDS[type]) assert.equal(node[field], undefined, `${type}.${field} is not an object tree on the node`)
    }
  }
  const lookAt = nodes.find((n) => n.name === 'lookAt')!
  assert.deepEqual(readPacked(lookAt, 'brief'), [{ t: 'p', c: ['Turns the camera ', { t: 'b', c: ['towards'] }, ' x.'] }])
  assert.deepEqual((readPacked(lookAt, 'params') as Array<{ declname: string; defval: unknown }>).map((p) => [p.declname, p.defval]), [['x', ['0.5f']]])
  const type = JSON.stringify(readPacked(lookAt, 'type'))
  assert.ok(type.includes('"href":"/docs/x/'), `the ref in the return type resolved to a route: ${type}`)
  const mode = nodes.find((n) => n.name === 'Mode')!
  assert.deepEqual((readPacked(mode, 'enumValues') as Array<{ name: string }>).map((v) => v.name), ['Ortho'])
  const camera = nodes.find((n) => n.internal.type === 'DoxygenCompound')!
  assert.equal((readPacked(camera, 'templateParams') as unknown[]).length, 1)
})

test('packing is lossless for any payload, and a field the payload lacked reads as null', () => {
  const payload = { refid: 'x', brief: [{ t: 'p', c: ['a & <b>', { t: 'code', c: ['\u2028'] }] }], detailed: [], listing: null, other: 1 }
  const node = packDocs('DoxygenCompound', payload)
  assert.equal(node.other, 1)
  assert.equal(node.brief, undefined)
  for (const field of ['brief', 'detailed', 'listing'] as const) assert.deepEqual(readPacked(node, field), payload[field])
  assert.equal(readPacked(node, 'inheritanceDiagram'), null)
})

test('the fields marked @packedDoc in the schema are exactly the packed ones', () => {
  const doc = parse(apiSdl())
  for (const type of Object.keys(PACKED_FIELDS) as Array<keyof typeof PACKED_FIELDS>) {
    const def = doc.definitions.find((d): d is ObjectTypeDefinitionNode => d.kind === 'ObjectTypeDefinition' && d.name.value === type)!
    const marked = (def.fields ?? []).filter((f) => f.directives?.some((d) => d.name.value === 'packedDoc')).map((f) => f.name.value)
    assert.deepEqual([...marked].sort(), [...PACKED_FIELDS[type]].sort(), type)
  }
})

test('packing keeps the payload fields in their order, and a node digest changes only with what its entity shows', async () => {
  const node = packDocs('DoxygenMember', { refid: 'm', brief: [], name: 'f', detailed: [], kind: 'function' }, { version: 'current' })
  assert.deepEqual(Object.keys(node), ['refid', 'name', 'kind', PACKED_FIELD, 'version'])
  const camera = { id: 'classhelios_1_1Camera', kind: 'class', name: 'helios::Camera', body: MEMBER, location: 'camera.h' }
  const light = { id: 'classhelios_1_1Light', kind: 'class', name: 'helios::Light', body: '', location: 'light.h' }
  const digests = async (brief: string) => {
    const nodes = await sourced(writeXmlFolder([camera, { ...light, body: `<briefdescription><para>${brief}</para></briefdescription>` }]))
    return new Map(nodes.map((n) => [n.id as string, (n.internal as unknown as { contentDigest: string }).contentDigest]))
  }
  const before = await digests('A light.')
  const again = await digests('A light.')
  const after = await digests('A lamp.')
  assert.deepEqual([...again], [...before], 'the same XML gives the same digests')
  const changed = [...after].filter(([id, d]) => before.get(id) !== d).map(([id]) => id)
  assert.equal(changed.length, 1, `only the edited class's node changed: ${changed.join(', ')}`)
  assert.match(changed[0]!, /Light/)
})
