import * as React from 'react'
import SiteLink from './SiteLink'
import { useLocation } from '@gatsbyjs/reach-router'
import { HYDRATE_AT_ONCE } from '../hydration'
import Collapsible from './Collapsible'
import * as styles from './Sidebar.module.css'

/** One sidebar entry: a link, a category with children, or both. */
export interface SidebarNode {
  label: string
  href?: string
  items?: SidebarNode[]
  /** Initial state of a category; the category holding the current page always opens. */
  collapsed?: boolean
}

/** Each href normalised once: every page of a large reference renders the same sidebar's thousands of hrefs. */
const normalised = new Map<string, string>()
const normalise = (path: string): string => {
  let n = normalised.get(path)
  if (n === undefined) {
    n = decodeURI(path).replace(/\/?(index\.html)?$/, '/').split('#')[0]
    normalised.set(path, n)
  }
  return n
}

/**
 * The categories that hold the page at `path` (the page itself, when it is a category, included): each of them
 * opens. One walk of the tree per page; asking each entry whether its subtree holds the page walked a
 * reference sidebar's tree once per entry while the page hydrated.
 */
export function categoriesHolding(items: SidebarNode[], path: string): Set<SidebarNode> {
  const holding = new Set<SidebarNode>()
  const visit = (node: SidebarNode): boolean => {
    // Every child is visited: a page listed under two categories opens both.
    let held = !!node.href && normalise(node.href) === path
    for (const child of node.items ?? []) if (visit(child)) held = true
    if (held && node.items?.length) holding.add(node)
    return held
  }
  items.forEach(visit)
  return holding
}

interface SidebarProps {
  items: SidebarNode[]
  /** Accessible name of the navigation landmark. */
  label?: string
}

export default function Sidebar({ items, label = 'Sidebar' }: SidebarProps) {
  const { pathname } = useLocation()
  const current = normalise(pathname)
  const holding = React.useMemo(() => categoriesHolding(items, current), [items, current])
  const ref = React.useRef<HTMLElement>(null)

  // Bring the current page into view inside a long sidebar, without moving the page itself.
  React.useEffect(() => {
    const active = ref.current?.querySelector<HTMLElement>('[aria-current="page"]')
    const container = ref.current
    if (!active || !container) return
    const top = active.offsetTop - container.clientHeight / 2
    if (active.offsetTop > container.scrollTop + container.clientHeight - 40 || active.offsetTop < container.scrollTop) {
      container.scrollTop = Math.max(0, top)
    }
  }, [current])

  return (
    // Bringing the current page into view is the app's work: a sidebar the reader sees hydrates the page at once.
    <nav ref={ref} className={styles.sidebar} aria-label={label} {...HYDRATE_AT_ONCE}>
      <ul className={styles.list}>
        {items.map((item, i) => (
          <SidebarEntry key={`${item.label}-${i}`} node={item} current={current} holding={holding} level={0} />
        ))}
      </ul>
    </nav>
  )
}

/**
 * A label with a line-break opportunity after each `::`: a long qualified name
 * ("btCollisionWorld::RayResultCallback") wraps between its parts instead of
 * inside a word.
 */
export function breakableLabel(label: string): React.ReactNode {
  const parts = label.split('::')
  if (parts.length === 1) return label
  return parts.map((part, i) => (
    <React.Fragment key={i}>
      {i > 0 && '::'}
      {i > 0 && <wbr />}
      {part}
    </React.Fragment>
  ))
}

function SidebarEntry({ node, current, holding, level }: { node: SidebarNode; current: string; holding: Set<SidebarNode>; level: number }) {
  const isActive = !!node.href && normalise(node.href) === current
  const hasChildren = !!node.items && node.items.length > 0
  const holdsCurrent = holding.has(node)
  const [collapsed, setCollapsed] = React.useState<boolean>(holdsCurrent ? false : node.collapsed ?? level > 0)
  React.useEffect(() => {
    if (holdsCurrent) setCollapsed(false)
  }, [holdsCurrent])
  // A category's entries are rendered once it is first opened, not before: a reference sidebar holds every
  // namespace, class and file, and rendering all of them with the page would be its longest task and most of its HTML.
  const [everOpen, setEverOpen] = React.useState(!collapsed)
  if (!collapsed && !everOpen) setEverOpen(true)

  const link = node.href ? (
    node.href.startsWith('http') ? (
      <a className={styles.link} href={node.href} rel="noopener noreferrer" target="_blank">
        {breakableLabel(node.label)}
      </a>
    ) : (
      <SiteLink className={isActive ? `${styles.link} ${styles.active}` : styles.link} to={node.href} aria-current={isActive ? 'page' : undefined}>
        {breakableLabel(node.label)}
      </SiteLink>
    )
  ) : (
    <button type="button" className={styles.link} onClick={() => setCollapsed((c) => !c)} aria-expanded={!collapsed}>
      {breakableLabel(node.label)}
    </button>
  )

  return (
    <li className={hasChildren ? `${styles.item} ${styles.category}` : styles.item}>
      <div className={styles.row}>
        {link}
        {hasChildren && (
          <button
            type="button"
            className={styles.caret}
            data-collapsed={collapsed}
            aria-label={`${collapsed ? 'Expand' : 'Collapse'} sidebar category '${node.label}'`}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((c) => !c)}
          />
        )}
      </div>
      {hasChildren && everOpen && (
        <Collapsible as="ul" collapsed={collapsed} className={styles.list}>
          {node.items!.map((child, i) => (
            <SidebarEntry key={`${child.label}-${i}`} node={child} current={current} holding={holding} level={level + 1} />
          ))}
        </Collapsible>
      )}
    </li>
  )
}
