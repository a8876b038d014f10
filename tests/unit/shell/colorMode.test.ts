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

/** Runs the <head> boot script against a fake document, localStorage, matchMedia and window events. */
function runBoot(stored: string | null, osDark: boolean | null, disableSwitch = false) {
  const attributes: Record<string, string> = {}
  const store = new Map<string, string>(stored === null ? [] : [['theme', stored]])
  const os = { dark: osDark }
  const mediaListeners: Array<() => void> = []
  const windowListeners: Record<string, Array<(e: { key: string | null }) => void>> = {}
  const context = {
    localStorage: { getItem: (k: string) => store.get(k) ?? null, removeItem: (k: string) => store.delete(k) },
    document: { documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v) } },
    window: {
      matchMedia: (q: string) => ({
        get matches() {
          return os.dark === null ? false : q.includes('dark') ? os.dark : !os.dark
        },
        addEventListener: (_type: string, fn: () => void) => mediaListeners.push(fn),
      }),
      addEventListener: (type: string, fn: (e: { key: string | null }) => void) => (windowListeners[type] ??= []).push(fn),
    },
  }
  vm.runInNewContext(themeBootScript({ defaultMode: 'system', disableSwitch, respectPrefersColorScheme: true }), context)
  return {
    get theme() {
      return attributes['data-theme']
    },
    get choice() {
      return attributes['data-theme-choice']
    },
    store,
    /** The OS switches its preference. */
    osChanges(dark: boolean) {
      os.dark = dark
      for (const fn of mediaListeners) fn()
    },
    /** Another tab stores a choice (null: removes it). */
    otherTabStores(value: string | null) {
      if (value === null) store.delete('theme')
      else store.set('theme', value)
      for (const fn of windowListeners.storage ?? []) fn({ key: 'theme' })
    },
  }
}

test('before hydration the page follows the OS preference live and a choice made in another tab', () => {
  const page = runBoot(null, false)
  assert.equal(page.theme, 'light')
  page.osChanges(true)
  assert.deepEqual([page.theme, page.choice], ['dark', 'system'])
  page.otherTabStores('light')
  assert.deepEqual([page.theme, page.choice], ['light', 'light'])
  page.osChanges(false)
  page.osChanges(true)
  assert.equal(page.theme, 'light', 'a stored choice holds whatever the OS prefers')
  page.otherTabStores(null)
  assert.deepEqual([page.theme, page.choice], ['dark', 'system'])
})

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
