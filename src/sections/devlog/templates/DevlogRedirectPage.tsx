import * as React from 'react'
import { type HeadProps, type PageProps } from 'gatsby'
import SiteLink from '../../../shell/components/SiteLink'
import Seo from '../../../shell/components/Seo'
import Layout from '../../../shell/components/Layout'

interface RedirectContext {
  toPath: string
  title: string
}

/**
 * A post's old address (a variant spelling of its slug). createRedirect covers
 * hosts that apply Gatsby's redirects; this page covers static serving: it
 * moves on at once in the browser, by meta refresh without JavaScript, and its
 * canonical link points search engines to the post.
 */
export default function DevlogRedirectPage({ pageContext }: PageProps<object, RedirectContext>) {
  React.useEffect(() => {
    window.location.replace(pageContext.toPath + window.location.hash)
  }, [pageContext.toPath])
  return (
    <Layout>
      <p>
        This post has moved to <SiteLink to={pageContext.toPath}>{pageContext.title}</SiteLink>.
      </p>
    </Layout>
  )
}

export function Head({ pageContext }: HeadProps<object, RedirectContext>) {
  return (
    <Seo title={pageContext.title} pathname={pageContext.toPath} noindex>
      <meta httpEquiv="refresh" content={`0; url=${pageContext.toPath}`} />
    </Seo>
  )
}
