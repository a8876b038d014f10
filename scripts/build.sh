#!/usr/bin/env bash
# `npm run build`: gatsby build, with the memory settings of scripts/build-env.sh in every process it starts.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/build-env.sh
source scripts/build-env.sh
exec gatsby build "$@"
