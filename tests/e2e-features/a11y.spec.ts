/** axe over one page of every API page family, and the search modal on the fixture's pages (tests/support/a11ySuite.ts); the fixture has every family. */
import { defineA11yTests } from '../support/a11ySuite'
import { corpusSet } from '../e2e-corpora/corpusSets'
import { CURRENT_VERSION } from '../../src/sections/api/options'

defineA11yTests({ part: 'api', corpus: corpusSet(process.env, 'doxygen-features', CURRENT_VERSION), everyFamily: true })
