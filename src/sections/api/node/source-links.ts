/**
 * Links from the API reference to the sources ("Declared in file:line", file pages). The engine's XML uses the
 * site config's `apiSource`; any other XML only what HELIOS_DOXYGEN_SOURCE_REPOSITORY and its companions declare,
 * so another library's pages never point into helios' repository (docs/sections/api.md, "Links to the sources").
 */

import type { ApiSourceConfig } from '../../../shell/config/types'

export type { ApiSourceConfig }

/**
 * The source configuration of the corpus being built: the site's for the
 * engine's XML, the environment's for HELIOS_DOXYGEN_XML. Null: no source links.
 */
export function apiSourceFor(env: NodeJS.ProcessEnv, siteSource: ApiSourceConfig | null): ApiSourceConfig | null {
  if (!env.HELIOS_DOXYGEN_XML) return siteSource
  const repository = env.HELIOS_DOXYGEN_SOURCE_REPOSITORY
  if (!repository) return null
  return {
    repository,
    ref: env.HELIOS_DOXYGEN_SOURCE_REF ?? 'HEAD',
    path: env.HELIOS_DOXYGEN_SOURCE_PATH ?? '',
    host: (env.HELIOS_DOXYGEN_SOURCE_HOST ?? 'github') as ApiSourceConfig['host'],
  }
}

/** URL of a source file (at a line) on the host; null without a source configuration or a usable path. */
export function sourceUrl(source: ApiSourceConfig | null, file: string | null | undefined, line?: number | null): string | null {
  if (!source || !file || file.startsWith('/') || file.split('/').includes('..')) return null
  const p = `${source.path}${file}`.split('/').map(encodeURIComponent).join('/')
  const ref = encodeURIComponent(source.ref)
  const base = source.host === 'gitlab' ? `${source.repository}/-/blob/${ref}/${p}` : `${source.repository}/blob/${ref}/${p}`
  return line ? `${base}#L${line}` : base
}

/** The host's name for link labels ("View source on GitHub"). */
export function hostLabel(repository: string): string {
  let host: string
  try {
    host = new URL(repository).hostname
  } catch {
    return 'the source host'
  }
  if (host === 'github.com') return 'GitHub'
  if (host === 'gitlab.com') return 'GitLab'
  if (host === 'codeberg.org') return 'Codeberg'
  return host
}
