import * as React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import Layout from '../shell/components/Layout'
import Seo from '../shell/components/Seo'
import { HYDRATE_AT_ONCE } from '../shell/hydration'

const SearchPageBody = React.lazy(() => import('../sections/search/components/SearchPage'))

/** /search?q=…: the full list of results. The search runs in the browser only. */
export default function SearchPage({ location, data }: PageProps<Queries.SearchPageVersionsQuery>) {
  const [mounted, setMounted] = React.useState(false)
  React.useEffect(() => setMounted(true), [])
  return (
    <Layout>
      {mounted ? (
        <React.Suspense fallback={<h1>Search</h1>}>
          <SearchPageBody search={location.search} apiVersions={data.allDoxygenApiSidebar.distinct} />
        </React.Suspense>
      ) : (
        // The results are computed in the browser: this page hydrates without waiting for the reader's input.
        <h1 {...HYDRATE_AT_ONCE}>Search</h1>
      )}
    </Layout>
  )
}

// The versions the API reference was built for (one sidebar each): the page offers only those. Not the docs tags of
// every HeliosPage: Gatsby answers that by reading every page whole, each API compound among them.
export const query = graphql`
  query SearchPageVersions {
    allDoxygenApiSidebar {
      distinct(field: { version: SELECT })
    }
  }
`

export const Head = ({ location }: HeadProps) => <Seo title="Search" description="Search the helios devlog, docs and API reference." pathname={location.pathname} />
