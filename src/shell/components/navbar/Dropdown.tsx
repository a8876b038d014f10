import * as React from 'react'
// eslint-disable-next-line no-restricted-imports -- Gatsby's Link: an item hands history state to the page it opens
import { Link } from 'gatsby'
import Collapsible from '../Collapsible'
import * as styles from './Navbar.module.css'

export interface DropdownLink {
  label: string
  to?: string
  href?: string
  onSelect?: () => void
  active?: boolean
  /** History state handed to the page navigated to (Gatsby Link's `state`). */
  state?: Record<string, unknown>
}

interface DropdownProps {
  label: React.ReactNode
  items: DropdownLink[]
  align?: 'left' | 'right'
  /** Accessible name when the visible label is an icon or a short value. */
  ariaLabel?: string
  /** Inside the mobile drawer the menu expands in place instead of floating. */
  mobile?: boolean
}

/** A navbar dropdown: opens on click or keyboard, closes on Escape, outside click or navigation. */
export default function Dropdown({ label, items, align = 'left', ariaLabel, mobile = false }: DropdownProps) {
  const [open, setOpen] = React.useState(false)
  const ref = React.useRef<HTMLDivElement>(null)
  const menuId = React.useId()

  React.useLayoutEffect(() => {
    if (!open || mobile) return
    const onPointer = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('mousedown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('mousedown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open, mobile])

  return (
    <div ref={ref} className={mobile ? `${styles.dropdown} ${styles.dropdownMobile}` : styles.dropdown} data-open={open}>
      <button
        type="button"
        className={`${styles.item} ${styles.dropdownToggle}`}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={ariaLabel}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      <Collapsible
        as="ul"
        id={menuId}
        collapsed={!open}
        className={`${styles.menu} ${align === 'right' ? styles.menuRight : ''}`}
      >
        {items.map((item) => (
          <li key={item.label}>
            {item.href ? (
              <a className={styles.menuLink} href={item.href} rel="noopener noreferrer" target="_blank" onClick={() => setOpen(false)}>
                {item.label}
              </a>
            ) : (
              <Link
                className={item.active ? `${styles.menuLink} ${styles.menuLinkActive}` : styles.menuLink}
                to={item.to ?? '/'}
                state={item.state}
                aria-current={item.active ? 'true' : undefined}
                onClick={() => {
                  item.onSelect?.()
                  setOpen(false)
                }}
              >
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </Collapsible>
    </div>
  )
}
