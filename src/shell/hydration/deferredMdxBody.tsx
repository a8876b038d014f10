/**
 * An MDX page's body in the browser bundle, loaded only when the browser has to render it (defer-mdx-body.cjs
 * puts it in a chunk of its own). The first page's StaticIsland keeps the body the server wrote, so that chunk is
 * not fetched; a page reached inside the app waits for its body (`ready`) before Gatsby renders it.
 */
import * as React from 'react'
import { isHydrating } from './state'

type MdxBody = React.ComponentType<Record<string, unknown>>

export interface DeferredMdxBody {
  (props: Record<string, unknown>): React.ReactElement
  /** Settles once the body is loaded; undefined while the first page is being hydrated. */
  ready: Promise<void> | undefined
}

export function deferredMdxBody(load: () => Promise<{ default: MdxBody }>): DeferredMdxBody {
  let Body: MdxBody | undefined
  let failed = false
  let loading: Promise<void> | undefined
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => {
        Body = module.default
      },
      () => {
        failed = true
      },
    ))

  function LoadedBody(props: Record<string, unknown>) {
    if (Body) return <Body {...props} />
    if (failed) {
      return (
        <p role="alert">
          The text of this page could not be loaded. <a href={window.location.href}>Reload the page</a>.
        </p>
      )
    }
    throw loadOnce() // Suspense shows the fallback until the body is loaded
  }

  function MdxBodyWhenLoaded(props: Record<string, unknown>) {
    return (
      <React.Suspense fallback={null}>
        <LoadedBody {...props} />
      </React.Suspense>
    )
  }
  return Object.assign(MdxBodyWhenLoaded, { ready: isHydrating() ? undefined : loadOnce() })
}
