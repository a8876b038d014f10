#!/usr/bin/env bash
# The engine's web build with Debian's Emscripten (README.md beside this script).
#
#   build.sh libs <build dir>                      the three static libraries, compiled to WebAssembly
#   build.sh program <main.cpp> <out.js> <build dir>  a program linked against them: <out.js> and <out.wasm>
#   build.sh check <build dir>                     both, for web/smoke.cpp (the CTest case web.build)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
engine="$(cd "$here/.." && pwd)"

fail() { echo "web/build.sh: $*" >&2; exit 1; }

command -v emcc >/dev/null 2>&1 && command -v emcmake >/dev/null 2>&1 ||
    fail "Emscripten is not installed: apt-get install emscripten (scripts/install-system-deps.sh installs it)"
# Debian's emcc runs its JavaScript optimiser with the system node, which finds Debian's acorn only here.
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"
# The caller's node options (a site build preloads its own modules by relative path) are not emcc's node's.
unset NODE_OPTIONS

libs() {
    local build="$1"
    emcmake cmake -S "$engine" -B "$build" -DCMAKE_BUILD_TYPE=Release -DHELIOS_BUILD_TESTS=OFF >"$build.configure.log" 2>&1 ||
        { cat "$build.configure.log" >&2; fail "configuring the web build failed"; }
    grep -q 'building ext/glfw and ext/opengl for the web' "$build.configure.log" ||
        { cat "$build.configure.log" >&2; fail "the configure step did not select the web backends"; }
    cmake --build "$build" -j2 >"$build.build.log" 2>&1 ||
        { cat "$build.build.log" >&2; fail "building the engine for the web failed"; }
    if grep -q 'warning:' "$build.build.log"; then
        grep -A3 'warning:' "$build.build.log" >&2
        fail "the web build produced compiler warnings (see above)"
    fi
}

# The link flags every program shares: one ES module exporting a factory (the page passes the canvas and where the
# .wasm lives), WebGL 2 only, a growable heap, and no HTML shell (Debian lacks the minifier that step needs).
program() {
    local main="$1" out="$2" build="$3"
    [[ -f "$main" ]] || fail "$main: no such file"
    [[ "$out" == *.js ]] || fail "$out: the output must be a .js file (its .wasm is written beside it)"
    mkdir -p "$(dirname "$out")"
    em++ -std=c++20 -O2 -I"$engine/include" "$main" \
        "$build/libhelios_ext_glfw.a" "$build/libhelios_ext_opengl.a" "$build/libhelios.a" \
        -sUSE_GLFW=3 -sMIN_WEBGL_VERSION=2 -sMAX_WEBGL_VERSION=2 -sALLOW_MEMORY_GROWTH=1 \
        -sENVIRONMENT=web -sMODULARIZE=1 -sEXPORT_ES6=1 -sEXPORT_NAME=createHeliosProgram \
        -sEXPORTED_RUNTIME_METHODS=[] \
        -o "$out" || fail "$main does not compile or link for the web (see above)"
}

case "${1:-}" in
    libs) [[ $# -eq 2 ]] || fail "usage: build.sh libs <build dir>"; libs "$2" ;;
    program) [[ $# -eq 4 ]] || fail "usage: build.sh program <main.cpp> <out.js> <build dir>"
        libs "$4"; program "$2" "$3" "$4" ;;
    check) [[ $# -eq 2 ]] || fail "usage: build.sh check <build dir>"
        libs "$2"; program "$here/smoke.cpp" "$2/smoke/smoke.js" "$2"
        [[ -s "$2/smoke/smoke.wasm" ]] || fail "em++ wrote no $2/smoke/smoke.wasm"
        echo "web/build.sh: smoke.js $(stat -c %s "$2/smoke/smoke.js") bytes, smoke.wasm $(stat -c %s "$2/smoke/smoke.wasm") bytes" ;;
    *) fail "usage: build.sh libs|program|check ..." ;;
esac
