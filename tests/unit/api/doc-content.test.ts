import { test } from 'node:test'
import assert from 'node:assert/strict'
import * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import DocContent from '../../../src/sections/api/components/DocContent'
import { convertDescription, type DocContext } from '../../../src/sections/api/model/doc'
import { parseXml } from '../../../src/sections/api/model/xml'

const ctx = (): DocContext => ({ file: 'test.xml', ownerId: 'x', compoundId: 'x', anchors: new Map(), xrefs: [], warn: () => {} })

const render = (xml: string): string => {
  const tree = convertDescription(parseXml(`<detaileddescription>${xml}</detaileddescription>`, 'test.xml'), ctx())
  return renderToStaticMarkup(React.createElement(DocContent, { nodes: tree }))
}

// Every inline style doxygen writes inside a paragraph, with the element a reader sees it in.
const INLINE_STYLES: Array<[string, string]> = [
  ['bold', 'strong'], ['emphasis', 'em'], ['computeroutput', 'code'], ['strike', 'del'], ['underline', 'ins'],
  ['subscript', 'sub'], ['superscript', 'sup'], ['small', 'small'], ['ins', 'ins'], ['del', 'del'], ['cite', 'cite'],
]

for (const [doxygen, html] of INLINE_STYLES) {
  test(`<${doxygen}> in a paragraph is shown, as <${html}>`, () => {
    const out = render(`<para>before <${doxygen}>inside ${doxygen}</${doxygen}> after</para>`)
    assert.match(out, new RegExp(`<${html}[^>]*>inside ${doxygen}</${html}>`))
    assert.match(out, /before .* after/)
  })
}

test('inline code holding a ref keeps both: the code and its link text', () => {
  const out = render('<para>calls <computeroutput><ref refid="x_1a" kindref="member">from_json()</ref></computeroutput> then <computeroutput>void f(int&amp;)</computeroutput>.</para>')
  assert.match(out, /<code[^>]*>from_json\(\)<\/code>/)
  assert.match(out, /<code[^>]*>void f\(int&amp;\)<\/code>/)
})
