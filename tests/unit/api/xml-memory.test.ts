import { test } from 'node:test'
import assert from 'node:assert/strict'
import { parseXml, textOf, type XElement } from '../../../src/sections/api/model/xml'
import { heapAfterGc } from '../../support/heap'

/** Parses a 16 MB file and returns its elements; the file's text is garbage once this returns. */
function parseAndKeepElements(): XElement[] {
  const filler = `<!-- ${'padding '.repeat(2 * 1024 * 1024)} -->`
  const file = `<doxygen><compounddef id="classhelios_1_1render_1_1Camera"><name>helios::render::Camera</name></compounddef>${filler}</doxygen>`
  return parseXml(file, 'classhelios_1_1render_1_1Camera.xml').children.filter((c): c is XElement => typeof c !== 'string')
}

test("the parsed tree does not keep the file's text alive", () => {
  // A 16 MB file whose kept parts are a few short attribute values and texts: what doxygen's XML looks like to
  // a page context that holds a refid, or a node that holds a name.
  const before = heapAfterGc()
  const kept = parseAndKeepElements()
  const grown = heapAfterGc() - before
  assert.equal(kept[0].attrs.id, 'classhelios_1_1render_1_1Camera')
  assert.equal(textOf(kept[0]), 'helios::render::Camera')
  assert.ok(grown < 4 * 1024 * 1024, `the heap grew by ${(grown / 2 ** 20).toFixed(1)} MB while only the tree is kept`)
})
