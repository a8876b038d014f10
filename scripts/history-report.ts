/**
 * What each version of the engine changed, as the API reference's per-symbol history computes it from the
 * snapshots: one row of counts per version, then the time taken; --list names the entities behind the counts.
 *
 *   npm run report:history [-- --list] [--record]
 */
import { computeHistory } from '../src/sections/api/model/history'
import { defaultLayout, readRenameTable, readVersionModels } from '../src/sections/api/model/versions'
import { count, recorder } from './measurements'

const list = process.argv.includes('--list')
const record = recorder('report:history', "What each version of the engine changed, as the reference's per-symbol history computes it from the snapshots.")
const layout = defaultLayout(process.cwd())
const t0 = performance.now()
const versions = readVersionModels(layout, { warn: (m) => console.warn(`warning: ${m}`) })
const t1 = performance.now()
const history = computeHistory(versions, readRenameTable(layout.renamesFile))
const t2 = performance.now()
for (const w of history.warnings) console.warn(`warning: ${w}`)

interface Row {
  entities: number
  added: number
  changed: string[]
  deprecated: string[]
  removed: string[]
  renamed: string[]
}
const rows = new Map<string, Row>(versions.map((v) => [v.name, { entities: 0, added: 0, changed: [], deprecated: [], removed: [], renamed: [] }]))
const names = versions.map((v) => v.name)
const next = (version: string) => names[names.indexOf(version) + 1] ?? null
for (const v of versions) {
  const entries: Array<[string, string]> = [
    ...[...v.model.compounds.values()].map((c): [string, string] => [c.id, `${c.kind} ${c.name}`]),
    ...[...v.model.members.values()].map((m): [string, string] => [m.id, `${m.kind} ${m.qualifiedName}${m.kind === 'function' ? m.argsString : ''}`]),
  ]
  for (const [id, label] of entries) {
    const h = history.get(v.name, id)!
    const row = rows.get(v.name)!
    row.entities++
    if (h.since === v.name) row.added++
    // Each event of an entity's life is counted once: read from the version it happens in (changes, deprecation),
    // or from the last version before it (removal, rename).
    for (const c of h.changes) if (c.version === v.name) row.changed.push(`${label}: was ${c.before}`)
    if (h.deprecated?.version === v.name) row.deprecated.push(label)
    if (h.renamedTo && next(v.name) === h.renamedTo.version) rows.get(h.renamedTo.version)!.renamed.push(`${label} -> ${h.renamedTo.name} (${h.renamedTo.via})`)
    else if (h.removedIn && next(v.name) === h.removedIn) rows.get(h.removedIn)!.removed.push(label)
  }
}

console.log('| version | entities | new | changed | deprecated | removed | renamed |')
console.log('|---|---:|---:|---:|---:|---:|---:|')
for (const [name, r] of rows) console.log(`| ${name} | ${r.entities} | ${r.added} | ${r.changed.length} | ${r.deprecated.length} | ${r.removed.length} | ${r.renamed.length} |`)
console.log(`read ${versions.length} versions in ${((t1 - t0) / 1000).toFixed(1)} s; history computed in ${(t2 - t1).toFixed(0)} ms`)
for (const [name, r] of rows) {
  record.add(
    `version/${name}`,
    `${count(r.entities)} entities: ${count(r.added)} new, ${r.changed.length} changed, ${r.deprecated.length} deprecated, ${r.removed.length} removed, ${r.renamed.length} renamed`,
  )
}
record.add('time', `${versions.length} versions read in ${((t1 - t0) / 1000).toFixed(1)} s; history computed in ${((t2 - t1) / 1000).toFixed(2)} s`)
record.save()
if (list) {
  for (const [name, r] of rows) {
    for (const key of ['changed', 'deprecated', 'removed', 'renamed'] as const) for (const text of r[key]) console.log(`${name} ${key}: ${text}`)
  }
}
