/**
 * CPU time of the API's Markdown twins for a doxygen XML folder without a Gatsby build: every compound part's and
 * index page's twin, made by the section's own code from the payloads the build turns into nodes and serialised in
 * the twin workers as the build does (nothing is written to disk), to tell serialisation apart from the build's cost.
 *
 *   npm run bench:api-twins [-- --xml DIR] [--record]    (default: the engine's doxygen-xml/)
 */
import path from 'node:path'
import { readDoxygenFolder } from '../src/sections/api/model/model'
import { buildRoutes } from '../src/sections/api/model/routes'
import { resolveAll } from '../src/sections/api/model/resolve'
import { compoundPayloads, memberPayloads } from '../src/sections/api/node/nodes'
import { memberParts, partRoute } from '../src/sections/api/model/pageParts'
import { buildIndexEntries, indexParts } from '../src/sections/api/node/indices'
import { compoundPartTwin, listTwin, type ListRowCache } from '../src/sections/api/node/markdownTwins'
import { apiOptions, INDEX_KINDS, INDEX_SCOPES } from '../src/sections/api/options'
import { runTwinTasks } from '../src/shell/server/twinWorkers'
import { count, recorder, variantOf } from './measurements'

const i = process.argv.indexOf('--xml')
const xml = path.resolve(i > 0 ? process.argv[i + 1] : 'doxygen-xml')
const record = recorder('bench:api-twins', "The API's Markdown twins made from a doxygen XML folder without Gatsby, in the twin workers: CPU time (workers included) and wall time.", {
  variant: variantOf({ values: ['xml'] }),
})
const cpu = () => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1e6
}
let wall = Date.now()
const since = (t: number) => `${((Date.now() - wall) / 1000).toFixed(1)} s (${(cpu() - t).toFixed(1)} s CPU)`

let t = cpu()
const model = readDoxygenFolder(xml, { warn: () => {} })
const routes = buildRoutes(model, apiOptions.basePath)
resolveAll(model, routes, () => {})
const compounds = compoundPayloads(model, routes)
const members = memberPayloads(model, routes)
const byRefid = new Map(members.map((m) => [m.refid, m as unknown as Record<string, unknown>]))
console.log(`read ${compounds.length} compounds and ${members.length} members from ${xml}: ${(cpu() - t).toFixed(1)} s CPU`)
record.add('read-xml', `${count(compounds.length)} compounds, ${count(members.length)} members: ${(cpu() - t).toFixed(1)} s CPU`)
const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`
const times = (t0: number) => `${(cpu() - t0).toFixed(1)} s CPU, ${((Date.now() - wall) / 1000).toFixed(1)} s wall`

async function main() {
  t = cpu()
  wall = Date.now()
  let pages = 0
  let bytes = 0
  const compoundTasks: Array<() => Promise<void>> = []
  for (const c of compounds) {
    const { count } = memberParts(c.sections)
    for (let part = 0; part < count; part++) {
      compoundTasks.push(async () => {
        const md = await compoundPartTwin(c as unknown as Record<string, unknown>, part, (refid) => byRefid.get(refid) ?? null)
        pages++
        bytes += md.length
      })
    }
  }
  await runTwinTasks(compoundTasks)
  console.log(`compound twins: ${pages} pages, ${(bytes / 1048576).toFixed(1)} MB, ${since(t)}`)
  record.add('compound-twins', `${count(pages)} pages, ${mb(bytes)}: ${times(t)}`)

  const entries = buildIndexEntries(compounds as never, members as never)
  t = cpu()
  wall = Date.now()
  const rows: ListRowCache = new Map()
  let indexPages = 0
  bytes = 0
  const indexTasks: Array<() => Promise<void>> = []
  for (const scope of INDEX_SCOPES) {
    for (const kind of INDEX_KINDS) {
      indexParts(entries[scope][kind]).parts.forEach((part, n) => {
        indexTasks.push(async () => {
          const md = await listTwin(`${scope}: ${kind}`, partRoute(`${apiOptions.basePath}indices/${scope}/${kind}/`, n), part, [], rows)
          indexPages++
          bytes += md.length
        })
      })
    }
  }
  await runTwinTasks(indexTasks)
  console.log(`index twins: ${indexPages} pages, ${(bytes / 1048576).toFixed(1)} MB, ${since(t)}`)
  record.add('index-twins', `${count(indexPages)} pages, ${mb(bytes)}: ${times(t)}`)
  record.save()
}
main().catch((e) => {
  console.error(e)
  process.exit(1)
})
