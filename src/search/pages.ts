/**
 * Which built pages are searchable, and what section each belongs to.
 * Listing pages (devlog pagination, tags, archive, API indices) repeat
 * content found elsewhere and are left out so a hit lands on the source.
 */
import type { PageKind } from './types'

export interface PageClass {
  section: string
  kind: PageKind
  docsTag: string
}

const API_KINDS: Record<string, PageKind> = {
  classes: 'class', structs: 'struct', unions: 'api', interfaces: 'class', exceptions: 'class', concepts: 'api',
  namespaces: 'namespace', files: 'file', folders: 'folder', pages: 'api',
}

export const SECTION_DEVLOG = 'Devlog'
export const SECTION_DOCS = 'Docs'
export const SECTION_API = 'API reference'
export const SECTION_PAGES = 'helios'

/** Classifies a route; null when the page is not searchable. */
export function classifyPage(path: string): PageClass | null {
  const p = path.endsWith('/') ? path : `${path}/`
  if (p === '/' || p.startsWith('/__') || p.startsWith('/404') || p.startsWith('/dev-404') || p === '/search/') return null
  if (p.startsWith('/devlog/')) {
    return /^\/devlog\/\d{4}\/\d{2}\/\d{2}\/[^/]+\/$/.test(p) ? { section: SECTION_DEVLOG, kind: 'post', docsTag: 'devlog' } : null
  }
  if (p.startsWith('/docs/helios/')) {
    const seg = p.split('/')[3] ?? ''
    if (seg === 'indices' || p.split('/').filter(Boolean).length <= 3) return null
    const kind = API_KINDS[seg]
    return kind ? { section: SECTION_API, kind, docsTag: 'docs-default-current' } : null
  }
  if (p.startsWith('/docs/')) return { section: SECTION_DOCS, kind: 'doc', docsTag: 'docs-default-current' }
  return { section: SECTION_PAGES, kind: 'page', docsTag: 'default' }
}
