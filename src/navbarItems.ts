/**
 * The site's wiring of sections into the shell's navbar slots (src/shell/components/navbar/NavbarItemSlots.tsx),
 * given to the root wrappers by gatsby-browser and gatsby-ssr, and the section provider each page is wrapped in
 * (the API's version of the page read, which the version dropdown in the navbar reads).
 */
import type { NavbarItemSlots } from './shell/components/navbar/NavbarItemSlots'
import SearchButton from './sections/search/components/SearchButton'
import ApiVersionDropdown from './sections/api/components/ApiVersionDropdown'

export const navbarItems: NavbarItemSlots = { search: SearchButton, docsVersionDropdown: ApiVersionDropdown }

export { default as SectionPageProvider } from './sections/api/components/ApiVersionProvider'
