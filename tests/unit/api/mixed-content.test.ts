import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import { parseXml } from '../../../src/sections/api/model/xml'
import { convertDescription, plainText, type DocContext } from '../../../src/sections/api/model/doc'

// The example from DESIGN.md: a doxygen paragraph with mixed content.
const EXAMPLE = '<para>Adds <ref refid="structvec3" kindref="compound">vec3</ref> values and <computeroutput>returns</computeroutput> the sum &amp; more.</para>'

const ctx = (): DocContext => ({ file: 'test.xml', ownerId: 'x', compoundId: 'x', anchors: new Map(), xrefs: [], warn: () => {} })

test('gatsby-transformer-xml (xml-parser) drops everything after the first child of mixed content', () => {
  // gatsby-transformer-xml's onCreateNode hands the file to xml-parser and keeps its tree as the node.
  const requireFromPlugin = createRequire(require.resolve('gatsby-transformer-xml/gatsby-node.js'))
  const parseWithXmlParser = requireFromPlugin('xml-parser') as (xml: string) => { root: { content: string; children: Array<{ name: string; content: string }> } }
  const root = parseWithXmlParser(EXAMPLE).root
  const everything = JSON.stringify(root)
  assert.equal(root.content, 'Adds ')
  assert.deepEqual(root.children.map((c) => c.name), ['ref'])
  assert.ok(!everything.includes('values and'), 'the text between the children is gone')
  assert.ok(!everything.includes('computeroutput'), 'the second child is gone')
  assert.ok(!everything.includes('the sum'), 'the trailing text is gone')
})

test('the doxygen transformer keeps the whole paragraph in order: text, ref, text, code, text', () => {
  const para = parseXml(`<detaileddescription>${EXAMPLE}</detaileddescription>`, 'example.xml')
  const tree = convertDescription(para, ctx())
  assert.deepEqual(tree, [
    {
      t: 'p',
      c: ['Adds ', { t: 'ref', id: 'structvec3', kind: 'compound', c: ['vec3'] }, ' values and ', { t: 'code', c: ['returns'] }, ' the sum & more.'],
    },
  ])
  assert.equal(plainText(tree), 'Adds vec3 values and returns the sum & more.')
})

test('blocks nested in a paragraph are lifted out, so no list or table ends up inside <p>', () => {
  const xml = '<detaileddescription><para>Before <itemizedlist><listitem><para>one</para></listitem></itemizedlist> after <bold>b</bold></para></detaileddescription>'
  const tree = convertDescription(parseXml(xml, 'x.xml'), ctx())
  assert.deepEqual(tree, [
    { t: 'p', c: ['Before'] },
    { t: 'list', ordered: false, items: [[{ t: 'p', c: ['one'] }]] },
    { t: 'p', c: ['after ', { t: 'b', c: ['b'] }] },
  ])
})
