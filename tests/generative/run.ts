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
import { type Library, libraryArb, libraryFiles, runDoxygen, saveLibrary } from './cppLibrary'
import { checkLinks, formatReport } from '../../src/sections/api/node/link-check'
import { checkSite } from '../corpora/checks'
import { paragraphShare } from '../corpora/paragraphShare'
import { freshBuildState } from '../support/freshBuild'
import { CURRENT_VERSION, versionBasePath } from '../../src/sections/api/options'

const root = path.resolve(__dirname, '..', '..')
const work = path.join(root, '.generative')
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
async function checkBuilt(xmls: string[], log: string): Promise<string[][]> {
  freshBuildState(root)
  const releases = path.join(work, 'releases')
  fs.rmSync(releases, { recursive: true, force: true })
  const env: NodeJS.ProcessEnv = { ...process.env, HELIOS_DOXYGEN_XML: xmls[0], HELIOS_LINK_CHECK: 'off', HELIOS_E2E_FIXTURES: '' }
  if (xmls.length > 1) {
    const names = xmls.slice(1).map((_, i) => caseVersion(i + 1))
    for (const [i, name] of names.entries()) fs.cpSync(xmls[i + 1], path.join(releases, 'versioned_doxygen_xml', `version-${name}`), { recursive: true })
    fs.writeFileSync(path.join(releases, 'versions.json'), JSON.stringify(names))
    env.HELIOS_DOXYGEN_RELEASES = releases
  }
  const fd = fs.openSync(log, 'w')
  const r = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, env, stdio: ['ignore', fd, fd] })
  fs.closeSync(fd)
  const problems: string[][] = xmls.map(() => [])
  if (r.status !== 0) {
    problems[0].push(`build failed (exit ${r.status}); log ${path.relative(root, log)}:\n${fs.readFileSync(log, 'utf8').split('\n').slice(-30).join('\n')}`)
    return problems
  }
  // A file under /docs/case-N/ (a release's own folder) belongs to case N; any other file to the first case.
  const releaseFolders = xmls.map((_, k) => (k === 0 ? null : versionBasePath(caseVersion(k)).replace(/[^/]+\/$/, '')))
  const caseOf = (file: string): number => {
    const route = `/${file.replace(/^\/+/, '')}`
    const k = releaseFolders.findIndex((folder) => folder !== null && route.startsWith(folder))
    return k < 0 ? 0 : k
  }
  const byCase = <T,>(items: T[], file: (t: T) => string): T[][] => {
    const out: T[][] = xmls.map(() => [])
    for (const t of items) out[caseOf(file(t))].push(t)
    return out
  }
  const links = await checkLinks(publicDir)
  const site = checkSite(publicDir)
  const broken = byCase(links.errors, (e) => e.page)
  const ids = byCase(site.duplicateIds, (d) => d.file)
  const urls = byCase(site.unsafeUrls, (u) => u.file)
  const controls = byCase(site.controlChars, (c) => c.file)
  for (const [i, xml] of xmls.entries()) {
    if (broken[i].length > 0) problems[i].push(`broken links:\n${formatReport(broken[i], 'broken', 20).join('\n')}`)
    if (ids[i].length > 0) problems[i].push(`duplicate ids:\n${ids[i].slice(0, 20).map((d) => `  ${d.file}: id "${d.id}" ×${d.count}`).join('\n')}`)
    if (urls[i].length > 0) problems[i].push(`unsafe URLs:\n${urls[i].slice(0, 20).map((u) => `  ${u.file}: ${u.value}`).join('\n')}`)
    if (controls[i].length > 0) problems[i].push(`control characters in ${controls[i].map((c) => c.file).join(', ')}`)
    const ps = paragraphShare({ xmlDir: xml, publicDir, basePath: versionBasePath(caseVersion(i)) })
    if (ps.shown < ps.total) problems[i].push(`paragraphs not shown (${ps.shown}/${ps.total}):\n${ps.missing.slice(0, 10).map((m) => `  ${m.xmlFile} ${m.entity} on ${m.page ?? '(no page)'}: ${m.text.slice(0, 100)}`).join('\n')}`)
  }
  return problems
}

const describe = (lib: Library): string =>
  `${[...libraryFiles(lib).keys()].length} files, settings ${Object.entries(lib.settings).filter(([, v]) => v).map(([k]) => k).join(' ') || '(all off)'}`

function reportFailure(lib: Library, problems: string[]): void {
  const failing = path.join(work, 'failing')
  saveLibrary(lib, failing)
  console.error(problems.join('\n'))
  console.error(`  the failing library (sources, Doxyfile, library.json) is in ${path.relative(root, failing)}/`)
}

/** Every case in one build: the cases are drawn as fast-check draws them, so a failing case replays with --path. */
async function checkTogether(runs: number, seed: number): Promise<void> {
  const libs = fc.sample(libraryArb, { seed, numRuns: runs })
  const xmls = libs.map((lib, i) => runDoxygen(lib, path.join(work, `case-${i + 1}`)))
  const t0 = Date.now()
  const problems = await checkBuilt(xmls, path.join(work, 'build.log'))
  console.log(`  ${runs} case(s) built as one site in ${Math.round((Date.now() - t0) / 1000)} s`)
  let failed = false
  for (const [i, lib] of libs.entries()) {
    console.log(`  case ${i + 1} (${caseVersion(i)}): ${describe(lib)}: ${problems[i].length === 0 ? 'clean' : 'FAIL'}`)
    if (problems[i].length === 0) continue
    if (!failed) reportFailure(lib, problems[i])
    console.error(`\ngenerative pipeline test FAILED: seed ${seed}, case ${i + 1}`)
    console.error(`  reproduce: npx tsx tests/generative/run.ts --seed ${seed} --runs ${runs} (the set; a changes page is made from two cases)`)
    console.error(`  this case alone: npx tsx tests/generative/run.ts --seed ${seed} --path ${i} --runs 1`)
    failed = true
  }
  if (failed) process.exitCode = 1
  else console.log(`generative pipeline test: ${runs} case(s) clean (seed ${seed})`)
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
      const [problems] = await checkBuilt([xml], path.join(work, 'build.log'))
      console.log(`  case ${n}: ${describe(lib)}: ${problems.length === 0 ? 'clean' : 'FAIL'} (${Math.round((Date.now() - t0) / 1000)} s)`)
      if (problems.length > 0) last = { lib, problems }
      return problems.length === 0
    }),
    { seed, numRuns: runs, endOnFailure: !process.argv.includes('--shrink'), ...(replay ? { path: replay } : {}) },
  )
  if (!result.failed) {
    console.log(`generative pipeline test: ${runs} case(s) clean (seed ${seed})`)
    return
  }
  if (last) reportFailure(last.lib, last.problems)
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
