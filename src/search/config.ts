/**
 * Search settings shared by the modal, the /search page and the build.
 * GATSBY_* variables are inlined into the browser bundle at build time.
 */
import { siteConfig } from '../config/site'

/** The index is named after the site. */
export const SEARCH_INDEX_NAME = process.env.GATSBY_ALGOLIA_INDEX_NAME || siteConfig.title

export const ALGOLIA_APP_ID = process.env.GATSBY_ALGOLIA_APP_ID || ''
export const ALGOLIA_SEARCH_KEY = process.env.GATSBY_ALGOLIA_SEARCH_KEY || ''
/** Algolia answers only when both public settings are present; the embedded index otherwise. */
export const USE_ALGOLIA = Boolean(ALGOLIA_APP_ID && ALGOLIA_SEARCH_KEY)
/** Insights events (view, click) are sent only with Algolia and when asked for. */
export const ALGOLIA_INSIGHTS = USE_ALGOLIA && process.env.GATSBY_ALGOLIA_INSIGHTS === 'true'

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
/** Docs tag facet values searched by default (contextual search over the whole site). */
export const SEARCH_DOCS_TAGS = ['default', 'docs-default-current', 'devlog']
export const FACET_FILTERS: string[][] = [
  [`language:${SEARCH_LANGUAGE}`],
  SEARCH_DOCS_TAGS.map((t) => `docs_tag:${t}`),
]

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
export function searchParameters(narrow: boolean) {
  const words = narrow ? SNIPPET_WORDS_NARROW : SNIPPET_WORDS
  return {
    attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
    attributesToSnippet: [
      `hierarchy.lvl1:${words}`, `hierarchy.lvl2:${words}`, `hierarchy.lvl3:${words}`, `hierarchy.lvl4:${words}`,
      `hierarchy.lvl5:${words}`, `hierarchy.lvl6:${words}`, `content:${words}`,
    ],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: HITS_PER_PAGE,
    clickAnalytics: ALGOLIA_INSIGHTS,
    facetFilters: FACET_FILTERS,
  }
}
