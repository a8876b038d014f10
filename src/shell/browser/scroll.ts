interface RouterLocation {
  pathname: string
  search: string
  hash: string
}

/**
 * Whether a navigation should move the scroll position. A change of the
 * query string alone (e.g. the search page updating ?q=) keeps the reader
 * where they are; everything else scrolls to the hash target or to the top.
 */
export function shouldScrollOnNavigation(prev: RouterLocation | undefined, next: RouterLocation): boolean {
  if (!prev) return true
  const onlyQueryChanged = prev.pathname === next.pathname && prev.hash === next.hash && prev.search !== next.search
  return !onlyQueryChanged
}
