/** Page-level effects of an open modal: the page behind does not scroll, and Escape closes it. */
import * as React from 'react'

/** Keeps the body from scrolling while mounted. */
export function useBodyScrollLock() {
  React.useEffect(() => {
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = previous
    }
  }, [])
}

/** Calls `onEscape` on Escape anywhere in the window while mounted. */
export function useEscapeKey(onEscape: () => void) {
  React.useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault()
        onEscape()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onEscape])
}

/**
 * Makes everything beside the modal inert while it is mounted (the page behind can be neither focused nor
 * read: its landmarks leave the accessibility tree), and gives it back when the modal closes.
 */
export function useInertBackground(modalRef: React.RefObject<HTMLElement | null>) {
  React.useEffect(() => {
    const modal = modalRef.current
    if (!modal) return
    const made: Element[] = []
    for (const el of document.body.children) {
      if (el.contains(modal) || el.hasAttribute('inert') || el.tagName === 'SCRIPT') continue
      el.setAttribute('inert', '')
      made.push(el)
    }
    return () => made.forEach((el) => el.removeAttribute('inert'))
  }, [modalRef])
}
