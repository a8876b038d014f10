import * as React from 'react'
import { type HeadProps, type PageProps } from 'gatsby'
import SiteLink from '../shell/components/SiteLink'
import { navigateInApp } from '../shell/browser/routeProgress'
import Layout from '../shell/components/Layout'
import Seo from '../shell/components/Seo'
import { apiOptions } from '../sections/api/options'
import { devlogOptions } from '../sections/devlog/options'
import { docsOptions } from '../sections/docs/options'
import { HYDRATE_AT_ONCE } from '../shell/hydration'

/**
 * Old links often end in .html or index.html (the previous site, or a
 * hand-typed URL). Such a path is rewritten to the same path without that ending.
 */
export function stripHtmlSuffix(pathname: string): string | null {
  if (/\/index\.html$/.test(pathname)) return pathname.replace(/index\.html$/, '')
  if (/\.html$/.test(pathname)) return pathname.replace(/\.html$/, '/')
  return null
}

export default function NotFound({ location }: PageProps) {
  React.useEffect(() => {
    const target = stripHtmlSuffix(location.pathname)
    if (target) navigateInApp(`${target}${location.search}${location.hash}`, { replace: true })
  }, [location.pathname, location.search, location.hash])
  return (
    <Layout>
      {/* An old `.html` address is rewritten on mount: this page hydrates without waiting for the reader's input. */}
      <h1 {...HYDRATE_AT_ONCE}>Page not found</h1>
      <p>There is nothing at this address. It may have moved when the site was rebuilt.</p>
      <ul>
        <li>
          <SiteLink to="/">Home</SiteLink>
        </li>
        <li>
          <SiteLink to={docsOptions.docs.basePath}>Documentation</SiteLink>
        </li>
        <li>
          <SiteLink to={apiOptions.basePath}>API reference</SiteLink>
        </li>
        <li>
          <SiteLink to={devlogOptions.basePath}>devlog</SiteLink>
        </li>
      </ul>
      <p>Or search the site with Ctrl+K.</p>
    </Layout>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo title="Page not found" pathname={location.pathname} noindex />
}
