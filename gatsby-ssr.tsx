/**
 * Server-render hooks: the same providers as the browser, plus the inline
 * scripts that must run before first paint (colour mode, announcement state)
 * and the base-path check at the end of <body>.
 */
import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { withPrefix, type GatsbySSR } from 'gatsby'
import { siteConfig } from './src/shell/config/site'
import { themeBootScript } from './src/shell/colorMode/colorMode'
import { announcementBootScript } from './src/shell/components/layout/AnnouncementBar'
import { basePathCheckScript } from './src/shell/browser/basePathCheck'
import { earlySearchOpenScript } from './src/sections/search/browser/earlyOpen'
import { RootWrapper, PageWrapper } from './src/shell/components/RootWrapper'
import { navbarItems, SectionPageProvider } from './src/navbarItems'

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <RootWrapper navbarItems={navbarItems}>{element}</RootWrapper>

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <PageWrapper pathname={props.location.pathname} pageContext={props.pageContext} data={props.data}>
    <SectionPageProvider pageContext={props.pageContext as Record<string, unknown>}>{element}</SectionPageProvider>
  </PageWrapper>
)

/**
 * A page's body in one synchronous pass (Gatsby's documented renderer hook). Gatsby's own renderer streams the body
 * into buffers and decodes them back into a string: as much garbage again as the page's HTML for the HTML worker to
 * collect (docs/sections/shell.md, "The HTML step"). A page that cannot be rendered in one pass (one waiting for a
 * lazy component, as the search page does) or that throws is left to Gatsby's renderer, which waits for it or
 * reports the error as it always has.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({ bodyComponent, replaceBodyHTMLString }) => {
  let html: string
  try {
    html = renderToString(bodyComponent as React.ReactElement)
  } catch {
    return
  }
  replaceBodyHTMLString(html)
}

/**
 * The browser bundle's stylesheets, compiled into the HTML renderer of a build (src/shell/webpack.ts,
 * STYLESHEETS_CONSTANT), so that a new stylesheet is a change of the renderer and Gatsby renders every page again;
 * unset in `gatsby develop`.
 */
const BUILT_STYLESHEETS = process.env.HELIOS_STYLESHEETS as unknown as readonly string[] | undefined

/**
 * Gatsby inlines the whole stylesheet into every page's <head> (most
 * of an API page's HTML). A <link> to the same file lets the
 * browser download it once and cache it for every page.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  const head = getHeadComponents().map((component) => {
    const element = component as React.ReactElement<{ 'data-href'?: string }>
    if (element?.type === 'style' && element.props?.['data-href']) {
      const href = element.props['data-href']
      if (BUILT_STYLESHEETS && !BUILT_STYLESHEETS.includes(href.slice(href.lastIndexOf('/') + 1))) {
        throw new Error(`The HTML renderer was compiled with the stylesheets ${BUILT_STYLESHEETS.join(', ')}, and Gatsby links ${href}: the renderer and the browser bundle are of different builds`)
      }
      return <link key={href} rel="stylesheet" href={href} />
    }
    return component
  })
  replaceHeadComponents(head)
}

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents, setPostBodyComponents }) => {
  setHtmlAttributes({ lang: siteConfig.locale.default })
  const head = [
    <script key="hl-theme" dangerouslySetInnerHTML={{ __html: themeBootScript(siteConfig.colorMode) }} />,
    <script key="hl-search-early" dangerouslySetInnerHTML={{ __html: earlySearchOpenScript() }} />,
    // The icon gatsby-plugin-manifest draws at 192 px (its legacy links are off, gatsby-config.ts).
    <link key="hl-touch-icon" rel="apple-touch-icon" href={withPrefix('/icons/icon-192x192.png')} />,
  ]
  if (siteConfig.announcementBar) {
    head.push(<script key="hl-announcement" dangerouslySetInnerHTML={{ __html: announcementBootScript(siteConfig.announcementBar) }} />)
  }
  setHeadComponents(head)
  setPostBodyComponents([
    <script key="hl-base-path" dangerouslySetInnerHTML={{ __html: basePathCheckScript(siteConfig.baseUrl) }} />,
  ])
}
