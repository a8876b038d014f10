/**
 * Search settings shared by the modal, the /search page and the build.
 * GATSBY_* variables are inlined into the browser bundle at build time.
 */
import { siteConfig } from '../../shell/config/site'
import { currentDocsVersion, docsVersionTag } from '../../shell/config/types'

/**
 * The index name, resolved in one place for the build (the embedded index,
 * the Algolia push) and the browser (the search client, the history keys):
 * GATSBY_ALGOLIA_INDEX_NAME when set, the site title otherwise. The variable
 * is spelt out in full so that Gatsby inlines it into the browser bundle.
 */
export function searchIndexName(value: string | undefined = process.env.GATSBY_ALGOLIA_INDEX_NAME): string {
  return value?.trim() || siteConfig.title
}
export const SEARCH_INDEX_NAME = searchIndexName()

export const ALGOLIA_APP_ID = process.env.GATSBY_ALGOLIA_APP_ID || ''
export const ALGOLIA_SEARCH_KEY = process.env.GATSBY_ALGOLIA_SEARCH_KEY || ''
/** Algolia answers only when both public settings are present; the embedded index otherwise. */
export const USE_ALGOLIA = Boolean(ALGOLIA_APP_ID && ALGOLIA_SEARCH_KEY)
/**
 * Hosts the Algolia client tries in order instead of Algolia's own, as a
 * comma-separated list of URLs (a proxy; the local stub in browser tests).
 */
export const ALGOLIA_HOSTS = process.env.GATSBY_ALGOLIA_HOSTS || ''
/** Insights events (view, click) are sent only with Algolia and when asked for. */
export const ALGOLIA_INSIGHTS = USE_ALGOLIA && process.env.GATSBY_ALGOLIA_INSIGHTS === 'true'
/** Where insights events are posted instead of Algolia's insights host (an origin such as http://127.0.0.1:9181). */
export const ALGOLIA_INSIGHTS_HOST = process.env.GATSBY_ALGOLIA_INSIGHTS_HOST || ''

/** Recent and favourite searches are kept unless personalisation is switched off. */
export const PERSONALIZATION = process.env.GATSBY_SEARCH_PERSONALIZATION !== 'false'

declare global {
  interface Window {
    /** Overrides GATSBY_SEARCH_PERSONALIZATION at run time (embedding pages, browser tests). */
    __HELIOS_SEARCH_PERSONALIZATION__?: boolean
  }
}

/** Whether recent and favourite searches are kept, honouring the run-time override. */
export function personalizationEnabled(): boolean {
  if (typeof window !== 'undefined' && typeof window.__HELIOS_SEARCH_PERSONALIZATION__ === 'boolean') {
    return window.__HELIOS_SEARCH_PERSONALIZATION__
  }
  return PERSONALIZATION
}

export const SEARCH_LANGUAGE = siteConfig.locale.default
/**
 * Docs tag facet values searched by default (contextual search over the whole site): every section's, as the site
 * config gives them, and the current version's of each docs plugin.
 */
export const SEARCH_DOCS_TAGS = [
  ...new Set([
    siteConfig.sections.pages.docsTag,
    ...siteConfig.docs.map((plugin) => docsVersionTag(plugin, currentDocsVersion(plugin))),
    siteConfig.sections.api.docsTag,
    siteConfig.sections.devlog.docsTag,
  ]),
]
export const FACET_FILTERS: string[][] = [
  [`language:${SEARCH_LANGUAGE}`],
  SEARCH_DOCS_TAGS.map((t) => `docs_tag:${t}`),
]

/**
 * The facet filters of a search from a page of one docs version (its `docsearch:docusaurus_tag`, as DocSearch reads
 * it): the version's tag in place of the current docs' tag, the site's unversioned pages and the devlog beside it.
 * Without a tag, or with the current docs' own, the default filters.
 */
export function facetFiltersFor(docsTag: string | null | undefined): string[][] {
  if (!docsTag || SEARCH_DOCS_TAGS.includes(docsTag)) return FACET_FILTERS
  const versioned = new Set([...siteConfig.docs.map((plugin) => docsVersionTag(plugin, currentDocsVersion(plugin))), siteConfig.sections.api.docsTag])
  return [FACET_FILTERS[0]!, [...SEARCH_DOCS_TAGS.filter((t) => !versioned.has(t)), docsTag].map((t) => `docs_tag:${t}`)]
}

/** The docs tag of the page read (the `docsearch:docusaurus_tag` meta an API page of a release carries); null elsewhere. */
export function pageDocsTag(): string | null {
  if (typeof document === 'undefined') return null
  return document.querySelector('meta[name="docsearch:docusaurus_tag"]')?.getAttribute('content') ?? null
}

export const MAX_QUERY_LENGTH = 64
export const HITS_PER_PAGE = 20
export const MAX_RESULTS_PER_GROUP = 5
export const STALL_THRESHOLD_MS = 300
export const RECENT_LIMIT = 7
export const RECENT_LIMIT_WITH_FAVORITES = 4
export const FAVORITE_LIMIT = 10
export const SNIPPET_WORDS = 10
export const SNIPPET_WORDS_NARROW = 5
export const NARROW_QUERY = '(max-width: 768px)'

/** Fields every search request asks for (the DocSearch request shape). */
export function searchParameters(narrow: boolean, docsTag: string | null = null) {
  const words = narrow ? SNIPPET_WORDS_NARROW : SNIPPET_WORDS
  return {
    attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url', 'symbol'],
    attributesToSnippet: [
      `hierarchy.lvl1:${words}`, `hierarchy.lvl2:${words}`, `hierarchy.lvl3:${words}`, `hierarchy.lvl4:${words}`,
      `hierarchy.lvl5:${words}`, `hierarchy.lvl6:${words}`, `content:${words}`,
    ],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: HITS_PER_PAGE,
    clickAnalytics: ALGOLIA_INSIGHTS,
    facetFilters: facetFiltersFor(docsTag),
  }
}
