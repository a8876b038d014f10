import * as React from 'react'
import ApiSeo from '../components/ApiSeo'
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import SiteLink from '../../../shell/components/SiteLink'
import ApiFrame from '../components/ApiFrame'
import DocContent from '../components/DocContent'
import { docTrees } from '../components/types'
import * as styles from '../components/api.module.css'

interface Context {
  /** The engine version of the page (current or a release). */
  version: string
  list: string
  /** The list's title (model/routes.ts, xrefListTitle), as its twin and the sidebar give it. */
  title: string
}

/** pages/todo/ (and deprecated, bug, test, and each \xrefitem list): every item, linking to the entity it documents. */
export default function XrefListPage({ data, pageContext }: PageProps<Queries.ApiXrefListPageQuery, Context>) {
  const items = docTrees(data.allDoxygenXrefItem.nodes)
  return (
    <ApiFrame title={pageContext.title}>
      {items.length === 0 ? (
        <p className={styles.empty}>Nothing is on this list.</p>
      ) : (
        <dl className={styles.xrefList}>
          {items.map((x) => (
            <React.Fragment key={x.anchor}>
              <dt id={x.anchor}>
                <span className={styles.miniKind}>{x.ownerKind}</span>
                {x.ownerHref ? <SiteLink to={x.ownerHref}><code>{x.ownerName}</code></SiteLink> : <code>{x.ownerName}</code>}
              </dt>
              <dd><DocContent nodes={x.content} /></dd>
            </React.Fragment>
          ))}
        </dl>
      )}
    </ApiFrame>
  )
}

export const Head: HeadFC<Queries.ApiXrefListPageQuery, Context> = ({ pageContext, location }) => (
  <ApiSeo pageContext={pageContext} title={pageContext.title} description={`${pageContext.title} of the API reference: every item, with the entity it documents.`} pathname={location.pathname} />
)

export const query = graphql`
  query ApiXrefListPage($list: String!, $version: String!) {
    allDoxygenXrefItem(filter: { list: { eq: $list }, version: { eq: $version } }, sort: { ownerName: ASC }) {
      nodes { anchor ownerName ownerKind ownerHref content }
    }
  }
`
