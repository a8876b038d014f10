/**
 * Build-start validation of the site configuration. Every error names the
 * faulty item by its path in the config and lists what would have been valid,
 * so an author can fix the config without reading this file.
 */
import type { SidebarItem, SiteConfig } from './types'

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

/** Checks everything that can be checked without content: navbar, versions, sidebars' own structure. */
export function validateSiteConfigShape(config: SiteConfig): void {
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

  for (const [sidebarId, items] of Object.entries(config.sidebars)) {
    walkSidebar(items, `sidebars.${sidebarId}`, (item, where) => {
      if (item.type === 'category' && !item.link) {
        throw new SiteConfigError(`${where} (category "${item.label}") has no link; every sidebar category needs one.`)
      }
    })
  }
}

/** Checks that every doc id the sidebars and versions name exists among the docs pages found. */
export function validateDocIds(config: SiteConfig, existingDocIds: string[]): void {
  const existing = new Set(existingDocIds)
  const missing = (id: string, where: string) => {
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
