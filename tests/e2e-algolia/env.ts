/**
 * The Algolia browser tests' settings, shared by the build
 * (scripts/build-algolia-e2e.ts), the Playwright config and the tests: the
 * site is built with the Algolia variables pointing at the local stub server
 * (scripts/algolia-stub.ts), whose ports are therefore fixed at build time.
 */
import path from 'node:path'

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback)

export const ALGOLIA_E2E = {
  /** Where the Algolia build is served. */
  sitePort: port('E2E_ALGOLIA_PORT', 9184),
  /** The stub that answers. */
  stubPort: port('E2E_ALGOLIA_STUB_PORT', 9185),
  /** A stub that answers HTTP 500 to everything: the first host, so every search exercises the fallback. */
  failingPort: port('E2E_ALGOLIA_FAILING_PORT', 9186),
  /** The build's output (gatsby writes public/; the script moves it here and puts the main build back). */
  outDir: path.resolve(__dirname, '..', '..', 'public-algolia'),
  appId: 'STUBAPP',
  searchKey: 'stub-search-key',
  /** Not the site title, so the test sees the build and the browser agree on a name set by the variable. */
  indexName: 'helios-e2e',
}

/** The variables the Algolia build is made with. */
export function algoliaBuildEnv(): Record<string, string> {
  const stub = `http://127.0.0.1:${ALGOLIA_E2E.stubPort}`
  return {
    GATSBY_ALGOLIA_APP_ID: ALGOLIA_E2E.appId,
    GATSBY_ALGOLIA_SEARCH_KEY: ALGOLIA_E2E.searchKey,
    GATSBY_ALGOLIA_INDEX_NAME: ALGOLIA_E2E.indexName,
    GATSBY_ALGOLIA_HOSTS: `http://127.0.0.1:${ALGOLIA_E2E.failingPort},${stub}`,
    GATSBY_ALGOLIA_INSIGHTS: 'true',
    GATSBY_ALGOLIA_INSIGHTS_HOST: stub,
  }
}
