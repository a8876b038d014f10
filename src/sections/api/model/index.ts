/**
 * The API model: doxygen's XML of every version read into plain records (model.ts), their routes (routes.ts),
 * resolved refs (resolve.ts) and each entity's history across the versions (history.ts). It has no framework:
 * the Gatsby nodes, the pages and every other output are made from it (../node/), never the reverse.
 */
import path from 'node:path'
import { type DoxygenModel, readDoxygenFolder } from './model'
import { type ApiHistory, computeHistory } from './history'
import { CURRENT_VERSION, readReleaseModels, readRenameTable, type VersionsLayout } from './versions'

/** One version of the API: its name, where its XML is, its doxygen model, and the history of every version's entities. */
export interface ApiVersion {
  name: string
  dir: string
  model: DoxygenModel
  history: ApiHistory | null
}

/**
 * The versions a site builds pages for, each XML folder read once: the current XML (`dir`), and, when `releases`
 * is given, every release of its versions file (newest first, after the current one), each from its own
 * snapshot, with every entity's history over all of them. Warnings (a ref to nothing, a rename table naming an
 * unknown version) go to `warn`; input that cannot be read throws DoxygenXmlError or VersionsError.
 */
export function readApiVersions(dir: string, releases: Pick<VersionsLayout, 'versionsFile' | 'versionedDir' | 'renamesFile'> | null, warn: (m: string) => void): ApiVersion[] {
  const current = readDoxygenFolder(dir, { warn })
  if (!releases) return [{ name: CURRENT_VERSION, dir, model: current, history: null }]
  const models = readReleaseModels(releases, { warn })
  const history = computeHistory([...models, { name: CURRENT_VERSION, model: current }], readRenameTable(releases.renamesFile))
  for (const w of history.warnings) warn(`${releases.renamesFile}: ${w}`)
  return [
    { name: CURRENT_VERSION, dir, model: current, history },
    ...models.reverse().map((r) => ({ name: r.name, dir: path.join(releases.versionedDir, `version-${r.name}`), model: r.model, history })),
  ]
}
