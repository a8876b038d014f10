/**
 * The one listener a page with demos pays for before the reader asks: a press on a demo's Run button loads the
 * player (./player.ts, its own chunk), which loads the demo's program. Installed on every page by gatsby-browser.
 */
import { DEMO_ATTRIBUTE } from './attributes'

export function installDemos(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('button[data-demo-run]')
    const figure = button?.closest<HTMLElement>(`[${DEMO_ATTRIBUTE}]`)
    if (!button || !figure || figure.dataset.demoState) return
    figure.dataset.demoState = 'loading'
    // The time to the first frame counts from here, the player's own loading included.
    figure.dataset.demoPressed = String(performance.now())
    void import(/* webpackChunkName: "demo-player" */ './player').then((m) => m.startDemo(figure))
  })
}
