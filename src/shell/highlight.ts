/**
 * Code highlighting at build time: Prism's grammars (through refractor, the
 * same ones rehype-prism-plus applies to fenced code in markdown) turn code
 * into a small token tree. Pages carry the tree as data and render it with
 * HighlightedCode, so no highlighter ships to the browser.
 */
import { requirePackage } from './lazyPackage'
import type { HighlightNode } from './components/HighlightedCode'
import { spliceLinks, type CodeLink, type HastNode } from './codeLinks'

interface HastText { type: 'text'; value: string }
interface HastElement { type: 'element'; tagName?: string; properties?: { className?: string[] | string; href?: string; dataApiKind?: string }; children: HastChild[] }
type HastChild = HastText | HastElement | { type: string }

// refractor is ESM-only: loaded with Node >= 20.19's require() of ES modules (./lazyPackage.ts).
let refractor: { highlight(code: string, language: string): { children: HastChild[] }; registered(language: string): boolean } | undefined

function toTokens(nodes: HastChild[]): HighlightNode[] {
  const out: HighlightNode[] = []
  for (const n of nodes) {
    if (n.type === 'text') out.push((n as HastText).value)
    else if (n.type === 'element') {
      const el = n as HastElement
      const cls = el.properties?.className
      if (el.tagName === 'a' && el.properties?.href) out.push({ href: el.properties.href, kind: el.properties.dataApiKind ?? '', c: toTokens(el.children) })
      else out.push({ className: Array.isArray(cls) ? cls.join(' ') : (cls ?? ''), c: toTokens(el.children) })
    }
  }
  return out
}

/**
 * The token tree of `code` in `language`; plain text when Prism has no grammar of that name. `links` (the code
 * links table's entry for the block) wrap identifiers in links inside the tokens, as in fenced code.
 */
export function highlightCode(code: string, language: string, links?: readonly CodeLink[]): HighlightNode[] {
  refractor ??= (requirePackage('refractor/lib/all.js') as { refractor: NonNullable<typeof refractor> }).refractor
  const tree: HastChild[] = refractor.registered(language) ? refractor.highlight(code, language).children : [{ type: 'text', value: code } as HastText]
  if (links?.length) spliceLinks(tree as HastNode[], links)
  return toTokens(tree)
}
