# The environment of every process `npm run build` starts (package.json sources it with the POSIX shell npm uses;
# tests/unit/shell/build-heap.test.ts checks what it does). Paths are relative to the repository root.
# Only public mechanisms: Node's options, a V8 flag set through Node's v8 module, the C library's malloc settings.

# V8: the heap's growth (src/shell/server/build-heap.cjs) keeps it near what is live. No heap cap: a fixed cap
# stops the largest sweep library's build in its last step; the limit stays Node's, set from the machine's
# memory.
# HELIOS_BENCH_WITHOUT (set only by the benches, src/shell/server/buildSwitches.ts) leaves out heap-flag or jemalloc
# to measure what each buys.
case ",${HELIOS_BENCH_WITHOUT:-}," in *,heap-flag,*) ;; *) export NODE_OPTIONS="--require ./src/shell/server/build-heap.cjs" ;; esac

# Memory outside V8's heap (file reads, lmdb, webpack's buffers). glibc's malloc keeps freed blocks in heaps
# that small live blocks pin, and raises its mmap threshold once a large block is freed: jemalloc (Debian's
# libjemalloc2, installed by scripts/install-system-deps.sh) gives memory back within half a second of its
# being freed.
# Without it, glibc with a fixed 64 KB mmap threshold, two arenas and a 128 KB trim.
export MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=65536 MALLOC_TRIM_THRESHOLD_=131072
case ",${HELIOS_BENCH_WITHOUT:-}," in *,jemalloc,*) jemallocs="" ;; *) jemallocs="/usr/lib/*-linux-gnu/libjemalloc.so.2 /usr/lib/libjemalloc.so.2" ;; esac
for jemalloc in $jemallocs; do
  if [ -e "$jemalloc" ]; then
    export LD_PRELOAD="$jemalloc${LD_PRELOAD:+:$LD_PRELOAD}"
    export MALLOC_CONF="background_thread:true,dirty_decay_ms:500,muzzy_decay_ms:0,narenas:2"
    break
  fi
done
if [ -z "${MALLOC_CONF:-}" ] && [ -n "$jemallocs" ]; then
  echo "build: jemalloc (Debian package libjemalloc2) is not installed: the build uses glibc's malloc and holds more memory" >&2
fi
