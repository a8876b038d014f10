import { test } from 'node:test'
import assert from 'node:assert/strict'
import { afterFirstContentfulPaint, FIRST_PAINT_FALLBACK_MS } from '../../../src/shell/hydration/firstPaint'

type Entry = { name: string }
type Callback = (list: { getEntriesByName(name: string): Entry[] }) => void

/** A browser of paint timing: `paint(name)` reports a paint entry to every observer of 'paint'. */
function fakeBrowser(supported: string[]) {
  const observers: Array<{ callback: Callback; connected: boolean }> = []
  const timers: Array<{ at: number; fn: () => void; cleared: boolean }> = []
  class FakeObserver {
    static supportedEntryTypes = supported
    private readonly record: { callback: Callback; connected: boolean }
    constructor(callback: Callback) {
      this.record = { callback, connected: false }
      observers.push(this.record)
    }
    observe(options: { type: string }) {
      if (options.type === 'paint') this.record.connected = true
    }
    disconnect() {
      this.record.connected = false
    }
  }
  const g = globalThis as unknown as { PerformanceObserver?: unknown; window?: unknown }
  const saved = { PerformanceObserver: g.PerformanceObserver, window: g.window }
  g.PerformanceObserver = FakeObserver
  g.window = {
    setTimeout: (fn: () => void, ms: number) => timers.push({ at: ms, fn, cleared: false }) - 1,
    clearTimeout: (id: number) => {
      if (timers[id]) timers[id].cleared = true
    },
  }
  return {
    paint(name: string) {
      for (const o of observers) if (o.connected) o.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) })
    },
    runTimers() {
      for (const t of timers) if (!t.cleared) t.fn()
    },
    pendingTimers: () => timers.filter((t) => !t.cleared).map((t) => t.at),
    connectedObservers: () => observers.filter((o) => o.connected).length,
    restore() {
      g.PerformanceObserver = saved.PerformanceObserver
      g.window = saved.window
    },
  }
}

/** Whether the promise has settled once pending microtasks have run. */
async function settled(p: Promise<void>): Promise<boolean> {
  let done = false
  void p.then(() => (done = true))
  await new Promise((resolve) => setImmediate(resolve))
  return done
}

test('the app waits for the first contentful paint, not for the first paint, and then lets the observer go', async () => {
  const browser = fakeBrowser(['paint', 'longtask'])
  try {
    const start = afterFirstContentfulPaint(true)
    browser.paint('first-paint')
    assert.equal(await settled(start), false)
    browser.paint('first-contentful-paint')
    assert.equal(await settled(start), true)
    assert.equal(browser.connectedObservers(), 0)
    assert.deepEqual(browser.pendingTimers(), [])
  } finally {
    browser.restore()
  }
})

test('a page that is never painted (a background tab) starts after the fallback delay', async () => {
  const browser = fakeBrowser(['paint'])
  try {
    const start = afterFirstContentfulPaint(true)
    assert.deepEqual(browser.pendingTimers(), [FIRST_PAINT_FALLBACK_MS])
    assert.equal(await settled(start), false)
    browser.runTimers()
    assert.equal(await settled(start), true)
    assert.equal(browser.connectedObservers(), 0)
  } finally {
    browser.restore()
  }
})

test('without server HTML (gatsby develop) or without paint timing, the app starts at once', async () => {
  const withPaint = fakeBrowser(['paint'])
  try {
    assert.equal(await settled(afterFirstContentfulPaint(false)), true)
    assert.equal(withPaint.connectedObservers(), 0)
  } finally {
    withPaint.restore()
  }
  const withoutPaint = fakeBrowser(['navigation'])
  try {
    assert.equal(await settled(afterFirstContentfulPaint(true)), true)
  } finally {
    withoutPaint.restore()
  }
})
