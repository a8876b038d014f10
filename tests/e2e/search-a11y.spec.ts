/** The search modal's combobox/listbox pattern on the embedded index (tests/support/comboboxSuite.ts). */
import { test } from '@playwright/test'
import { defineComboboxTests, defineHistoryKeyTests } from '../support/comboboxSuite'

defineComboboxTests(test, { page: '/docs/', query: 'vec3', noResults: 'qqxqzz' })
defineHistoryKeyTests(test, { page: '/docs/', query: 'vec3' })
