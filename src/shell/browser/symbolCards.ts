/**
 * Symbol cards: pointing at (after a short delay) or keyboard-focusing a link to an API entity shows a card
 * with its kind, qualified name, declarations, brief, #include line and history (./symbolCardView.ts). This
 * installer is all a first visit loads: three document listeners. The view's code, the manifest and the cards
 * of the linked page are fetched the first time a reader points at or focuses an internal link.
 */
type View = typeof import('./symbolCardView')
let view: Promise<View> | null = null
const load = (): Promise<View> => (view ??= import('./symbolCardView'))

/** The internal link an event happened on (HTML or SVG <a>), or null. */
export function linkOf(target: EventTarget | null): Element | null {
  const a = (target as Element | null)?.closest?.('a[href], a[*|href]') ?? null
  if (!a) return null
  const href = a.getAttribute('href') ?? a.getAttributeNS('http://www.w3.org/1999/xlink', 'href')
  if (!href || href.startsWith('mailto:')) return null
  try {
    return new URL(href, window.location.href).origin === window.location.origin ? a : null
  } catch {
    return null
  }
}

/** Keys that move a combobox's active option (the search modal's hits): its card follows, as it follows focus. */
const OPTION_KEYS = new Set(['ArrowDown', 'ArrowUp'])

export function installSymbolCards(): void {
  document.addEventListener('pointerover', (event) => {
    // A touch opens nothing: the tap follows the link.
    if (event.pointerType !== 'mouse' && event.pointerType !== 'pen') return
    const a = linkOf(event.target)
    if (a) void load().then((v) => v.pointAt(a))
  })
  document.addEventListener('focusin', (event) => {
    const a = linkOf(event.target)
    if (a && a.matches(':focus-visible')) void load().then((v) => v.focusOn(a))
  })
  // A listbox driven from a text field keeps focus in the field and names the active option with
  // aria-activedescendant: that option is what the keyboard is on, so an option that links to an API entity
  // shows its card, and the card closes when the field loses focus.
  document.addEventListener('keyup', (event) => {
    if (!OPTION_KEYS.has(event.key)) return
    const field = document.activeElement
    const id = field?.getAttribute('aria-activedescendant')
    if (!field || !id) return
    const a = linkOf(document.getElementById(id))
    if (a) void load().then((v) => v.focusOn(a, field))
    else if (view) void view.then((v) => v.close())
  })
}
