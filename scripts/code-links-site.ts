/**
 * The site's C++ blocks and every version's entities, read without a site build as the build reads them: every
 * post, docs page and the home page's sample, each page at its version (versionOfDate), and each version's
 * entities from its doxygen XML; and each version's model with its headers, for the API pages' `\code` examples.
 * Shared by the code links bench and the test over every code link of the site.
 */
import fs from 'node:fs'
import path from 'node:path'
import { blankFrontmatter } from '../src/shell/mdxSyntax'
import { siteConfig } from '../src/shell/config/site'
import { devlogOptions } from '../src/sections/devlog/options'
import { docsOptions } from '../src/sections/docs/options'
import { parsePostFolder, postPath } from '../src/sections/devlog/node/loader'
import { readDoxygenFolder, type DoxygenModel } from '../src/sections/api/model/model'
import { defaultLayout, readVersionsFile } from '../src/sections/api/model/versions'
import { CURRENT_VERSION } from '../src/sections/api/options'
import { codePagesOf, versionIncludeDir, type CodePage, type CodePageSource } from '../src/sections/api/node/codeLinks/build'
import { codeSymbolsFromModel, type VersionSymbols } from '../src/sections/api/node/codeLinks/match'

export async function siteCodePages(root = process.cwd()): Promise<{ codePages: CodePage[]; symbols: Map<string, VersionSymbols> }> {
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
  return { codePages: await codePagesOf(pages, releaseDates, root), symbols }
}

/** Each version's doxygen model and the headers it documents: the API pages' `\code` examples, as the build links them. */
export function siteExampleVersions(root = process.cwd()): Array<{ version: string; model: DoxygenModel; includeDir: string }> {
  const layout = defaultLayout(root)
  const read = (dir: string) => readDoxygenFolder(dir, { warn: () => undefined })
  return [
    { version: CURRENT_VERSION, model: read(layout.currentDir), includeDir: versionIncludeDir(root, CURRENT_VERSION) },
    ...readVersionsFile(layout.versionsFile).map((v) => ({ version: v, model: read(path.join(layout.versionedDir, `version-${v}`)), includeDir: versionIncludeDir(root, v) })),
  ]
}
