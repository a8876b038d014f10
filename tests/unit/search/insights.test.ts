import { test } from 'node:test'
import assert from 'node:assert/strict'
import { debounceViews, lazyInsights, VIEW_BATCH_SIZE, VIEW_DEBOUNCE_MS, type InsightsFunction, type Timers } from '../../../src/sections/search/client/insights'
import { parseAlgoliaHosts } from '../../../src/sections/search/client/algoliaClient'

/** A clock the test moves by hand. */
function fakeClock() {
  let now = 0
  let next = 1
  const due = new Map<number, { at: number; fn: () => void }>()
  const timers: Timers = {
    setTimeout: (fn, ms) => {
      const id = next++
      due.set(id, { at: now + ms, fn })
      return id
    },
    clearTimeout: (id) => {
      due.delete(id as number)
    },
  }
  const advance = (ms: number) => {
    now += ms
    for (const [id, t] of [...due].sort((a, b) => a[1].at - b[1].at)) {
      if (t.at <= now) {
        due.delete(id)
        t.fn()
      }
    }
  }
  return { timers, advance }
}

function recorder() {
  const calls: Array<[string, ...unknown[]]> = []
  const fn = ((method: string, ...args: unknown[]) => {
    calls.push([method, ...args])
  }) as InsightsFunction
  fn.version = '2.17.3'
  return { fn, calls }
}

const ids = (n: number, prefix = 'r') => Array.from({ length: n }, (_, i) => `${prefix}${i}`)
const view = (objectIDs: string[]) => ({ index: 'helios', eventName: 'Hits Viewed', objectIDs })
/** Lets the current task end: calls after it belong to another render. */
const nextTask = () => new Promise<void>((r) => setImmediate(r))

test('views are sent once the results stayed 400 ms, in events of at most 20 ids', async () => {
  assert.equal(VIEW_DEBOUNCE_MS, 400)
  assert.equal(VIEW_BATCH_SIZE, 20)
  const { timers, advance } = fakeClock()
  const { fn, calls } = recorder()
  const aa = debounceViews(fn, { timers })
  assert.equal(aa.version, '2.17.3', 'the version is kept (InstantSearch reads it)')
  // InstantSearch reports 45 hits as three calls of at most 20 in one render.
  aa('viewedObjectIDs', view(ids(20)), { headers: { h: 1 } })
  aa('viewedObjectIDs', view(ids(20).map((_, i) => `r${i + 20}`)))
  aa('viewedObjectIDs', view(ids(5).map((_, i) => `r${i + 40}`)))
  await nextTask()
  advance(399)
  assert.equal(calls.length, 0)
  advance(1)
  assert.deepEqual(calls.map((c) => (c[1] as { objectIDs: string[] }).objectIDs.length), [20, 20, 5])
  assert.deepEqual(calls.flatMap((c) => (c[1] as { objectIDs: string[] }).objectIDs), ids(45))
  assert.ok(calls.every((c) => c[0] === 'viewedObjectIDs' && (c[1] as { index: string }).index === 'helios'))
  assert.deepEqual(calls[0]![2], { headers: { h: 1 } }, 'extra parameters pass through')
})

test('results replaced within 400 ms are not sent as viewed; each new render restarts the wait', async () => {
  const { timers, advance } = fakeClock()
  const { fn, calls } = recorder()
  const aa = debounceViews(fn, { timers })
  aa('viewedObjectIDs', view(['a', 'b']))
  await nextTask()
  advance(150)
  aa('viewedObjectIDs', view(['c']))
  await nextTask()
  advance(300)
  aa('viewedObjectIDs', view(['d', 'e']))
  await nextTask()
  advance(399)
  assert.equal(calls.length, 0)
  advance(1)
  assert.deepEqual(calls, [['viewedObjectIDs', view(['d', 'e'])]])
  // A list that stays is sent, then the next one on its own.
  aa('viewedObjectIDs', view(['f']))
  await nextTask()
  advance(400)
  assert.deepEqual(calls.slice(1), [['viewedObjectIDs', view(['f'])]])
})

test('a click sends the pending views first; other calls pass straight through', () => {
  const { timers, advance } = fakeClock()
  const { fn, calls } = recorder()
  const aa = debounceViews(fn, { timers })
  aa('init', { appId: 'A', apiKey: 'K' })
  aa('viewedObjectIDs', view(['a', 'b']))
  aa('clickedObjectIDsAfterSearch', { index: 'helios', eventName: 'Hit Clicked', queryID: 'q', objectIDs: ['b'], positions: [2] })
  assert.deepEqual(calls.map((c) => c[0]), ['init', 'viewedObjectIDs', 'clickedObjectIDsAfterSearch'])
  advance(1000)
  assert.equal(calls.length, 3, 'the flushed views are not sent again')
})

test('lazyInsights queues calls until the library arrives, then replays them in order', async () => {
  const { fn, calls } = recorder()
  let release!: (f: InsightsFunction) => void
  const aa = lazyInsights(() => new Promise((r) => (release = r)))
  aa('init', { appId: 'A' })
  aa('setUserToken', 'u1')
  assert.equal(calls.length, 0)
  release(fn)
  await new Promise((r) => setImmediate(r))
  aa('clickedObjectIDs', { objectIDs: ['x'] })
  assert.deepEqual(calls.map((c) => c[0]), ['init', 'setUserToken', 'clickedObjectIDs'])
})

test('GATSBY_ALGOLIA_HOSTS: a list of URLs, empty for Algolia\'s own hosts, a clear error otherwise', () => {
  assert.equal(parseAlgoliaHosts(''), undefined)
  assert.deepEqual(parseAlgoliaHosts('http://127.0.0.1:9181, https://search.example.com'), [
    { url: '127.0.0.1', protocol: 'http', accept: 'readWrite', port: 9181 },
    { url: 'search.example.com', protocol: 'https', accept: 'readWrite' },
  ])
  assert.throws(() => parseAlgoliaHosts('127.0.0.1:9181'), /GATSBY_ALGOLIA_HOSTS.*"127\.0\.0\.1:9181"/)
  assert.throws(() => parseAlgoliaHosts('ftp://x'), /must use http or https/)
})
