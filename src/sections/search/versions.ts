/** The docs versions the /search page offers: those of the site config this build has pages for. */
import { siteConfig } from '../../shell/config/site'
import { CURRENT_VERSION, versionDocsTag } from '../api/options'

export type DocsVersion = { name: string; label: string }

/**
 * The docs versions of the site config this build has pages for (Next always): a build from another library's XML
 * has no releases, so it offers none. `docsTags` are the docs tags of the build's pages.
 */
export function searchableVersions(docsTags: readonly string[]): DocsVersion[] {
  const configured = siteConfig.docs.find((d) => d.id === 'default')?.versions ?? []
  return configured.filter((v) => v.name === CURRENT_VERSION || docsTags.includes(versionDocsTag(v.name)))
}

/** The version the page searches (?version=…), the current one when absent or not searchable. */
export function readVersion(search: string, versions: readonly DocsVersion[]): string {
  const v = new URLSearchParams(search).get('version')
  return v && versions.some((x) => x.name === v) ? v : CURRENT_VERSION
}

