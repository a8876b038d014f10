import { defineConfig } from '@playwright/test'
import base from './playwright.config'
import { ALGOLIA_E2E } from './tests/e2e-algolia/env'

/**
 * Browser tests of the Algolia backend: the site built by
 * scripts/build-algolia-e2e.ts (public-algolia/), whose Algolia hosts are the
 * local stub servers the tests start. One worker: the stub ports are fixed.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/e2e-algolia',
  // One at a time, in the order written: the tests share one server and its state.
  fullyParallel: false,
  workers: 1,
  use: { ...base.use, baseURL: `http://127.0.0.1:${ALGOLIA_E2E.sitePort}` },
  webServer: {
    command: `npx tsx scripts/serve-static.ts ${ALGOLIA_E2E.outDir} ${ALGOLIA_E2E.sitePort}`,
    url: `http://127.0.0.1:${ALGOLIA_E2E.sitePort}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
