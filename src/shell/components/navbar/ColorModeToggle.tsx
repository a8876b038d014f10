import * as React from 'react'
import { useColorMode } from '../../colorMode/ColorModeProvider'
import type { ColorModeChoice } from '../../colorMode/colorMode'
import { siteConfig } from '../../config/site'
import * as styles from './Navbar.module.css'

const labels: Record<ColorModeChoice, string> = { light: 'light mode', dark: 'dark mode', system: 'system mode' }

function Icon({ choice }: { choice: ColorModeChoice }) {
  if (choice === 'light')
    return (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          {[0, 45, 90, 135, 180, 225, 270, 315].map((a) => (
            <line key={a} x1="12" y1="2.5" x2="12" y2="4.5" transform={`rotate(${a} 12 12)`} />
          ))}
        </g>
      </svg>
    )
  if (choice === 'dark')
    return (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1z" />
      </svg>
    )
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <rect x="3" y="4" width="18" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M8 20h8M12 16v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

/** Cycles light → dark → system (or dark ⇄ light when the OS preference is not respected). */
export default function ColorModeToggle() {
  const { choice, cycle } = useColorMode()
  // The server does not know the reader's choice: it renders a stable label, fixed on mount. The button is never
  // disabled: the page hydrates on the reader's first input, before the press that follows it (src/shell/hydration).
  const [mounted, setMounted] = React.useState(false)
  React.useEffect(() => setMounted(true), [])
  if (siteConfig.colorMode.disableSwitch) return null
  const shown: ColorModeChoice = mounted ? choice : 'system'
  return (
    <button
      type="button"
      className={`${styles.item} ${styles.iconButton}`}
      onClick={cycle}
      data-choice={shown}
      title={`Switch colour mode (currently ${labels[shown]})`}
      aria-label={`Switch between dark and light mode (currently ${labels[shown]})`}
    >
      <Icon choice={shown} />
    </button>
  )
}
