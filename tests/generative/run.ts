/**
 * The generative test of the API pipeline on real builds: random C++ libraries under random Doxyfile settings, the
 * whole site built from each, and the corpora's checks on the pages. Seeded, and a failing case is left in
 * .generative/failing/ (docs/sections/scripts-and-tests.md, "The generative test of the API pipeline").
 *
 *   npx tsx tests/generative/run.ts [--runs N] [--seed S] [--path P] [--shrink]
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { type Library, libraryArb, libraryFiles, runDoxygen, saveLibrary } from './cppLibrary'
import { checkLinks, formatReport } from '../../src/sections/api/node/link-check'
import { checkSite } from '../corpora/checks'
import { paragraphShare } from '../corpora/paragraphShare'
import { apiOptions } from '../../src/sections/api/options'

const root = path.resolve(__dirname, '..', '..')
const work = path.join(root, '.generative')
const publicDir = path.join(root, 'public')

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}

/** Problems of the site built from one library's XML (empty: clean). */
async function checkBuilt(xml: string, log: string): Promise<string[]> {
  fs.rmSync(publicDir, { recursive: true, force: true })
  fs.rmSync(path.join(root, '.cache'), { recursive: true, force: true })
  const fd = fs.openSync(log, 'w')
  const r = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, env: { ...process.env, HELIOS_DOXYGEN_XML: xml, HELIOS_LINK_CHECK: 'off', HELIOS_E2E_FIXTURES: '' }, stdio: ['ignore', fd, fd] })
  fs.closeSync(fd)
  if (r.status !== 0) return [`build failed (exit ${r.status}); log ${path.relative(root, log)}:\n${fs.readFileSync(log, 'utf8').split('\n').slice(-30).join('\n')}`]
  const problems: string[] = []
  const links = await checkLinks(publicDir)
  if (links.errors.length > 0) problems.push(`broken links:\n${formatReport(links.errors, 'broken', 20).join('\n')}`)
  const site = checkSite(publicDir)
  if (site.duplicateIds.length > 0) problems.push(`duplicate ids:\n${site.duplicateIds.slice(0, 20).map((d) => `  ${d.file}: id "${d.id}" ×${d.count}`).join('\n')}`)
  if (site.unsafeUrls.length > 0) problems.push(`unsafe URLs:\n${site.unsafeUrls.slice(0, 20).map((u) => `  ${u.file}: ${u.value}`).join('\n')}`)
  if (site.controlChars.length > 0) problems.push(`control characters in ${site.controlChars.map((c) => c.file).join(', ')}`)
  const ps = paragraphShare({ xmlDir: xml, publicDir, basePath: apiOptions.basePath })
  if (ps.shown < ps.total) problems.push(`paragraphs not shown (${ps.shown}/${ps.total}):\n${ps.missing.slice(0, 10).map((m) => `  ${m.xmlFile} ${m.entity} on ${m.page ?? '(no page)'}: ${m.text.slice(0, 100)}`).join('\n')}`)
  return problems
}

async function main(): Promise<void> {
  const runs = Number(arg('runs') ?? 2)
  const seed = Number(arg('seed') ?? Date.now() % 2 ** 31)
  const replay = arg('path')
  fs.mkdirSync(work, { recursive: true })
  console.log(`generative pipeline test: ${runs} case(s), seed ${seed}${replay ? `, path ${replay}` : ''}`)
  let n = 0
  let last: { lib: Library; problems: string[] } | undefined
  const result = await fc.check(
    fc.asyncProperty(libraryArb, async (lib) => {
      n++
      const dir = path.join(work, 'case')
      const xml = runDoxygen(lib, dir)
      const t0 = Date.now()
      const problems = await checkBuilt(xml, path.join(work, 'build.log'))
      console.log(`  case ${n}: ${[...libraryFiles(lib).keys()].length} files, settings ${Object.entries(lib.settings).filter(([, v]) => v).map(([k]) => k).join(' ') || '(all off)'}: ${problems.length === 0 ? 'clean' : 'FAIL'} (${Math.round((Date.now() - t0) / 1000)} s)`)
      if (problems.length > 0) last = { lib, problems }
      return problems.length === 0
    }),
    // A full build per case: no shrinking (each step would be a build) unless --shrink.
    { seed, numRuns: runs, endOnFailure: !process.argv.includes('--shrink'), ...(replay ? { path: replay } : {}) },
  )
  if (!result.failed) {
    console.log(`generative pipeline test: ${runs} case(s) clean (seed ${seed})`)
    return
  }
  const failing = path.join(work, 'failing')
  if (last) {
    saveLibrary(last.lib, failing)
    console.error(last.problems.join('\n'))
  }
  console.error(`\ngenerative pipeline test FAILED: seed ${result.seed}, path ${result.counterexamplePath}`)
  console.error(`  reproduce: npx tsx tests/generative/run.ts --seed ${result.seed} --path ${result.counterexamplePath} --runs 1`)
  console.error(`  the failing library (sources, Doxyfile, library.json) is in ${path.relative(root, failing)}/`)
  if (result.errorInstance) console.error(result.errorInstance)
  process.exitCode = 1
}

main().catch((e: unknown) => {
  console.error(e)
  process.exitCode = 1
})
