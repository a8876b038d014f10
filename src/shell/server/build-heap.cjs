/**
 * How the heap of every Gatsby process of `npm run build` grows, preloaded with NODE_OPTIONS --require
 * (scripts/build-env.sh): a small growth step keeps the heap near what is live as the build's data steps up phase
 * by phase. The flag is not allowed in NODE_OPTIONS, so it is set here (docs/sections/shell.md, "Memory of the build").
 */
'use strict'
// 25 rather than a smaller step: each step of growth is a full collection of everything live, so a smaller one spends
// far more time collecting on a large library for little less memory (docs/measurements.md, bench:build heap-flag rows).
const HEAP_GROWING_PERCENT = 25
module.exports = { HEAP_GROWING_PERCENT }

require('v8').setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
