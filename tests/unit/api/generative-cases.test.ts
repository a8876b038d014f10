/**
 * The libraries the generative test (tests/generative/) found defects with, shrunk, kept as fixtures: each must
 * stay clean through the in-process check (every generated link reaches an id its page renders; no id twice).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type ClassSpec, type HeaderSpec, type Library, type Method, runDoxygen } from '../../generative/cppLibrary'
import { checkPipeline } from '../../generative/pageTargets'
import { relationProblems } from '../../generative/templates'
import { readDoxygenFolder } from '../../../src/sections/api/model/model'

const settings: Library['settings'] = {
  SOURCE_BROWSER: false, INLINE_SOURCES: false, REFERENCED_BY_RELATION: false, REFERENCES_RELATION: false,
  EXTRACT_PRIVATE: false, EXTRACT_ALL: false, JAVADOC_AUTOBRIEF: false, EXTENSION_MAPPING: false,
}
const method = (name: string, extra: Partial<Method> = {}): Method => ({ name, overloads: 1, access: 'public', isStatic: false, isVirtual: false, inInl: false, ...extra })
const cls = (name: string, extra: Partial<ClassSpec> = {}): ClassSpec => ({
  name, struct: false, template: false, specialise: false, methods: [], fields: [], enums: [], nested: [], anonymous: 'none', friend: false, typedef: false, pad: 0, ...extra,
})
const library = (classes: ClassSpec[], functions: Method[] = [], more: Partial<Library> = {}, header: Partial<HeaderSpec> = {}): Library => ({
  headers: [{ ns: 'gfx', classes, functions, noExtension: false, inl: false, ...header }], groups: [], pages: [], nsInDox: false, settings, ...more,
})

const CASES: Array<[string, Library]> = [
  // One declaration twice (two preprocessor branches): one doxygen id listed twice in a section.
  ['a declaration repeated in one class', library([cls('material', { methods: [method('stream', { isStatic: true }), method('stream', { isStatic: true })] })])],
  // Two unscoped enums of one class with a value of one name: doxygen gives both values one id.
  ['one enumerator name in two enums of a class', library([cls('material', { enums: [{ name: 'size', scoped: false, values: ['B'] }, { name: 'Node', scoped: false, values: ['B'] }] })])],
  // One documentation with an \anchor on two overloads of one page.
  ['an anchor in a documentation shared by overloads', library([cls('material')], [method('material', { overloads: 2, doc: { paras: [[{ k: 'words', words: ['alpha'] }, { k: 'anchor', n: 0 }], [{ k: 'words', words: ['alpha'] }]] } })])],
  // Overload sets: a method and a free function of three overloads each, documenting the parameters they share by name.
  ['overload sets of a method and a free function', library(
    [cls('material', { methods: [method('run', { overloads: 3, paramDocs: true, doc: { paras: [[{ k: 'words', words: ['render', 'frame'] }]] } }), method('size')] })],
    [method('stream', { overloads: 3, paramDocs: true, doc: { paras: [[{ k: 'words', words: ['scene'] }]] } })],
  )],
  // A grouped member of a nested class, a namespace documented in a .dox file, an .inl past the header's listing.
  ['grouped nested members, a namespace in a .dox file, an .inl', library(
    [cls('vec', { nested: [{ name: 'stream', methods: [method('run', { doc: { paras: [[{ k: 'words', words: ['pixel', 'queue'] }]], group: 0 } })] }], methods: [method('size', { inInl: true, doc: { paras: [[{ k: 'words', words: ['size'] }]] } })] })],
    [],
    { groups: [{}], nsInDox: true, pages: [{ sections: 1, doc: { paras: [[{ k: 'words', words: ['a', 'page'] }]] } }] },
  )],
  // A concept constraining a class template in its parameter list and one by a requires clause; both templates
  // with an explicit and a partial specialisation.
  ['a concept, constrained class templates and their specialisations', library(
    [
      cls('Vec', { template: true, specialise: true, partial: true, constrained: 'param', doc: { paras: [[{ k: 'words', words: ['vertex'] }]] } }),
      cls('Node', { template: true, specialise: true, partial: true, constrained: 'requires', doc: { paras: [[{ k: 'words', words: ['scene'] }]] } }),
    ],
    [],
    {},
    { concept: true },
  )],
]

for (const [name, lib] of CASES) {
  test(`generative fixture: ${name}`, () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'generative-case-'))
    lib.headers[0]!.inl = lib.headers[0]!.classes.some((c) => c.methods.some((m) => m.inInl))
    const xml = runDoxygen(lib, path.join(dir, 'case'))
    const report = checkPipeline(xml)
    const relations = relationProblems(lib, readDoxygenFolder(xml))
    fs.rmSync(dir, { recursive: true, force: true })
    assert.deepEqual(report.problems, [])
    assert.deepEqual(relations, [])
    assert.ok(report.links > 0)
  })
}
