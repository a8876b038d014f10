/**
 * Browser-side hooks: global styles, providers, the route-change progress
 * bar, scroll behaviour, keyboard-navigation mode, and when the first page
 * starts (after its paint) and hydrates (at the reader's first input).
 */
import * as React from 'react'
import type { GatsbyBrowser } from 'gatsby'
import './src/shell/global.css'
import './src/shell/demos/demos.css'
import { RootWrapper, PageWrapper } from './src/shell/components/RootWrapper'
import { navbarItems, SectionPageProvider } from './src/navbarItems'
import { finishRouteProgress, installNavigationStart } from './src/shell/browser/routeProgress'
import { installKeyboardNavigationMode } from './src/shell/browser/keyboardNavigation'
import { shouldScrollOnNavigation } from './src/shell/browser/scroll'
import { installCopyCode, installCopyPageMarkdown } from './src/shell/browser/copyCode'
import { installSymbolCards } from './src/shell/browser/symbolCards'
import { installLinkNavigation } from './src/shell/browser/linkNavigation'
import { firstPageRenderer, startFirstPage } from './src/shell/hydration'

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <RootWrapper navbarItems={navbarItems}>{element}</RootWrapper>

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <PageWrapper pathname={props.location.pathname} pageContext={props.pageContext} data={props.data}>
    <SectionPageProvider pageContext={props.pageContext as Record<string, unknown>}>{element}</SectionPageProvider>
  </PageWrapper>
)

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  // Read by the base-path check: the bundle did start.
  ;(window as unknown as { ___heliosBooted: boolean }).___heliosBooted = true
  installKeyboardNavigationMode()
  installNavigationStart()
  installLinkNavigation()
  installCopyCode()
  installCopyPageMarkdown()
  installSymbolCards()
  // The page's data, chunks and hydration wait until the server's page is on screen.
  return startFirstPage()
}

export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => firstPageRenderer()

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  finishRouteProgress(location)
}

export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ prevRouterProps, routerProps }) =>
  shouldScrollOnNavigation(prevRouterProps?.location, routerProps.location)
