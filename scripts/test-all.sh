#!/usr/bin/env bash
# The one test command (README: `npm test`). On a fresh Debian machine with
# Node 20 it installs what it needs, then runs every suite in turn:
# typecheck, unit tests, the engine's CTest suite and XML drift check,
# a production build, and the browser tests against that build.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-system-deps.sh
# `npm install` rather than `npm ci`: the registry reachable here lacks some
# other platforms' optional binaries (e.g. @msgpackr-extract/*-darwin-*), which
# npm leaves out of the lockfile; `npm ci` then refuses the lockfile as out of
# sync. `npm install` installs the locked versions all the same.
if [[ ! -d node_modules/.bin || package-lock.json -nt node_modules/.package-lock.json ]]; then
  echo "== npm install (from package-lock.json)"
  npm install --no-audit --no-fund
fi

echo "== typecheck"
npx tsc --noEmit

echo "== unit tests"
npm run --silent test:unit

echo "== engine (CMake, CTest, doxygen XML drift)"
bash scripts/test-engine.sh

echo "== production build"
HELIOS_E2E_FIXTURES=1 npm run --silent build

echo "== browser tests"
CI=1 npx playwright test
