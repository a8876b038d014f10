import * as React from 'react'
import { MDXProvider } from '@mdx-js/react'
import { ColorModeProvider } from '../colorMode/ColorModeProvider'
import { mdxComponents } from './mdx/MdxComponents'
import CrashBoundary from './CrashBoundary'
import { NavbarItemSlotsContext, type NavbarItemSlots } from './navbar/NavbarItemSlots'

/**
 * Providers shared by the server render and the browser (gatsby-ssr / gatsby-browser wrapRootElement), with
 * the components sections provide for the navbar.
 */
export function RootWrapper({ children, navbarItems }: { children: React.ReactNode; navbarItems: NavbarItemSlots }) {
  return (
    <ColorModeProvider>
      <NavbarItemSlotsContext.Provider value={navbarItems}>
        <MDXProvider components={mdxComponents}>{children}</MDXProvider>
      </NavbarItemSlotsContext.Provider>
    </ColorModeProvider>
  )
}

/** Every page renders inside a crash boundary that resets when the reader goes elsewhere. */
export function PageWrapper({ children, pathname }: { children: React.ReactNode; pathname: string }) {
  return <CrashBoundary resetKey={pathname}>{children}</CrashBoundary>
}
