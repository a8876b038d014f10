import * as React from 'react'
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby'
import Seo from '../../components/Seo'
import ApiFrame, { CompoundList, sectionToc } from '../../components/api/ApiFrame'
import DocContent from '../../components/api/DocContent'
import CodeListing from '../../components/api/CodeListing'
import { MemberDocs, MemberSummaries, ownMembers } from '../../components/api/Members'
import type { ApiCompound, DocElement } from '../../components/api/types'
import * as styles from '../../components/api/api.module.css'

interface Data {
  doxygenCompound: ApiCompound & { listing: DocElement | null }
}

/** Source files: includes, what the file declares, its members, and the source listing with line anchors. */
export default function FilePage({ data }: PageProps<Data>) {
  const c = data.doxygenCompound
  const members = ownMembers(c.sections, c.route)
  const listing = c.listing && c.listing.t === 'listing' ? c.listing : null
  const toc = [
    ...(c.includes.length > 0 ? [{ url: '#includes', title: 'Includes' }] : []),
    ...(c.detailed && c.detailed.length > 0 ? [{ url: '#details', title: 'Details' }] : []),
    ...(c.innerNamespaces.length > 0 ? [{ url: '#namespaces', title: 'Namespaces' }] : []),
    ...(c.innerClasses.length > 0 ? [{ url: '#classes', title: 'Classes' }] : []),
    ...sectionToc(c.sections),
    ...(members.length > 0 ? [{ url: '#member-documentation', title: 'Member documentation' }] : []),
    ...(listing ? [{ url: '#source', title: 'Source' }] : []),
  ]
  const path = c.location?.file ?? c.name
  return (
    <ApiFrame title={c.name} kind="file" breadcrumbs={c.breadcrumbs} brief={c.brief} toc={toc}>
      <p className={styles.memberMeta}>
        <code>{path}</code>
      </p>
      {c.includes.length > 0 && (
        <section aria-labelledby="includes">
          <h2 id="includes">Includes</h2>
          <ul className={styles.includeList}>
            {c.includes.map((inc, i) => (
              <li key={i}>
                <code>
                  <span className={styles.tkKeyword}>#include</span>{' '}
                  {inc.route ? <Link to={inc.route}>{inc.local ? `"${inc.name}"` : `<${inc.name}>`}</Link> : <span className={styles.tkString}>{inc.local ? `"${inc.name}"` : `<${inc.name}>`}</span>}
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
              <li key={i}>{inc.route ? <Link to={inc.route}>{inc.name}</Link> : <code>{inc.name}</code>}</li>
            ))}
          </ul>
        </section>
      )}
      {c.detailed && c.detailed.length > 0 && (
        <section aria-labelledby="details">
          <h2 id="details">Details</h2>
          <DocContent nodes={c.detailed} />
        </section>
      )}
      <CompoundList items={c.innerNamespaces} id="namespaces" title="Namespaces" />
      <CompoundList items={c.innerClasses} id="classes" title="Classes" />
      <MemberSummaries sections={c.sections} pageRoute={c.route} />
      <MemberDocs members={members} />
      {listing && (
        <section aria-labelledby="source">
          <h2 id="source">Source</h2>
          <CodeListing listing={listing} lineAnchors label={`Source of ${c.name}`} />
        </section>
      )}
    </ApiFrame>
  )
}

export const Head: HeadFC<Data> = ({ data, location }) => (
  <Seo title={`${data.doxygenCompound.location?.file ?? data.doxygenCompound.name} file`} description={data.doxygenCompound.briefText || `Source file ${data.doxygenCompound.name}`} pathname={location.pathname} />
)

export const query = graphql`
  query ApiFilePage($refid: String!) {
    doxygenCompound(refid: { eq: $refid }) {
      ...ApiCompoundFields
      listing
    }
  }
`
