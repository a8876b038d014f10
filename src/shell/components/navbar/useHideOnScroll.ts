import * as React from 'react'

/**
 * Hides the fixed navbar while the reader scrolls down and brings it back on
 * the first scroll up. Near the top of the page it always shows.
 */
export function useHideOnScroll(enabled: boolean, navbarHeight = 60): boolean {
  const [hidden, setHidden] = React.useState(false)
  const lastY = React.useRef(0)

  React.useEffect(() => {
    if (!enabled) return
    lastY.current = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      if (y < navbarHeight) setHidden(false)
      else if (y > lastY.current + 4) setHidden(true)
      else if (y < lastY.current - 4) setHidden(false)
      lastY.current = y
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [enabled, navbarHeight])

  // A jump to an anchor (hash change) should not leave the navbar covering the target's context.
  React.useEffect(() => {
    const onHash = () => setHidden(true)
    window.addEventListener('hashchange', onHash)
    return () => window.removeEventListener('hashchange', onHash)
  }, [])

  return enabled && hidden
}
