/**
 * The docs section's settings: the only place its routes, names and search
 * facets are spelt. It builds two kinds of page from MDX: the docs under
 * content/docs (below /docs/) and the stand-alone pages under content/pages.
 */
import { siteConfig } from '../../shell/config/site'
import { currentDocsVersion, docsVersionTag } from '../../shell/config/types'

export interface DocsSourceOptions {
  /** gatsby-source-filesystem instance name. */
  source: string
  /** Folder of the source's MDX files, relative to the site root. */
  dir: string
  /** Route the file paths are put under; "index" is the base itself. */
  basePath: string
  /** Key of the section in HeliosPage.section. */
  section: string
  /** The section's name as readers see it. */
  sectionLabel: string
  /** HeliosPage.kind of its pages. */
  kind: string
  /** Search facet (HeliosPage.docsTag). */
  docsTag: string
  /** Sidebar shown next to its pages (a key of siteConfig.sidebars), or null. */
  sidebarId: string | null
}

/** The docs version readers land on: its path is set once, in the site config's docs plugin. */
const docsPlugin = siteConfig.docs[0]
const currentVersion = currentDocsVersion(docsPlugin)

export const docsOptions: { docs: DocsSourceOptions; pages: DocsSourceOptions } = {
  docs: {
    source: 'docs',
    dir: 'content/docs',
    basePath: currentVersion.path,
    section: 'docs',
    sectionLabel: 'Docs',
    kind: 'doc',
    docsTag: docsVersionTag(docsPlugin, currentVersion),
    sidebarId: 'tutorialSidebar',
  },
  pages: {
    source: 'pages',
    dir: 'content/pages',
    basePath: siteConfig.sections.pages.basePath,
    section: 'pages',
    sectionLabel: siteConfig.title,
    kind: 'page',
    docsTag: siteConfig.sections.pages.docsTag,
    sidebarId: null,
  },
}

/** The doc id of a file under its source folder: the path without extension. */
export const docIdOf = (relativePath: string): string => relativePath.replace(/\.mdx?$/, '')

/** The route of a doc id under a source's base path ("index" is the base itself). */
export function docRoute(source: DocsSourceOptions, docId: string): string {
  return docId === 'index' ? source.basePath : `${source.basePath}${docId}/`
}
