/**
 * Links from the API reference to the sources ("Declared in file:line", file pages), made from URL templates.
 * The engine's XML uses the site config's `apiSource`; any other XML only what HELIOS_DOXYGEN_SOURCE_URL (or
 * HELIOS_DOXYGEN_SOURCE_REPOSITORY) and their companions declare, so another library's pages never point into
 * helios' repository (docs/sections/api.md, "Links to the sources").
 */

import type { ApiSourceConfig } from '../../../shell/config/types'
import { SOURCE_HOST_TEMPLATES } from '../../../shell/config/validate'

export type { ApiSourceConfig }

/**
 * The line-less form of a line URL template: the fragment holding {line} dropped (`…/{path}#L{line}` →
 * `…/{path}`); undefined when {line} is elsewhere, so the file form has to be given.
 */
export function fileTemplateOf(lineUrl: string): string | undefined {
  const hash = lineUrl.indexOf('#')
  if (hash < 0 || !lineUrl.slice(hash).includes('{line}') || lineUrl.slice(0, hash).includes('{line}')) return undefined
  return lineUrl.slice(0, hash)
}

/**
 * The source configuration of the corpus being built: the site's for the engine's XML, the environment's for
 * HELIOS_DOXYGEN_XML. Null: no source links. HELIOS_DOXYGEN_SOURCE_URL is the line template
 * (HELIOS_DOXYGEN_SOURCE_FILE_URL the file one, when the line is not in the URL's fragment); without it,
 * HELIOS_DOXYGEN_SOURCE_HOST (github or gitlab) names the templates of a host. checkApiSource says what is wrong.
 */
export function apiSourceFor(env: NodeJS.ProcessEnv, siteSource: ApiSourceConfig | null): ApiSourceConfig | null {
  if (!env.HELIOS_DOXYGEN_XML) return siteSource
  const repository = env.HELIOS_DOXYGEN_SOURCE_REPOSITORY ?? ''
  const lineTemplate = env.HELIOS_DOXYGEN_SOURCE_URL
  if (!repository && !lineTemplate) return null
  const host = SOURCE_HOST_TEMPLATES[env.HELIOS_DOXYGEN_SOURCE_HOST ?? 'github']
  const lineUrl = lineTemplate ?? host?.lineUrl ?? ''
  return {
    repository,
    ref: env.HELIOS_DOXYGEN_SOURCE_REF ?? 'HEAD',
    path: env.HELIOS_DOXYGEN_SOURCE_PATH ?? '',
    lineUrl,
    fileUrl: env.HELIOS_DOXYGEN_SOURCE_FILE_URL ?? (lineTemplate ? (fileTemplateOf(lineTemplate) ?? '') : (host?.fileUrl ?? '')),
  }
}

/** URL of a source file (at a line) from the templates; null without a source configuration or a usable path. */
export function sourceUrl(source: ApiSourceConfig | null, file: string | null | undefined, line?: number | null): string | null {
  if (!source || !file || file.startsWith('/') || file.split('/').includes('..')) return null
  const values: Record<string, string> = {
    repository: source.repository,
    revision: encodeURIComponent(source.ref),
    path: `${source.path}${file}`.split('/').map(encodeURIComponent).join('/'),
    line: line ? String(line) : '',
  }
  return (line ? source.lineUrl : source.fileUrl).replace(/\{(repository|revision|path|line)\}/g, (_, k: string) => values[k])
}

/** The host's name for link labels ("View source on GitHub"), from the URL the templates give. */
export function hostLabel(source: ApiSourceConfig): string {
  let host: string
  try {
    host = new URL(sourceUrl(source, 'a', null) ?? '').hostname
  } catch {
    return 'the source host'
  }
  if (host === 'github.com') return 'GitHub'
  if (host === 'gitlab.com') return 'GitLab'
  if (host === 'codeberg.org') return 'Codeberg'
  return host
}
