import * as React from 'react'
import SiteLink from '../SiteLink'
import { siteConfig } from '../../config/site'
import type { NavbarItem as NavbarItemConfig } from '../../config/types'
import NavbarItem from './NavbarItem'
import { useHideOnScroll } from './useHideOnScroll'
import * as styles from './Navbar.module.css'
import { HydrateLater } from '../../hydration'
import { DESKTOP_MEDIA } from '../layout/breakpoints'

/** The items the narrow navbar still shows; the others are in the drawer there. */
const alwaysVisible = (item: NavbarItemConfig) => item.type === 'search' || item.type === 'colorModeToggle'

/**
 * The logo's twelve rays, long and short in turn, as one path: one element in every page's navbar rather than
 * twelve rotated lines, the same drawing in fewer bytes.
 */
const LOGO_RAYS = Array.from({ length: 12 }, (_, i) => {
  const a = (i * Math.PI) / 6
  const at = (r: number) => `${+(16 + r * Math.sin(a)).toFixed(2)} ${+(16 - r * Math.cos(a)).toFixed(2)}`
  return `M${at(13.5)}L${at(i % 2 === 0 ? 9.5 : 11)}`
}).join('')

export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" className={styles.logo}>
      <circle cx="16" cy="16" r="7" fill="var(--hl-accent)" />
      <path d={LOGO_RAYS} stroke="var(--hl-accent)" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  )
}

interface NavbarProps {
  onOpenMobileMenu: () => void
  mobileMenuOpen: boolean
  /** Items to show; the site config's by default. */
  items?: NavbarItemConfig[]
}

export default function Navbar({ onOpenMobileMenu, mobileMenuOpen, items = siteConfig.navbar.items }: NavbarProps) {
  const hidden = useHideOnScroll(siteConfig.navbar.hideOnScroll && !mobileMenuOpen)
  const left = items.map((item, index) => ({ item, index })).filter(({ item }) => item.position === 'left')
  const right = items.map((item, index) => ({ item, index })).filter(({ item }) => item.position === 'right')
  return (
    <nav className={styles.navbar} data-hidden={hidden} aria-label="Main">
      <div className={styles.inner}>
        <button type="button" className={`${styles.iconButton} ${styles.hamburger}`} aria-label="Open navigation menu" aria-expanded={mobileMenuOpen} onClick={onOpenMobileMenu}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <SiteLink to="/" className={styles.brand} aria-label={`${siteConfig.title} home`}>
          <Logo />
          <span className={styles.brandTitle}>{siteConfig.navbar.title}</span>
        </SiteLink>
        {/* Items hidden on narrow screens are hydrated only at desktop width. */}
        <div className={styles.items}>
          {left.map(({ item, index }) => (
            <HydrateLater key={index} media={DESKTOP_MEDIA}>
              <NavbarItem item={item} index={index} />
            </HydrateLater>
          ))}
        </div>
        <div className={`${styles.items} ${styles.itemsRight}`}>
          {right.map(({ item, index }) =>
            alwaysVisible(item) ? (
              <div key={index} className={styles.alwaysVisible}>
                <NavbarItem item={item} index={index} />
              </div>
            ) : (
              <HydrateLater key={index} media={DESKTOP_MEDIA}>
                <div>
                  <NavbarItem item={item} index={index} />
                </div>
              </HydrateLater>
            ),
          )}
        </div>
      </div>
    </nav>
  )
}
