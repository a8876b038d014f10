/** The docs versions the /search page offers: those of the site config this build has pages for. */
import { siteConfig } from '../../shell/config/site'
import { CURRENT_VERSION, versionDocsTag } from '../api/options'

export type DocsVersion = { name: string; label: string }

/**
 * The versions this build has pages for (Next always): the site config's, then the API releases a build of other XML
 * brings in its own releases folder (HELIOS_DOXYGEN_RELEASES), named as their pages' docs tags name them. A build
 * from another library's XML without releases offers none. `docsTags` are the docs tags of the build's pages.
 */
export function searchableVersions(docsTags: readonly string[]): DocsVersion[] {
  const configured = (siteConfig.docs.find((d) => d.id === 'default')?.versions ?? []).filter((v) => v.name === CURRENT_VERSION || docsTags.includes(versionDocsTag(v.name)))
  const prefix = versionDocsTag('')
  const known = new Set(configured.map((v) => versionDocsTag(v.name)))
  const others = docsTags.filter((t) => t.startsWith(prefix) && t !== prefix && !known.has(t) && t !== versionDocsTag(CURRENT_VERSION)).map((t) => t.slice(prefix.length))
  return [...configured.map(({ name, label }) => ({ name, label })), ...others.map((name) => ({ name, label: name }))]
}

/** The version the page searches (?version=…), the current one when absent or not searchable. */
export function readVersion(search: string, versions: readonly DocsVersion[]): string {
  const v = new URLSearchParams(search).get('version')
  return v && versions.some((x) => x.name === v) ? v : CURRENT_VERSION
}

/** The docs tags of the API reference's pages of these versions, as `searchableVersions` takes them. */
export const apiDocsTags = (versions: readonly string[]): string[] => versions.map(versionDocsTag)
