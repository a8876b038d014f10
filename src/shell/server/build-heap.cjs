/**
 * How the heap of every Gatsby process of `npm run build` grows, preloaded with NODE_OPTIONS --require
 * (scripts/build-env.sh): a small growth step keeps the heap near what is live as the build's data steps up phase
 * by phase. The flag is not allowed in NODE_OPTIONS, so it is set here (docs/sections/shell.md, "Memory of the build").
 */
'use strict'
const HEAP_GROWING_PERCENT = 5

require('v8').setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
