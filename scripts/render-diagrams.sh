#!/usr/bin/env bash
# Renders every Graphviz source in docs/diagrams/ to the SVG beside it (`npm run docs:diagrams`).
# The SVGs are committed so the docs read on any host; re-run this after editing a .dot file.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v dot >/dev/null; then
  echo "docs:diagrams: Graphviz's dot is missing (Debian package graphviz; scripts/install-system-deps.sh installs it)" >&2
  exit 1
fi
shopt -s nullglob
for source in docs/diagrams/*.dot; do
  dot -Tsvg "$source" -o "${source%.dot}.svg"
  echo "docs:diagrams: ${source%.dot}.svg"
done
