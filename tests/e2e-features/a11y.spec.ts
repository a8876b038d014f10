/** axe over one page of every page family (tests/support/a11ySuite.ts); the fixture has them all. */
import { defineA11yTests } from '../support/a11ySuite'

defineA11yTests({ everyFamily: true })
