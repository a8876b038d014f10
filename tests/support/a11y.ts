/**
 * axe-core in the browser tests: the WCAG 2.0/2.1/2.2 A and AA rules (and the
 * landmark and heading-order rules that catch a modal's background and a
 * skipped heading level) over a page in both colour modes and at desktop and
 * phone width (or a chosen pair of those). One page load serves the runs: the colour mode follows the
 * emulated `prefers-color-scheme` live (no stored choice), and the viewport is
 * resized in place. axe-core is injected once per page load (installAxe).
 */
import fs from 'node:fs'
import { expect, type Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'
import { hydrate } from './hydrate'

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** Best-practice rules run besides the WCAG tags: duplicated landmarks (a modal's background) and skipped heading levels. */
export const EXTRA_RULES = ['landmark-no-duplicate-banner', 'landmark-no-duplicate-contentinfo', 'landmark-unique', 'heading-order']

export const DESKTOP = { width: 1280, height: 800 }
export const PHONE = { width: 390, height: 844 }

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Puts axe-core into every page the context opens, once per page load: every run on
 * that page reuses it (injecting it per run cost seconds a run on a loaded machine).
 */
export async function installAxe(page: Page) {
  await page.context().addInitScript({ content: AXE_SOURCE })
}

export interface Violation {
  rule: string
  impact: string
  targets: string[]
  summary: string
}

/** Waits until the page has hydrated (the colour toggle is enabled only then) and its animations are over. */
export async function settled(page: Page) {
  await hydrate(page)
  await animationsDone(page)
}

/** Waits for the page's finite animations (a fade, a collapse) to end; an endless one (a spinner) is not waited for. */
export async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
}

/** axe's violations on the page as it is now. Only violations carry their nodes (passes would cost a selector per element). */
export async function axe(page: Page): Promise<Violation[]> {
  const options: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: Object.fromEntries(EXTRA_RULES.map((r) => [r, { enabled: true }])),
    resultTypes: ['violations'],
  }
  const violations = await page.evaluate(async (opts) => {
    const w = window as unknown as { axe?: { run(ctx: Document, o: unknown): Promise<AxeResults> } }
    if (!w.axe) throw new Error('axe-core is not in the page: call installAxe(page) before loading it')
    return (await w.axe.run(document, opts)).violations
  }, options)
  return violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? '',
    targets: v.nodes.map((n) => n.target.join(' ')),
    summary: v.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ') ?? '',
  }))
}

export async function setColorMode(page: Page, mode: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: mode })
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode)
}

/** Where axeEveryMode runs axe: a colour mode at a viewport. */
export type AxeMode = { mode: 'light' | 'dark'; viewport: typeof DESKTOP | typeof PHONE }

/** Both colour modes at both widths. */
export const EVERY_MODE: AxeMode[] = [
  { mode: 'light', viewport: DESKTOP },
  { mode: 'dark', viewport: DESKTOP },
  { mode: 'dark', viewport: PHONE },
  { mode: 'light', viewport: PHONE },
]
/** Each colour mode and each width once: for pages whose components the engine's pages check in EVERY_MODE. */
export const MODE_PAIR: AxeMode[] = [EVERY_MODE[0], EVERY_MODE[2]]
/** The other two of EVERY_MODE: each colour mode and each width once, each mode at the width MODE_PAIR leaves it out. */
export const OTHER_MODE_PAIR: AxeMode[] = [EVERY_MODE[1], EVERY_MODE[3]]

/**
 * Runs axe in each of `modes` (light and dark at desktop and phone width unless told), calling `prepare` after
 * each change (e.g. to open a menu that a width change closed), and returns every violation labelled with where
 * it was found.
 */
export async function axeEveryMode(page: Page, prepare?: (width: number) => Promise<void>, modes: AxeMode[] = EVERY_MODE): Promise<string[]> {
  const found: string[] = []
  for (const { mode, viewport } of modes) {
    if (page.viewportSize()?.width !== viewport.width) await page.setViewportSize(viewport)
    await setColorMode(page, mode)
    if (prepare) await prepare(viewport.width)
    await animationsDone(page)
    const label = `${mode} ${viewport.width}`
    for (const v of await axe(page)) found.push(`[${label}] ${v.rule} (${v.impact}, ${v.targets.length}): ${v.targets.slice(0, 4).join(' | ')} — ${v.summary}`)
  }
  return found
}

/** The modes as a test title says them: "in light and dark at 1280 and 390 px", or each one. */
export function modesTitle(modes: AxeMode[]): string {
  return modes === EVERY_MODE ? `in light and dark at ${DESKTOP.width} and ${PHONE.width} px` : `in ${modes.map((m) => `${m.mode} at ${m.viewport.width} px`).join(' and ')}`
}
