/**
 * The devlog's settings: the only place its names are spelt; its base path,
 * search facet and feed paths are given by the site config
 * (siteConfig.sections.devlog). Other sections reach the devlog through the HeliosPage
 * interface (src/shell/contract.ts), not through these values.
 */
import { siteConfig } from '../../shell/config/site'
import { sectionRoute } from '../../shell/config/types'

export const devlogOptions = {
  /** Folder of the posts, authors.yaml and tags.yaml, relative to the site root. */
  dir: 'content/devlog',
  /** Route of the post list; posts, archive, tags and authors live below it (given by the site config). */
  basePath: siteConfig.sections.devlog.basePath,
  /** Key of the section in HeliosPage.section. */
  section: 'devlog',
  /** The section's name as readers see it (HeliosPage.sectionLabel, search hits). */
  sectionLabel: 'Devlog',
  /** HeliosPage.kind of a post. */
  postKind: 'post',
  /** Search facet of a post (HeliosPage.docsTag; given by the site config). */
  docsTag: siteConfig.sections.devlog.docsTag,
  /** Where the feeds are written: RSS 2.0 and Atom 1.0 (given by the site config). */
  rssPath: siteConfig.sections.devlog.rssPath,
  atomPath: siteConfig.sections.devlog.atomPath,
} as const


/** A route inside the devlog: devlogRoute('archive') is /devlog/archive/. */
export const devlogRoute = (...segments: string[]): string => sectionRoute(devlogOptions, ...segments)
