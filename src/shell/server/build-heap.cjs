/**
 * How the heap of every Gatsby process of `npm run build` grows: preloaded with NODE_OPTIONS --require.
 *
 * After each full collection V8 sets the next one's trigger at the live heap times a factor it picks from
 * its own speed, up to 4x on a small heap, and keeps the pages it grew into. A build's live data steps up
 * phase by phase (nodes, then queries, then the renderer bundle), so each step left the processes holding
 * far more heap than they use: the engine's build peaked at 880 MB with 600 MB in the main process. Growing
 * by 5% at a time collects a little more often and holds what is live (engine: 796 MB, the same time).
 *
 * The flag is not allowed in NODE_OPTIONS, so it is set here, before Gatsby has allocated much.
 *
 * Memory outside V8's heap (file reads, lmdb, webpack's buffers) is glibc's malloc: its settings must be in
 * the environment before a process starts, so package.json's build script sets them (MALLOC_*): a fixed
 * mmap threshold, so a freed block of 64 KB or more goes back to the system instead of staying in a heap
 * that small live blocks pin; two arenas instead of one per thread; the heap's top trimmed from 128 KB.
 * Together with the growth above: OGRE's main process 672 -> 586 MB while the HTML is written.
 */
'use strict'
const HEAP_GROWING_PERCENT = 5

require('v8').setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
