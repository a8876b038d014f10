/**
 * axe over the site's own pages of a corpus build (home, devlog, docs, /search, 404), the search modal from the
 * home page, the announcement bar and the mobile sidebar, once per build (tests/support/a11ySuite.ts); each
 * fixture's own suite checks its API pages.
 */
import { defineA11yTests } from '../support/a11ySuite'

defineA11yTests({ part: 'site', everyFamily: true })
