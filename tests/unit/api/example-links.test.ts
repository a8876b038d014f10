/**
 * The API pages' `\code` examples linked by clang (src/sections/api/node/codeLinks/examples.ts): clang's positions in
 * the example's translation unit are mapped to the listing's lines as doxygen shows them (indentation and blank
 * end lines may differ from the header's), doxygen's refs in the listing (found by name) are dropped, and a name
 * the example declares, or an example that does not compile, links nothing.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { DocElement, DocNode } from '../../../src/sections/api/model/doc'
import type { DoxygenModel } from '../../../src/sections/api/model/model'
import type { DocExample } from '../../../src/sections/api/node/docExamples'
import { exampleSource } from '../../../src/sections/api/node/docExamples'
import type { ClangRef, ClangResult } from '../../../src/sections/api/node/codeLinks/clang'
import { VersionSymbols, type CodeSymbol } from '../../../src/sections/api/node/codeLinks/match'
import { listingText } from '../../../src/sections/api/model/doc'
import { exampleLinks, exampleTextKey, linkListing } from '../../../src/sections/api/node/codeLinks/examples'

type Listing = Extract<DocElement, { t: 'listing' }>

const sym = (id: string, qualifiedName: string, kind: string): CodeSymbol => ({ id, shortName: qualifiedName.split('::').pop()!, qualifiedName, kind, ownerName: null, url: `/c/${qualifiedName}`, reimplements: [], overloadKey: null })
const symbols = new VersionSymbols([sym('classCamera', 'helios::scene::Camera', 'class'), sym('classCamera_1lookAt', 'helios::scene::Camera::lookAt', 'function'), sym('nsHelios', 'helios', 'namespace')])
const model = { compounds: new Map([['classCamera', {}], ['nsHelios', {}]]), members: new Map() } as unknown as DoxygenModel

// The header's example, indented as the comment writes it, with a blank line first.
const example: DocExample = { file: 'helios/scene/Camera.hpp', line: 20, code: '\n    helios::scene::Camera camera;\n    camera.lookAt({0, 0, 1});' }
const { lineMap } = exampleSource(example, ['#include <helios/scene/Camera.hpp>'])
/** The unit's line of an example's line (1-based). */
const unitLine = (exLine: number) => lineMap.indexOf(exLine) + 1
const ref = (exLine: number, col: number, name: string, kind: string, qualifiedName: string): ClangRef => ({ line: unitLine(exLine), col, name, kind, qualifiedName, params: null, const: false, file: 'helios/scene/Camera.hpp' })

// Doxygen's listing: no indentation, and a ref on the local `camera` that doxygen found by name.
const doxygenListing = (): Listing => ({
  t: 'listing',
  lines: [
    { c: [{ t: 'ref', id: 'nsHelios', kind: 'compound', c: ['helios'] }, '::scene::', { t: 'ref', id: 'classCamera', kind: 'compound', c: ['Camera'] }, ' camera;'] },
    { c: [{ t: 'ref', id: 'classCamera_1camera_', kind: 'member', c: ['camera'] }, '.lookAt({', { t: 'hl', k: 'normal', c: ['0, 0, 1'] }, '});'] },
  ],
})

const refsOf = (nodes: DocNode[]): string[] => nodes.flatMap((n) => (typeof n === 'string' ? [] : n.t === 'ref' ? [`${n.c.join('')}→${n.id}`] : 'c' in n && Array.isArray(n.c) ? refsOf(n.c) : []))

test("a listing is matched to its header's example whatever the indentation and blank end lines", () => {
  assert.equal(exampleTextKey(example.code), exampleTextKey(listingText(doxygenListing())))
  assert.notEqual(exampleTextKey(example.code), exampleTextKey('helios::scene::Camera cam;\ncam.lookAt({0, 0, 1});'))
})

test("clang's names become refs at the listing's columns; doxygen's guessed ref on a local goes, and the local links nothing", () => {
  const result: ClangResult = {
    errors: [],
    // Byte columns in the header's (indented) lines.
    refs: [ref(2, 5, 'helios', 'namespace', 'helios'), ref(2, 20, 'Camera', 'class', 'helios::scene::Camera'), ref(3, 12, 'lookAt', 'function', 'helios::scene::Camera::lookAt')],
    locals: [{ line: unitLine(2), col: 27, name: 'camera' }, { line: unitLine(3), col: 5, name: 'camera' }],
  }
  const { links, problems } = exampleLinks(example, lineMap, result, symbols)
  assert.deepEqual(problems, [])
  const listing = doxygenListing()
  assert.equal(linkListing(listing, links, model), 3)
  assert.deepEqual(listing.lines.map((l) => refsOf(l.c)), [['helios→nsHelios', 'Camera→classCamera'], ['lookAt→classCamera_1lookAt']])
  assert.deepEqual(listing.lines[1].c, ['camera.', { t: 'ref', id: 'classCamera_1lookAt', kind: 'member', c: ['lookAt'] }, '({', { t: 'hl', k: 'normal', c: ['0, 0, 1'] }, '});'])
  // The text the reader sees is unchanged.
  assert.equal(listingText(listing), listingText(doxygenListing()))
})

test('a name clang resolved to what the reference lacks is said with the header line, and links nothing', () => {
  const result: ClangResult = { errors: [], refs: [ref(3, 12, 'lookAt', 'function', 'helios::scene::Camera::lookAtOld')], locals: [] }
  const { links, problems } = exampleLinks(example, lineMap, result, symbols)
  assert.deepEqual(links, [])
  assert.equal(problems.length, 1)
  assert.equal(`${problems[0].file}:${problems[0].line}`, 'helios/scene/Camera.hpp:22')
  assert.match(problems[0].message, /helios::scene::Camera::lookAtOld/)
})

test("an example that does not compile links nothing (doxygen's refs go too), and says where in the header", () => {
  const result: ClangResult = { errors: [{ line: unitLine(3), col: 12, message: "no member named 'lookAt'" }], refs: [ref(2, 20, 'Camera', 'class', 'helios::scene::Camera')], locals: [] }
  const { links, problems } = exampleLinks(example, lineMap, result, symbols)
  assert.deepEqual(links, [])
  assert.equal(problems[0].line, 22)
  assert.match(problems[0].message, /does not compile.*no member named 'lookAt'/)
  const listing = doxygenListing()
  assert.equal(linkListing(listing, links, model), 0)
  assert.deepEqual(listing.lines.map((l) => refsOf(l.c)), [[], []])
})

test("a listing that is no header's example (a README's block) keeps no name doxygen guessed, only its #include's file", () => {
  const readme: Listing = {
    t: 'listing',
    lines: [
      { c: ['#include <', { t: 'ref', id: 'Camera_8hpp', kind: 'compound', c: ['helios/scene/Camera.hpp'] }, '>'] },
      { c: [{ t: 'ref', id: 'classCamera', kind: 'compound', c: ['Camera'] }, ' camera; ', { t: 'ref', id: 'classModel_1model', kind: 'member', c: ['model'] }, ' = 1;'] },
    ],
  }
  const shown = listingText(readme)
  assert.equal(linkListing(readme, [], model), 0)
  assert.deepEqual(readme.lines.map((l) => refsOf(l.c)), [['helios/scene/Camera.hpp→Camera_8hpp'], []])
  assert.equal(listingText(readme), shown)
})
