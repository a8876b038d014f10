import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import os from 'node:os'
import { readDoxygenFolder } from '../../../src/sections/api/model/model'
import { buildRoutes } from '../../../src/sections/api/model/routes'
import { resolveAll } from '../../../src/sections/api/model/resolve'
import { DoxygenXmlError } from '../../../src/sections/api/model/xml'
import { writeXmlFolder } from './helpers'

test('a missing XML folder stops with a message naming the folder', () => {
  const missing = path.join(os.tmpdir(), 'no-such-doxygen-xml-folder')
  assert.throws(() => readDoxygenFolder(missing), (e: unknown) => e instanceof DoxygenXmlError && e.message.includes(missing) && /does not exist/.test(e.message))
})

test('malformed XML stops with the file, the line, the open element and the entity index.xml says the file holds', () => {
  const dir = writeXmlFolder([{ id: 'classA', kind: 'class', name: 'ns::A' }], {
    'classA.xml': `<?xml version='1.0'?>\n<doxygen>\n  <compounddef id="classA" kind="class">\n    <compoundname>A</compoundname>\n    <briefdescription><para>oops</briefdescription>\n  </compounddef>\n</doxygen>\n`,
  })
  assert.throws(
    () => readDoxygenFolder(dir),
    (e: unknown) => e instanceof DoxygenXmlError && e.file === path.join(dir, 'classA.xml') && e.message.includes('classA.xml') && e.message.includes('line 5') && e.message.includes('<briefdescription>') && e.message.includes('unexpected close tag') && e.message.includes('[the class ns::A]') && e.message.includes(dir),
  )
})

test("a broken file in a release's snapshot is named with its folder, not only by a name the current XML shares", () => {
  const good = writeXmlFolder([{ id: 'classA', kind: 'class', name: 'A' }])
  const broken = writeXmlFolder([{ id: 'classA', kind: 'class', name: 'A' }], {
    'classA.xml': `<?xml version='1.0'?>\n<doxygen>\n  <compounddef id="classA" kind="class">\n    <compoundname>A</compoundname>\n    <briefdescription><para>oops</briefdescription>\n  </compounddef>\n</doxygen>\n`,
  })
  assert.ok(readDoxygenFolder(good).compounds.has('classA'))
  assert.throws(() => readDoxygenFolder(broken), (e: unknown) => e instanceof DoxygenXmlError && e.message.includes(`(in ${broken}/)`) && !e.message.includes(good))
})

test('a compound file index.xml does not list is left out with a warning naming it', () => {
  const dir = writeXmlFolder([{ id: 'classA', kind: 'class', name: 'A' }])
  fs.copyFileSync(path.join(dir, 'classA.xml'), path.join(dir, 'classB.xml'))
  const warnings: string[] = []
  const model = readDoxygenFolder(dir, { warn: (m) => warnings.push(m) })
  assert.deepEqual([...model.compounds.keys()], ['classA'])
  assert.deepEqual(warnings, ['index.xml does not list 1 XML file(s) of the folder, left out: classB.xml'])
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

test('inside a list, a ref that resolves keeps its link and one that does not becomes text merged with its neighbours', () => {
  const dir = writeXmlFolder([{ id: 'classA', kind: 'class', name: 'A', body: '' }], {
    'classA.xml': `<?xml version='1.0'?><doxygen><compounddef id="classA" kind="class"><compoundname>A</compoundname><briefdescription/><detaileddescription><para><itemizedlist><listitem><para>Use <ref refid="classA" kindref="compound">A</ref> or <ref refid="classGhost" kindref="compound">Ghost</ref> here.</para></listitem></itemizedlist></para></detaileddescription></compounddef></doxygen>`,
  })
  const model = readDoxygenFolder(dir)
  resolveAll(model, buildRoutes(model), () => {})
  const text = JSON.stringify(model.compounds.get('classA')!.detailed)
  assert.match(text, /\{"t":"ref"[^}]*"c":\["A"\][^}]*"href":"[^"]+"|"href":"[^"]+"[^}]*"c":\["A"\]/, text)
  assert.ok(text.includes('" or Ghost here."'), text)
})

test('control characters in the XML text are dropped with a warning naming the file', () => {
  const dir = writeXmlFolder([
    // DEL (U+007F) and a C1 character, as doxygen copies them from a Latin-1 source.
    { id: 'classA', kind: 'class', name: 'A', body: '<sectiondef kind="public-attrib"><memberdef kind="variable" id="classA_1a1" prot="public" static="no"><name>x</name><briefdescription><para>By Francisco N\u007fjera\u0085.</para></briefdescription></memberdef></sectiondef>' },
  ])
  const warnings: string[] = []
  const model = readDoxygenFolder(dir, { warn: (m) => warnings.push(m) })
  const brief = JSON.stringify(model.members.get('classA_1a1')?.brief)
  assert.ok(brief.includes('By Francisco Njera.'), brief)
  assert.doesNotMatch(brief, /[\u007f-\u009f]/)
  assert.ok(warnings.some((w) => w.startsWith('classA.xml: 2 control character(s) dropped')), warnings.join('\n'))
})

test('an enumerator doxygen lists twice (an enum declared twice) is kept once, with a warning', () => {
  const value = (name: string) => `<enumvalue id="classA_1a1a${name}" prot="public"><name>${name}</name><briefdescription></briefdescription><detaileddescription></detaileddescription></enumvalue>`
  const dir = writeXmlFolder([
    { id: 'classA', kind: 'class', name: 'A', body: `<sectiondef kind="public-type"><memberdef kind="enum" id="classA_1a1" prot="public" static="no" strong="no"><name>Groups</name>${value('Default')}${value('Static')}${value('Default')}${value('Static')}</memberdef></sectiondef>` },
  ])
  const warnings: string[] = []
  const model = readDoxygenFolder(dir, { warn: (m) => warnings.push(m) })
  assert.deepEqual(model.members.get('classA_1a1')?.enumValues.map((v) => v.name), ['Default', 'Static'])
  assert.ok(warnings.some((w) => w.includes('classA.xml: enum Groups lists enumerator Default twice')), warnings.join('\n'))
})
