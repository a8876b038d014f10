/**
 * Display formulas and tables scroll sideways when wider than the column (global.css): each gets
 * tabindex="0" so a keyboard reader can reach it and scroll it with the arrow keys (WCAG 2.1.1).
 */
import type { Root, Element } from 'hast'

const isScrollRegion = (el: Element): boolean => {
  if (el.tagName === 'table') return true
  // rehype-katex's display math: <span class="katex"> inside the math-display block, the element that scrolls.
  const classes = el.properties?.className
  return el.tagName === 'span' && Array.isArray(classes) && classes.includes('katex')
}

function visit(node: Root | Element, inDisplayMath: boolean) {
  for (const child of node.children) {
    if (child.type !== 'element') continue
    const classes = child.properties?.className
    const display = inDisplayMath || (Array.isArray(classes) && classes.includes('math-display'))
    if (isScrollRegion(child) && (child.tagName === 'table' || display)) child.properties = { ...child.properties, tabIndex: 0 }
    visit(child, display)
  }
}

export function rehypeScrollRegions() {
  return (tree: Root) => visit(tree, false)
}
