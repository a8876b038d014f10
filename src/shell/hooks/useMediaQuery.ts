/**
 * The site's one way to ask a CSS media query: `mediaMatches` for a one-off
 * read, `useMediaQuery` for a value that follows the query live (window
 * resized, OS colour scheme or motion setting changed).
 */
import * as React from 'react'

/** Whether the query matches now; null where there is no window.matchMedia (server render, old browsers). */
export function mediaMatches(query: string): boolean | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null
  return window.matchMedia(query).matches
}

/** Whether the query matches, kept up to date; false during the server render. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = React.useState(() => mediaMatches(query) === true)
  React.useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const mql = window.matchMedia(query)
    const update = () => setMatches(mql.matches)
    update()
    mql.addEventListener('change', update)
    return () => mql.removeEventListener('change', update)
  }, [query])
  return matches
}
