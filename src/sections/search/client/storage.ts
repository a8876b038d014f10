/**
 * Recent and favourite searches, kept in localStorage per index. A saved
 * search is the hit the reader opened (so it can be reopened directly).
 * Storage failures are logged, never thrown.
 */
import { FAVORITE_LIMIT, RECENT_LIMIT, RECENT_LIMIT_WITH_FAVORITES } from '../options'
import type { Hierarchy, RecordType } from './types'

export interface StoredSearch {
  objectID: string
  url: string
  type: RecordType
  hierarchy: Hierarchy
  content: string | null
}

export const recentKey = (indexName: string) => `__HELIOS_SEARCH_RECENT__${indexName}`
export const favoriteKey = (indexName: string) => `__HELIOS_SEARCH_FAVORITE__${indexName}`

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function defaultStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

function read(storage: StorageLike | null, key: string): StoredSearch[] {
  if (!storage) return []
  try {
    const raw = storage.getItem(key)
    const parsed: unknown = raw ? JSON.parse(raw) : []
    return Array.isArray(parsed) ? (parsed as StoredSearch[]).filter((x) => x && typeof x.url === 'string') : []
  } catch (err) {
    console.error(`Search: could not read ${key} from localStorage`, err)
    return []
  }
}

function write(storage: StorageLike | null, key: string, items: StoredSearch[]) {
  if (!storage) return
  try {
    storage.setItem(key, JSON.stringify(items))
  } catch (err) {
    console.error(`Search: could not write ${key} to localStorage`, err)
  }
}

export function toStored(hit: StoredSearch): StoredSearch {
  const { objectID, url, type, hierarchy, content } = hit
  return { objectID, url, type, hierarchy, content: content ? content.slice(0, 200) : null }
}

export class SearchHistory {
  constructor(
    private readonly indexName: string,
    private readonly storage: StorageLike | null = defaultStorage(),
  ) {}

  favorites(): StoredSearch[] {
    return read(this.storage, favoriteKey(this.indexName)).slice(0, FAVORITE_LIMIT)
  }

  recent(): StoredSearch[] {
    const favs = this.favorites()
    const ids = new Set(favs.map((f) => f.objectID))
    const limit = favs.length ? RECENT_LIMIT_WITH_FAVORITES : RECENT_LIMIT
    return read(this.storage, recentKey(this.indexName)).filter((r) => !ids.has(r.objectID)).slice(0, limit)
  }

  /** Records an opened hit at the top of the recent list. */
  addRecent(hit: StoredSearch) {
    const item = toStored(hit)
    const all = read(this.storage, recentKey(this.indexName)).filter((r) => r.objectID !== item.objectID)
    write(this.storage, recentKey(this.indexName), [item, ...all].slice(0, RECENT_LIMIT))
  }

  removeRecent(objectID: string) {
    write(this.storage, recentKey(this.indexName), read(this.storage, recentKey(this.indexName)).filter((r) => r.objectID !== objectID))
  }

  /** Promotes a recent search to the favourites (at most FAVORITE_LIMIT, newest first). */
  addFavorite(hit: StoredSearch) {
    const item = toStored(hit)
    const favs = read(this.storage, favoriteKey(this.indexName)).filter((f) => f.objectID !== item.objectID)
    write(this.storage, favoriteKey(this.indexName), [item, ...favs].slice(0, FAVORITE_LIMIT))
    this.removeRecent(item.objectID)
  }

  removeFavorite(objectID: string) {
    write(this.storage, favoriteKey(this.indexName), read(this.storage, favoriteKey(this.indexName)).filter((f) => f.objectID !== objectID))
  }

  /** With personalisation disabled nothing is kept: both lists are deleted. */
  clear() {
    if (!this.storage) return
    try {
      this.storage.removeItem(recentKey(this.indexName))
      this.storage.removeItem(favoriteKey(this.indexName))
    } catch (err) {
      console.error('Search: could not clear the search history', err)
    }
  }
}
