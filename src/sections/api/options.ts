/**
 * The API reference's settings: the only place its names, compound kinds and
 * list and index titles are spelt; its base path and search facet are given by
 * the site config (siteConfig.sections.api). The node code
 * under node/ knows no helios names; it gets these values from here.
 */
import { siteConfig } from '../../shell/config/site'
import { releaseBasePath, sectionRoute } from '../../shell/config/types'

export const apiOptions = {
  /** Route under which the API reference is built, with a trailing slash (given by the site config). */
  basePath: siteConfig.sections.api.basePath,
  /** Key of the section in HeliosPage.section. */
  section: 'api',
  /** The section's name as readers see it (HeliosPage.sectionLabel, search hits, sidebar label). */
  sectionLabel: 'API reference',
  /** Search facet of every API page (HeliosPage.docsTag; given by the site config). */
  docsTag: siteConfig.sections.api.docsTag,
  /**
   * Inline code spans in devlog posts and docs pages that look like qualified
   * names but are not entities of the API, so they are neither linked nor
   * warned about: the standard library (`std::*`) and the engine's CMake
   * targets, which use the same `::` spelling (`helios::helios`, `helios::ext_glfw`).
   */
  proseLinkIgnore: ['std::*', 'helios::helios', 'helios::ext_glfw', 'helios::ext_opengl'],
} as const

/** A route inside the API reference: apiRoute('indices', 'files') is /docs/helios/indices/files/. */
export const apiRoute = (...segments: string[]): string => sectionRoute(apiOptions, ...segments)

/** The current engine's version name (Docusaurus' `current`, labelled Next); releases are named by number. */
export const CURRENT_VERSION = 'current'

/**
 * The API reference's base path in one version: the current engine at apiOptions.basePath (/docs/helios/), a
 * release under /docs/<version>/ with the same routes below it (/docs/0.2.0/helios/), as Docusaurus serves a
 * versioned docs plugin.
 */
export function versionBasePath(version: string): string {
  return version === CURRENT_VERSION ? apiOptions.basePath : releaseBasePath(apiOptions.basePath, version)
}

/** Route segment of a version's changes page (what it changed against the version before): /docs/0.2.0/helios/changes/. */
export const CHANGES_SEGMENT = 'changes'

/** Route segment of a version's documentation coverage page: /docs/0.2.0/helios/coverage/. */
export const COVERAGE_SEGMENT = 'coverage'

/** apiRoute in one version: versionRoute('0.2.0', 'classes') is /docs/0.2.0/helios/classes/. */
export const versionRoute = (version: string, ...segments: string[]): string => `${versionBasePath(version)}${segments.map((s) => `${s}/`).join('')}`

/** Search facet of a version's pages, as Docusaurus names it (docusaurus_tag): docs-default-current, docs-default-0.2.0. */
export const versionDocsTag = (version: string): string => apiOptions.docsTag.replace(/current$/, version)

/** The HeliosPage fields every compound's page shares. */
export const apiPageFields = { section: apiOptions.section, sectionLabel: apiOptions.sectionLabel, docsTag: apiOptions.docsTag }

/** apiPageFields of one version. */
export const versionPageFields = (version: string) => ({ ...apiPageFields, docsTag: versionDocsTag(version) })

/** Compound kinds the Classes list, the class index and the sidebar's classes show. */
export const CLASS_KINDS: readonly string[] = ['class', 'struct', 'union', 'interface', 'exception', 'concept']

/** The index pages: three scopes, each with eight kinds (24 pages under indices/). */
export const INDEX_SCOPES = ['classes', 'files', 'namespaces'] as const
export const INDEX_KINDS = ['all', 'classes', 'functions', 'variables', 'defines', 'enums', 'enumvalues', 'typedefs'] as const
export type IndexScope = (typeof INDEX_SCOPES)[number]
export type IndexKind = (typeof INDEX_KINDS)[number]
export const INDEX_KIND_TITLES: Record<IndexKind, string> = {
  all: 'All',
  classes: 'Classes',
  functions: 'Functions',
  variables: 'Variables',
  defines: 'Macros',
  enums: 'Enumerations',
  enumvalues: 'Enumerators',
  typedefs: 'Type aliases',
}
export const INDEX_SCOPE_TITLES: Record<IndexScope, string> = {
  classes: 'Class members',
  files: 'File members',
  namespaces: 'Namespace members',
}
