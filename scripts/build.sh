#!/usr/bin/env bash
# The production build (`npm run build`): gatsby build with two settings for this site's scale.
# - The V8 heap is capped at 1.5 GB: without a cap Node postpones garbage collection on a machine with plenty of
#   memory, and the peak grows with no gain in speed (see README, Measurements).
# - With two cores or fewer, the page queries run in gatsby's main process. Gatsby runs them in worker processes
#   (cores - 1 of them) when it counts more than one core; on two cores that is one worker, while the main process
#   waits, and the worker holds a second copy of the schema, the node caches and the query results (0.9 GB on
#   OGRE's headers). GATSBY_CPU_COUNT=1 is Gatsby's own switch for that; it still renders the HTML in one worker.
#   A GATSBY_CPU_COUNT already set is kept.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -z "${GATSBY_CPU_COUNT:-}" ]]; then
  cores=$(node -e "process.stdout.write(String(require('gatsby-core-utils').cpuCoreCount(true)))")
  if (( cores <= 2 )); then export GATSBY_CPU_COUNT=1; fi
fi
export NODE_OPTIONS="--max-old-space-size=1536${NODE_OPTIONS:+ $NODE_OPTIONS}"
exec node_modules/.bin/gatsby build "$@"
