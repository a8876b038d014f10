/** Focus rings only for keyboard readers: Tab turns the mode on, a mouse press turns it off. */
export const KEYBOARD_NAVIGATION_CLASS = 'keyboard-navigation'

export function installKeyboardNavigationMode(): void {
  const root = document.documentElement
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Tab') root.classList.add(KEYBOARD_NAVIGATION_CLASS)
  })
  document.addEventListener('mousedown', () => root.classList.remove(KEYBOARD_NAVIGATION_CLASS))
}
