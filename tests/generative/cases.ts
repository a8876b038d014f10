/**
 * The generative test's cases on a real build, shared by its own runner (tests/generative/run.ts) and by the
 * corpora's (tests/corpora/run.ts --generative N, how `npm test` runs them: as releases of the corpora's build).
 * A case is a random library drawn by fast-check, so the seed and the number of cases replay a set.
 */
import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { type Library, libraryArb, libraryFiles, runDoxygen, saveLibrary, slugTwins } from './cppLibrary'
import { changesPageProblems } from './changesPage'
import { formatReport, type LinkReport } from '../../src/sections/api/node/link-check'
import type { SiteChecks } from '../corpora/checks'
import { paragraphShare } from '../corpora/paragraphShare'
import { formulaProblems } from './formulas'
import { parse as parseHtml } from 'node-html-parser'
import { readDoxygenFolder } from '../../src/sections/api/model/model'
import { buildRoutes } from '../../src/sections/api/model/routes'
import { computeCoverage, documentedShare } from '../../src/sections/api/model/coverage'
import { UNDOCUMENTED_ON_PAGE } from '../../src/sections/api/node/coverage'
import { COVERAGE_SEGMENT } from '../../src/sections/api/options'
import { templatePageProblems } from './templates'
import { signatureProblems } from './signatures'
import { facetFiltersFor } from '../../src/sections/search/options'
import { versionDocsTag } from '../../src/sections/api/options'

export const GENERATIVE_WORK = path.resolve(__dirname, '..', '..', '.generative')

export interface GeneratedCase {
  lib: Library
  /** doxygen's XML of the library. */
  xml: string
}

/** The cases of a seed, each run through doxygen into .generative/case-<n>/. */
export function drawCases(runs: number, seed: number): GeneratedCase[] {
  fs.mkdirSync(GENERATIVE_WORK, { recursive: true })
  return fc.sample(libraryArb, { seed, numRuns: runs }).map((lib, i) => ({ lib, xml: runDoxygen(lib, path.join(GENERATIVE_WORK, `case-${i + 1}`)) }))
}

/**
 * A case's problems: any broken link, repeated id, unsafe URL, control character or page offering a twin it lacks in
 * the files of the build that are its own (`owns`), any paragraph of its XML not shown at its version's base path,
 * and, when the site has versions, any fault of the case's changes page or its twin (./changesPage.ts).
 */
export function caseProblems(c: GeneratedCase, build: { links: LinkReport; site: SiteChecks; owns: (file: string) => boolean; versioned: boolean }, publicDir: string, basePath: string): string[] {
  const broken = build.links.errors.filter((e) => build.owns(e.page))
  const duplicateIds = build.site.duplicateIds.filter((d) => build.owns(d.file))
  const unsafeUrls = build.site.unsafeUrls.filter((u) => build.owns(u.file))
  const controlChars = build.site.controlChars.filter((u) => build.owns(u.file))
  const missingTwins = build.site.missingTwins.filter((f) => build.owns(f))
  const problems: string[] = []
  if (missingTwins.length > 0) problems.push(`"Copy page as Markdown" without a twin (no index.md beside the page):\n${missingTwins.slice(0, 20).map((f) => `  ${f}`).join('\n')}`)
  if (broken.length > 0) problems.push(`broken links:\n${formatReport(broken, 'broken', 20).join('\n')}`)
  if (duplicateIds.length > 0) problems.push(`duplicate ids:\n${duplicateIds.slice(0, 20).map((d) => `  ${d.file}: id "${d.id}" ×${d.count}`).join('\n')}`)
  if (unsafeUrls.length > 0) problems.push(`unsafe URLs:\n${unsafeUrls.slice(0, 20).map((u) => `  ${u.file}: ${u.value}`).join('\n')}`)
  if (controlChars.length > 0) problems.push(`control characters in ${controlChars.map((u) => u.file).join(', ')}`)
  const ps = paragraphShare({ xmlDir: c.xml, publicDir, basePath })
  if (ps.shown < ps.total) problems.push(`paragraphs not shown (${ps.shown}/${ps.total}):\n${ps.missing.slice(0, 10).map((m) => `  ${m.xmlFile} ${m.entity} on ${m.page ?? '(no page)'}: ${m.text.slice(0, 100)}`).join('\n')}`)
  problems.push(...formulaProblems(c.xml, publicDir, basePath))
  // A version of a site with releases has a changes page: its headings, anchors and twin.
  if (build.versioned) problems.push(...changesPageProblems(publicDir, basePath, slugTwins(c.lib)))
  problems.push(...templatePageProblems(c.lib, c.xml, publicDir, basePath))
  problems.push(...coverageProblems(c.xml, publicDir, basePath))
  return problems
}

/**
 * The signature queries of a case's model asked of the built site's embedded index, as the modal asks them from a
 * page of the case's version (its docs tag, so a release's own index answers).
 */
export async function builtSignatureProblems(c: GeneratedCase, publicDir: string, version: string): Promise<string[]> {
  const indexDir = path.join(publicDir, 'search-index')
  const read = (file: string) => fs.readFileSync(path.join(indexDir, file), 'utf8')
  return (await signatureProblems(c.xml, read, facetFiltersFor(versionDocsTag(version)))).problems
}

/** The case's coverage page shows the figure its XML gives and lists (links) every undocumented entity, as the model computes them. */
export function coverageProblems(xmlDir: string, publicDir: string, basePath: string): string[] {
  const model = readDoxygenFolder(xmlDir, { warn: () => undefined })
  const coverage = computeCoverage(model, buildRoutes(model, basePath))
  const route = `${basePath}${COVERAGE_SEGMENT}/`
  const file = path.join(publicDir, route, 'index.html')
  if (!fs.existsSync(file)) return [`no coverage page at ${route}`]
  const html = parseHtml(fs.readFileSync(file, 'utf8'))
  const problems: string[] = []
  const shown = html.querySelector('[data-coverage-documented]')?.getAttribute('data-coverage-documented')
  if (shown !== String(documentedShare(coverage.overall) ?? '')) problems.push(`coverage page ${route}: documented ${shown ?? '(none)'}, the XML gives ${documentedShare(coverage.overall)}`)
  const links = new Set(html.querySelectorAll('[data-undocumented] a').map((a) => a.getAttribute('href')))
  const missing = coverage.undocumented.slice(0, UNDOCUMENTED_ON_PAGE).filter((u) => !u.url || !links.has(u.url))
  if (missing.length > 0) problems.push(`coverage page ${route}: undocumented entities not linked: ${missing.slice(0, 10).map((u) => u.name).join(', ')}`)
  return problems
}

export const describeLibrary = (lib: Library): string =>
  `${[...libraryFiles(lib).keys()].length} files, settings ${Object.entries(lib.settings).filter(([, v]) => v).map(([k]) => k).join(' ') || '(all off)'}`

/** Prints a failing case's problems and leaves its library (sources, Doxyfile, library.json) in .generative/failing/. */
export function keepFailing(lib: Library, problems: string[]): void {
  const failing = path.join(GENERATIVE_WORK, 'failing')
  saveLibrary(lib, failing)
  console.error(problems.join('\n'))
  console.error(`  the failing library (sources, Doxyfile, library.json) is in ${path.relative(process.cwd(), failing)}/`)
}

/**
 * Prints one line per case and, for the first failing one, its problems and the library left in
 * .generative/failing/; `replaySet` is the command that builds the same set again. Returns whether all were clean.
 */
export function reportCases(cases: GeneratedCase[], versions: string[], problems: string[][], seed: number, replaySet: string): boolean {
  let failed = false
  for (const [i, c] of cases.entries()) {
    console.log(`  case ${i + 1} (${versions[i]}): ${describeLibrary(c.lib)}: ${problems[i].length === 0 ? 'clean' : 'FAIL'}`)
    if (problems[i].length === 0) continue
    if (!failed) keepFailing(c.lib, problems[i])
    console.error(`\ngenerative pipeline test FAILED: seed ${seed}, case ${i + 1}`)
    console.error(`  reproduce: ${replaySet} (the set; a changes page is made from two versions)`)
    console.error(`  this case alone: npx tsx tests/generative/run.ts --seed ${seed} --path ${i} --runs 1`)
    failed = true
  }
  if (!failed) console.log(`generative pipeline test: ${cases.length} case(s) clean (seed ${seed})`)
  return !failed
}
