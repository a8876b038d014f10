import { afterFirstContentfulPaint } from './firstPaint'
import { hydrateOnFirstInput } from './hydrateOnFirstInput'
import { noteServerHtml } from './state'

/** Made when the bundle starts, so that it hears an input that comes before Gatsby renders the page. */
let renderFirstPage: ReturnType<typeof hydrateOnFirstInput> | undefined

/**
 * gatsby-browser's onClientEntry: listens for the reader's first input from now on, and resolves once the
 * server's page is on screen (Gatsby loads the page's data and chunks only then).
 */
export function startFirstPage(): Promise<void> {
  renderFirstPage = hydrateOnFirstInput(noteServerHtml())
  return afterFirstContentfulPaint(noteServerHtml())
}

/** gatsby-browser's replaceHydrateFunction: the first page hydrates at the reader's first input. */
export function firstPageRenderer(): ReturnType<typeof hydrateOnFirstInput> {
  return (renderFirstPage ??= hydrateOnFirstInput(noteServerHtml()))
}
