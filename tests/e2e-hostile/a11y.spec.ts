/** axe over one page of every API page family of the hostile fixture, and the search modal on its pages (tests/support/a11ySuite.ts). */
import { defineA11yTests } from '../support/a11ySuite'
import { corpusSet } from '../e2e-corpora/corpusSets'
import { CURRENT_VERSION } from '../../src/sections/api/options'

defineA11yTests({ part: 'api', corpus: corpusSet(process.env, 'hostile', CURRENT_VERSION) })
