/**
 * The searchable text of a page whose body is a description (a doxygen page, an example: the ArticlePage
 * template), from its description tree as DocContent renders it: its brief, then each heading at the level and
 * with the id the page gives it, and the words of each block (a paragraph, a list item, a cell, a listing).
 */
import type { PageText } from '../../../shell/contract'
import { PageTextBlocks } from '../../../shell/pageText'
import type { DocNode } from './doc'

/** The words of inline content: texts, and the text inside links, code and emphasis; a formula as its TeX. */
export function inlineText(nodes: readonly DocNode[] | undefined): string {
  let out = ''
  for (const n of nodes ?? []) {
    if (typeof n === 'string') out += n
    else if (n.t === 'math') out += ` ${n.tex} `
    else if (n.t === 'br') out += ' '
    else if (n.t === 'image') out += n.inline ? '' : ` ${n.alt} `
    else if ('c' in n && Array.isArray(n.c)) out += inlineText(n.c)
    else out += ` ${blockWords(n)} `
  }
  return out
}

/** All the words of a block, as one text (a list item holding paragraphs, a table cell, a listing). */
function blockWords(n: DocNode): string {
  const into = new PageTextBlocks()
  blocks([n], into, 2)
  return into.blocks.map((b) => b.text).join(' ')
}

/** The HTML level DocContent gives a description heading of `level` under a page title (`top`: its first level). */
const headingLevel = (level: number, top: number): number => Math.min(6, Math.max(top, level + top - 1))

function blocks(nodes: readonly DocNode[], out: PageTextBlocks, top: number): void {
  for (const n of nodes) {
    if (typeof n === 'string') {
      out.block(n)
      continue
    }
    switch (n.t) {
      case 'heading':
        out.heading(headingLevel(n.level, top), inlineText(n.c), null)
        break
      case 'section':
        out.heading(headingLevel(n.level, top), inlineText(n.title), n.id)
        blocks(n.c, out, top)
        break
      case 'list':
        for (const item of n.items) out.block(inlineText(item))
        break
      case 'dl':
        for (const item of n.items) {
          out.block(inlineText(item.term))
          out.block(inlineText(item.c))
        }
        break
      case 'table':
        if (n.caption) out.block(inlineText(n.caption))
        for (const row of n.rows) for (const cell of row) out.block(inlineText(cell.c))
        break
      case 'listing':
        out.block(n.lines.map((line) => inlineText(line.c)).join('\n'))
        break
      case 'pre':
        out.block(n.text)
        break
      case 'params':
        for (const item of n.items) {
          out.block(item.names.map((name) => inlineText(name.name)).join(', '))
          out.block(inlineText(item.c))
        }
        break
      case 'sect':
      case 'xref':
      case 'quote':
      case 'center':
        blocks(n.c, out, top)
        break
      case 'details':
        out.block(inlineText(n.summary))
        blocks(n.c, out, top)
        break
      case 'image':
        out.block(n.alt)
        break
      case 'math':
        out.block(n.tex)
        break
      case 'anchor':
      case 'br':
      case 'hr':
        break
      default:
        out.block(inlineText([n]))
    }
  }
}

/** The text of an article page: its brief, then its description, whose first-level headings are h2. */
export function articleText(brief: readonly DocNode[] | null, detailed: readonly DocNode[] | null): PageText[] {
  const out = new PageTextBlocks()
  blocks(brief ?? [], out, 2)
  blocks(detailed ?? [], out, 2)
  return out.blocks
}
