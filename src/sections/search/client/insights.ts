/**
 * Algolia Insights for the search UI, with `search-insights` from our own bundle rather than a CDN. A list of hits
 * counts as viewed only once it has stayed on screen VIEW_DEBOUNCE_MS, since InstantSearch reports every list it
 * renders while the reader types; a click sends the pending views first (docs/sections/search.md, "Insights").
 */
import { ALGOLIA_APP_ID, ALGOLIA_INSIGHTS, ALGOLIA_INSIGHTS_HOST, ALGOLIA_SEARCH_KEY } from '../options'

export const VIEW_DEBOUNCE_MS = 400
export const VIEW_BATCH_SIZE = 20

/** The `aa(method, ...args)` function of search-insights (what InstantSearch's insights middleware calls). */
export type InsightsFunction = ((method: string, ...args: unknown[]) => unknown) & { version?: string }

interface ViewPayload {
  index: string
  eventName: string
  objectIDs: string[]
  [key: string]: unknown
}

interface PendingView {
  payload: ViewPayload
  rest: unknown[]
}

/** Methods that send an event: pending views go out before them. */
const EVENT_METHODS = new Set([
  'clickedObjectIDsAfterSearch', 'clickedObjectIDs', 'clickedFilters',
  'convertedObjectIDsAfterSearch', 'convertedObjectIDs', 'convertedFilters',
  'addedToCartObjectIDsAfterSearch', 'purchasedObjectIDsAfterSearch', 'addedToCartObjectIDs', 'purchasedObjectIDs',
  'viewedFilters', 'sendEvents',
])

export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

export interface DebouncedInsights extends InsightsFunction {
  /** Sends the pending view events now. */
  flush(): void
}

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

const isViewPayload = (p: unknown): p is ViewPayload =>
  typeof p === 'object' && p !== null && typeof (p as ViewPayload).index === 'string' && Array.isArray((p as ViewPayload).objectIDs)

/**
 * Wraps an insights function: view events debounced by `wait` ms (the latest
 * results win) and sent in batches of at most `batch` ids; every other call
 * passes through unchanged.
 */
export function debounceViews(
  client: InsightsFunction,
  { wait = VIEW_DEBOUNCE_MS, batch = VIEW_BATCH_SIZE, timers = globalThis as unknown as Timers } = {},
): DebouncedInsights {
  let pending: PendingView[] = []
  let timer: unknown = null
  /**
   * InstantSearch reports one rendered result list as several calls of at
   * most 20 ids, all in the same task; a call in a later task is another
   * render (view payloads carry no queryID to tell result lists apart).
   */
  let sameRender = false

  const flush = () => {
    if (timer !== null) timers.clearTimeout(timer)
    timer = null
    const views = pending
    pending = []
    for (const { payload, rest } of views) {
      for (const ids of chunk(payload.objectIDs, batch)) client('viewedObjectIDs', { ...payload, objectIDs: ids }, ...rest)
    }
  }

  const wrapped = ((method: string, ...args: unknown[]) => {
    const [payload, ...rest] = args
    if (method === 'viewedObjectIDs' && isViewPayload(payload)) {
      // A new render of the same index replaced the list before the wait was over: its views are dropped.
      if (!sameRender) pending = pending.filter((v) => v.payload.index !== payload.index)
      if (!sameRender) {
        sameRender = true
        queueMicrotask(() => {
          sameRender = false
        })
      }
      const same = pending.find((v) => v.payload.index === payload.index && v.payload.eventName === payload.eventName)
      if (same) {
        same.payload = { ...same.payload, objectIDs: [...new Set([...same.payload.objectIDs, ...payload.objectIDs])] }
      } else {
        pending.push({ payload: { ...payload, objectIDs: [...new Set(payload.objectIDs)] }, rest })
      }
      if (timer !== null) timers.clearTimeout(timer)
      timer = timers.setTimeout(flush, wait)
      return undefined
    }
    if (EVENT_METHODS.has(method)) flush()
    return client(method, ...args)
  }) as DebouncedInsights
  wrapped.flush = flush
  if (client.version) wrapped.version = client.version
  return wrapped
}

/**
 * An insights function that loads its implementation on first use and
 * queues the calls made until then (in order, callbacks included).
 */
export function lazyInsights(load: () => Promise<InsightsFunction>): InsightsFunction {
  let impl: InsightsFunction | null = null
  let queue: unknown[][] | null = null
  return (method: string, ...args: unknown[]) => {
    if (impl) return impl(method, ...args)
    if (!queue) {
      queue = []
      load().then(
        (loaded) => {
          impl = loaded
          for (const call of queue ?? []) loaded(...(call as [string, ...unknown[]]))
          queue = null
        },
        (err: unknown) => {
          console.error('Search: could not load search-insights; no insights events are sent', err)
          impl = () => undefined
          queue = null
        },
      )
    }
    queue.push([method, ...args])
    return undefined
  }
}

let shared: DebouncedInsights | null = null

/** The one insights client of the page (modal and /search page share the user token and the pending views). */
export function getInsightsClient(): DebouncedInsights {
  if (!shared) {
    shared = debounceViews(
      lazyInsights(() => import(/* webpackChunkName: "search-insights" */ 'search-insights').then((m) => m.default as unknown as InsightsFunction)),
    )
  }
  return shared
}

type InsightsOption = false | { insightsClient: never; insightsInitParams: Record<string, unknown> }
let option: InsightsOption | null = null

/**
 * The `insights` option of <InstantSearch>: off, or the bundled client with
 * the site's credentials. One object for the page's lifetime (InstantSearch
 * compares it between renders).
 */
export function insightsOption(): InsightsOption {
  if (option === null) {
    option = ALGOLIA_INSIGHTS
      ? {
          insightsClient: getInsightsClient() as never,
          insightsInitParams: {
            appId: ALGOLIA_APP_ID,
            apiKey: ALGOLIA_SEARCH_KEY,
            useCookie: false,
            ...(ALGOLIA_INSIGHTS_HOST ? { host: ALGOLIA_INSIGHTS_HOST.replace(/\/+$/, '') } : {}),
          },
        }
      : false
  }
  return option
}
