/** axe over one page of every API page family, and the search modal on the fixture's pages (tests/support/a11ySuite.ts); the fixture has every family. */
import { defineA11yTests } from '../support/a11ySuite'
import { MODE_PAIR } from '../support/a11y'
import { corpusSet } from '../e2e-corpora/corpusSets'
import { CURRENT_VERSION } from '../../src/sections/api/options'

// Each colour mode and each width once: the components are the engine's, checked in all four on its build
// (tests/e2e/a11y.spec.ts); what this fixture adds is its content.
defineA11yTests({ part: 'api', corpus: corpusSet(process.env, 'doxygen-features', CURRENT_VERSION), everyFamily: true, modes: MODE_PAIR })
