import * as React from 'react'
import { siteConfig } from '../config/site'
import Navbar from './navbar/Navbar'
import type { NavbarItem as NavbarItemConfig } from '../config/types'
import MobileSidebar from './layout/MobileSidebar'
import AnnouncementBar from './layout/AnnouncementBar'
import Footer from './layout/Footer'
import TableOfContents, { TableOfContentsMobile, type TocItem } from './TableOfContents'
import { HydrateLater, StaticIsland } from '../hydration'
import { DESKTOP_MEDIA } from './layout/breakpoints'
import * as styles from './layout/Layout.module.css'

export const MAIN_CONTENT_ID = '__hl_main'

interface LayoutProps {
  children: React.ReactNode
  /** The page's sidebar (docs, API or devlog), one element; shown left on desktop and in the drawer on phones. */
  sidebar?: React.ReactElement
  /** h2/h3 headings of the page. */
  toc?: TocItem[]
  /** Full-width pages (home, landing pages) skip the reading column. */
  wide?: boolean
  /** Navbar items to show instead of the config's (used by fixtures). */
  navbarItems?: NavbarItemConfig[]
}

/** The frame of every page: skip link, announcement, fixed navbar, sidebars, content, table of contents, footer. */
export default function Layout({ children, sidebar, toc, wide = false, navbarItems }: LayoutProps) {
  const [menuOpen, setMenuOpen] = React.useState(false)
  const closeMenu = React.useCallback(() => setMenuOpen(false), [])
  const tocItems = toc ?? []
  return (
    <div className={styles.root}>
      <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      {siteConfig.announcementBar && <AnnouncementBar config={siteConfig.announcementBar} />}
      {/* A task of its own after the rest of the page: hydration is cut into shorter tasks. */}
      <HydrateLater>
        <Navbar items={navbarItems} mobileMenuOpen={menuOpen} onOpenMobileMenu={() => setMenuOpen(true)} />
      </HydrateLater>
      <MobileSidebar open={menuOpen} onClose={closeMenu} secondary={sidebar} />
      <div className={`${styles.page} ${sidebar ? styles.withSidebar : ''}`}>
        {sidebar && (
          <aside className={styles.sidebarColumn}>
            {/* Hidden on narrow screens (the drawer shows the sidebar there): hydrated only at desktop width. */}
            <HydrateLater media={DESKTOP_MEDIA}>{sidebar}</HydrateLater>
          </aside>
        )}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={wide ? `${styles.main} ${styles.mainWide}` : styles.main}>
          {wide ? (
            children
          ) : (
            <div className={styles.contentRow}>
              <div className={styles.content}>
                <TableOfContentsMobile items={tocItems} />
                {children}
              </div>
              {tocItems.length > 0 && (
                // Plain anchors, nothing to hydrate.
                <StaticIsland className={styles.tocColumn}>
                  <TableOfContents items={tocItems} />
                </StaticIsland>
              )}
            </div>
          )}
        </main>
      </div>
      <Footer />
    </div>
  )
}
