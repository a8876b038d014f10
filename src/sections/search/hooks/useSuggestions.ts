/** Up to `limit` queries to suggest when a query finds nothing (page names from the embedded index's list). */
import * as React from 'react'
import { loadSuggestions } from '../client/client'
import { suggestQueries } from '../client/suggest'

export function useSuggestions(query: string, limit = 3): string[] {
  const [suggestions, setSuggestions] = React.useState<string[]>([])
  React.useEffect(() => {
    let live = true
    void loadSuggestions().then((names) => {
      if (live) setSuggestions(suggestQueries(query, names, limit))
    })
    return () => {
      live = false
    }
  }, [query, limit])
  return suggestions
}
