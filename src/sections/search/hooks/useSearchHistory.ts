/**
 * Recent and favourite searches as React state over the storage utils
 * (client/storage.ts). With personalisation off, both lists are deleted and
 * nothing is recorded.
 */
import * as React from 'react'
import { SearchHistory, type StoredSearch } from '../client/storage'

export interface SearchHistoryState {
  recent: StoredSearch[]
  favorites: StoredSearch[]
  /** Records an opened hit at the top of the recent list. */
  addRecent(hit: StoredSearch): void
  /** Moves a recent search to the favourites. */
  addFavorite(hit: StoredSearch): void
  removeRecent(objectID: string): void
  removeFavorite(objectID: string): void
}

export function useSearchHistory(indexName: string, enabled: boolean): SearchHistoryState {
  const history = React.useMemo(() => new SearchHistory(indexName), [indexName])
  const read = React.useCallback(
    () => (enabled ? { recent: history.recent(), favorites: history.favorites() } : { recent: [], favorites: [] }),
    [history, enabled],
  )
  const [lists, setLists] = React.useState(read)

  React.useEffect(() => {
    if (!enabled) history.clear()
    setLists(read())
  }, [history, enabled, read])

  const change = React.useCallback(
    (fn: () => void) => {
      if (!enabled) return
      fn()
      setLists(read())
    },
    [enabled, read],
  )

  return React.useMemo(
    () => ({
      ...lists,
      addRecent: (hit) => change(() => history.addRecent(hit)),
      addFavorite: (hit) => change(() => history.addFavorite(hit)),
      removeRecent: (id) => change(() => history.removeRecent(id)),
      removeFavorite: (id) => change(() => history.removeFavorite(id)),
    }),
    [lists, change, history],
  )
}
