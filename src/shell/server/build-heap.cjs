/**
 * How the heap of every Gatsby process of `npm run build` grows: preloaded with NODE_OPTIONS --require (scripts/build-env.sh).
 *
 * After each full collection V8 sets the next one's trigger at the live heap times a factor it picks from
 * its own speed, up to 4x on a small heap, and keeps the pages it grew into. A build's live data steps up
 * phase by phase (nodes, then queries, then the renderer bundle), so each step left the processes holding
 * far more heap than they use. Growing by 5% at a time collects a little more often and holds what is live,
 * in the same time (figures: README, measurement table).
 *
 * The flag is not allowed in NODE_OPTIONS, so it is set here, before Gatsby has allocated much.
 *
 * Memory outside V8's heap (file reads, lmdb, webpack's buffers) is malloc's, whose settings must be in the
 * environment before a process starts: scripts/build-env.sh picks jemalloc, or tunes glibc's malloc without it.
 */
'use strict'
const HEAP_GROWING_PERCENT = 5

require('v8').setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
