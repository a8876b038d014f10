/**
 * A process of `npm run build` that goes idle collects its garbage once, preloaded with NODE_OPTIONS --require
 * beside --expose-gc (scripts/build-env.sh). V8 collects when a process allocates, so one that waits keeps what it
 * last left: the main Gatsby process, idle while its worker renders the HTML, held the garbage of the page data it
 * had just written, at the build's peak (docs/sections/shell.md, "Memory of the build"). A process busier than
 * IDLE_BELOW of a second, or with less than GARBAGE_OVER above what was live at its last such collection, is left
 * alone; the timer never keeps a process alive.
 */
'use strict'
const IDLE_BELOW = 0.2
const GARBAGE_OVER = 64 * 1024 * 1024
module.exports = { IDLE_BELOW, GARBAGE_OVER }

if (typeof globalThis.gc === 'function') {
  const { performance } = require('perf_hooks')
  const v8 = require('v8')
  let last = performance.eventLoopUtilization()
  let liveAfterCollection = 0
  setInterval(() => {
    const now = performance.eventLoopUtilization()
    const busy = performance.eventLoopUtilization(now, last).utilization
    last = now
    if (busy >= IDLE_BELOW || v8.getHeapStatistics().used_heap_size < liveAfterCollection + GARBAGE_OVER) return
    globalThis.gc()
    liveAfterCollection = v8.getHeapStatistics().used_heap_size
    last = performance.eventLoopUtilization()
  }, 1000).unref()
}
