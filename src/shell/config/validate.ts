/**
 * Build-start validation of the site configuration. Every error names the
 * faulty item by its path in the config and lists what would have been valid,
 * so an author can fix the config without reading this file.
 */
import type { ApiSourceConfig, PageBudgetKind, PageMeasure, SidebarItem, SiteConfig } from './types'

export class SiteConfigError extends Error {
  constructor(message: string) {
    super(`Site config error: ${message}`)
    this.name = 'SiteConfigError'
  }
}

export const NAVBAR_ITEM_TYPES = [
  'link',
  'dropdown',
  'colorModeToggle',
  'localeDropdown',
  'docsVersionDropdown',
  'search',
] as const

const list = (ids: Iterable<string>): string => [...ids].map((id) => `"${id}"`).join(', ') || '(none)'

/** The placeholders of source URL templates (apiSource.lineUrl and fileUrl). */
export const SOURCE_PLACEHOLDERS = ['repository', 'revision', 'path', 'line'] as const

/** The URL templates of hosts that follow GitHub's or GitLab's layout, for settings that name a host. */
export const SOURCE_HOST_TEMPLATES: Record<string, { lineUrl: string; fileUrl: string }> = {
  github: { lineUrl: '{repository}/blob/{revision}/{path}#L{line}', fileUrl: '{repository}/blob/{revision}/{path}' },
  gitlab: { lineUrl: '{repository}/-/blob/{revision}/{path}#L{line}', fileUrl: '{repository}/-/blob/{revision}/{path}' },
}

/** Problems with a source repository setting, each naming the setting; empty when it is valid. */
export function checkApiSource(s: ApiSourceConfig, where: string): string[] {
  const problems: string[] = []
  const usesRepository = /\{repository\}/.test(`${s.lineUrl}${s.fileUrl}`)
  if (s.repository !== '' || usesRepository) {
    let url: URL | null = null
    try {
      url = new URL(s.repository)
    } catch {
      problems.push(`${where}.repository "${s.repository}" is not a URL${usesRepository ? ' (the URL templates use {repository})' : ''}`)
    }
    if (url && url.protocol !== 'https:') problems.push(`${where}.repository "${s.repository}" must be an https URL`)
    if (url && (url.search || url.hash || s.repository.endsWith('/'))) problems.push(`${where}.repository "${s.repository}" must be the repository's URL without a trailing slash, query or fragment`)
  }
  if (!s.ref || /\s/.test(s.ref)) problems.push(`${where}.ref "${s.ref}" must be a branch, tag or commit without spaces`)
  if (s.path !== '' && (!s.path.endsWith('/') || s.path.startsWith('/') || s.path.split('/').includes('..'))) problems.push(`${where}.path "${s.path}" must be "" or a relative folder ending in "/"`)
  for (const key of ['lineUrl', 'fileUrl'] as const) {
    const template = s[key]
    if (typeof template !== 'string' || template === '') {
      problems.push(`${where}.${key} is missing: a URL template with ${key === 'lineUrl' ? '{path} and {line}' : '{path}'}, e.g. ${SOURCE_HOST_TEMPLATES.github[key]}`)
      continue
    }
    const unknown = [...template.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]).filter((p) => !(SOURCE_PLACEHOLDERS as readonly string[]).includes(p))
    if (unknown.length > 0) problems.push(`${where}.${key} "${template}" has unknown placeholder(s) ${list(unknown.map((p) => `{${p}}`))}. Placeholders: ${list(SOURCE_PLACEHOLDERS.map((p) => `{${p}}`))}.`)
    if (!template.includes('{path}')) problems.push(`${where}.${key} "${template}" must contain {path}`)
    if (key === 'lineUrl' && !template.includes('{line}')) problems.push(`${where}.lineUrl "${template}" must contain {line}`)
    if (key === 'fileUrl' && template.includes('{line}')) problems.push(`${where}.fileUrl "${template}" is the URL of a whole file: it cannot contain {line}`)
    // What the template gives for a sample file must be an https URL.
    const sample = template.replace(/\{repository\}/g, s.repository).replace(/\{revision\}/g, 'main').replace(/\{path\}/g, 'a.h').replace(/\{line\}/g, '1')
    let parsed: URL | null = null
    try {
      parsed = new URL(sample)
    } catch {
      // Said below.
    }
    if (unknown.length === 0 && (!parsed || parsed.protocol !== 'https:')) problems.push(`${where}.${key} "${template}" must give an https URL (it gives "${sample}" for a.h)`)
  }
  return problems
}

export const PAGE_BUDGET_KINDS: readonly PageBudgetKind[] = ['content', 'api', 'other']
export const PAGE_MEASURES: readonly PageMeasure[] = ['html', 'pageData', 'search']

/** Problems with the page budgets, each naming the setting; empty when they are valid. */
export function checkPageBudgetSettings(budgets: unknown): string[] {
  if (typeof budgets !== 'object' || budgets === null) return [`pageBudgets must name the limits of ${list(PAGE_BUDGET_KINDS)}`]
  const problems: string[] = []
  const kinds = Object.keys(budgets)
  for (const kind of kinds) if (!(PAGE_BUDGET_KINDS as readonly string[]).includes(kind)) problems.push(`pageBudgets.${kind} is not a kind of page. Kinds: ${list(PAGE_BUDGET_KINDS)}.`)
  for (const kind of PAGE_BUDGET_KINDS) {
    const limits = (budgets as Record<string, unknown>)[kind]
    if (typeof limits !== 'object' || limits === null) {
      problems.push(`pageBudgets.${kind} is missing (an empty object bounds nothing)`)
      continue
    }
    for (const [measure, limit] of Object.entries(limits)) {
      const where = `pageBudgets.${kind}.${measure}`
      if (!(PAGE_MEASURES as readonly string[]).includes(measure)) {
        problems.push(`${where} is not a measure. Measures: ${list(PAGE_MEASURES)}.`)
        continue
      }
      const { soft, hard } = (limit ?? {}) as { soft?: unknown; hard?: unknown }
      const positive = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0
      if (!positive(soft) || !positive(hard)) problems.push(`${where} needs a soft and a hard limit in KiB, both positive numbers`)
      else if (soft > hard) problems.push(`${where}: the soft limit (${soft} KiB) is above the hard limit (${hard} KiB)`)
    }
  }
  return problems
}

/** Checks everything that can be checked without content: navbar, versions, sidebars' own structure. */
export function validateSiteConfigShape(config: SiteConfig): void {
  if (config.apiSource !== null) {
    const problems = checkApiSource(config.apiSource, 'apiSource')
    if (problems.length > 0) throw new SiteConfigError(`${problems.join('; ')}. Set apiSource to null to turn source links off.`)
  }
  const known = new Set<string>(NAVBAR_ITEM_TYPES)
  const docsPluginIds = config.docs.map((d) => d.id)

  config.navbar.items.forEach((item, index) => {
    const where = `navbar.items[${index}]`
    const type = (item as { type?: unknown }).type
    if (typeof type !== 'string' || !known.has(type)) {
      throw new SiteConfigError(
        `${where} has unknown type "${String(type)}". Known navbar item types: ${list(NAVBAR_ITEM_TYPES)}.`,
      )
    }
    if (item.type === 'link' && !item.to === !item.href) {
      throw new SiteConfigError(`${where} ("${item.label}") needs exactly one of "to" or "href".`)
    }
    if (item.type === 'docsVersionDropdown') {
      const pluginId = item.docsPluginId ?? 'default'
      const plugin = config.docs.find((d) => d.id === pluginId)
      if (!plugin) {
        throw new SiteConfigError(
          `${where} refers to docs plugin "${pluginId}", which is not enabled. Enabled docs plugins: ${list(docsPluginIds)}.`,
        )
      }
      for (const name of item.versions ?? []) {
        if (!plugin.versions.some((v) => v.name === name)) {
          throw new SiteConfigError(
            `${where} lists docs version "${name}", which does not exist. Versions of "${pluginId}": ${list(plugin.versions.map((v) => v.name))}.`,
          )
        }
      }
    }
  })

  for (const plugin of config.docs) {
    const names = plugin.versions.map((v) => v.name)
    if (!names.includes(plugin.lastVersion)) {
      throw new SiteConfigError(
        `docs plugin "${plugin.id}" has lastVersion "${plugin.lastVersion}", which does not exist. Versions: ${list(names)}.`,
      )
    }
  }

  for (const [name, section] of Object.entries(config.sections)) {
    if (!/^\/([^/?#\s]+\/)*$/.test(section.basePath)) {
      throw new SiteConfigError(`sections.${name}.basePath "${section.basePath}" must be a route that starts and ends with "/".`)
    }
  }

  const budgetProblems = checkPageBudgetSettings(config.pageBudgets)
  if (budgetProblems.length > 0) throw new SiteConfigError(budgetProblems.join('; '))

  for (const [sidebarId, items] of Object.entries(config.sidebars)) {
    walkSidebar(items, `sidebars.${sidebarId}`, (item, where) => {
      if (item.type === 'category' && !item.link) {
        throw new SiteConfigError(`${where} (category "${item.label}") has no link; every sidebar category needs one.`)
      }
    })
  }
}

/** Checks that every doc id the sidebars and versions name exists among the docs pages found; `drafts` (id → file) names the ones a draft is missing for. */
export function validateDocIds(config: SiteConfig, existingDocIds: string[], drafts: ReadonlyMap<string, string> = new Map()): void {
  const existing = new Set(existingDocIds)
  const missing = (id: string, where: string) => {
    const draft = existing.has(id) ? undefined : drafts.get(id)
    if (draft) {
      throw new SiteConfigError(`${where} refers to doc id "${id}", a draft (${draft} has draft: true), which a production build leaves out. Publish it (remove draft: true) or take it out of the site config.`)
    }
    if (!existing.has(id)) {
      throw new SiteConfigError(`${where} refers to doc id "${id}", which does not exist. Available doc ids: ${list(existingDocIds.sort())}.`)
    }
  }
  for (const plugin of config.docs) {
    plugin.versions.forEach((v, i) => missing(v.mainDocId, `docs "${plugin.id}" versions[${i}] ("${v.name}") mainDocId`))
  }
  for (const [sidebarId, items] of Object.entries(config.sidebars)) {
    walkSidebar(items, `sidebars.${sidebarId}`, (item, where) => {
      if (item.type === 'doc') missing(item.id, where)
      if (item.type === 'category' && item.link?.type === 'doc') missing(item.link.id, `${where}.link`)
    })
  }
}

/** Looks a sidebar up by id, failing with the ids that exist. */
export function getSidebar(config: SiteConfig, sidebarId: string): SidebarItem[] {
  const sidebar = config.sidebars[sidebarId]
  if (!sidebar) {
    throw new SiteConfigError(`sidebar id "${sidebarId}" does not exist. Available sidebar ids: ${list(Object.keys(config.sidebars))}.`)
  }
  return sidebar
}

function walkSidebar(items: SidebarItem[], path: string, visit: (item: SidebarItem, where: string) => void): void {
  items.forEach((item, i) => {
    const where = `${path}[${i}]`
    visit(item, where)
    if (item.type === 'category') walkSidebar(item.items ?? [], `${where}.items`, visit)
  })
}
