#!/usr/bin/env bash
# The typecheck (`npm run typecheck`). The templates are typed with the query
# result types Gatsby generates into src/gatsby-types.d.ts during a build or
# `gatsby develop`; that file is not committed, so a fresh clone builds first.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ ! -f src/gatsby-types.d.ts ]]; then
  echo "typecheck: src/gatsby-types.d.ts is missing: Gatsby writes it while building. Run \`npm run build\` (or \`npm run develop\`) once, then typecheck again." >&2
  exit 1
fi
exec npx tsc --noEmit
