/**
 * The code links of the site's C++ blocks without a site build: every post, docs page and the home page's sample read
 * as the build reads them, every block compiled by Debian's clang against its version's headers (no cache: what a
 * clean build pays), and the build's own report printed. The build's `[code links]` log line, counted from the data
 * layer's ApiSymbol nodes instead of the doxygen model read here, is the figure of record; this one runs a little lower.
 *
 *   npm run bench:code-links [-- --record]
 */
import { codeLinksReport, linkCodePages, versionLabel } from '../src/sections/api/node/codeLinks/build'
import { linkModelExamples } from '../src/sections/api/node/codeLinks/examples'
import { siteCodePages, siteExampleVersions } from './code-links-site'
import { count, recorder } from './measurements'
import { siteTargets, summary, testVersion } from './doc-tests'

async function main() {
  const record = recorder('bench:code-links', "Identifiers of the site's C++ blocks linked to the reference, every block compiled by clang without a cache.")
  const root = process.cwd()
  const { codePages, symbols } = await siteCodePages(root)

  const started = Date.now()
  const result = await linkCodePages(codePages, symbols, null, root)
  const seconds = (Date.now() - started) / 1000
  const report = codeLinksReport(result, seconds)
  for (const l of report.lines) console.log(l)
  for (const w of report.warnings) console.log(`warning: ${w}`)
  const sum = (k: 'blocks' | 'linked' | 'identifiers') => result.pages.reduce((n, p) => n + p[k], 0)
  const problems = (kind: string) => result.problems.filter((p) => p.kind === kind).length
  record.add(
    'identifiers-linked',
    `${count(sum('linked'))} of ${count(sum('identifiers'))} (${((100 * sum('linked')) / Math.max(1, sum('identifiers'))).toFixed(1)} %) on ${result.pages.length} pages, ` +
      `${sum('blocks')} C++ blocks (${result.compiled} compiled); ${problems('does-not-compile')} blocks that do not compile, ${problems('renamed')} names missing from their version`,
  )
  record.add('clang-time', `${seconds.toFixed(1)} s for ${result.compiled} blocks, no cache`)
  // The API pages' \code examples, linked by the same clang pass (each version's model and headers).
  for (const { version, model, includeDir } of siteExampleVersions(root)) {
    const t = Date.now()
    const r = await linkModelExamples(model, includeDir, null)
    const line =
      `${r.linked} of ${r.identifiers} identifiers linked (${((100 * r.linked) / Math.max(1, r.identifiers)).toFixed(1)} %) in ${r.examples} examples, ` +
      `${r.placed} links on ${r.listings} listings of the API pages; ${r.problems.length} problems; ${((Date.now() - t) / 1000).toFixed(1)} s`
    console.log(`[code links] ${versionLabel(version)} API examples: ${line}`)
    for (const p of r.problems) console.log(`  ${p.file}:${p.line}: ${p.message}`)
    record.add(`api-examples-linked-${versionLabel(version)}`, line.replace(/; [\d.]+ s$/, ''))
  }
  // The engine's doc examples (scripts/doc-tests.ts): compiled, run and failed per version.
  for (const target of siteTargets()) {
    const docs = await testVersion(target)
    console.log(`doc examples ${summary(docs)}`)
    record.add(`doc-examples-${docs.label}`, summary(docs).replace(/^[^:]*: /, ''))
  }
  record.save()
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
