/**
 * An MDX page's searchable text, from the body's tree (./tree.ts) as its page renders it: headings with the ids the
 * page gives them, and the text of each block. Math is read as its MathML's words, not KaTeX's drawn copy; a
 * heading's self-link, badges and anything hidden from readers are left out.
 */
import type { PageText } from '../contract'
import { PageTextBlocks } from '../pageText'
import type { BodyNode } from './tree'

/** Elements whose words are not the page's prose (a figure's drawing, a form, a button's label). */
const SKIP_TAGS = new Set(['annotation', 'script', 'style', 'noscript', 'nav', 'footer', 'button', 'svg', 'template', 'form', 'header'])
/** Elements whose whole text is one block of the search. */
const BLOCK_TAGS = new Set(['p', 'li', 'pre', 'td', 'th', 'dt', 'dd', 'figcaption', 'blockquote', 'summary'])
/** Elements that keep the words of their neighbours apart. */
const SPACED_TAGS = new Set(['br', 'div', 'tr', ...BLOCK_TAGS])
const HEADING = /^h([1-6])$/
const HIDDEN_CLASS = /(^|\s)(katex-html|anchor|heading-anchor)(\s|$)|(^|[\s-])badges?([\s-]|$)/i

const classOf = (props: Record<string, unknown> | null): string => String(props?.className ?? props?.class ?? '')

/** A heading's self-link: a link to an anchor of the page whose only text is a mark (#, ¶, §). */
const selfLink = (type: string, props: Record<string, unknown> | null, children: BodyNode[]): boolean =>
  type === 'a' && String(props?.href ?? '').startsWith('#') && /^\s*[#¶§🔗]\s*$/u.test(children.map(textOf).join(''))

function hidden(type: string, props: Record<string, unknown> | null, children: BodyNode[]): boolean {
  if (SKIP_TAGS.has(type) || selfLink(type, props, children)) return true
  if (props?.['aria-hidden'] === true || props?.['aria-hidden'] === 'true' || props?.['data-search-ignore'] !== undefined) return true
  return HIDDEN_CLASS.test(classOf(props))
}

function textOf(node: BodyNode): string {
  if (typeof node === 'string') return node
  const [type, props, ...children] = node
  if (hidden(type, props, children)) return ''
  const inner = children.map(textOf).join('')
  return SPACED_TAGS.has(type) || HEADING.test(type) ? ` ${inner} ` : inner
}

/** The first id in a subtree: a heading's own, or the anchor inside it. */
function idIn(node: BodyNode): string | null {
  if (typeof node === 'string') return null
  const [, props, ...children] = node
  if (typeof props?.id === 'string' && props.id) return props.id
  for (const child of children) {
    const id = idIn(child)
    if (id) return id
  }
  return null
}

/** The searchable text of a body, block by block. */
export function bodyText(tree: BodyNode): PageText[] {
  const out = new PageTextBlocks()
  const visit = (node: BodyNode): void => {
    if (typeof node === 'string') return
    const [type, props, ...children] = node
    if (hidden(type, props, children)) return
    const heading = HEADING.exec(type)
    if (heading) out.heading(Number(heading[1]), textOf(node), idIn(node))
    else if (BLOCK_TAGS.has(type)) out.block(textOf(node))
    else for (const child of children) visit(child)
  }
  visit(tree)
  return out.blocks
}
