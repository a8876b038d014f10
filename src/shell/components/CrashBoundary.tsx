import * as React from 'react'
import * as styles from './Transient.module.css'

/** The messages of an error and of every error in its `cause` chain, outermost first. */
export function errorMessageChain(error: unknown): string[] {
  const messages: string[] = []
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && !seen.has(current) && messages.length < 10) {
    seen.add(current)
    messages.push(current instanceof Error ? current.message : String(current))
    current = current instanceof Error ? (current as Error & { cause?: unknown }).cause : undefined
  }
  return messages
}

export function CrashScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const chain = errorMessageChain(error)
  return (
    <div className={styles.crash} role="alert">
      <h1>This page crashed.</h1>
      <button type="button" className={styles.button} onClick={onRetry}>
        Try again
      </button>
      <ol className={styles.chain}>
        {chain.map((message, i) => (
          <li key={i}>
            {i > 0 && <span className={styles.cause}>Cause: </span>}
            <code>{message}</code>
          </li>
        ))}
      </ol>
    </div>
  )
}

interface State {
  error: unknown
  attempt: number
}

interface Props {
  children: React.ReactNode
  /** The page's path: navigating elsewhere renders anew. */
  resetKey?: string
  /**
   * The page's data: new data renders anew. The development server sends a page new data when its source is saved,
   * and can send it without the page's node for a moment while the node is made again; a page that crashed on that
   * moment then shows the next data rather than its crash screen until a reload.
   */
  data?: unknown
}

/**
 * Catches a page that throws while rendering and shows the crash screen;
 * "Try again" renders the page anew, as do navigating elsewhere and new data for the page.
 */
export default class CrashBoundary extends React.Component<Props, State> {
  state: State = { error: null, attempt: 0 }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error }
  }

  componentDidUpdate(prev: Props) {
    if ((prev.resetKey !== this.props.resetKey || prev.data !== this.props.data) && this.state.error) this.setState({ error: null })
  }

  componentDidCatch(error: unknown) {
    console.error('[helios] page crashed:', error)
  }

  render() {
    if (this.state.error) {
      return <CrashScreen error={this.state.error} onRetry={() => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }))} />
    }
    return <React.Fragment key={this.state.attempt}>{this.props.children}</React.Fragment>
  }
}
