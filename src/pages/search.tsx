import * as React from 'react'
import type { HeadProps, PageProps } from 'gatsby'
import Layout from '../shell/components/Layout'
import Seo from '../shell/components/Seo'

const SearchPageBody = React.lazy(() => import('../sections/search/components/SearchPage'))

/** /search?q=…: the full list of results. The search runs in the browser only. */
export default function SearchPage({ location }: PageProps) {
  const [mounted, setMounted] = React.useState(false)
  React.useEffect(() => setMounted(true), [])
  return (
    <Layout>
      {mounted ? (
        <React.Suspense fallback={<h1>Search</h1>}>
          <SearchPageBody search={location.search} />
        </React.Suspense>
      ) : (
        <h1>Search</h1>
      )}
    </Layout>
  )
}

export const Head = ({ location }: HeadProps) => <Seo title="Search" description="Search the helios devlog, docs and API reference." pathname={location.pathname} />
