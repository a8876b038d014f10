#!/usr/bin/env bash
# Regenerates doxygen-xml/ (the API reference data of the website) from the
# engine headers and README files, with Debian's doxygen 1.9.4.
#
#   npm run api:xml     or     bash scripts/api-xml.sh
#
# The old output is removed first, so files of deleted entities do not linger.
# Fails if doxygen reports a warning (every public entity must be documented).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/doxygen-xml"
# shellcheck source=scripts/doxygen-common.sh
. "$root/scripts/doxygen-common.sh"

doxygen_require api-xml

log="$(mktemp)"
trap 'rm -f "$log"' EXIT

rm -rf "$out"
# Doxyfile sets OUTPUT_DIRECTORY=.. and XML_OUTPUT=doxygen-xml, relative to engine/.
doxygen_run "$root/engine" "$log"

if [[ -s "$log" ]]; then
    cat "$log" >&2
    echo "api-xml: doxygen reported the warnings above; fix the documentation and rerun" >&2
    exit 1
fi

count="$(find "$out" -name '*.xml' | wc -l)"
echo "api-xml: wrote $count files to doxygen-xml/ (doxygen $doxygen_version)"
