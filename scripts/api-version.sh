#!/usr/bin/env bash
# Writes the doxygen XML snapshot of one engine release and its entry in versions.json (Docusaurus' layout), or
# with --check compares a fresh run with the committed snapshot. Snapshots are only ever written by this script
# (docs/sections/scripts-and-tests.md, "The engine and its doxygen XML").
#
#   npm run api:version -- <version> [engine tree]
#   bash scripts/api-version.sh --check <version> [engine tree]
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
versioned="$root/versioned_doxygen_xml"
versions_file="$root/versions.json"
# shellcheck source=scripts/doxygen-common.sh
. "$root/scripts/doxygen-common.sh"

check=0
if [[ "${1:-}" == --check ]]; then
    check=1
    shift
fi
version="${1:-}"
if [[ -z "$version" ]]; then
    echo "usage: npm run api:version -- <version> [engine tree]   (e.g. 0.3.0)" >&2
    exit 2
fi
if ! [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
    echo "api-version: \"$version\" is not a release number like 0.3.0 (the current engine is the version \"current\", served from doxygen-xml/)" >&2
    exit 2
fi
tree="${2:-$root/engine/releases/$version}"
if [[ ! -d "$tree/include" ]]; then
    echo "api-version: $tree has no include/ folder; keep the release's headers at engine/releases/$version/include or name the engine tree" >&2
    exit 1
fi
tree="$(cd "$tree" && pwd)"

doxygen_require api-version

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

if ((check)); then
    out_parent="$tmp"
else
    mkdir -p "$versioned"
    out_parent="$versioned"
fi
folder="version-$version"

inputs="include"
[[ -f "$tree/README.md" ]] && inputs="README.md include"
# Relative, so that Doxyfile.xml in the snapshot names no path of this machine.
out_rel="$(realpath --relative-to="$tree" "$out_parent")"

rm -rf "${out_parent:?}/$folder"
doxygen_run "$tree" "$tmp/doxygen.log" \
    "PROJECT_NUMBER = $version" "OUTPUT_DIRECTORY = $out_rel" "XML_OUTPUT = $folder" "INPUT = $inputs"

if [[ -s "$tmp/doxygen.log" ]]; then
    cat "$tmp/doxygen.log" >&2
    echo "api-version: doxygen reported the warnings above for $version; fix the release's documentation and rerun" >&2
    rm -rf "${out_parent:?}/$folder"
    exit 1
fi

if ((check)); then
    committed="$versioned/$folder"
    if [[ ! -d "$committed" ]]; then
        echo "api-version: no committed snapshot at versioned_doxygen_xml/$folder; run 'npm run api:version -- $version'" >&2
        exit 1
    fi
    if ! doxygen_same_xml "$out_parent/$folder" "$committed" "$tmp/drift.txt"; then
        head -20 "$tmp/drift.txt" >&2
        echo "api-version: versioned_doxygen_xml/$folder is out of date; run 'npm run api:version -- $version' and commit the result" >&2
        exit 1
    fi
    echo "api-version: versioned_doxygen_xml/$folder is up to date"
    exit 0
fi

# versions.json: every release once, newest first (Docusaurus' order).
node -e '
const fs = require("node:fs")
const [file, version] = process.argv.slice(1)
let list = []
if (fs.existsSync(file)) {
  list = JSON.parse(fs.readFileSync(file, "utf8"))
  if (!Array.isArray(list) || !list.every((v) => typeof v === "string")) throw new Error(`${file}: expected a JSON array of version names`)
}
const key = (v) => v.split(".").map(Number)
const newerFirst = (a, b) => { const x = key(a), y = key(b); for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return y[i] - x[i]; return 0 }
list = [...new Set([...list, version])].sort(newerFirst)
fs.writeFileSync(file, JSON.stringify(list, null, 2) + "\n")
' "$versions_file" "$version"

count="$(find "$versioned/$folder" -name '*.xml' | wc -l)"
echo "api-version: wrote $count files to versioned_doxygen_xml/$folder and listed $version in versions.json (doxygen $doxygen_version)"
