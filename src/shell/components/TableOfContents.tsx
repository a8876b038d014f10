import * as React from 'react'
import Collapsible from './Collapsible'
import { HydrateLater } from '../hydration'
import { MOBILE_MEDIA } from './layout/breakpoints'
import * as styles from './TableOfContents.module.css'

/** A heading in the table of contents: an anchor ("#id"), its text, and its subheadings. */
export interface TocItem {
  url: string
  title: string
  items?: TocItem[]
}

/**
 * MDX's tableOfContents starts at the highest heading level in the file. Docs
 * pages open with an h1, which nests every h2 under it; devlog posts have no
 * h1 (the template renders the title). The table of contents shows h2 and h3
 * only, so an h1 level is unwrapped when the page has one, and deeper levels dropped.
 */
export function tocFromMdx(toc: { items?: TocItem[] } | null | undefined, { startsWithH1 = false } = {}): TocItem[] {
  const top = toc?.items ?? []
  const h2s = startsWithH1 ? top.flatMap((h1) => h1.items ?? []) : top
  return h2s
    .filter((h) => h.url && h.title)
    .map((h2) => ({ url: h2.url, title: h2.title, items: (h2.items ?? []).filter((h) => h.url && h.title).map(({ url, title }) => ({ url, title })) }))
}

function TocList({ items, className }: { items: TocItem[]; className?: string }) {
  return (
    <ul className={className ?? styles.list}>
      {items.map((item) => (
        <li key={item.url}>
          <a href={item.url} className={styles.link}>
            {item.title}
          </a>
          {item.items && item.items.length > 0 && <TocList items={item.items} />}
        </li>
      ))}
    </ul>
  )
}

/** Desktop: a sticky column on the right. */
export default function TableOfContents({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null
  return (
    <nav className={styles.toc} aria-label="On this page">
      <p className={styles.title}>On this page</p>
      <TocList items={items} />
    </nav>
  )
}

/** Narrow screens: a collapsible "On this page" box above the content. */
export function TableOfContentsMobile({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null
  // Hidden at desktop width: hydrated only on narrow screens.
  return (
    <HydrateLater media={MOBILE_MEDIA}>
      <MobileBox items={items} />
    </HydrateLater>
  )
}

function MobileBox({ items }: { items: TocItem[] }) {
  const [collapsed, setCollapsed] = React.useState(true)
  return (
    <div className={styles.mobile}>
      <button type="button" className={styles.mobileButton} aria-expanded={!collapsed} onClick={() => setCollapsed((c) => !c)}>
        On this page
      </button>
      <Collapsible collapsed={collapsed}>
        <TocList items={items} className={styles.mobileList} />
      </Collapsible>
    </div>
  )
}
