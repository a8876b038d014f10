/**
 * Content that needs no script, left as the server wrote it when the page
 * first loads.
 *
 * Hydration walks every element of the page in one main-thread task. On an
 * API page most of them are documentation: text, tables and links, with no
 * handler and no state. During that first render in the browser this
 * component renders an empty `dangerouslySetInnerHTML` (the constant
 * KEEP_SERVER_CHILDREN, never content): Preact then keeps the element's server-rendered children as they
 * are and does not build or compare them. Links in it work as plain links.
 * Anywhere else (the HTML renderer, a page reached by navigating inside the
 * app) it renders its children as usual. Gatsby keys each page's component
 * by its path, so the next page mounts a new island.
 *
 * Only for children without handlers or state: those would stay inert after
 * a full page load.
 */
import * as React from 'react'

let firstRenderDone = false

/** Empty on purpose: Preact leaves the server's children in place and writes nothing. */
const KEEP_SERVER_CHILDREN = { __html: '' } as const

/** gatsby-browser calls this once the first render in the browser (the hydration) is committed. */
export function markHydrated(): void {
  firstRenderDone = true
}

/** An element's attributes, less inner HTML of the caller's: the only inner HTML here is KEEP_SERVER_CHILDREN. */
type IslandProps = Omit<React.HTMLAttributes<HTMLElement>, 'dangerouslySetInnerHTML'> & { as?: 'div' | 'article'; children: React.ReactNode }

export default function StaticIsland({ as: Tag = 'div', children, ...props }: IslandProps) {
  // Decided once per mounted island: it stays as the server wrote it until the page changes.
  const [keepServerHtml] = React.useState(() => typeof window !== 'undefined' && !firstRenderDone)
  if (keepServerHtml) return <Tag {...props} dangerouslySetInnerHTML={KEEP_SERVER_CHILDREN} suppressHydrationWarning />
  return <Tag {...props}>{children}</Tag>
}
