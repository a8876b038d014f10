#!/usr/bin/env bash
# Installs the Debian packages the site's build and tests need: doxygen (API
# XML), Chromium (browser tests), CMake, g++, doctest and the GLFW/OpenGL
# headers (engine). As root it uses apt-get; otherwise it names what is missing.
set -euo pipefail
packages=(doxygen chromium cmake g++ doctest-dev libglfw3-dev libgl-dev)
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
  echo "Missing Debian packages: ${missing[*]}" >&2
  echo "Install them with: sudo apt-get install ${missing[*]}" >&2
  exit 1
fi
