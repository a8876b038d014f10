#!/usr/bin/env bash
# Installs the Debian packages the site's build and tests need: doxygen (API
# XML), graphviz (inheritance diagrams), Chromium (browser tests) and its headless shell (the
# demos' posters, src/sections/demos/node/poster.ts), CMake, g++, doctest and the GLFW/OpenGL
# headers (engine), and OGRE 1.12 headers (a large third-party C++ library: the search
# benchmark runs on its doxygen XML, see scripts/bench-search.ts), Java 17 (the Nu HTML checker, scripts/check-html.ts), and the third-party libraries whose
# headers the corpora tests document (nlohmann-json3-dev, libbullet-dev; tests/corpora/corpora.ts), and Debian's clang 14 with its
# Python bindings (clang-14, python3-clang-14: the build resolves the identifiers of the posts' C++ blocks with libclang,
# src/sections/api/node/codeLinks/), and Emscripten (the engine's web build and the devlog's live demos, engine/web/;
# its JavaScript optimiser finds Debian's acorn through NODE_PATH=/usr/share/nodejs), and Xvfb (the demos' browser test
# renders each demo natively in a virtual X server as the reference frame, tests/demos/native.ts).
# As root it uses apt-get; otherwise it names what is missing.
set -euo pipefail
packages=(doxygen graphviz chromium chromium-headless-shell openjdk-17-jre-headless cmake g++ doctest-dev libglfw3-dev libgl-dev libogre-1.12-dev nlohmann-json3-dev libbullet-dev clang-14 python3-clang-14 emscripten xvfb xauth)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
((${#missing[@]} == 0)) && exit 0
if [[ $(id -u) -eq 0 ]]; then
  echo "== apt-get install ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "Missing Debian packages: ${missing[*]} (this script installs them only when run as root)" >&2
  echo "Install them with: sudo apt-get install ${missing[*]}" >&2
  exit 1
fi
