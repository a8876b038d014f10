/**
 * Doxygen's formulas (`\f$ \f$`, `\f( \f)`, `\f[ \f]`, `\f{env}{ \f}`) typeset at build time as MathML, the way
 * the devlog's math is (src/shell/math.ts), into a tree of ./mathml.ts: nothing typesets in the browser, and no
 * HTML string from a comment reaches a page.
 */
import { KATEX_OPTIONS } from '../../../shell/math'
import { lazyPackage } from '../../../shell/lazyPackage'
import { MATHML_ATTRIBUTES, MATHML_ELEMENTS, type MathTree } from './mathml'
import { parseXml, type XNode } from './xml'

// Loaded by the first formula typeset (../../../shell/lazyPackage.ts): a model read from the cache typesets none.
// Its CommonJS build: the object the ES module exports as default.
const katex = lazyPackage<typeof import('katex').default>('katex')

/** A formula's TeX without doxygen's delimiters, and whether it is set apart (display) or in the line. */
export function formulaTex(text: string): { tex: string; display: boolean } {
  const t = text.trim()
  const between = (open: string, close: string) => t.startsWith(open) && t.endsWith(close) && t.length >= open.length + close.length
  if (between('$', '$')) return { tex: t.slice(1, -1).trim(), display: false }
  if (between('\\(', '\\)')) return { tex: t.slice(2, -2).trim(), display: false }
  if (between('\\[', '\\]')) return { tex: t.slice(2, -2).trim(), display: true }
  // `\f{env}{ \f}` arrives as the environment; `\f( \f)` as its bare TeX, set in the line.
  return { tex: t, display: /^\\begin\{/.test(t) }
}

/**
 * The TeX KaTeX is given (and keeps in the MathML's annotation). KaTeX knows no eqnarray (doxygen's manual uses it):
 * the same layout as an array of right, centred and left columns.
 */
export function katexTex(tex: string): string {
  return tex.replace(/\\(begin|end)\{eqnarray\*?\}/g, (_, which: string) => (which === 'begin' ? '\\begin{array}{rcl}' : '\\end{array}'))
}

function tree(node: XNode): MathTree | null {
  if (typeof node === 'string') return node
  if (!MATHML_ELEMENTS.has(node.name)) return null
  const a = Object.fromEntries(Object.entries(node.attrs).filter(([k]) => MATHML_ATTRIBUTES.has(k)))
  const c = node.children.map(tree).filter((x): x is MathTree => x !== null)
  return { n: node.name, ...(Object.keys(a).length ? { a } : {}), ...(c.length ? { c } : {}) }
}

/** The MathML tree of a formula; throws KaTeX's error (with its position) when the TeX does not parse. */
export function texToMathTree(tex: string, display: boolean): MathTree {
  const html = katex().renderToString(katexTex(tex), { ...KATEX_OPTIONS, displayMode: display, throwOnError: true })
  const start = html.indexOf('<math')
  const end = html.lastIndexOf('</math>')
  if (start < 0 || end < 0) throw new Error('KaTeX wrote no <math> element')
  const math = tree(parseXml(html.slice(start, end + '</math>'.length), 'KaTeX output'))
  if (!math || typeof math === 'string') throw new Error('KaTeX wrote no <math> element')
  return math
}
