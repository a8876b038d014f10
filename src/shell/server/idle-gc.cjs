/**
 * A full collection when a process of `npm run build` sits idle with garbage in its heap, preloaded with
 * NODE_OPTIONS --require beside --expose-gc (scripts/build-env.sh). V8 collects only as a process allocates, and an
 * idle process does not: Gatsby's main process waits while its worker renders the HTML, holding the hundreds of MB
 * of garbage the page queries left (docs/sections/shell.md, "Memory of the build").
 */
'use strict'
const v8 = require('v8')

// Idle: under a tenth of a core over a tick of a second. Worth a collection: garbage of 32 MB, and of a quarter of
// what was live after the last one.
const DEFAULTS = { tickMs: 1000, cpuShare: 0.1, minGarbage: 32 * 1024 * 1024, garbageShare: 0.25 }

/**
 * Every tick, if the process was idle over it and its heap holds enough garbage above what was live after the last
 * collection, runs `collect` (a full collection). Returns the timer, which never keeps the process alive.
 */
function collectWhenIdle(collect, options = {}) {
  const { tickMs, cpuShare, minGarbage, garbageShare } = { ...DEFAULTS, ...options }
  const used = () => v8.getHeapStatistics().used_heap_size
  let live = used()
  let cpu = process.cpuUsage()
  let at = process.hrtime.bigint()
  const restart = () => {
    cpu = process.cpuUsage()
    at = process.hrtime.bigint()
  }
  const timer = setInterval(() => {
    const spent = process.cpuUsage(cpu)
    const wallMs = Number(process.hrtime.bigint() - at) / 1e6
    restart()
    const heap = used()
    // V8 collected on its own since: what is live is at most what the heap holds now.
    live = Math.min(live, heap)
    if ((spent.user + spent.system) / 1000 > cpuShare * wallMs) return
    if (heap - live < Math.max(minGarbage, live * garbageShare)) return
    collect()
    live = used()
    // The collection's own time is not the process's work.
    restart()
  }, tickMs)
  timer.unref()
  return timer
}

module.exports = { collectWhenIdle }

// Without --expose-gc there is nothing to call.
if (typeof globalThis.gc === 'function') collectWhenIdle(globalThis.gc)
