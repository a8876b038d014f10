import * as React from 'react'
import ApiSeo from '../components/ApiSeo'
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import SiteLink from '../../../shell/components/SiteLink'
import { partSuffix } from '../components/CompoundSeo'
import { CompoundList, sectionToc } from '../components/ApiFrame'
import { DetailsSection, Inline } from '../components/DocContent'
import CodeListing from '../components/CodeListing'
import { pageCompound, type ApiPageContext } from '../components/types'
import MentionedIn from '../components/MentionedIn'
import { CompoundPage, type FirstPart } from '../components/PageParts'
import SourceLink from '../components/SourceLink'
import { listingRangeLabel } from '../model/pageParts'
import * as styles from '../components/api.module.css'

/**
 * Source files: includes, what the file declares, its members, and the source listing with line anchors. A file in
 * parts (../model/pageParts.ts) shows on each part that part's members and that part's lines of the listing.
 */
export default function FilePage({ data, pageContext }: PageProps<Queries.ApiFilePageQuery, ApiPageContext>) {
  const c = pageCompound(data)
  const listing = c.listing && c.listing.t === 'listing' && c.listing.lines.length > 0 ? c.listing : null
  const source = listing && (
    <section aria-labelledby="source">
      <h2 id="source">Source{listingRangeLabel(listing, c.listingLineCount)}</h2>
      <CodeListing listing={listing} Inline={Inline} lineAnchors label={`Source of ${c.name}`} />
    </section>
  )
  const sourceToc = listing ? [{ url: '#source', title: 'Source' }] : []
  const first = ({ own, members, memberBlock }: FirstPart) => {
    const toc = [
      ...(c.includes.length > 0 ? [{ url: '#includes', title: 'Includes' }] : []),
      ...(c.detailed && c.detailed.length > 0 ? [{ url: '#details', title: 'Details' }] : []),
      ...(c.innerNamespaces.length > 0 ? [{ url: '#namespaces', title: 'Namespaces' }] : []),
      ...(c.innerClasses.length > 0 ? [{ url: '#classes', title: 'Classes' }] : []),
      ...sectionToc(c.sections),
      ...(own.length > 0 ? [{ url: '#mentioned-in', title: 'Mentioned in' }] : []),
      ...(members.length > 0 ? [{ url: '#member-documentation', title: 'Member documentation' }] : []),
      ...sourceToc,
    ]
    const path = c.location?.file ?? c.name
    const body = (
      <>
        <p className={styles.memberMeta}>
          <code>{path}</code>
          <SourceLink url={c.location?.sourceUrl} host={c.location?.sourceHost} what={path} />
        </p>
        {c.includes.length > 0 && (
          <section aria-labelledby="includes">
            <h2 id="includes">Includes</h2>
            <ul className={styles.includeList}>
              {c.includes.map((inc, i) => (
                <li key={i}>
                  <code>
                    <span className={styles.tkKeyword}>#include</span>{' '}
                    {inc.route ? <SiteLink to={inc.route}>{inc.local ? `"${inc.name}"` : `<${inc.name}>`}</SiteLink> : <span className={styles.tkString}>{inc.local ? `"${inc.name}"` : `<${inc.name}>`}</span>}
                  </code>
                </li>
              ))}
            </ul>
          </section>
        )}
        {c.includedBy.length > 0 && (
          <section aria-labelledby="included-by">
            <h2 id="included-by">Included by</h2>
            <ul className={styles.includeList}>
              {c.includedBy.map((inc, i) => (
                <li key={i}>{inc.route ? <SiteLink to={inc.route}>{inc.name}</SiteLink> : <code>{inc.name}</code>}</li>
              ))}
            </ul>
          </section>
        )}
        <DetailsSection nodes={c.detailed} />
        <CompoundList items={c.innerNamespaces} id="namespaces" title="Namespaces" />
        <CompoundList items={c.innerClasses} id="classes" title="Classes" />
        {memberBlock(<MentionedIn mentions={own} id="mentioned-in" />, source)}
      </>
    )
    return { toc, body }
  }
  return <CompoundPage compound={c} title={c.name} kind="file" context={pageContext} mentions={data.apiMentions?.entries ?? []} first={first} later={{ toc: sourceToc, body: source }} label={c.listingLineCount > 0 ? 'Members and source' : undefined} />
}

export const Head: HeadFC<Queries.ApiFilePageQuery, ApiPageContext> = ({ data, location, pageContext }) => (
  <ApiSeo pageContext={pageContext} title={`${pageCompound(data).location?.file ?? pageCompound(data).name} file${partSuffix(pageContext.part)}`} description={pageCompound(data).briefText || `Source file ${pageCompound(data).name}`} pathname={location.pathname} />
)

export const query = graphql`
  query ApiFilePage($id: String!, $mentionsId: String!, $part: Int) {
    doxygenCompound(id: { eq: $id }) {
      ...ApiCompoundFields
      listing(part: $part)
      listingLineCount
    }
    apiMentions(id: { eq: $mentionsId }) { ...ApiMentionsFields }
  }
`
