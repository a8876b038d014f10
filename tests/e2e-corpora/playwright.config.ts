import path from 'node:path'
import { defineConfig } from '@playwright/test'
import base from '../../playwright.config'

/**
 * Browser checks every corpus build runs (tests/corpora/run.ts, after its own checks): the site built from
 * third-party doxygen XML (HELIOS_DOXYGEN_XML), never from the engine's.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  // Each test loads its own pages: the two workers share one spec file's tests.
  fullyParallel: true,
  timeout: 120_000,
  webServer: { ...(base.webServer as object), cwd: path.resolve(__dirname, '..', '..') } as typeof base.webServer,
})
