import * as React from 'react'

/**
 * Components that sections provide for navbar item types the shell only names (as Docusaurus resolves
 * `type: 'search'` through its component registry): the site's root wrappers (gatsby-browser, gatsby-ssr)
 * fill it, so the shell never imports a section.
 */
export interface NavbarItemSlots {
  /** The search button, for navbar items of type `search`. */
  search?: React.ComponentType
}

export const NavbarItemSlotsContext = React.createContext<NavbarItemSlots>({})
