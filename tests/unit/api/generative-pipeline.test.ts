/**
 * The generative test of the API pipeline, in process (tests/generative/): random C++ libraries under random
 * Doxyfile settings, Debian's doxygen, the section's real node code; every generated link must reach a page
 * and an id that page renders, and no page may give an id twice. GENERATIVE_RUNS (default 40) sets the
 * number of cases, GENERATIVE_SEED (and GENERATIVE_PATH) replays one; a failure prints both and leaves the
 * library in .generative/failing-unit/ to keep as a fixture. The full-build half is tests/generative/run.ts.
 * The same libraries' signature queries (tests/generative/signatures.ts) are asked of the index built for each.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { libraryArb, runDoxygen, saveLibrary, type Library } from '../../generative/cppLibrary'
import { checkPipeline } from '../../generative/pageTargets'
import { relationProblems } from '../../generative/templates'
import { readDoxygenFolder } from '../../../src/sections/api/model/model'
import { signatureProblems } from '../../generative/signatures'
import { inProcessRecords } from '../../../scripts/search-quality'
import { buildIndex } from '../../../src/sections/search/node/buildIndex'
import { FACET_FILTERS } from '../../../src/sections/search/options'

const ROOT = path.resolve(__dirname, '..', '..', '..')

/** A failed property: the shrunk library saved for replay, and the failure naming its seed, path and problems. */
function reportFailure(result: { failed: boolean; seed: number; counterexamplePath: string | null; errorInstance: unknown }, failing: { lib: Library; problems: string[] } | undefined): void {
  if (result.failed && failing) {
    const out = path.join(ROOT, '.generative', 'failing-unit')
    saveLibrary(failing.lib, out)
    assert.fail(
      `seed ${result.seed}, path ${result.counterexamplePath} (replay: GENERATIVE_SEED=${result.seed} GENERATIVE_PATH=${result.counterexamplePath}); ` +
        `shrunk library in ${path.relative(ROOT, out)}/\n${failing.problems.slice(0, 20).join('\n')}`,
    )
  }
  assert.ok(!result.failed, String(result.errorInstance))
}

test('generative: every link the API node code makes reaches an id its page renders; no id twice in a page', () => {
  const runs = Number(process.env.GENERATIVE_RUNS ?? 40)
  const seed = Number(process.env.GENERATIVE_SEED ?? Math.floor(Math.random() * 2 ** 31))
  const replay = process.env.GENERATIVE_PATH
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'generative-'))
  let failing: { lib: Library; problems: string[] } | undefined
  let links = 0
  const degraded = new Map<string, number>()
  console.log(`generative pipeline (in process): ${runs} cases, seed ${seed}`)
  const result = fc.check(
    fc.property(libraryArb, (lib) => {
      const xml = runDoxygen(lib, path.join(dir, 'case'))
      const report = checkPipeline(xml)
      // Concepts, requires clauses and specialisations the library declares are related in the model.
      report.problems.push(...relationProblems(lib, readDoxygenFolder(xml)))
      links += report.links
      for (const [k, v] of report.degraded) degraded.set(k, (degraded.get(k) ?? 0) + v)
      if (report.problems.length > 0) failing = { lib, problems: report.problems }
      return report.problems.length === 0
    }),
    { seed, numRuns: runs, ...(replay ? { path: replay } : {}) },
  )
  fs.rmSync(dir, { recursive: true, force: true })
  console.log(`  ${links} links checked; degraded: ${[...degraded].map(([k, v]) => `${v} × ${k}`).join(', ') || 'none'}`)
  reportFailure(result, failing)
})

test('generative: signature queries made from the model (-> R, P ->, (A, B)) find a function with those types first, in the embedded index built for the library', async () => {
  const runs = Number(process.env.GENERATIVE_RUNS ?? 40)
  const seed = Number(process.env.GENERATIVE_SEED ?? Math.floor(Math.random() * 2 ** 31))
  const replay = process.env.GENERATIVE_PATH
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'generative-sig-'))
  let failing: { lib: Library; problems: string[] } | undefined
  let queries = 0
  const result = await fc.check(
    fc.asyncProperty(libraryArb, async (lib) => {
      const xml = runDoxygen(lib, path.join(dir, 'case'))
      const built = buildIndex(await inProcessRecords(xml), 'helios')
      const report = await signatureProblems(xml, (file) => built.files.get(file) ?? '{}', FACET_FILTERS)
      queries += report.queries
      if (report.problems.length > 0) failing = { lib, problems: report.problems }
      return report.problems.length === 0
    }),
    { seed, numRuns: runs, ...(replay ? { path: replay } : {}) },
  )
  fs.rmSync(dir, { recursive: true, force: true })
  console.log(`  ${queries} signature queries over ${runs} cases (seed ${seed})`)
  reportFailure(result, failing)
  assert.ok(queries > 0, 'the generated libraries gave no signature query')
})
