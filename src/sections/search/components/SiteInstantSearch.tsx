/**
 * react-instantsearch set up the same way for the modal and the /search page:
 * the site's search client (Algolia or the embedded index), index name,
 * stall delay, insights and search parameters; `initialQuery` starts it.
 */
import * as React from 'react'
import { InstantSearch, Configure } from 'react-instantsearch'
import { SEARCH_INDEX_NAME, STALL_THRESHOLD_MS } from '../options'
import { createUiSearchClient } from '../client/uiClient'
import { insightsOption } from '../client/insights'

export interface SiteInstantSearchProps {
  initialQuery: string
  /** Algolia search parameters (hits per page, snippets, facet filters...). */
  parameters: Record<string, unknown>
  children: React.ReactNode
}

export default function SiteInstantSearch({ initialQuery, parameters, children }: SiteInstantSearchProps) {
  const searchClient = React.useMemo(() => createUiSearchClient(), [])
  return (
    <InstantSearch
      searchClient={searchClient as never}
      indexName={SEARCH_INDEX_NAME}
      stalledSearchDelay={STALL_THRESHOLD_MS}
      insights={insightsOption()}
      initialUiState={{ [SEARCH_INDEX_NAME]: { query: initialQuery } }}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure {...parameters} />
      {children}
    </InstantSearch>
  )
}
