/**
 * The generative test of the API pipeline on a real build: random C++ libraries under random Doxyfile settings,
 * built as one site (the first as the current version, the others as its releases), and the corpora's checks on
 * each one's pages (docs/sections/scripts-and-tests.md, "The generative test of the API pipeline").
 *
 *   npx tsx tests/generative/run.ts [--runs N] [--seed S] [--path P] [--shrink] [--one-by-one]
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { type Library, libraryArb, runDoxygen } from './cppLibrary'
import { GENERATIVE_WORK as work, type GeneratedCase, builtSignatureProblems, caseProblems, describeLibrary, drawCases, keepFailing, reportCases } from './cases'
import { checkLinks } from '../../src/sections/api/node/link-check'
import { checkSite } from '../corpora/checks'
import { freshBuildState } from '../support/freshBuild'
import { versionOwner } from '../support/versionOwner'
import { CURRENT_VERSION, versionBasePath } from '../../src/sections/api/options'

const root = path.resolve(__dirname, '..', '..')
const publicDir = path.join(root, 'public')

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}

/** Where a case's pages are: the first case is the site's current version, every other one a release of it. */
const caseVersion = (i: number): string => (i === 0 ? CURRENT_VERSION : `case-${i + 1}`)

/**
 * Builds one site from several libraries' XML (the first as the current version, the others as its releases,
 * so a case's pages are its own and the changes pages between them are built too) and returns the problems
 * of each case: the site-wide checks count against the case whose pages hold them.
 */
async function checkBuilt(cases: GeneratedCase[], log: string): Promise<string[][]> {
  freshBuildState(root)
  const releases = path.join(work, 'releases')
  fs.rmSync(releases, { recursive: true, force: true })
  const env: NodeJS.ProcessEnv = { ...process.env, HELIOS_DOXYGEN_XML: cases[0].xml, HELIOS_LINK_CHECK: 'off', HELIOS_E2E_FIXTURES: '' }
  const versions = cases.map((_, i) => caseVersion(i))
  if (cases.length > 1) {
    for (const [i, name] of versions.entries()) if (i > 0) fs.cpSync(cases[i].xml, path.join(releases, 'versioned_doxygen_xml', `version-${name}`), { recursive: true })
    fs.writeFileSync(path.join(releases, 'versions.json'), JSON.stringify(versions.slice(1)))
    env.HELIOS_DOXYGEN_RELEASES = releases
  }
  const fd = fs.openSync(log, 'w')
  const r = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, env, stdio: ['ignore', fd, fd] })
  fs.closeSync(fd)
  if (r.status !== 0) {
    const problems: string[][] = cases.map(() => [])
    problems[0].push(`build failed (exit ${r.status}); log ${path.relative(root, log)}:\n${fs.readFileSync(log, 'utf8').split('\n').slice(-30).join('\n')}`)
    return problems
  }
  const owner = versionOwner(versions)
  const links = await checkLinks(publicDir)
  const site = checkSite(publicDir)
  return Promise.all(cases.map(async (c, i) => [
    ...caseProblems(c, { links, site, owns: (file) => owner(file) === i, versioned: cases.length > 1 }, publicDir, versionBasePath(versions[i])),
    ...(await builtSignatureProblems(c, publicDir, versions[i]!)),
  ]))
}

/** Every case in one build: the cases are drawn as fast-check draws them, so a failing case replays with --path. */
async function checkTogether(runs: number, seed: number): Promise<void> {
  const cases = drawCases(runs, seed)
  const t0 = Date.now()
  const problems = await checkBuilt(cases, path.join(work, 'build.log'))
  console.log(`  ${runs} case(s) built as one site in ${Math.round((Date.now() - t0) / 1000)} s`)
  const versions = cases.map((_, i) => caseVersion(i))
  if (!reportCases(cases, versions, problems, seed, `npx tsx tests/generative/run.ts --seed ${seed} --runs ${runs}`)) process.exitCode = 1
}

/** One build per case (replaying a path, or shrinking a failure, a build per step). */
async function checkOneByOne(runs: number, seed: number, replay: string | undefined): Promise<void> {
  let n = 0
  let last: { lib: Library; problems: string[] } | undefined
  const result = await fc.check(
    fc.asyncProperty(libraryArb, async (lib) => {
      n++
      const xml = runDoxygen(lib, path.join(work, 'case'))
      const t0 = Date.now()
      const [problems] = await checkBuilt([{ lib, xml }], path.join(work, 'build.log'))
      console.log(`  case ${n}: ${describeLibrary(lib)}: ${problems.length === 0 ? 'clean' : 'FAIL'} (${Math.round((Date.now() - t0) / 1000)} s)`)
      if (problems.length > 0) last = { lib, problems }
      return problems.length === 0
    }),
    { seed, numRuns: runs, endOnFailure: !process.argv.includes('--shrink'), ...(replay ? { path: replay } : {}) },
  )
  if (!result.failed) {
    console.log(`generative pipeline test: ${runs} case(s) clean (seed ${seed})`)
    return
  }
  if (last) keepFailing(last.lib, last.problems)
  console.error(`\ngenerative pipeline test FAILED: seed ${result.seed}, path ${result.counterexamplePath}`)
  console.error(`  reproduce: npx tsx tests/generative/run.ts --seed ${result.seed} --path ${result.counterexamplePath} --runs 1`)
  if (result.errorInstance) console.error(result.errorInstance)
  process.exitCode = 1
}

async function main(): Promise<void> {
  const runs = Number(arg('runs') ?? 2)
  const seed = Number(arg('seed') ?? Date.now() % 2 ** 31)
  const replay = arg('path')
  fs.mkdirSync(work, { recursive: true })
  console.log(`generative pipeline test: ${runs} case(s), seed ${seed}${replay ? `, path ${replay}` : ''}`)
  if (replay !== undefined || process.argv.includes('--shrink') || process.argv.includes('--one-by-one')) await checkOneByOne(runs, seed, replay)
  else await checkTogether(runs, seed)
}

main().catch((e: unknown) => {
  console.error(e)
  process.exitCode = 1
})
