/**
 * npm run bench:code-links: the code links of the site's C++ blocks without a site build. Every post, docs page and
 * the home page's sample is read as the build reads it (the devlog's folders through its loader, each version's
 * entities from its committed doxygen XML), every block compiled by Debian's clang against its version's headers
 * (no cache: what a clean build pays), and the build's own report printed: the share of identifiers linked per
 * page, the warnings, and the time clang took.
 *
 * The build's figures come from the data layer (ApiSymbol nodes) instead of the doxygen model read here, and are
 * somewhat higher (478 against 473 identifiers linked on 2026-11-26: the model-based table misses a few entities the
 * ApiSymbol nodes hold; not traced further). The build's log line is the figure of record.
 */
import fs from 'node:fs'
import path from 'node:path'
import { blankFrontmatter } from '../src/shell/mdxSyntax'
import { siteConfig } from '../src/shell/config/site'
import { devlogOptions } from '../src/sections/devlog/options'
import { docsOptions } from '../src/sections/docs/options'
import { parsePostFolder, postPath } from '../src/sections/devlog/node/loader'
import { readDoxygenFolder } from '../src/sections/api/node/model'
import { defaultLayout, readVersionsFile } from '../src/sections/api/node/versions'
import { CURRENT_VERSION } from '../src/sections/api/options'
import { codeLinksReport, codePagesOf, linkCodePages, type CodePageSource } from '../src/sections/api/node/codeLinks/build'
import { codeSymbolsFromModel, type VersionSymbols } from '../src/sections/api/node/codeLinks/match'

async function main() {
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
  const report = codeLinksReport(result, (Date.now() - started) / 1000)
  for (const l of report.lines) console.log(l)
  for (const w of report.warnings) console.log(`warning: ${w}`)
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
