import { test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import os from 'node:os'
import { readDoxygenFolder } from '../../../plugins/gatsby-transformer-doxygen/lib/model'
import { buildRoutes } from '../../../plugins/gatsby-transformer-doxygen/lib/routes'
import { resolveAll } from '../../../plugins/gatsby-transformer-doxygen/lib/resolve'
import { DoxygenXmlError } from '../../../plugins/gatsby-transformer-doxygen/lib/xml'
import { writeXmlFolder } from './helpers'

test('a missing XML folder stops with a message naming the folder', () => {
  const missing = path.join(os.tmpdir(), 'no-such-doxygen-xml-folder')
  assert.throws(() => readDoxygenFolder(missing), (e: unknown) => e instanceof DoxygenXmlError && e.message.includes(missing) && /does not exist/.test(e.message))
})

test('malformed XML stops with the file, the line and the open element', () => {
  const dir = writeXmlFolder([{ id: 'classA', kind: 'class', name: 'A' }], {
    'classA.xml': `<?xml version='1.0'?>\n<doxygen>\n  <compounddef id="classA" kind="class">\n    <compoundname>A</compoundname>\n    <briefdescription><para>oops</briefdescription>\n  </compounddef>\n</doxygen>\n`,
  })
  assert.throws(
    () => readDoxygenFolder(dir),
    (e: unknown) => e instanceof DoxygenXmlError && e.file === 'classA.xml' && e.message.includes('classA.xml') && e.message.includes('line 5') && e.message.includes('<briefdescription>') && e.message.includes('unexpected close tag'),
  )
})

test('a compound kind no template knows stops the build naming the file and the element', () => {
  const dir = writeXmlFolder([{ id: 'protocolP', kind: 'protocol', name: 'P' }])
  assert.throws(() => readDoxygenFolder(dir), (e: unknown) => e instanceof DoxygenXmlError && /index\.xml line \d+: <compound refid="protocolP" kind="protocol">/.test(e.message))
})

test('a member kind no template knows stops the build naming the file and the element', () => {
  const dir = writeXmlFolder([
    { id: 'classA', kind: 'class', name: 'A', body: '<sectiondef kind="public-func"><memberdef kind="dcop" id="classA_1a1" prot="public" static="no"><name>x</name></memberdef></sectiondef>' },
  ])
  assert.throws(() => readDoxygenFolder(dir), (e: unknown) => e instanceof DoxygenXmlError && e.message.startsWith('classA.xml line') && e.message.includes('<memberdef id="classA_1a1" kind="dcop">'))
})

test('a ref to an unknown id is a warning naming the file and the id, and becomes plain text', () => {
  const dir = writeXmlFolder([
    { id: 'classA', kind: 'class', name: 'A', body: '' },
  ], {
    'classA.xml': `<?xml version='1.0'?><doxygen><compounddef id="classA" kind="class"><compoundname>A</compoundname><briefdescription><para>See <ref refid="classGhost" kindref="compound">Ghost</ref> now.</para></briefdescription><detaileddescription/></compounddef></doxygen>`,
  })
  const model = readDoxygenFolder(dir)
  const warnings: string[] = []
  resolveAll(model, buildRoutes(model), (m) => warnings.push(m))
  assert.equal(warnings.length, 1)
  assert.match(warnings[0], /^classA\.xml: <ref refid="classGhost">/)
  assert.deepEqual(model.compounds.get('classA')!.brief, [{ t: 'p', c: ['See Ghost now.'] }])
})
