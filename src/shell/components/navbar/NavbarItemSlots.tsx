import * as React from 'react'

/**
 * Components that sections provide for navbar item types the shell only names (as Docusaurus resolves
 * `type: 'search'` through its component registry): the site's root wrappers (gatsby-browser, gatsby-ssr)
 * fill it, so the shell never imports a section.
 */
export interface NavbarItemSlots {
  /** The search button, for navbar items of type `search`. */
  search?: React.ComponentType
  /**
   * The docs version dropdown, for items of type `docsVersionDropdown`, when a section knows more than the
   * config (the version of the page read and the same page in the other versions); the shell's own otherwise.
   */
  docsVersionDropdown?: React.ComponentType<DocsVersionDropdownProps>
}

/** What a `docsVersionDropdown` navbar item passes to its component. */
export interface DocsVersionDropdownProps {
  docsPluginId?: string
  versions?: string[]
  mobile?: boolean
}

export const NavbarItemSlotsContext = React.createContext<NavbarItemSlots>({})
