import { test } from 'node:test'
import assert from 'node:assert/strict'
import vm from 'node:vm'
import { nextChoice, parseStoredChoice, resolveColorMode, storedValueFor, themeBootScript } from '../../../src/shell/colorMode/colorMode'

const respect = { respectPrefersColorScheme: true, defaultMode: 'system' as const, disableSwitch: false }
const ignore = { respectPrefersColorScheme: false, defaultMode: 'system' as const, disableSwitch: false }

test('the toggle cycles light → dark → system when the system preference is respected', () => {
  assert.equal(nextChoice('light', 'light', respect), 'dark')
  assert.equal(nextChoice('dark', 'dark', respect), 'system')
  assert.equal(nextChoice('system', 'dark', respect), 'light')
})

test('without the system preference the toggle flips between the shown mode and the other', () => {
  assert.equal(nextChoice('system', 'dark', ignore), 'light')
  assert.equal(nextChoice('light', 'light', ignore), 'dark')
  assert.equal(nextChoice('dark', 'dark', ignore), 'light')
})

test('system follows the OS preference and falls back to dark when there is none', () => {
  assert.equal(resolveColorMode('system', true, respect), 'dark')
  assert.equal(resolveColorMode('system', false, respect), 'light')
  assert.equal(resolveColorMode('system', null, respect), 'dark')
  assert.equal(resolveColorMode('light', true, respect), 'light')
  assert.equal(resolveColorMode('system', false, ignore), 'dark')
})

test('with switching disabled the configured default wins over any choice', () => {
  assert.equal(resolveColorMode('light', true, { ...respect, disableSwitch: true, defaultMode: 'dark' }), 'dark')
})

test('system is stored as the absence of the key; unknown stored values read as system', () => {
  assert.equal(storedValueFor('system'), null)
  assert.equal(storedValueFor('dark'), 'dark')
  assert.equal(parseStoredChoice('dark'), 'dark')
  assert.equal(parseStoredChoice('purple'), 'system')
  assert.equal(parseStoredChoice(null), 'system')
})

/** Runs the <head> boot script against a fake document, localStorage and matchMedia. */
function runBoot(stored: string | null, osDark: boolean | null, disableSwitch = false) {
  const attributes: Record<string, string> = {}
  const store = new Map<string, string>(stored === null ? [] : [['theme', stored]])
  const context = {
    localStorage: { getItem: (k: string) => store.get(k) ?? null, removeItem: (k: string) => store.delete(k) },
    document: { documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v) } },
    window: {
      matchMedia: (q: string) => ({ matches: osDark === null ? false : q.includes('dark') ? osDark : !osDark }),
    },
  }
  vm.runInNewContext(themeBootScript({ defaultMode: 'system', disableSwitch, respectPrefersColorScheme: true }), context)
  return { theme: attributes['data-theme'], choice: attributes['data-theme-choice'], store }
}

test('the boot script applies the stored choice, or the OS preference, before first paint', () => {
  assert.deepEqual([runBoot('light', true).theme, runBoot('light', true).choice], ['light', 'light'])
  assert.equal(runBoot(null, true).theme, 'dark')
  assert.equal(runBoot(null, false).theme, 'light')
  assert.equal(runBoot(null, null).theme, 'dark')
  assert.equal(runBoot(null, false).choice, 'system')
})

test('the boot script deletes the stored value when switching is disabled', () => {
  const { store } = runBoot('light', false, true)
  assert.equal(store.has('theme'), false)
})
