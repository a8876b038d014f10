/**
 * The site's wiring of sections into the shell's navbar slots (src/shell/components/navbar/NavbarItemSlots.tsx),
 * given to the root wrappers by gatsby-browser and gatsby-ssr.
 */
import type { NavbarItemSlots } from './shell/components/navbar/NavbarItemSlots'
import SearchButton from './sections/search/components/SearchButton'

export const navbarItems: NavbarItemSlots = { search: SearchButton }
