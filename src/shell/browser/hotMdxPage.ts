/**
 * `gatsby develop`: the hot update of an MDX page module (see src/shell/webpack-loaders/hot-mdx-page.cjs).
 *
 * Prefresh's runtime registers every component a module defines while it runs (the `$RefreshReg$` calls its
 * Babel plugin writes); when the updated module has run again, `flush` swaps the old components for the new
 * ones in the mounted page, which re-renders with the new text and keeps its state.
 */
import { flush } from '@prefresh/utils'

/** What this uses of webpack's hot module API (`import.meta.webpackHot`). */
export interface HotModule {
  data?: { helios?: { replaced: boolean } }
  accept(): void
  dispose(callback: (data: { helios?: { replaced: boolean } }) => void): void
}

export function acceptHotUpdate(hot: HotModule | undefined, swap: () => void = flush): void {
  if (!hot) return
  if (hot.data?.helios) swap()
  hot.dispose((data) => {
    data.helios = { replaced: true }
  })
  hot.accept()
}
