/**
 * The site's search with another API's symbols, without a full Gatsby build: copies a built site (hard links) and
 * rewrites its search index from a doxygen XML folder with the API section's own node code, for search measurements
 * on large third-party XML (docs/sections/scripts-and-tests.md, "Search tests and tools").
 *
 *   npx tsx scripts/search-index-from-xml.ts --xml /tmp/ogre-dox/xml --to /tmp/public-ogre [--from public]
 */
import fs from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { readDoxygenFolder } from '../src/sections/api/model/model'
import { buildRoutes } from '../src/sections/api/model/routes'
import { resolveAll } from '../src/sections/api/model/resolve'
import { compoundPayloads, enumeratorPayloads, memberPayloads } from '../src/sections/api/node/nodes'
import { apiOptions, apiPageFields } from '../src/sections/api/options'
import { symbolRecords, type ApiSymbolSource } from '../src/sections/search/node/symbolRecords'
import { buildIndex } from '../src/sections/search/node/buildIndex'
import { recordChunkFiles, type IndexManifest, type StoredRecord } from '../src/sections/search/client/indexFormat'

function arg(name: string, fallback?: string): string {
  const i = process.argv.indexOf(`--${name}`)
  const v = i > 0 ? process.argv[i + 1] : fallback
  if (!v) throw new Error(`search-index-from-xml: --${name} is required`)
  return v
}

const xml = path.resolve(arg('xml'))
const from = path.resolve(arg('from', 'public'))
const to = path.resolve(arg('to'))
const started = Date.now()
const fromIndex = path.join(from, 'search-index')
const manifest = JSON.parse(fs.readFileSync(path.join(fromIndex, 'manifest.json'), 'utf8')) as IndexManifest
const prose: StoredRecord[] = []
for (const file of recordChunkFiles(manifest)) {
  for (const r of JSON.parse(fs.readFileSync(path.join(fromIndex, file), 'utf8')) as StoredRecord[]) if (!r.symbol) prose.push(r)
}

const warnings: string[] = []
const model = readDoxygenFolder(xml, { warn: (m) => warnings.push(m) })
const routes = buildRoutes(model, apiOptions.basePath)
resolveAll(model, routes, (m) => warnings.push(m))
const symbols: ApiSymbolSource[] = []
for (const c of compoundPayloads(model, routes)) {
  symbols.push({ id: c.refid, shortName: c.shortName, qualifiedName: c.qualifiedName, kind: c.kind, signature: c.signature, briefText: c.briefText, ownerName: c.ownerName, url: c.url, inline: c.inline, baseNames: c.baseNames, protection: c.protection })
}
const members = memberPayloads(model, routes)
for (const m of members) symbols.push({ id: m.refid, shortName: m.shortName, qualifiedName: m.qualifiedName, kind: m.kind, signature: m.signature, briefText: m.briefText, ownerName: m.ownerName, url: m.url, protection: m.protection })
for (const e of enumeratorPayloads(members)) symbols.push({ id: e.refid, shortName: e.shortName, qualifiedName: e.qualifiedName, kind: e.kind, signature: e.signature, briefText: e.briefText, ownerName: e.ownerName, url: e.url })
const records = [...symbolRecords(symbols, { sectionLabel: apiPageFields.sectionLabel, docsTag: apiPageFields.docsTag }), ...prose]
const built = buildIndex(records, manifest.indexName)

fs.rmSync(to, { recursive: true, force: true })
const cp = spawnSync('cp', ['-al', from, to], { stdio: 'inherit' })
if (cp.status !== 0) process.exit(cp.status ?? 1)
const outDir = path.join(to, 'search-index')
fs.rmSync(outDir, { recursive: true, force: true })
for (const [name, text] of built.files) {
  fs.mkdirSync(path.dirname(path.join(outDir, name)), { recursive: true })
  fs.writeFileSync(path.join(outDir, name), text)
}
console.log(`search-index-from-xml: ${xml}: ${model.compounds.size} compounds, ${symbols.length} API symbols → ${records.length - prose.length} symbol records + ${prose.length} prose records; ${built.files.size} index files in ${outDir} (${((Date.now() - started) / 1000).toFixed(1)} s, ${warnings.length} warnings)`)
