/**
 * The API's documentation coverage per version (model/coverage.ts, the figures the coverage pages show): one row
 * per version, oldest first. With --fail-under, exits non-zero when the current version's documented share is
 * under the floor, naming the figure; the floor is a number or a JSON file holding it with its reason
 * ({ "failUnder": 99, "reason": "…" }, engine/docs-coverage.json for the engine, which `npm test` holds).
 *
 *   npm run report:coverage [-- --fail-under N|FILE] [--list]
 *
 * Reads the XML the build reads: the engine's (doxygen-xml/ and its releases), or HELIOS_DOXYGEN_XML's with the
 * releases of HELIOS_DOXYGEN_RELEASES.
 */
import fs from 'node:fs'
import { readApiVersions } from '../src/sections/api/model'
import { buildRoutes } from '../src/sections/api/model/routes'
import { computeCoverage } from '../src/sections/api/model/coverage'
import { documentedShare, FIGURE_COLUMNS, figureCell, type VersionCoverage } from '../src/sections/api/model/coverageFigures'
import { apiXmlFolders } from '../src/sections/api/node/pageSources'
import { versionLabel } from '../src/sections/api/node/historyBadge'
import { CURRENT_VERSION, versionBasePath } from '../src/sections/api/options'

/** The floor --fail-under gives: a number, or the `failUnder` of a JSON file (with where it came from). */
export function readFloor(value: string): { floor: number; from: string } {
  if (/^\d+(\.\d+)?$/.test(value)) return { floor: Number(value), from: 'the command line' }
  if (!fs.existsSync(value)) throw new Error(`--fail-under ${value}: neither a percentage nor a file`)
  let data: unknown
  try {
    data = JSON.parse(fs.readFileSync(value, 'utf8'))
  } catch (e) {
    throw new Error(`${value}: not valid JSON (${(e as Error).message})`, { cause: e })
  }
  const floor = (data as { failUnder?: unknown } | null)?.failUnder
  if (typeof floor !== 'number' || floor < 0 || floor > 100) throw new Error(`${value}: "failUnder" must be a percentage from 0 to 100`)
  return { floor, from: value }
}

/** The message of a version under the floor, or null when it is not. */
export function underFloor(version: string, coverage: Pick<VersionCoverage, 'overall'>, floor: number, from: string): string | null {
  const documented = documentedShare(coverage.overall)
  if (documented === null || documented >= floor) return null
  return `documentation coverage of ${version}: documented ${documented.toFixed(1)}% (${coverage.overall.documented} of ${coverage.overall.total} public entities) is under ${floor}% (${from})`
}

function main(): void {
  const args = process.argv.slice(2)
  const i = args.indexOf('--fail-under')
  if (i >= 0 && args[i + 1] === undefined) throw new Error('--fail-under needs a percentage or a file holding { "failUnder": N }')
  const floor = i >= 0 ? readFloor(args[i + 1]) : null
  const folders = apiXmlFolders()
  const versions = readApiVersions(folders.current, folders.releases, () => undefined)
  // Oldest release first, the current version last, as the pages' trend reads.
  const ordered = [...versions.filter((v) => v.name !== CURRENT_VERSION).reverse(), ...versions.filter((v) => v.name === CURRENT_VERSION)]
  const rows = ordered.map((v) => ({ name: v.name, coverage: computeCoverage(v.model, buildRoutes(v.model, versionBasePath(v.name))) }))
  const header = ['version', 'entities', ...FIGURE_COLUMNS.map((c) => c.label)]
  const table = [header, ...rows.map((r) => [versionLabel(r.name), String(r.coverage.overall.total), ...FIGURE_COLUMNS.map((c) => figureCell(r.coverage.overall, c))])]
  const widths = header.map((_, col) => Math.max(...table.map((row) => row[col].length)))
  console.log(`Documentation coverage of ${folders.current}:`)
  for (const row of table) console.log(row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join('  '))
  const current = rows[rows.length - 1]
  if (args.includes('--list')) {
    for (const u of current.coverage.undocumented) console.log(`  ${u.kind} ${u.name}: lacks ${u.lacks.join(', ')}${u.url ? ` (${u.url})` : ''}`)
  }
  if (!floor) return
  const message = underFloor(versionLabel(current.name), current.coverage, floor.floor, floor.from)
  if (message) {
    console.error(message)
    process.exitCode = 1
  } else console.log(`${versionLabel(current.name)}: documented ${documentedShare(current.coverage.overall)?.toFixed(1) ?? '–'}%, at or over ${floor.floor}% (${floor.from})`)
}

if (require.main === module) {
  try {
    main()
  } catch (e) {
    console.error((e as Error).message)
    process.exitCode = 2
  }
}
