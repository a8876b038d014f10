/**
 * Pages that exist only in test builds (HELIOS_E2E_FIXTURES=1): they make
 * the shell's failure screens reachable in a real browser — a page that
 * throws, a navbar item that throws, a code-split chunk that can be made to
 * fail. Readers' builds never contain them.
 */
import type { CreatePagesArgs } from 'gatsby'
import { templatePath } from './paths'

export const fixturesEnabled = (): boolean => process.env.HELIOS_E2E_FIXTURES === '1'

export function createPages({ actions, reporter }: CreatePagesArgs): void {
  if (!fixturesEnabled()) return
  reporter.info('HELIOS_E2E_FIXTURES=1: adding the browser-test fixture pages under /__e2e/')
  actions.createPage({ path: '/__e2e/crash/', component: templatePath('fixtures/CrashFixture.tsx'), context: {} })
  actions.createPage({ path: '/__e2e/navbar-item-error/', component: templatePath('fixtures/NavbarItemErrorFixture.tsx'), context: {} })
  actions.createPage({ path: '/__e2e/lazy-chunk/', component: templatePath('fixtures/LazyChunkFixture.tsx'), context: {} })
}
