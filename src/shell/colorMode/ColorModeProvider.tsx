import * as React from 'react'
import { siteConfig } from '../config/site'
import {
  type ColorMode,
  type ColorModeChoice,
  THEME_STORAGE_KEY,
  nextChoice,
  parseStoredChoice,
  resolveColorMode,
  storedValueFor,
} from './colorMode'
import { writeStorage } from '../browser/storage'
import { useMediaQuery } from '../hooks/useMediaQuery'

interface ColorModeContextValue {
  choice: ColorModeChoice
  mode: ColorMode
  setChoice: (choice: ColorModeChoice) => void
  cycle: () => void
}

const ColorModeContext = React.createContext<ColorModeContextValue | null>(null)

const config = siteConfig.colorMode

const DARK = '(prefers-color-scheme: dark)'
const LIGHT = '(prefers-color-scheme: light)'

/** Initial state read from what the boot script already applied, so hydration shows no flash. */
function initialChoice(): ColorModeChoice {
  if (typeof document === 'undefined') return config.defaultMode
  return parseStoredChoice(document.documentElement.getAttribute('data-theme-choice'))
}

export function ColorModeProvider({ children }: { children: React.ReactNode }) {
  const [choice, setChoiceState] = React.useState<ColorModeChoice>(initialChoice)
  // The OS preference, followed live: dark, light, or null when it states none.
  const prefersDark = useMediaQuery(DARK)
  const prefersLight = useMediaQuery(LIGHT)
  const systemDark = prefersDark ? true : prefersLight ? false : null
  const mode = resolveColorMode(choice, systemDark, config)

  // Apply to <html> whenever the resolved mode changes.
  React.useEffect(() => {
    document.documentElement.setAttribute('data-theme', mode)
    document.documentElement.setAttribute('data-theme-choice', choice)
  }, [mode, choice])

  // Switching disabled: nothing the reader stored may linger.
  React.useEffect(() => {
    if (config.disableSwitch) writeStorage(THEME_STORAGE_KEY, null)
  }, [])

  // Sync across tabs: another tab writing `theme` fires a storage event here.
  React.useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY || event.key === null) setChoiceState(parseStoredChoice(event.newValue))
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  const setChoice = React.useCallback((next: ColorModeChoice) => {
    if (config.disableSwitch) return
    setChoiceState(next)
    writeStorage(THEME_STORAGE_KEY, storedValueFor(next))
  }, [])

  const cycle = React.useCallback(() => setChoice(nextChoice(choice, mode, config)), [choice, mode, setChoice])

  const value = React.useMemo(() => ({ choice, mode, setChoice, cycle }), [choice, mode, setChoice, cycle])
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>
}

export function useColorMode(): ColorModeContextValue {
  const value = React.useContext(ColorModeContext)
  if (!value) throw new Error('useColorMode must be used inside <ColorModeProvider>')
  return value
}
