/**
 * For tests written against a page's HTML: the page's content (main article, or main) as a body tree, and the search
 * records the site makes of that text. Production never reads HTML back; each section gives its pages' text.
 */
import { parse, type HTMLElement, type Node as HtmlNode, NodeType } from 'node-html-parser'
import { bodyText } from '../../src/shell/mdxBody/text'
import type { BodyNode } from '../../src/shell/mdxBody/tree'
import { recordsFromText, type PageSource } from '../../src/sections/search/node/records'
import type { PageText } from '../../src/shell/contract'

function treeOf(node: HtmlNode): BodyNode | null {
  if (node.nodeType === NodeType.TEXT_NODE) return (node as unknown as { text: string }).text
  if (node.nodeType !== NodeType.ELEMENT_NODE) return null
  const el = node as HTMLElement
  const props: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(el.attributes)) props[name === 'class' ? 'className' : name] = value
  const children = el.childNodes.map(treeOf).filter((c): c is BodyNode => c !== null)
  return [el.tagName.toLowerCase(), Object.keys(props).length > 0 ? props : null, ...children]
}

/** The text of a page's content, as the site reads a body tree. */
export function htmlText(html: string): PageText[] {
  const root = parse(html, { comment: false, blockTextElements: { script: true, style: true, noscript: true } })
  const main = root.querySelector('main article') ?? root.querySelector('article') ?? root.querySelector('main') ?? root.querySelector('body') ?? root
  return bodyText(['#', null, ...main.childNodes.map(treeOf).filter((c): c is BodyNode => c !== null)])
}

/** The search records of a page whose content is `html`. */
export const recordsFromHtml = (page: PageSource, html: string) => recordsFromText(page, htmlText(html))
