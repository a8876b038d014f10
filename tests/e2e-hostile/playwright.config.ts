import path from 'node:path'
import { defineConfig } from '@playwright/test'
import base from '../../playwright.config'

/**
 * The hostile-fixture browser test: run by tests/corpora/run.ts against the
 * site built from tests/fixtures/hostile (never against the main build, so it
 * is kept out of tests/e2e).
 */
export default defineConfig({
  ...base,
  testDir: '.',
  // Each test loads its own pages: the two workers share one spec file's tests.
  fullyParallel: true,
  timeout: 180_000,
  webServer: { ...(base.webServer as object), cwd: path.resolve(__dirname, '..', '..') } as typeof base.webServer,
})
