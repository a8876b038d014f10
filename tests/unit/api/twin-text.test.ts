/**
 * The Markdown twin says what the page says: a listing keeps its spaces and indentation, and inline code in a table
 * cell sits in the sentence as it does on the page (found on xtensor, Dear ImGui and range-v3's XML).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import DocContent from '../../../src/sections/api/components/DocContent'
import { convertDescription, listingText, type DocContext, type DocNode, type Listing } from '../../../src/sections/api/model/doc'
import { DocToMarkdown } from '../../../src/sections/api/node/markdown'
import { twinMarkdown } from '../../../src/shell/markdownTwin'
import { parseXml } from '../../../src/sections/api/model/xml'

function convert(xml: string): DocNode[] {
  const ctx: DocContext = { file: 'classshape.xml', ownerId: 'classshape_1a1', compoundId: 'classshape', anchors: new Map(), xrefs: [], warn: (m) => assert.fail(m) }
  return convertDescription(parseXml(`<detaileddescription>${xml}</detaileddescription>`, 'test.xml'), ctx)
}
const twin = (nodes: DocNode[]) => twinMarkdown(new DocToMarkdown('/docs/helios/classes/shape/').blocks(nodes))
const pageText = (nodes: DocNode[]) =>
  renderToStaticMarkup(React.createElement(DocContent, { nodes }))
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")

const LISTING = [
  '<para><programlisting>',
  '<codeline lineno="1"><highlight class="keyword">struct<sp/></highlight><highlight class="normal">Widget<sp/>{</highlight></codeline>',
  '<codeline lineno="2"><highlight class="normal"><sp/><sp/><sp/><sp/></highlight><highlight class="keywordtype">int</highlight><highlight class="normal"><sp/><sp/>width;<sp/><sp/></highlight><highlight class="comment">//<sp/>in<sp/>pixels</highlight></codeline>',
  '<codeline lineno="3"><highlight class="normal">};</highlight></codeline>',
  '</programlisting></para>',
].join('')
const WRITTEN = 'struct Widget {\n    int  width;  // in pixels\n};'

test("a listing's text keeps every space: a keyword apart from the name after it, indentation and alignment", () => {
  const nodes = convert(LISTING)
  const listing = nodes.flatMap((n) => (typeof n !== 'string' && n.t === 'p' ? n.c : [n])).find((n): n is Listing => typeof n !== 'string' && n.t === 'listing')
  assert.ok(listing, 'the listing is in the tree')
  assert.equal(listingText(listing), WRITTEN)
  assert.ok(pageText(nodes).includes('struct Widget {'), 'the page shows the keyword apart from the name')
  assert.ok(twin(nodes).includes(`\`\`\`cpp\n${WRITTEN}\n\`\`\``), `the twin's code block is the listing as written:\n${twin(nodes)}`)
})

test("a parameter's description in the twin's table keeps inline code in its sentence, and separates its paragraphs", () => {
  const nodes = convert(
    '<para><parameterlist kind="param"><parameteritem><parameternamelist><parametername>value</parametername></parameternamelist>' +
      '<parameterdescription><para>The type of <computeroutput>T</computeroutput>s, as in <computeroutput>E::value_type</computeroutput>.</para><para>Never empty.</para></parameterdescription>' +
      '</parameteritem></parameterlist></para>',
  )
  const md = twin(nodes)
  assert.ok(md.includes('The type of `T`s, as in `E::value_type`. Never empty.'), `the cell reads as the page does:\n${md}`)
  assert.ok(pageText(nodes).includes('The type of Ts, as in E::value_type.'), 'the page reads the same words')
})
