import * as React from 'react'
import { withPrefix } from 'gatsby'

export type SiteLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of this site, as Gatsby's Link takes it (without the path prefix). */
  to: string
}

/** The path of the page read (with the path prefix, as the browser shows it), given by the shell's PageWrapper. */
export const CurrentPathContext = React.createContext<string | null>(null)

/**
 * A link to a page of this site, as a plain `<a>`, marked `aria-current="page"` on the page it leads to. Gatsby's
 * Link renders five components for each link and watches each one in the browser, and an API page holds thousands
 * of links (docs/sections/shell.md, "Links"). The document's listeners (../browser/linkNavigation.ts) give every
 * such link Gatsby's in-app navigation and prefetch on pointing.
 */
export default function SiteLink({ to, ...rest }: SiteLinkProps) {
  const href = withPrefix(to)
  const current = React.useContext(CurrentPathContext) === href
  return <a aria-current={current ? 'page' : undefined} href={href} {...rest} />
}

/** The current path as CurrentPathContext gives it: a path Gatsby gives without the prefix gets it. */
export function currentPath(pathname: string): string {
  const base = withPrefix('/')
  return pathname.startsWith(base) ? pathname : withPrefix(pathname)
}
