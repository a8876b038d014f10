/**
 * localStorage access that never throws: private modes and full quotas make
 * storage fail, and a failure is logged rather than crashing the page.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch (error) {
    console.error(`[helios] could not read "${key}" from localStorage`, error)
    return null
  }
}

/** Writes a value; null removes the key. */
export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, value)
  } catch (error) {
    console.error(`[helios] could not write "${key}" to localStorage`, error)
  }
}
