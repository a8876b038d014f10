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

/**
 * A code-split component: loading (spinner after 200 ms), then loaded or
 * error. The error shows its text and a Retry button that asks for the chunk
 * again (webpack forgets a failed chunk, so a second import() refetches it).
 */
export function lazyChunk<P extends object>(
  loader: Loader<P>,
  options: { fallback?: React.ReactNode; frame?: (pending: React.ReactNode) => React.ReactNode } = {},
): React.ComponentType<P> {
  // `frame` places the spinner and the failure box where the component would
  // appear (e.g. inside an overlay for a modal); by default they render in place.
  const frame = options.frame ?? ((pending: React.ReactNode) => pending)
  let cached: React.ComponentType<P> | null = null
  function LazyChunk(props: P) {
    const [state, setState] = React.useState<ChunkState<P>>(cached ? { status: 'loaded', Component: cached } : { status: 'loading' })
    const load = React.useCallback(() => {
      setState({ status: 'loading' })
      loader().then(
        (mod) => {
          cached = mod.default
          setState({ status: 'loaded', Component: mod.default })
        },
        (error) => setState({ status: 'error', error }),
      )
    }, [])
    React.useEffect(() => {
      if (!cached) load()
    }, [load])
    if (state.status === 'loaded') return <state.Component {...props} />
    if (state.status === 'error') return <>{frame(<LoadFailure error={state.error} onRetry={load} />)}</>
    // The chunk loads once the app runs: a first page showing one loading hydrates at once (an empty inline mark,
    // in the server's HTML and its hydration only).
    const firstPage = typeof window === 'undefined' || isHydrating()
    return (
      <>
        {firstPage && <span {...HYDRATE_AT_ONCE} />}
        {frame(options.fallback ?? <LoadingSpinner />)}
      </>
    )
  }
  return LazyChunk
}
