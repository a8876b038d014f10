import * as React from 'react'
import SiteLink from '../SiteLink'
import { siteConfig } from '../../config/site'
import NavbarItem from '../navbar/NavbarItem'
import { Logo } from '../navbar/Navbar'
import * as styles from './Layout.module.css'
import { useMediaQuery } from '../../hooks/useMediaQuery'
import { DESKTOP_MEDIA } from './breakpoints'

interface MobileSidebarProps {
  open: boolean
  onClose: () => void
  /** The page's own sidebar (docs, API, devlog); shown first, with a way back to the main menu. */
  secondary?: React.ReactNode
}

/**
 * The drawer below 996 px. It shows the page's sidebar when there is one,
 * with "← Back to main menu" leading to the navbar's items; it closes by
 * itself when the window grows back to desktop width.
 */
export default function MobileSidebar({ open, onClose, secondary }: MobileSidebarProps) {
  const [showMain, setShowMain] = React.useState(!secondary)

  React.useEffect(() => {
    if (open) setShowMain(!secondary)
  }, [open, secondary])

  // Closes by itself at desktop width.
  const desktop = useMediaQuery(DESKTOP_MEDIA)
  React.useEffect(() => {
    if (open && desktop) onClose()
  }, [open, desktop, onClose])

  React.useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.style.overflow = ''
    }
  }, [open, onClose])

  if (!open) return null
  return (
    <div className={styles.drawerRoot}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div className={styles.drawer} role="dialog" aria-modal="true" aria-label="Navigation menu">
        <div className={styles.drawerHeader}>
          <SiteLink to="/" className={styles.drawerBrand} onClick={onClose}>
            <Logo size={24} /> {siteConfig.title}
          </SiteLink>
          <button type="button" className={styles.drawerClose} aria-label="Close navigation menu" onClick={onClose}>
            ×
          </button>
        </div>
        <div className={styles.drawerBody} onClick={(e) => (e.target as HTMLElement).closest('a') && onClose()}>
          {showMain || !secondary ? (
            <ul className={styles.drawerMenu}>
              {siteConfig.navbar.items.map((item, index) =>
                item.type === 'search' ? null : (
                  <li key={index}>
                    <NavbarItem item={item} index={index} mobile />
                  </li>
                ),
              )}
            </ul>
          ) : (
            <>
              <button type="button" className={styles.backButton} onClick={() => setShowMain(true)}>
                ← Back to main menu
              </button>
              {secondary}
            </>
          )}
        </div>
      </div>
    </div>
  )
}
