import * as React from 'react'

/**
 * Whether a page has a Markdown twin is decided where the page is made (./server/pageTwins.ts): a page made with a
 * twin carries its URL in this page-context field, and the "Copy page as Markdown" button and the head's alternate
 * link read nothing else, so neither can be shown for a page whose twin the build does not write.
 */
export const PAGE_TWIN_FIELD = 'markdownTwin'

/** The URL of the page's Markdown twin from its page context, or null when the page was made without one. */
export function pageTwinUrl(pageContext: unknown): string | null {
  const value = (pageContext as Record<string, unknown> | null | undefined)?.[PAGE_TWIN_FIELD]
  return typeof value === 'string' ? value : null
}

/** The twin URL of the page read, given around every page by the shell's PageWrapper. */
export const PageTwinContext = React.createContext<string | null>(null)
