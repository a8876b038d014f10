/**
 * The first page's hydration, as components need to know it: whether the page came with the server's HTML,
 * whether a render is the hydration of that HTML, and whether the hydration answers the reader's input. The
 * first page hydrates at the reader's first input (src/shell/browser/hydrateOnFirstInput.ts), or at once when
 * the reader can see an element marked HYDRATE_AT_ONCE.
 */

/** The mark of an element whose server rendering only the app completes (results the browser computes, a
 * redirect, a scroll into view, a part loaded on mount). */
export const HYDRATE_AT_ONCE_ATTRIBUTE = 'data-hydrate-at-once'

/** Spread on the element: `<nav {...HYDRATE_AT_ONCE}>`. */
export const HYDRATE_AT_ONCE = { [HYDRATE_AT_ONCE_ATTRIBUTE]: '' } as const

let firstRenderDone = false

/**
 * Whether the page arrived with the server's HTML in Gatsby's root element. `gatsby develop` sends an empty
 * root and builds the page in the browser: there is nothing to keep then, so every StaticIsland renders its
 * children. Read before the first render (gatsby-browser's onClientEntry), while the root still holds only what came.
 */
let arrivedWithServerHtml: boolean | undefined

export function noteServerHtml(): boolean {
  arrivedWithServerHtml ??= typeof document !== 'undefined' && Boolean(document.getElementById('___gatsby')?.firstElementChild)
  return arrivedWithServerHtml
}

/** The first page's renderer calls this once the hydration is committed (src/shell/browser/hydrateOnFirstInput.ts). */
export function markHydrated(): void {
  firstRenderDone = true
}

/** Whether this render is the hydration of the server's HTML of the first page (never so in `gatsby develop`). */
export function isHydrating(): boolean {
  return !firstRenderDone && noteServerHtml()
}

let answeringInput = false

/** Called by the first page's renderer when it hydrates because the reader acted. */
export function noteHydrationAnswersInput(): void {
  answeringInput = true
}

/**
 * Whether the first page's hydration answers the reader's input: then the press that follows needs its handler,
 * and nothing the reader can see waits for a later task (src/shell/components/HydrateLater.tsx).
 */
export function hydrationAnswersInput(): boolean {
  return answeringInput
}
