import * as React from 'react'
import { ColorModeProvider } from '../colorMode/ColorModeProvider'
import CrashBoundary from './CrashBoundary'
import { NavbarItemSlotsContext, type NavbarItemSlots } from './navbar/NavbarItemSlots'
import { PageTwinContext, pageTwinUrl } from '../pageTwin'
import { CurrentPathContext, currentPath } from './SiteLink'

/**
 * Providers shared by the server render and the browser (gatsby-ssr / gatsby-browser wrapRootElement), with
 * the components sections provide for the navbar.
 */
export function RootWrapper({ children, navbarItems }: { children: React.ReactNode; navbarItems: NavbarItemSlots }) {
  return (
    <ColorModeProvider>
      <NavbarItemSlotsContext.Provider value={navbarItems}>
        {children}
      </NavbarItemSlotsContext.Provider>
    </ColorModeProvider>
  )
}

/**
 * Every page renders inside a crash boundary that resets when the reader goes elsewhere or the page gets new data,
 * knowing its path and twin.
 */
export function PageWrapper({ children, pathname, pageContext, data }: { children: React.ReactNode; pathname: string; pageContext?: unknown; data?: unknown }) {
  return (
    <PageTwinContext.Provider value={pageTwinUrl(pageContext)}>
      <CurrentPathContext.Provider value={currentPath(pathname)}>
        <CrashBoundary resetKey={pathname} data={data}>
          {children}
        </CrashBoundary>
      </CurrentPathContext.Provider>
    </PageTwinContext.Provider>
  )
}
