import { defineConfig } from '@playwright/test'
import baseConfig from './playwright.config'
import { DEVELOP_E2E } from './tests/e2e-develop/env'

/**
 * Browser tests of `gatsby develop` (tests/e2e-develop), compared with the production build in public/, which
 * is copied aside first: the development server writes into public/. Run after a production build.
 */
export default defineConfig({
  ...baseConfig,
  testDir: 'tests/e2e-develop',
  // The development server compiles a page's bundle on its first request; on two busy cores that takes a while.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  // One at a time, in the order written: the tests share one server and its state.
  fullyParallel: false,
  workers: 1,
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${DEVELOP_E2E.developPort}` },
  webServer: {
    command:
      // The build's copy of the demos goes from public/: develop must publish them itself.
      `rm -rf ${DEVELOP_E2E.referenceDir} && cp -a public ${DEVELOP_E2E.referenceDir} && rm -rf public/demos && ` +
      `exec npx gatsby develop --host 127.0.0.1 --port ${DEVELOP_E2E.developPort}`,
    url: `http://127.0.0.1:${DEVELOP_E2E.developPort}/`,
    reuseExistingServer: false,
    timeout: 1_200_000,
    env: { CI: '1' },
    // The server's own log in the test's output: when an edit does not reach the page, it shows whether Gatsby saw
    // the file change and what it ran for it.
    stdout: 'pipe',
  },
})
