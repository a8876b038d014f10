/**
 * The code links of the site's C++ blocks without a site build: every post, docs page and the home page's sample read
 * as the build reads them, every block compiled by Debian's clang against its version's headers (no cache: what a
 * clean build pays), and the build's own report printed. The build's `[code links]` log line, counted from the data
 * layer's ApiSymbol nodes instead of the doxygen model read here, is the figure of record; this one runs a little lower.
 *
 *   npm run bench:code-links [-- --record]
 */
import fs from 'node:fs'
import path from 'node:path'
import { blankFrontmatter } from '../src/shell/mdxSyntax'
import { siteConfig } from '../src/shell/config/site'
import { devlogOptions } from '../src/sections/devlog/options'
import { docsOptions } from '../src/sections/docs/options'
import { parsePostFolder, postPath } from '../src/sections/devlog/node/loader'
import { readDoxygenFolder } from '../src/sections/api/model/model'
import { defaultLayout, readVersionsFile } from '../src/sections/api/model/versions'
import { CURRENT_VERSION } from '../src/sections/api/options'
import { codeLinksReport, codePagesOf, linkCodePages, type CodePageSource } from '../src/sections/api/node/codeLinks/build'
import { codeSymbolsFromModel, type VersionSymbols } from '../src/sections/api/node/codeLinks/match'
import { count, recorder } from './measurements'
import { siteTargets, summary, testVersion } from './doc-tests'

async function main() {
  const record = recorder('bench:code-links', "Identifiers of the site's C++ blocks linked to the reference, every block compiled by clang without a cache.")
  const root = process.cwd()
  const pages: CodePageSource[] = []
  const posts: Array<{ path: string; date: string }> = []
  const devlogDir = path.join(root, devlogOptions.dir)
  for (const d of fs.readdirSync(devlogDir, { withFileTypes: true })) {
    if (!d.isDirectory()) continue
    const folder = parsePostFolder(d.name)
    const file = path.join(devlogOptions.dir, d.name, 'index.mdx')
    if (!fs.existsSync(path.join(root, file))) continue
    posts.push({ path: postPath(folder), date: folder.date })
    pages.push({ sourcePath: file, title: folder.slug, date: folder.date, body: blankFrontmatter(fs.readFileSync(path.join(root, file), 'utf8')) })
  }
  for (const dir of [docsOptions.docs.dir, docsOptions.pages.dir]) {
    for (const name of fs.readdirSync(path.join(root, dir))) {
      if (!/\.mdx?$/.test(name)) continue
      const file = path.join(dir, name)
      pages.push({ sourcePath: file, title: name, date: null, body: blankFrontmatter(fs.readFileSync(path.join(root, file), 'utf8')) })
    }
  }
  const versions = siteConfig.docs.find((d) => d.id === 'default')?.versions ?? []
  const releaseDates = versions
    .filter((v) => v.name !== CURRENT_VERSION && v.releasePost)
    .map((v) => ({ version: v.name, date: posts.find((p) => p.path === v.releasePost)?.date }))
    .filter((r): r is { version: string; date: string } => typeof r.date === 'string')

  const layout = defaultLayout(root)
  const symbols = new Map<string, VersionSymbols>()
  symbols.set(CURRENT_VERSION, codeSymbolsFromModel(readDoxygenFolder(layout.currentDir, { warn: () => undefined })))
  for (const v of readVersionsFile(layout.versionsFile)) symbols.set(v, codeSymbolsFromModel(readDoxygenFolder(path.join(layout.versionedDir, `version-${v}`), { warn: () => undefined })))

  const started = Date.now()
  const result = await linkCodePages(codePagesOf(pages, releaseDates, root), symbols, null, root)
  const seconds = (Date.now() - started) / 1000
  const report = codeLinksReport(result, seconds)
  for (const l of report.lines) console.log(l)
  for (const w of report.warnings) console.log(`warning: ${w}`)
  const sum = (k: 'blocks' | 'excerpts' | 'linked' | 'identifiers') => result.pages.reduce((n, p) => n + p[k], 0)
  const problems = (kind: string) => result.problems.filter((p) => p.kind === kind).length
  record.add(
    'identifiers-linked',
    `${count(sum('linked'))} of ${count(sum('identifiers'))} (${((100 * sum('linked')) / Math.max(1, sum('identifiers'))).toFixed(1)} %) on ${result.pages.length} pages, ` +
      `${sum('blocks')} C++ blocks (${result.compiled} compiled, ${sum('excerpts')} excerpts); ${problems('does-not-compile')} blocks that do not compile, ${problems('renamed')} names missing from their version`,
  )
  record.add('clang-time', `${seconds.toFixed(1)} s for ${result.compiled} blocks, no cache`)
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
