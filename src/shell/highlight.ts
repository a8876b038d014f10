/**
 * Code highlighting at build time: Prism's grammars (through refractor, the
 * same ones rehype-prism-plus applies to fenced code in markdown) turn code
 * into a small token tree. Pages carry the tree as data and render it with
 * HighlightedCode, so no highlighter ships to the browser.
 */
import path from 'node:path'
import { createRequire } from 'node:module'
import type { HighlightNode } from './components/HighlightedCode'

interface HastText { type: 'text'; value: string }
interface HastElement { type: 'element'; properties?: { className?: string[] | string }; children: HastChild[] }
type HastChild = HastText | HastElement | { type: string }

// refractor is ESM-only; loaded with Node >= 20.19's require() of ES modules, resolved from the site root
// (this file runs compiled under .cache/ during the build).
const requireFromSite = createRequire(path.join(process.cwd(), 'package.json'))
let refractor: { highlight(code: string, language: string): { children: HastChild[] }; registered(language: string): boolean } | undefined

function toTokens(nodes: HastChild[]): HighlightNode[] {
  const out: HighlightNode[] = []
  for (const n of nodes) {
    if (n.type === 'text') out.push((n as HastText).value)
    else if (n.type === 'element') {
      const el = n as HastElement
      const cls = el.properties?.className
      out.push({ className: Array.isArray(cls) ? cls.join(' ') : (cls ?? ''), c: toTokens(el.children) })
    }
  }
  return out
}

/** The token tree of `code` in `language`; plain text when Prism has no grammar of that name. */
export function highlightCode(code: string, language: string): HighlightNode[] {
  refractor ??= (requireFromSite('refractor/lib/all.js') as { refractor: NonNullable<typeof refractor> }).refractor
  if (!refractor.registered(language)) return [code]
  return toTokens(refractor.highlight(code, language).children)
}
