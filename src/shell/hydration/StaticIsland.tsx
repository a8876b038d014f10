/**
 * Content that needs no script: the first page's hydration leaves it as the server wrote it, without building or
 * comparing it, and when the reader comes back to that page inside the app the island puts the same elements
 * back (the page's MDX body is not in its bundle). Anywhere else it renders its children.
 * Only for children without handlers or state: those would stay inert.
 */
import * as React from 'react'
import { isHydrating } from './state'

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
type IslandProps = Omit<React.HTMLAttributes<HTMLElement>, 'dangerouslySetInnerHTML'> & { as?: 'div' | 'article' | 'p'; children: React.ReactNode }

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
