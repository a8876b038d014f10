import * as React from 'react'
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby'
import Seo from '../../components/Seo'
import ApiFrame from '../../components/api/ApiFrame'
import DocContent from '../../components/api/DocContent'
import type { ApiCompound } from '../../components/api/types'
import type { TocItem } from '../../components/TableOfContents'
import type { DocNode } from '../../components/api/types'
import * as styles from '../../components/api/api.module.css'

interface Data {
  doxygenCompound: ApiCompound & { readmeNumber: number | null }
  file: { location: { file: string } | null } | null
}

interface Context {
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

/** doxygen pages: the main page, README.md files (files/readme-md-N/) and other markdown or \page pages. */
export default function ArticlePage({ data, pageContext }: PageProps<Data, Context>) {
  const c = data.doxygenCompound
  const source = data.file?.location?.file ?? c.location?.file
  const isReadme = c.readmeNumber !== null
  return (
    <ApiFrame title={c.refid === 'indexpage' && (!c.title || c.title === 'index') ? 'API reference' : c.title} kind={isReadme ? 'readme' : c.refid === 'indexpage' ? undefined : 'page'} brief={c.brief} toc={headings(c.detailed)}>
      {isReadme && source && (
        <p className={styles.memberMeta}>
          <code>{source}</code>
        </p>
      )}
      <DocContent nodes={c.detailed} className={styles.article} />
      {pageContext.isMainPage && (
        <nav className={styles.cards} aria-label="Browse the reference">
          <Link to="/docs/helios/namespaces/" className={styles.card}><strong>Namespaces</strong><span>Every namespace and what it holds</span></Link>
          <Link to="/docs/helios/classes/" className={styles.card}><strong>Classes</strong><span>Classes, structs and unions</span></Link>
          <Link to="/docs/helios/files/" className={styles.card}><strong>Files</strong><span>Headers by folder, with sources</span></Link>
          <Link to="/docs/helios/indices/" className={styles.card}><strong>Indices</strong><span>Functions, variables, macros, enums, types</span></Link>
        </nav>
      )}
    </ApiFrame>
  )
}

export const Head: HeadFC<Data> = ({ data, location }) => (
  <Seo title={data.doxygenCompound.refid === 'indexpage' ? 'API reference' : data.doxygenCompound.title} description={data.doxygenCompound.briefText || `${data.doxygenCompound.title}: API reference`} pathname={location.pathname} />
)

export const query = graphql`
  query ApiArticlePage($refid: String!, $fileRefid: String!) {
    doxygenCompound(refid: { eq: $refid }) {
      ...ApiCompoundFields
      readmeNumber
    }
    file: doxygenCompound(refid: { eq: $fileRefid }) {
      location { file }
    }
  }
`
