/**
 * axe over one page of every page family, the search modal, the announcement bar and the mobile sidebar
 * (tests/support/a11ySuite.ts). Each family's page in light and dark and at desktop and phone width, as two runs (the
 * pairs of modes by turns, so the components all pages share are checked in all four); the modal and the drawer in all four.
 */
import { defineA11yTests } from '../support/a11ySuite'

defineA11yTests({ modes: 'alternating pairs' })
