#!/usr/bin/env bash
# Unit tests: every *.test.ts under tests/unit, plugins and src, run by node's
# test runner through tsx. (Node 20's --test takes no glob patterns, so find lists them.)
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(find tests/unit plugins src -name '*.test.ts' -not -path '*/node_modules/*' | sort)
# Node runs one file at a time where it sees two cores (its default is one less than it sees); the files are
# independent processes, so every core is used.
exec node --import tsx --require ./tests/support/register-css.cjs --test --test-concurrency="$(nproc)" --test-reporter=spec "${files[@]}"
