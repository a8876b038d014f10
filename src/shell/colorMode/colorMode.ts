/**
 * Colour-mode state logic, free of React and of the DOM so it can be unit
 * tested. The reader's choice is light, dark or system; system is stored as
 * the absence of the `theme` key and follows prefers-color-scheme.
 */
import type { ColorModeConfig } from '../config/types'

export type ColorMode = 'light' | 'dark'
export type ColorModeChoice = ColorMode | 'system'

export const THEME_STORAGE_KEY = 'theme'

/** Parses what localStorage holds under `theme`; anything else means "system". */
export function parseStoredChoice(value: string | null | undefined): ColorModeChoice {
  return value === 'light' || value === 'dark' ? value : 'system'
}

/** Value to store for a choice; null means "remove the key". */
export function storedValueFor(choice: ColorModeChoice): ColorMode | null {
  return choice === 'system' ? null : choice
}

/**
 * The mode to apply. With system, the OS preference decides; when the OS has
 * no preference (or it is not respected) the configured default falls back to dark.
 */
export function resolveColorMode(
  choice: ColorModeChoice,
  systemPrefersDark: boolean | null,
  config: Pick<ColorModeConfig, 'respectPrefersColorScheme' | 'defaultMode' | 'disableSwitch'>,
): ColorMode {
  const effective = config.disableSwitch ? config.defaultMode : choice
  if (effective === 'light' || effective === 'dark') return effective
  if (config.respectPrefersColorScheme && systemPrefersDark !== null) return systemPrefersDark ? 'dark' : 'light'
  return 'dark'
}

/**
 * The toggle's next choice: light → dark → system → light when the system
 * preference is respected; otherwise it flips between dark and light, starting
 * from the mode currently shown.
 */
export function nextChoice(
  current: ColorModeChoice,
  shown: ColorMode,
  config: Pick<ColorModeConfig, 'respectPrefersColorScheme'>,
): ColorModeChoice {
  if (config.respectPrefersColorScheme) {
    if (current === 'light') return 'dark'
    if (current === 'dark') return 'system'
    return 'light'
  }
  return shown === 'dark' ? 'light' : 'dark'
}

/**
 * Inline script for <head>: applies data-theme before first paint so no page
 * ever flashes the wrong colours, and again when the OS preference changes or
 * another tab stores a choice: the first page hydrates only at the reader's
 * first input, and an untouched page must follow both all the same (the
 * provider does the same once hydrated, from the same storage and media).
 * Kept tiny and dependency-free on purpose.
 */
export function themeBootScript(config: ColorModeConfig): string {
  const c = JSON.stringify({
    d: config.defaultMode,
    s: config.disableSwitch,
    r: config.respectPrefersColorScheme,
    k: THEME_STORAGE_KEY,
  })
  return `(function(){var c=${c};var w=window,q=w.matchMedia&&w.matchMedia('(prefers-color-scheme: dark)'),l=w.matchMedia&&w.matchMedia('(prefers-color-scheme: light)');
function a(){var t=null;try{if(c.s){localStorage.removeItem(c.k)}else{t=localStorage.getItem(c.k)}}catch(e){}
var h=c.s?c.d:(t==='light'||t==='dark'?t:'system'),m=h;
if(m==='system'){m=c.r&&q&&q.matches?'dark':c.r&&l&&l.matches?'light':'dark'}
document.documentElement.setAttribute('data-theme',m);document.documentElement.setAttribute('data-theme-choice',h)}
a();if(q&&q.addEventListener){q.addEventListener('change',a);l.addEventListener('change',a)}
w.addEventListener&&w.addEventListener('storage',function(e){if(e.key===c.k||e.key===null)a()})})();`
}
