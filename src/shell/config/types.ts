/**
 * Types of the site configuration (src/shell/config/site.ts). The configuration is
 * validated by ./validate.ts when the build starts; these types are the
 * single description of what it may hold.
 */

/**
 * Where the sources of an API corpus live, as URL templates. Placeholders: {repository}, {revision}, {path} (the
 * folder `path` followed by doxygen's path of the file, each segment URL-encoded) and {line}.
 */
export interface ApiSourceConfig {
  /** {repository}: the repository's URL on the host, e.g. https://github.com/helios-engine/helios (https, no trailing slash); "" when the templates spell it out. */
  repository: string
  /** {revision}: the branch, tag or commit the links point at. */
  ref: string
  /** Folder of the repository that doxygen's paths are relative to ("" for the root, else ending in "/"). */
  path: string
  /** The URL of a line of a file, e.g. {repository}/blob/{revision}/{path}#L{line}. */
  lineUrl: string
  /** The URL of a whole file (no {line}), e.g. {repository}/blob/{revision}/{path}. */
  fileUrl: string
}

/** A link in the navbar or in a dropdown: internal (`to`) or external (`href`). */
export interface NavbarLinkItem {
  type: 'link'
  label: string
  /** Internal route, e.g. "/devlog". */
  to?: string
  /** External URL; opens with rel="noopener". */
  href?: string
  position: 'left' | 'right'
}

export interface NavbarDropdownItem {
  type: 'dropdown'
  label: string
  position: 'left' | 'right'
  items: Array<Omit<NavbarLinkItem, 'position'>>
}

export interface NavbarColorModeToggleItem {
  type: 'colorModeToggle'
  position: 'left' | 'right'
}

export interface NavbarLocaleDropdownItem {
  type: 'localeDropdown'
  position: 'left' | 'right'
}

export interface NavbarDocsVersionDropdownItem {
  type: 'docsVersionDropdown'
  position: 'left' | 'right'
  /** Docs plugin whose versions are listed; "default" when omitted. */
  docsPluginId?: string
  /** Versions to list, by name; all versions when omitted. */
  versions?: string[]
}

export interface NavbarSearchItem {
  type: 'search'
  position: 'left' | 'right'
}

export type NavbarItem =
  | NavbarLinkItem
  | NavbarDropdownItem
  | NavbarColorModeToggleItem
  | NavbarLocaleDropdownItem
  | NavbarDocsVersionDropdownItem
  | NavbarSearchItem

export type NavbarItemType = NavbarItem['type']

/** A sidebar entry pointing at a docs page by its id (the file name under content/docs). */
export interface SidebarDocItem {
  type: 'doc'
  id: string
  label?: string
}

export interface SidebarLinkItem {
  type: 'link'
  label: string
  href: string
  /** Reachable but not listed in the sidebar. */
  unlisted?: boolean
}

export interface SidebarCategoryItem {
  type: 'category'
  label: string
  /** Where the category's own label leads. Required: categories are never bare folders. */
  link: { type: 'doc'; id: string } | { type: 'href'; href: string }
  linkUnlisted?: boolean
  items: SidebarItem[]
}

export type SidebarItem = SidebarDocItem | SidebarLinkItem | SidebarCategoryItem

export interface DocsVersion {
  /** Stable name used in configuration, e.g. "current". */
  name: string
  /** Label shown to readers, e.g. "Next". */
  label: string
  /** Base route of this version's docs. */
  path: string
  /** Doc shown at the version's base route. */
  mainDocId: string
  /** The devlog post of the version's period, linked from its changes page (and linking to it). */
  releasePost?: string
}

export interface DocsPluginConfig {
  /** Id of the docs plugin; "default" for the only one helios has. */
  id: string
  versions: DocsVersion[]
  /** Name of the version readers land on. */
  lastVersion: string
}

export interface ColorModeConfig {
  /** Mode used when nothing is stored: "system" follows prefers-color-scheme. */
  defaultMode: 'light' | 'dark' | 'system'
  /** Hide the toggle; any stored choice is deleted. */
  disableSwitch: boolean
  /** Whether the OS preference is followed (and "system" is one of the toggle's steps). */
  respectPrefersColorScheme: boolean
}

export interface AnnouncementBarConfig {
  /** Changing the id makes a dismissed bar reappear. */
  id: string
  /** Plain text; may contain one link given separately. */
  content: string
  link?: { label: string; to: string }
  isCloseable: boolean
}

/**
 * What the site gives a section (as Docusaurus' config gives each plugin its options): where its pages live and
 * its search facet. The site config names these values; each section's options.ts takes them from it.
 */
export interface SectionSettings {
  /** Route the section's pages live under, with a trailing slash. */
  basePath: string
  /** Search facet of the section's pages (HeliosPage.docsTag). */
  docsTag: string
}

/** A size limit in KiB: over `soft` a warning about content, over `hard` a build error. */
export interface SizeLimit {
  soft: number
  hard: number
}

/**
 * What a page is measured on: its HTML, its page data (what a move inside the app fetches), the script of its MDX
 * body (the chunk a move inside the app fetches for a post or docs page) and its share of the search records.
 */
export type PageMeasure = 'html' | 'pageData' | 'search'

/** Kinds of page with their own limits: pages written in MDX, the API reference's pages, the pages the site generates. */
export type PageBudgetKind = 'content' | 'api' | 'other'

/** Each kind's limits; a measure without a limit is not bounded (docs/authoring.md, "Page budgets"). */
export type PageBudgets = Record<PageBudgetKind, Partial<Record<PageMeasure, SizeLimit>>>

export interface SiteConfig {
  title: string
  tagline: string
  /** Absolute origin the site is deployed to, used in feeds, canonical URLs and the sitemap. */
  siteUrl: string
  /** Path prefix the site is served under; "/" at the root. */
  baseUrl: string
  locale: { default: string; locales: Array<{ code: string; label: string }> }
  author: { name: string; url: string }
  /** The source-hosting organisation; used by the navbar and by edit links. */
  sourceUrl: string
  /**
   * The engine's repository on the source host: "Declared in file:line" and the
   * API file pages link there. Applies to the engine's own XML (doxygen-xml/)
   * only; null turns source links off.
   */
  apiSource: ApiSourceConfig | null
  colorMode: ColorModeConfig
  announcementBar?: AnnouncementBarConfig
  navbar: { title: string; hideOnScroll: boolean; items: NavbarItem[] }
  footer: { copyright: string; tagline: string }
  /** Feeds advertised in every page's head (`inHead: false` for one a plugin already advertises). */
  feeds: Array<{ type: 'application/rss+xml' | 'application/atom+xml'; href: string; title: string; inHead: boolean }>
  docs: DocsPluginConfig[]
  /** Hand-written sidebars by id. The API sidebar is generated from doxygen data. */
  sidebars: Record<string, SidebarItem[]>
  /**
   * The sections' settings (the docs section's come from `docs`): the API reference, the devlog (with its feeds)
   * and the stand-alone pages of content/pages.
   */
  sections: {
    api: SectionSettings
    devlog: SectionSettings & { rssPath: string; atomPath: string }
    pages: SectionSettings
  }
  /** Size limits of each kind of page, checked after the build (src/shell/server/pageBudgets.ts). */
  pageBudgets: PageBudgets
}

/** The version of a docs plugin readers land on: its `lastVersion`, or its first. */
export const currentDocsVersion = <V extends { name: string }>(plugin: { lastVersion: string; versions: V[] }): V =>
  plugin.versions.find((v) => v.name === plugin.lastVersion) ?? plugin.versions[0]

/** A docs version's search facet, as Docusaurus spells it: docs-{plugin id}-{version name}. */
export const docsVersionTag = (plugin: { id: string }, version: { name: string }): string => `docs-${plugin.id}-${version.name}`

/** A route below a section's base path: sectionRoute({ basePath: '/devlog/' }, 'archive') is /devlog/archive/. */
export const sectionRoute = (section: { basePath: string }, ...segments: string[]): string => `${section.basePath}${segments.map((s) => `${s}/`).join('')}`

/** Base path of a docs release: the version goes after the docs root, /docs/helios/ → /docs/0.2.0/helios/ (Docusaurus' layout). */
export function releaseBasePath(basePath: string, version: string): string {
  const docsRoot = basePath.replace(/[^/]+\/$/, '')
  return `${docsRoot}${version}/${basePath.slice(docsRoot.length)}`
}
