import * as React from 'react'
// eslint-disable-next-line no-restricted-imports -- Gatsby's Link: the item is marked active on the pages under it (partiallyActive)
import { Link } from 'gatsby'
import type { NavbarItem as NavbarItemConfig } from '../../config/types'
import ColorModeToggle from './ColorModeToggle'
import DocsVersionDropdown from './DocsVersionDropdown'
import Dropdown from './Dropdown'
import LocaleDropdown from './LocaleDropdown'
import { NavbarItemSlotsContext } from './NavbarItemSlots'
import * as styles from './Navbar.module.css'

/** How an item is named in error messages: its type, its label if it has one, and its place in the config. */
export function describeNavbarItem(item: NavbarItemConfig, index: number): string {
  const label = 'label' in item && item.label ? ` "${item.label}"` : ''
  return `navbar item ${item.type}${label} (navbar.items[${index}])`
}

function NavbarItemContent({ item, mobile }: { item: NavbarItemConfig; mobile: boolean }) {
  const slots = React.useContext(NavbarItemSlotsContext)
  switch (item.type) {
    case 'link':
      return item.href ? (
        <a className={styles.item} href={item.href} target="_blank" rel="noopener noreferrer">
          {item.label}
          <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" className={styles.external}>
            <path fill="currentColor" d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14zM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z" />
          </svg>
        </a>
      ) : (
        <Link className={styles.item} activeClassName={styles.itemActive} partiallyActive to={item.to!}>
          {item.label}
        </Link>
      )
    case 'dropdown':
      return <Dropdown mobile={mobile} label={item.label} items={item.items.map((i) => ({ label: i.label, to: i.to, href: i.href }))} />
    case 'colorModeToggle':
      return <ColorModeToggle />
    case 'localeDropdown':
      return <LocaleDropdown mobile={mobile} />
    case 'docsVersionDropdown': {
      const VersionDropdown = slots.docsVersionDropdown ?? DocsVersionDropdown
      return <VersionDropdown docsPluginId={item.docsPluginId} versions={item.versions} mobile={mobile} />
    }
    case 'search': {
      const SearchButton = slots.search
      if (!SearchButton) throw new Error('no search component is provided for navbar items of type "search" (NavbarItemSlots, set by the root wrappers)')
      return mobile ? null : <SearchButton />
    }
    default: {
      const unknown = item as { type: string }
      throw new Error(`unknown navbar item type "${unknown.type}"`)
    }
  }
}

interface BoundaryState {
  error: Error | null
}

/** One failing item must not blank the whole navbar: it is replaced by a message naming it. */
class NavbarItemBoundary extends React.Component<{ name: string; children: React.ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null }
  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error }
  }
  componentDidCatch(error: Error) {
    console.error(`[helios] ${this.props.name} failed to render:`, error)
  }
  render() {
    if (this.state.error) {
      return (
        <span role="alert" className={styles.itemError}>
          A navbar item failed to render: {this.props.name}: {this.state.error.message}
        </span>
      )
    }
    return this.props.children
  }
}

export default function NavbarItem({ item, index, mobile = false }: { item: NavbarItemConfig; index: number; mobile?: boolean }) {
  return (
    <NavbarItemBoundary name={describeNavbarItem(item, index)}>
      <NavbarItemContent item={item} mobile={mobile} />
    </NavbarItemBoundary>
  )
}
