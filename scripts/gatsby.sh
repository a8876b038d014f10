#!/usr/bin/env bash
# Gatsby (`npm run build`, `npm run develop`, `npm run serve`) with the environment of scripts/build-env.sh in
# every process it starts: its node store preload writes records that only a process with it reads.
set -euo pipefail
cd "$(dirname "$0")/.."
# Gatsby's own binary, also when this script is run without npm (tests, Playwright's web server).
PATH="$PWD/node_modules/.bin:$PATH"
# shellcheck source=scripts/build-env.sh
source scripts/build-env.sh
exec gatsby "$@"
