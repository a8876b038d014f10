/** axe over one page of every page family, the search modal, the announcement bar and the mobile sidebar (tests/support/a11ySuite.ts). */
import { defineA11yTests } from '../support/a11ySuite'

defineA11yTests()
