import { defineConfig } from '@playwright/test'

/**
 * Browser tests run against the production build in public/, served by
 * `gatsby serve`, in Debian's Chromium (Playwright never downloads a browser here).
 */
const port = Number(process.env.E2E_PORT ?? 9123)

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  // 10 s: a client-side navigation on a loaded 2-core machine can take several seconds.
  expect: { timeout: 10_000 },
  // Each test loads its own pages, so the two workers share every file's tests rather than one file each.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `npx gatsby serve --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
