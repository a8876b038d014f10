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
