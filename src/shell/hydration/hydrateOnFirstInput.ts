/**
 * Gatsby's render function for the first page: the server's HTML stays as it is until the reader's first input,
 * which hydrates it before the event reaches the page, so the press that follows finds its handler. Why, and
 * each exception: docs/architecture.md, "The first page's hydration".
 */
import type * as React from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { options as preactOptions, type Options as PreactOptions } from 'preact'
import { HYDRATE_AT_ONCE_ATTRIBUTE, markHydrated, noteHydrationAnswersInput } from './state'

/**
 * The events that mean the reader is about to act: a pointer moving onto the page (a finger or pen too, before it
 * presses), a key, focus a screen reader moves, a wheel, and a bare click (assistive technology activates a control
 * with a click alone). docs/architecture.md says why no other event is needed.
 */
export const FIRST_INPUT_EVENTS = ['pointerover', 'keydown', 'focusin', 'wheel', 'click'] as const

/** Whether the server's page shows the reader an element marked HYDRATE_AT_ONCE. */
export function showsElementNeedingTheApp(container: Element): boolean {
  for (const element of Array.from(container.querySelectorAll(`[${HYDRATE_AT_ONCE_ATTRIBUTE}]`))) {
    // False inside display: none, and for an element hidden or transparent; a browser without it counts every element.
    if (typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return true
  }
  return false
}

type Renderer = (element: React.ReactElement, container: Element) => (() => void) | void

/**
 * Where the first input is listened for, React's two ways to start a root, and where Preact's hooks ask for the
 * frame that runs their effects (parameters for the unit tests).
 */
interface Surroundings {
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>
  roots: { createRoot: typeof createRoot; hydrateRoot: typeof hydrateRoot }
  effects: Pick<PreactOptions, 'requestAnimationFrame'>
}

/** Calls `render` and then, before returning, the effects its commit scheduled for after the next frame. */
function withEffectsRunNow(effects: Surroundings['effects'], render: () => void): void {
  const schedule = effects.requestAnimationFrame
  let runEffects: (() => void) | undefined
  effects.requestAnimationFrame = (callback) => {
    runEffects = callback
  }
  try {
    render()
  } finally {
    effects.requestAnimationFrame = schedule
  }
  runEffects?.()
}

/**
 * Gatsby's render function for the first page. Listening starts at once (gatsby-browser's onClientEntry), before
 * the page's data has loaded: an input that comes meanwhile is remembered, and the page hydrates as soon as Gatsby
 * renders it.
 */
export function hydrateOnFirstInput(
  arrivedWithServerHtml: boolean,
  { target, roots, effects }: Surroundings = { target: window, roots: { createRoot, hydrateRoot }, effects: preactOptions },
): Renderer {
  const options = { capture: true, passive: true } as const
  let inputCame = false
  let hydrate: (() => void) | undefined
  const stopListening = () => {
    for (const type of FIRST_INPUT_EVENTS) target.removeEventListener(type, onInput, options)
  }
  function onInput() {
    stopListening()
    inputCame = true
    noteHydrationAnswersInput()
    hydrate?.()
  }
  if (arrivedWithServerHtml) for (const type of FIRST_INPUT_EVENTS) target.addEventListener(type, onInput, options)

  // gatsby develop renders through this function more than once (its loading indicator, the app): one root each.
  const rendered = new WeakMap<Element, ReturnType<typeof createRoot>>()
  return (element, container) => {
    if (!arrivedWithServerHtml) {
      let root = rendered.get(container)
      if (!root) rendered.set(container, (root = roots.createRoot(container)))
      root.render(element)
      return () => {
        rendered.delete(container)
        root.unmount()
      }
    }
    hydrate = () => {
      hydrate = undefined
      // Preact hydrates synchronously: the first render is committed when hydrateRoot returns, and its effects
      // have run when this does. A press right after it (a tap on a link) may navigate at once, and the next page
      // must find the router listening and render as a page of the app, not as the hydration of the server's.
      withEffectsRunNow(effects, () => roots.hydrateRoot(container, element))
      markHydrated()
    }
    if (inputCame || showsElementNeedingTheApp(container)) {
      stopListening()
      hydrate()
    }
  }
}
