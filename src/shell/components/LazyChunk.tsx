import * as React from 'react'
import { HYDRATE_AT_ONCE, isHydrating } from '../hydration'
import * as styles from './Transient.module.css'

/** Delay before a spinner appears: fast loads never flash one. */
export const SPINNER_DELAY_MS = 200

export function LoadingSpinner({ delayMs = SPINNER_DELAY_MS }: { delayMs?: number }) {
  const [visible, setVisible] = React.useState(delayMs <= 0)
  React.useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), delayMs)
    return () => window.clearTimeout(timer)
  }, [delayMs])
  if (!visible) return null
  return (
    <div className={styles.spinnerWrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  )
}

export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className={styles.failure} role="alert">
      <p className={styles.failureText}>{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        Retry
      </button>
    </div>
  )
}

type Loader<P> = () => Promise<{ default: React.ComponentType<P> }>

type ChunkState<P> =
  | { status: 'loading' }
  | { status: 'loaded'; Component: React.ComponentType<P> }
  | { status: 'error'; error: unknown }

/** Code-split components on screen still loading their chunk, and the callbacks waiting for them to show. */
let chunksLoading = 0
let waitingForChunks: Array<() => void> = []

function chunkSettled() {
  chunksLoading--
  if (chunksLoading > 0) return
  const callbacks = waitingForChunks
  waitingForChunks = []
  callbacks.forEach((callback) => callback())
}

/**
 * Runs `callback` once the code-split components now loading have shown (or failed), at once when none is: for what
 * reads the page's content from the document, such as an anchor's element. Returns what cancels the wait.
 */
export function afterLoadingChunks(callback: () => void): () => void {
  if (chunksLoading === 0) {
    callback()
    return () => {}
  }
  waitingForChunks.push(callback)
  return () => {
    waitingForChunks = waitingForChunks.filter((c) => c !== callback)
  }
}

/** A code-split component, and a way to fetch its chunk before it first renders. */
export type LazyComponent<P> = React.ComponentType<P> & { preload(): void }

/**
 * A code-split component: loading (spinner after 200 ms), then loaded or
 * error. The error shows its text and a Retry button that asks for the chunk
 * again (webpack forgets a failed chunk, so a second import() refetches it).
 */
export function lazyChunk<P extends object>(
  loader: Loader<P>,
  options: { fallback?: React.ReactNode; frame?: (pending: React.ReactNode) => React.ReactNode; onShown?: () => void } = {},
): LazyComponent<P> {
  // `frame` places the spinner and the failure box where the component would
  // appear (e.g. inside an overlay for a modal); by default they render in place.
  const frame = options.frame ?? ((pending: React.ReactNode) => pending)
  let cached: React.ComponentType<P> | null = null
  let pending: Promise<React.ComponentType<P>> | null = null
  const fetchChunk = () => {
    pending ??= loader().then(
      (mod) => (cached = mod.default),
      (error: unknown) => {
        pending = null
        throw error
      },
    )
    return pending
  }
  function LazyChunk(props: P) {
    const [state, setState] = React.useState<ChunkState<P>>(cached ? { status: 'loaded', Component: cached } : { status: 'loading' })
    // Counted from its render, so that the effects of the same commit (run after every render) see it loading.
    const [waited] = React.useState(() => {
      if (cached || typeof window === 'undefined') return false
      chunksLoading++
      return true
    })
    const counted = React.useRef(waited)
    const settle = React.useCallback(() => {
      if (!counted.current) return
      counted.current = false
      chunkSettled()
    }, [])
    const load = React.useCallback(() => {
      setState({ status: 'loading' })
      fetchChunk().then(
        (Component) => setState({ status: 'loaded', Component }),
        (error) => setState({ status: 'error', error }),
      )
    }, [])
    // Asked whenever the first render had no chunk, even if a preload brought it since: the state must leave
    // 'loading', and the chunk's promise, settled or not, is what moves it.
    React.useEffect(() => {
      if (waited) load()
    }, [load, waited])
    const shown = state.status === 'loaded'
    React.useEffect(() => {
      if (shown && waited) options.onShown?.()
      if (state.status !== 'loading') settle()
    }, [shown, waited, state.status, settle])
    React.useEffect(() => settle, [settle])
    if (state.status === 'loaded') return <state.Component {...props} />
    if (state.status === 'error') return <>{frame(<LoadFailure error={state.error} onRetry={load} />)}</>
    // The chunk loads once the app runs: a first page showing one loading hydrates at once (an empty inline mark,
    // in the server's HTML and its hydration only).
    const firstPage = typeof window === 'undefined' || isHydrating()
    return (
      <>
        {firstPage && <span {...HYDRATE_AT_ONCE} />}
        {frame(options.fallback === undefined ? <LoadingSpinner /> : options.fallback)}
      </>
    )
  }
  return Object.assign(LazyChunk, {
    preload() {
      fetchChunk().catch(() => {})
    },
  })
}

/** Brings the element the address's hash names into view: content that arrives after the route change missed the router's scroll. */
function scrollToHashTarget() {
  const id = decodeURIComponent(window.location.hash.slice(1))
  if (id) document.getElementById(id)?.scrollIntoView()
}

/**
 * Page content that the HTML renderer renders at once and the browser loads only when it renders it itself. Put
 * inside a StaticIsland, the first page never does (it keeps the server's HTML), so the component's code is no part
 * of a first visit; a visit inside the app loads it then, and scrolls to the hash target once it shows.
 *
 * `serverModule` is the module itself where the HTML is rendered and null in the browser bundle, written at the
 * call site as `process.env.HELIOS_BROWSER_BUNDLE ? null : require('./Body')`: the browser stages define that
 * constant (../webpack.ts), so webpack drops the require there and bundles the module behind `loader` alone.
 * `fallback` shows while it loads (a spinner after 200 ms by default).
 */
export function serverRenderedChunk<P extends object>(serverModule: { default: React.ComponentType<P> } | null, loader: Loader<P>, fallback: React.ReactNode = <LoadingSpinner />): LazyComponent<P> {
  if (serverModule) {
    const Rendered = serverModule.default
    return Object.assign((props: P) => <Rendered {...props} />, { preload() {} })
  }
  return lazyChunk(loader, { fallback, onShown: scrollToHashTarget })
}

/** What a reader does just before following a link: points at it, touches it, or moves focus to it. */
const LINK_INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const

/**
 * Fetches the chunks of lazy components the first time the reader points at, touches or focuses a link to another
 * page of the site: the page it opens likely shows them too. A visit that follows no link fetches none of them.
 */
export function usePreloadOnLinkIntent(...components: Array<{ preload(): void }>) {
  React.useEffect(() => {
    const stop = () => LINK_INTENT_EVENTS.forEach((type) => document.removeEventListener(type, onIntent, true))
    function onIntent(event: Event) {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.pathname === window.location.pathname) return
      stop()
      components.forEach((c) => c.preload())
    }
    LINK_INTENT_EVENTS.forEach((type) => document.addEventListener(type, onIntent, { capture: true, passive: true }))
    return stop
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the components are module constants
  }, [])
}
