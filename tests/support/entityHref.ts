/**
 * Where an entity of one engine version lives, computed from that version's committed XML and route table (never
 * read from a built page), for browser tests that check a link's target.
 */
import path from 'node:path'
import { readDoxygenFolder } from '../../src/sections/api/model/model'
import { buildRoutes } from '../../src/sections/api/model/routes'
import { versionBasePath } from '../../src/sections/api/options'

/** route#anchor of a member, or route of a compound, of `version` ('current' for Next). */
export function entityHref(version: string, qualifiedName: string, kind: string): string {
  const dir = version === 'current' ? 'doxygen-xml' : path.join('versioned_doxygen_xml', `version-${version}`)
  const model = readDoxygenFolder(path.resolve(dir), { warn: () => undefined })
  const routes = buildRoutes(model, versionBasePath(version))
  for (const c of model.compounds.values()) if (c.name === qualifiedName && c.kind === kind) return routes.compounds.get(c.id)!
  for (const m of model.members.values()) {
    if (m.qualifiedName === qualifiedName && m.kind === kind) {
      const at = routes.members.get(m.id)!
      return `${at.route}#${at.anchor}`
    }
  }
  throw new Error(`${qualifiedName} (${kind}) is not in ${version}`)
}
