/**
 * The body of an MDX page (a devlog post, a doc) in the browser bundle, loaded
 * only when the browser has to render it (see
 * src/shell/webpack-loaders/defer-mdx-body.cjs).
 *
 * On a first visit the page's StaticIsland keeps the body the server wrote and
 * never renders this component, so the body's chunk is not fetched. When the
 * page is reached by navigating inside the app, the page's module is evaluated
 * after the first render and waits for the body (`ready`) before Gatsby renders
 * the page; the Suspense fallback below is for anything else.
 */
import * as React from 'react'
import { isHydrating } from '../firstHydration'

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
