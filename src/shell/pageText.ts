/**
 * A page's text as the search indexes it (the contract's `HeliosPage.searchText`), collected block by block while a
 * section walks the model it renders the page from: an MDX body's tree (./mdxBody/text.ts), an API description
 * (src/sections/api/model/docText.ts). Never from built HTML.
 */
import type { PageText } from './contract'

/** Collapses whitespace; the result is plain text, never markup. */
export function cleanText(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** The blocks of one page, in reading order; empty texts are left out. */
export class PageTextBlocks {
  readonly blocks: PageText[] = []

  heading(level: number, text: string, anchor: string | null | undefined): void {
    const words = cleanText(text)
    if (words) this.blocks.push({ heading: Math.min(6, Math.max(1, level)), text: words, anchor: anchor || null })
  }

  block(text: string): void {
    const words = cleanText(text)
    if (words) this.blocks.push({ heading: null, text: words, anchor: null })
  }
}
