import * as React from 'react'
import ApiSeo from '../components/ApiSeo'
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import SiteLink from '../../../shell/components/SiteLink'
import { versionRoute } from '../options'
import ApiFrame, { CompoundList } from '../components/ApiFrame'
import DocContent from '../components/DocContent'
import { pageCompound } from '../components/types'
import SourceLink from '../components/SourceLink'
import type { TocItem } from '../../../shell/components/TableOfContents'
import type { DocNode } from '../components/types'
import * as styles from '../components/api.module.css'

interface Context {
  /** The engine version of the page (current or a release). */
  version: string
  isMainPage: boolean
}

function headings(nodes: DocNode[] | null): TocItem[] {
  const out: TocItem[] = []
  for (const n of nodes ?? []) {
    if (typeof n === 'string' || n.t !== 'section' || !n.id) continue
    const title = n.title.map((x) => (typeof x === 'string' ? x : '')).join('')
    const sub = headings(n.c).map(({ url, title }) => ({ url, title }))
    out.push({ url: `#${n.id}`, title, ...(sub.length ? { items: sub } : {}) })
  }
  return out
}

/** doxygen pages: the main page, README.md files (files/readme-md-N/), other markdown or \page pages (with their subpages), and examples. */
export default function ArticlePage({ data, pageContext }: PageProps<Queries.ApiArticlePageQuery, Context>) {
  const c = pageCompound(data)
  const source = data.file?.location?.file ?? c.location?.file
  const sourceLocation = data.file?.location ?? c.location
  const isReadme = c.readmeNumber !== null
  return (
    <ApiFrame
      title={c.refid === 'indexpage' && (!c.title || c.title === 'index') ? 'API reference' : c.title}
      kind={isReadme ? 'readme' : c.refid === 'indexpage' ? undefined : c.kind === 'example' ? 'example' : 'page'}
      breadcrumbs={c.breadcrumbs}
      brief={c.brief}
      toc={[...headings(c.detailed), ...(c.innerPages.length > 0 && !pageContext.isMainPage ? [{ url: '#subpages', title: 'Subpages' }] : [])]}
    >
      {isReadme && source && (
        <p className={styles.memberMeta}>
          <code>{source}</code>
          <SourceLink url={sourceLocation?.sourceUrl} host={sourceLocation?.sourceHost} what={source} />
        </p>
      )}
      {/* The description is the page's body: its first-level sections are h2 under the title. */}
      <DocContent nodes={c.detailed} className={styles.article} topHeading={2} />
      {!pageContext.isMainPage && <CompoundList items={c.innerPages} id="subpages" title="Subpages" />}
      {pageContext.isMainPage && (
        <nav className={styles.cards} aria-label="Browse the reference">
          <SiteLink to={versionRoute(pageContext.version, 'namespaces')} className={styles.card}><strong>Namespaces</strong><span>Every namespace and what it holds</span></SiteLink>
          <SiteLink to={versionRoute(pageContext.version, 'classes')} className={styles.card}><strong>Classes</strong><span>Classes, structs and unions</span></SiteLink>
          <SiteLink to={versionRoute(pageContext.version, 'files')} className={styles.card}><strong>Files</strong><span>Headers by folder, with sources</span></SiteLink>
          <SiteLink to={versionRoute(pageContext.version, 'indices')} className={styles.card}><strong>Indices</strong><span>Functions, variables, macros, enums, types</span></SiteLink>
        </nav>
      )}
    </ApiFrame>
  )
}

export const Head: HeadFC<Queries.ApiArticlePageQuery, Context> = ({ data, location, pageContext }) => (
  <ApiSeo pageContext={pageContext} title={pageCompound(data).refid === 'indexpage' ? 'API reference' : pageCompound(data).title} description={pageCompound(data).briefText || `${pageCompound(data).title}: API reference`} pathname={location.pathname} />
)

export const query = graphql`
  query ApiArticlePage($id: String!, $part: Int, $fileId: String!) {
    doxygenCompound(id: { eq: $id }) {
      ...ApiCompoundFields
      readmeNumber
    }
    file: doxygenCompound(id: { eq: $fileId }) {
      location { file sourceUrl sourceHost }
    }
  }
`
