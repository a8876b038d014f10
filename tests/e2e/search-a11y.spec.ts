/** The search modal's combobox/listbox pattern on the embedded index (tests/support/comboboxSuite.ts). */
import { test } from '@playwright/test'
import { defineComboboxTests } from '../support/comboboxSuite'

defineComboboxTests(test, { page: '/docs/', query: 'vec3', noResults: 'qqxqzz' })
