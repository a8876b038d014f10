#!/usr/bin/env bash
# Builds the helios engine and runs its unit tests, compiles every release's headers and examples, and checks that
# doxygen-xml/ and the releases' snapshots match a fresh generation. Called by `npm test`. Installs missing Debian
# packages as root, otherwise names them (docs/sections/scripts-and-tests.md, "The engine and its doxygen XML").
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
engine="$root/engine"
build="$engine/build"
# shellcheck source=scripts/doxygen-common.sh
. "$root/scripts/doxygen-common.sh"

say() { echo "test-engine: $*"; }

# --- prerequisites -----------------------------------------------------------
missing=()
command -v cmake >/dev/null 2>&1 || missing+=(cmake)
command -v g++ >/dev/null 2>&1 || missing+=(g++)
[[ -f /usr/include/doctest/doctest.h ]] || missing+=(doctest-dev)
[[ -f /usr/include/GLFW/glfw3.h ]] || missing+=(libglfw3-dev)
[[ -f /usr/include/GL/gl.h ]] || missing+=(libgl-dev)
command -v doxygen >/dev/null 2>&1 || missing+=(doxygen)
command -v emcc >/dev/null 2>&1 || missing+=(emscripten)

if ((${#missing[@]} > 0)); then
    if [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null 2>&1; then
        say "installing ${missing[*]}"
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq >/dev/null
        apt-get install -y -qq --no-install-recommends cmake g++ doctest-dev libglfw3-dev libgl-dev doxygen emscripten >/dev/null
    else
        required=()
        for pkg in "${missing[@]}"; do
            [[ "$pkg" == doxygen ]] || required+=("$pkg")
        done
        if ((${#required[@]} > 0)); then
            echo "test-engine: missing packages: ${required[*]}" >&2
            echo "test-engine: install them with: sudo apt-get install ${missing[*]}" >&2
            exit 1
        fi
    fi
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# --- build and unit tests ----------------------------------------------------
say "configuring"
cmake -S "$engine" -B "$build" -DCMAKE_BUILD_TYPE=Debug >"$tmp/configure.log" 2>&1 || {
    cat "$tmp/configure.log" >&2
    exit 1
}
grep -E '^-- helios:' "$tmp/configure.log" | sed 's/^-- /test-engine: /' || true

say "building"
cmake --build "$build" -j2 >"$tmp/build.log" 2>&1 || {
    cat "$tmp/build.log" >&2
    exit 1
}
if grep -q 'warning:' "$tmp/build.log"; then
    grep -A3 'warning:' "$tmp/build.log" >&2
    echo "test-engine: the build produced compiler warnings (see above)" >&2
    exit 1
fi

say "running unit tests"
(cd "$build" && ctest --output-on-failure --quiet)
say "$(cd "$build" && ctest -N | tail -1 | sed 's/^ *//')"

# --- releases: their headers compile ----------------------------------------
# The release list is versions.json (Docusaurus' versions file, newest first).
mapfile -t releases < <(node -e 'for (const v of JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"))) console.log(v)' "$root/versions.json")
for version in "${releases[@]}"; do
    include="$engine/releases/$version/include"
    if [[ ! -d "$include" ]]; then
        echo "test-engine: versions.json lists $version but engine/releases/$version/include is missing" >&2
        exit 1
    fi
    # One translation unit including every header of the release, with the engine's warnings as errors.
    (cd "$include" && find helios -name '*.hpp' | sort | sed 's/.*/#include "&"/') >"$tmp/release-$version.cpp"
    g++ -std=c++20 -fsyntax-only -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion -Werror \
        -I"$include" "$tmp/release-$version.cpp" || {
        echo "test-engine: the headers of release $version do not compile (see above)" >&2
        exit 1
    }
    # Code written against the release (the devlog's examples of its time) compiles against it.
    for example in "$engine/releases/$version"/examples/*.cpp; do
        [[ -f "$example" ]] || continue
        g++ -std=c++20 -fsyntax-only -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion -Werror \
            -I"$include" "$example" || {
            echo "test-engine: ${example#"$root/"} does not compile against release $version (see above)" >&2
            exit 1
        }
    done
done
say "the headers of ${#releases[@]} releases and their examples compile (${releases[*]})"

# --- doc tests: every \code example of Next and of each release -------------
# Compiled against its version's headers and run when it asserts (docs/sections/api.md, "Doc examples").
(cd "$root" && npx tsx scripts/doc-tests.ts) | sed 's/^doc-tests: /test-engine: doc examples of /'

# --- doxygen drift check -----------------------------------------------------
if ! command -v doxygen >/dev/null 2>&1; then
    say "doxygen not installed: skipping the doxygen-xml drift check (apt-get install doxygen)"
    exit 0
fi

doxygen_run "$engine" "$tmp/doxygen.log" "OUTPUT_DIRECTORY = $tmp" "XML_OUTPUT = xml"
if [[ -s "$tmp/doxygen.log" ]]; then
    cat "$tmp/doxygen.log" >&2
    echo "test-engine: doxygen reported warnings (see above)" >&2
    exit 1
fi

if ! doxygen_same_xml "$tmp/xml" "$root/doxygen-xml" "$tmp/drift.txt"; then
    head -20 "$tmp/drift.txt" >&2
    echo "test-engine: doxygen-xml/ is out of date; run 'npm run api:xml' and commit the result" >&2
    exit 1
fi
say "doxygen-xml/ is up to date"

# --- releases: snapshots up to date ------------------------------------------
for version in "${releases[@]}"; do
    bash "$root/scripts/api-version.sh" --check "$version" | sed 's/^api-version: /test-engine: /'
done
