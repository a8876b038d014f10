import { test } from 'node:test'
import assert from 'node:assert/strict'
import * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import DocContent from '../../../src/sections/api/components/DocContent'
import { convertDescription, plainText, type DocContext, type DocNode } from '../../../src/sections/api/model/doc'
import { formulaTex, texToMathTree } from '../../../src/sections/api/model/math'
import { MATHML_ATTRIBUTES, MATHML_ELEMENTS, type MathTree } from '../../../src/sections/api/model/mathml'
import { DocToMarkdown } from '../../../src/sections/api/node/markdown'
import { markdownOf } from '../../../src/shell/markdownTwin'
import { parseXml } from '../../../src/sections/api/model/xml'

function convert(xml: string): { nodes: DocNode[]; warnings: string[] } {
  const warnings: string[] = []
  const ctx: DocContext = { file: 'classshape.xml', ownerId: 'classshape_1a1', compoundId: 'classshape', anchors: new Map(), xrefs: [], warn: (m) => warnings.push(m) }
  return { nodes: convertDescription(parseXml(`<detaileddescription>${xml}</detaileddescription>`, 'test.xml'), ctx), warnings }
}
const html = (nodes: DocNode[]) => renderToStaticMarkup(React.createElement(DocContent, { nodes }))
const twin = (nodes: DocNode[]) => markdownOf({ type: 'root', children: new DocToMarkdown('/docs/helios/classes/shape/').blocks(nodes) } as never)

test("doxygen's four formula forms: their TeX, in the line or set apart", () => {
  assert.deepEqual(formulaTex('$\\pi r^2$'), { tex: '\\pi r^2', display: false })
  assert.deepEqual(formulaTex('\\( x \\)'), { tex: 'x', display: false })
  assert.deepEqual(formulaTex(' \\lambda_1 '), { tex: '\\lambda_1', display: false })
  assert.deepEqual(formulaTex('\\[ \\det A \\]'), { tex: '\\det A', display: true })
  assert.deepEqual(formulaTex('\\begin{eqnarray*} a &=& b \\end{eqnarray*}'), { tex: '\\begin{eqnarray*} a &=& b \\end{eqnarray*}', display: true })
})

test('an inline formula is MathML in its paragraph, and $…$ in the Markdown twin', () => {
  const { nodes, warnings } = convert('<para>The area is <formula id="0">$\\pi r^2$</formula> square units.</para>')
  assert.deepEqual(warnings, [])
  const out = html(nodes)
  assert.match(out, /<p>The area is <math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML"><semantics><mrow><mi>π<\/mi>/)
  assert.doesNotMatch(out, /<code/)
  assert.match(twin(nodes), /The area is \$\\pi r\^2\$ square units\./)
  assert.equal(plainText(nodes), 'The area is \\pi r^2 square units.')
})

test('a display formula is a block of its own, scrolling sideways when wide, and $$…$$ in the twin', () => {
  const { nodes } = convert('<para>The determinant: <formula id="1">\\[ \\det A = a_{11} a_{22} - a_{12} a_{21} \\]</formula> for two by two.</para>')
  const out = html(nodes)
  assert.match(out, /<p>The determinant:<\/p><span class="math-display [^"]*"><span class="katex" tabindex="0"><math [^>]*display="block"/)
  assert.match(out, /<\/math><\/span><\/span><p>for two by two\.<\/p>/)
  assert.match(twin(nodes), /The determinant:\n\n\$\$\n\\det A = a_\{11\} a_\{22\} - a_\{12\} a_\{21\}\n\$\$\n\nfor two by two\./)
})

test("doxygen's eqnarray, which KaTeX lacks, is typeset as an array of the same three columns", () => {
  const { nodes, warnings } = convert('<para><formula id="2">\\begin{eqnarray*} y &amp;=&amp; mx + c \\\\ x &amp;=&amp; 0 \\end{eqnarray*}</formula></para>')
  assert.deepEqual(warnings, [])
  assert.match(html(nodes), /<mtable[^>]*columnalign="right center left"/)
})

test('TeX KaTeX cannot read is a warning naming the file and entity, and is shown as its source', () => {
  const { nodes, warnings } = convert('<para>Broken <formula id="3">$\\frac{1}{$</formula>.</para>')
  assert.equal(warnings.length, 1)
  assert.match(warnings[0], /^classshape\.xml: the formula "\\\\frac\{1\}\{" in classshape_1a1 is not TeX that KaTeX reads \(KaTeX parse error/)
  assert.match(html(nodes), /Broken <code[^>]*>\\frac\{1\}\{<\/code>/)
})

test('a formula cannot carry a link, a style or markup: only MathML elements and attributes are kept', () => {
  const visit = (t: MathTree, seen: Set<string>) => {
    if (typeof t === 'string') return
    seen.add(t.n)
    for (const k of Object.keys(t.a ?? {})) seen.add(`@${k}`)
    for (const c of t.c ?? []) visit(c, seen)
  }
  for (const tex of ['\\href{javascript:alert(1)}{x}', '\\url{javascript:alert(1)}', '\\htmlClass{x}{y}', '\\htmlStyle{color:red}{y}', '\\text{<script>alert(1)</script>}', '\\color{red}{x}']) {
    let t: MathTree
    try {
      t = texToMathTree(tex, false)
    } catch {
      continue // refused outright: shown as code, escaped by React
    }
    const seen = new Set<string>()
    visit(t, seen)
    for (const s of seen) assert.ok(s.startsWith('@') ? MATHML_ATTRIBUTES.has(s.slice(1)) : MATHML_ELEMENTS.has(s), `${tex}: ${s}`)
    const out = renderToStaticMarkup(React.createElement(DocContent, { nodes: [{ t: 'p', c: [{ t: 'math', tex, display: false, mathml: t }] }] }))
    assert.doesNotMatch(out, /href=|style=|<script|<a[ >]/i, tex)
    // The TeX itself is kept as text, in the formula's annotation only.
    assert.doesNotMatch(out.replace(/<annotation[^>]*>[^<]*<\/annotation>/g, ''), /javascript:/i, tex)
  }
})
