import path from 'node:path'
import { defineConfig } from '@playwright/test'
import base from '../../playwright.config'

/**
 * The doxygen-features browser test: run against the site built from
 * tests/fixtures/doxygen-features by the corpora harness (tests/corpora/run.ts),
 * never against the main build, so it is kept out of tests/e2e.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  // Each test loads its own pages: the two workers share one spec file's tests.
  fullyParallel: true,
  webServer: { ...(base.webServer as object), cwd: path.resolve(__dirname, '..', '..') } as typeof base.webServer,
})
