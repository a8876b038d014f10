#!/usr/bin/env bash
# The one test command (README: `npm test`; docs/maintaining.md lists its suites). On a fresh Debian machine
# with Node 20 it installs what it needs, then runs every suite in turn and prints each one's time.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each suite's wall time, printed at the end (also when a suite fails).
suite_name="" suite_start=$SECONDS suite_times=""
suite() {
  [[ -n $suite_name ]] && suite_times+="$(printf '%6d s  %s' $((SECONDS - suite_start)) "$suite_name")"$'\n'
  suite_name="$1" suite_start=$SECONDS
  [[ -n $1 ]] && echo "== $1"
  return 0
}
print_suite_times() { suite ""; printf '== suite times\n%s%6d s  total\n' "$suite_times" "$SECONDS"; }
trap print_suite_times EXIT

suite "Debian packages"
bash scripts/install-system-deps.sh
# `npm install` rather than `npm ci`: the registry reachable here lacks some
# other platforms' optional binaries (e.g. @msgpackr-extract/*-darwin-*), which
# npm leaves out of the lockfile; `npm ci` then refuses the lockfile as out of
# sync. `npm install` installs the locked versions all the same.
if [[ ! -d node_modules/.bin || package-lock.json -nt node_modules/.package-lock.json ]]; then
  suite "npm install (from package-lock.json)"
  npm install --no-audit --no-fund
fi

suite "lint"
npm run --silent lint

suite "unit tests"
npm run --silent test:unit

# The engine's documentation coverage (the coverage pages' figures) held at its floor, kept with its reason in
# engine/docs-coverage.json: a public entity left undocumented fails here, naming the figure.
suite "documentation coverage"
npm run --silent report:coverage -- --fail-under engine/docs-coverage.json

suite "engine (CMake, CTest, doxygen XML drift)"
bash scripts/test-engine.sh

# The corpora (tests/corpora/corpora.ts), and the generative test's random C++ libraries under random Doxyfile
# settings as further releases of the corpora's first build, each checked as that test checks a case; a random
# seed each run, printed with the command that builds the same set again. The site's own pages are checked by axe
# in the browser tests below, on the engine's build, rather than on this one too (--no-site-a11y).
suite "doxygen corpora and the generative test's cases"
npx tsx tests/corpora/run.ts --no-site-a11y --generative "${GENERATIVE_CASES:-3}"

suite "production build"
# The builds before left their pages in public/ and another input's static query results in .cache.
rm -rf public .cache
# Strict: a warning about the site's content (a code block that does not compile, an ambiguous API name, a page over
# its soft budget...) fails the build, as a deploy should (docs/authoring.md, "Strict builds"). The corpora above are
# other libraries' XML, whose warnings are expected: not strict.
build_log=$(mktemp)
HELIOS_STRICT=1 HELIOS_E2E_FIXTURES=1 npm run --silent build 2>&1 | tee "$build_log"
# On two cores the build runs its page queries in Gatsby's main process (scripts/build-env.sh): a Gatsby that runs
# them in workers again would hold a second copy of the nodes, unseen but in the memory bench.
# Asked of scripts/build-env.sh itself, so the rule of when it applies lives there alone.
if [[ $(. scripts/build-env.sh && printf %s "${GATSBY_CPU_COUNT:-}") == 1 ]] && grep -q "run queries in workers" "$build_log"; then
  echo "error: the build ran its page queries in Gatsby's workers, though scripts/build-env.sh set GATSBY_CPU_COUNT=1 for this machine" >&2
  exit 1
fi
rm -f "$build_log"

# After the build: the templates are typed with the query types Gatsby
# generates while building (src/gatsby-types.d.ts, not committed).
suite "typecheck"
npm run --silent typecheck

# The W3C Nu HTML checker over the built HTML of one page of every page family (0 errors).
suite "Nu HTML checker"
npx tsx scripts/check-html.ts

suite "browser tests"
CI=1 npx playwright test

# Author mistakes, each made in a scratch copy of the site and built: the exit code, the file and line named, and
# nothing else lost (tests/bad-input/). Its first build, of the site as committed, is the Algolia test build (the
# Algolia variables pointing at the local stub servers), kept in public-algolia/ for the next suite.
suite "bad input (scratch copy), and the Algolia test build"
BAD_INPUT_KEEP_FIRST_BUILD=public-algolia node --import tsx --test --test-reporter=spec tests/bad-input/bad-input.test.ts

# The modal and the /search page on the Algolia backend, against the build above.
suite "Algolia browser tests"
CI=1 npx playwright test -c playwright.algolia.config.ts
# Last, as it writes its own page data into public/ and .cache/: the development server, page by page against
# a copy of the production build taken as it starts, a post edit seen without a reload, and the error overlay.
suite "development server (gatsby develop) browser tests"
CI=1 npx playwright test -c playwright.develop.config.ts
