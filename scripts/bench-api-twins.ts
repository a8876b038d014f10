/**
 * CPU time of the API's Markdown twins for a doxygen XML folder, without a Gatsby build: one twin per part of every
 * compound (a close count of the build's page twins: the build also leaves out some pages, such as xref list pages,
 * and splits only class, scope and file pages) and the index pages' twins, made by the section's own code from the
 * payloads the build turns into nodes. Prints the time of each kind and the bytes made (nothing is written to disk).
 *
 *   npm run bench:api-twins [-- --xml DIR]    (default: the engine's doxygen-xml/)
 */
import path from 'node:path'
import { readDoxygenFolder } from '../src/sections/api/node/model'
import { buildRoutes } from '../src/sections/api/node/routes'
import { resolveAll } from '../src/sections/api/node/resolve'
import { compoundPayloads, memberPayloads } from '../src/sections/api/node/nodes'
import { memberParts, partRoute } from '../src/sections/api/node/pageParts'
import { buildIndexEntries, indexParts } from '../src/sections/api/node/indices'
import { compoundPartTwin, listTwin, type ListRowCache } from '../src/sections/api/node/markdownTwins'
import { apiOptions, INDEX_KINDS, INDEX_SCOPES } from '../src/sections/api/options'

const i = process.argv.indexOf('--xml')
const xml = path.resolve(i > 0 ? process.argv[i + 1] : 'doxygen-xml')
const cpu = () => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1e6
}

let t = cpu()
const model = readDoxygenFolder(xml, { warn: () => {} })
const routes = buildRoutes(model, apiOptions.basePath)
resolveAll(model, routes, () => {})
const compounds = compoundPayloads(model, routes)
const members = memberPayloads(model, routes)
const byRefid = new Map(members.map((m) => [m.refid, m as unknown as Record<string, unknown>]))
console.log(`read ${compounds.length} compounds and ${members.length} members from ${xml}: ${(cpu() - t).toFixed(1)} s CPU`)

t = cpu()
let pages = 0
let bytes = 0
for (const c of compounds) {
  const { count } = memberParts(c.sections)
  for (let part = 0; part < count; part++) {
    const md = compoundPartTwin(c as unknown as Record<string, unknown>, part, (refid) => byRefid.get(refid) ?? null)
    pages++
    bytes += md.length
  }
}
console.log(`compound twins: ${pages} pages, ${(bytes / 1048576).toFixed(1)} MB, ${(cpu() - t).toFixed(1)} s CPU`)

const entries = buildIndexEntries(compounds as never, members as never)
t = cpu()
const rows: ListRowCache = new Map()
let indexPages = 0
bytes = 0
for (const scope of INDEX_SCOPES) {
  for (const kind of INDEX_KINDS) {
    indexParts(entries[scope][kind]).parts.forEach((part, n) => {
      const md = listTwin(`${scope}: ${kind}`, partRoute(`${apiOptions.basePath}indices/${scope}/${kind}/`, n), part, [], rows)
      indexPages++
      bytes += md.length
    })
  }
}
console.log(`index twins: ${indexPages} pages, ${(bytes / 1048576).toFixed(1)} MB, ${(cpu() - t).toFixed(1)} s CPU`)
