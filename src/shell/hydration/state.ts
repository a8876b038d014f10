/**
 * What components need to know of the first page's hydration: whether the page came with the server's HTML,
 * whether a render is the hydration of that HTML, and whether that hydration answers the reader's input.
 */

/** The mark of an element whose server rendering only the app completes: the page then hydrates at once. */
export const HYDRATE_AT_ONCE_ATTRIBUTE = 'data-hydrate-at-once'

/** Spread on the element: `<nav {...HYDRATE_AT_ONCE}>`. */
export const HYDRATE_AT_ONCE = { [HYDRATE_AT_ONCE_ATTRIBUTE]: '' } as const

let firstRenderDone = false

/**
 * `gatsby develop` sends an empty root and builds the page in the browser: nothing to keep then. Read first
 * before the first render, while the root still holds only what came.
 */
let arrivedWithServerHtml: boolean | undefined

export function noteServerHtml(): boolean {
  arrivedWithServerHtml ??= typeof document !== 'undefined' && Boolean(document.getElementById('___gatsby')?.firstElementChild)
  return arrivedWithServerHtml
}

/** Called once the first page's hydration is committed. */
export function markHydrated(): void {
  firstRenderDone = true
}

/** Whether this render is the hydration of the first page's server HTML (never so in `gatsby develop`). */
export function isHydrating(): boolean {
  return !firstRenderDone && noteServerHtml()
}

let answeringInput = false

/** Called when the first page hydrates because the reader acted. */
export function noteHydrationAnswersInput(): void {
  answeringInput = true
}

/** Whether the hydration answers the reader's input: then nothing the reader can see waits for a later task. */
export function hydrationAnswersInput(): boolean {
  return answeringInput
}
