/** axe over one page of every page family this fixture's build has (tests/support/a11ySuite.ts). */
import { defineA11yTests } from '../support/a11ySuite'

defineA11yTests()
