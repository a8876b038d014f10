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
 *
 * When the reader leaves that first page and later comes back to it inside
 * the app, the island puts the same elements back instead of rendering its
 * children: an MDX body is not in the browser bundle of the first page (see
 * src/shell/browser/deferredMdxBody.tsx), so this is what makes going back
 * work without fetching the text again.
 *
 * Anywhere else (the HTML renderer, any other page reached by navigating
 * inside the app, every page of `gatsby develop`, which sends no server
 * HTML) it renders its children as usual. Gatsby keys each page's
 * component by its path, so the next page mounts a new island.
 *
 * Only for children without handlers or state: those would stay inert.
 */
import * as React from 'react'
import { isHydrating } from '../firstHydration'

/** Empty on purpose: Preact leaves the element's children in place and writes nothing. */
const KEEP_SERVER_CHILDREN = { __html: '' } as const

/** The elements of the first page's islands once the reader has left it, by page path and island order. */
const elementsOfLeftIslands = new Map<string, Node[]>()
let islandsPath = ''
let islandsSeen = 0

/** Where an island sits: its page's path and its order among that page's islands (the same on every visit). */
function islandPlace(): string {
  const pagePath = window.location.pathname.replace(/\/+$/, '') || '/'
  if (pagePath !== islandsPath) {
    islandsPath = pagePath
    islandsSeen = 0
  }
  return `${pagePath}#${islandsSeen++}`
}

/** An element's attributes, less inner HTML of the caller's: the only inner HTML here is KEEP_SERVER_CHILDREN. */
type IslandProps = Omit<React.HTMLAttributes<HTMLElement>, 'dangerouslySetInnerHTML'> & { as?: 'div' | 'article'; children: React.ReactNode }

type IslandSource = { from: 'children' } | { from: 'server' | 'left'; place: string }

export default function StaticIsland({ as: Tag = 'div', children, ...props }: IslandProps) {
  // Decided once per mounted island: what it shows stays until the page changes.
  const [source] = React.useState((): IslandSource => {
    if (typeof window === 'undefined') return { from: 'children' }
    const place = islandPlace()
    if (isHydrating()) return { from: 'server', place }
    return elementsOfLeftIslands.has(place) ? { from: 'left', place } : { from: 'children' }
  })
  const element = React.useRef<HTMLElement>(null)
  React.useLayoutEffect(() => {
    const island = element.current
    if (source.from === 'children' || !island) return
    if (source.from === 'left') island.replaceChildren(...elementsOfLeftIslands.get(source.place)!)
    return () => {
      elementsOfLeftIslands.set(source.place, Array.from(island.childNodes))
    }
  }, [source])
  if (source.from === 'children') return <Tag {...props}>{children}</Tag>
  return <Tag {...props} ref={element as React.Ref<never>} dangerouslySetInnerHTML={KEEP_SERVER_CHILDREN} suppressHydrationWarning />
}
