import path from 'node:path'
import { defineConfig } from '@playwright/test'
import base from '../../playwright.config'
import { CORPORA } from '../corpora/corpora'

const root = path.resolve(__dirname, '..', '..')

/**
 * The browser tests of a corpus build (the site built from third-party or fixture XML, never the engine's), run by
 * tests/corpora/run.ts as one Playwright run with the projects the build needs (`--project`): the symbol cards and
 * twins on every corpus, axe over the site's own pages once, and each fixture's own test (a project named after
 * the corpus, from its `browserTest` folder in tests/corpora/corpora.ts) on the pages of its version.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  // Each test loads its own pages: the two workers share every project's tests.
  fullyParallel: true,
  timeout: 120_000,
  // The fixtures' projects first: they hold the longest tests, and short ones at the end keep both workers busy.
  projects: [
    ...CORPORA.filter((c) => c.browserTest).map((c) => ({ name: c.name, testDir: path.join(root, c.browserTest!) })),
    { name: 'cards', testMatch: 'cards.spec.ts' },
    { name: 'site a11y', testMatch: 'site-a11y.spec.ts' },
  ],
  webServer: { ...(base.webServer as object), cwd: root } as typeof base.webServer,
})
