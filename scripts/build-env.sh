# The environment of every process `npm run build` starts (package.json sources it with the POSIX shell npm uses;
# tests/unit/shell/build-heap.test.ts checks what it does). Paths are relative to the repository root.
# Only public mechanisms: Node's options, a V8 flag set through Node's v8 module, the C library's malloc settings.

# V8: the heap's growth (src/shell/server/build-heap.cjs) keeps it near what is live. No heap cap: a fixed cap
# stops the largest sweep library's build in its last step; the limit stays Node's, set from the machine's
# memory.
# HELIOS_BENCH_WITHOUT (set only by the benches, src/shell/server/buildSwitches.ts) leaves out heap-flag to measure
# what it buys.
case ",${HELIOS_BENCH_WITHOUT:-}," in *,heap-flag,*) ;; *) export NODE_OPTIONS="--require ./src/shell/server/build-heap.cjs" ;; esac

# Memory outside V8's heap (file reads, lmdb, webpack's buffers): glibc's malloc with a fixed 64 KB mmap threshold,
# so a large block freed goes back to the system, two arenas and a 128 KB trim.
export MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=65536 MALLOC_TRIM_THRESHOLD_=131072

# Page queries in Gatsby's main process on a machine of two cores or fewer, through Gatsby's documented core count:
# there its worker pool has one worker whatever the count, so running the queries in it (parallel query running)
# runs nothing in parallel, and the worker holds a second copy of the nodes it reads (docs/sections/shell.md,
# "Memory of the build"). A larger machine keeps Gatsby's default.
# That Gatsby then runs its queries in the main process is its behaviour, not its documentation: `npm test` fails
# when a build here runs them in workers again. HELIOS_BENCH_WITHOUT=queries-in-main leaves it out.
case ",${HELIOS_BENCH_WITHOUT:-}," in *,queries-in-main,*) ;; *)
  if [ -z "${GATSBY_CPU_COUNT:-}" ] && [ "$(nproc 2>/dev/null || echo 4)" -le 2 ]; then export GATSBY_CPU_COUNT=1; fi ;;
esac
