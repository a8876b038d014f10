/**
 * When the first page hydrates, as components need to know it. The first page hydrates at the reader's first
 * input (src/shell/browser/hydrateOnFirstInput.ts), or at once when the reader can see an element marked
 * HYDRATE_AT_ONCE.
 */

/** The mark of an element whose server rendering only the app completes (results the browser computes, a
 * redirect, a scroll into view, a part loaded on mount). */
export const HYDRATE_AT_ONCE_ATTRIBUTE = 'data-hydrate-at-once'

/** Spread on the element: `<nav {...HYDRATE_AT_ONCE}>`. */
export const HYDRATE_AT_ONCE = { [HYDRATE_AT_ONCE_ATTRIBUTE]: '' } as const

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
