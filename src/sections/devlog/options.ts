/**
 * The devlog's settings: the only place its base path, names and search
 * facet are spelt. Other sections reach the devlog through the HeliosPage
 * interface (src/shell/contract.ts), not through these values.
 */
export const devlogOptions = {
  /** Folder of the posts, authors.yaml and tags.yaml, relative to the site root. */
  dir: 'content/devlog',
  /** Route of the post list; posts, archive, tags and authors live below it. */
  basePath: '/devlog/',
  /** Key of the section in HeliosPage.section. */
  section: 'devlog',
  /** The section's name as readers see it (HeliosPage.sectionLabel, search hits). */
  sectionLabel: 'Devlog',
  /** HeliosPage.kind of a post. */
  postKind: 'post',
  /** Search facet of a post (HeliosPage.docsTag). */
  docsTag: 'devlog',
  /** Where the feeds are written: RSS 2.0 and Atom 1.0. */
  rssPath: '/devlog/rss.xml',
  atomPath: '/devlog/atom.xml',
} as const


/** A route inside the devlog: devlogRoute('archive') is /devlog/archive/. */
export const devlogRoute = (...segments: string[]): string => `${devlogOptions.basePath}${segments.map((s) => `${s}/`).join('')}`
