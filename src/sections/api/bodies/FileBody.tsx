import * as React from 'react'
import type { PageProps } from 'gatsby'
import SiteLink from '../../../shell/components/SiteLink'
import { CompoundList } from '../components/ApiFrame'
import { DetailsSection, Inline } from '../components/DocContent'
import CodeListing from '../components/CodeListing'
import { fileListing, pageCompound, type ApiPageContext } from '../components/types'
import MentionedIn from '../components/MentionedIn'
import { CompoundBody, type FirstPart } from '../components/CompoundParts'
import SourceLink from '../components/SourceLink'
import { listingRangeLabel } from '../model/pageParts'
import * as styles from '../components/api.module.css'

/** A file page's body (../templates/FilePage.tsx): includes, what the file declares, its members, and this part's lines of its source. */
export default function FileBody({ data, pageContext }: Pick<PageProps<Queries.ApiFilePageQuery, ApiPageContext>, 'data' | 'pageContext'>) {
  const c = pageCompound(data)
  const listing = fileListing(c)
  const source = listing && (
    <section aria-labelledby="source">
      <h2 id="source">Source{listingRangeLabel(listing, c.listingLineCount)}</h2>
      <CodeListing listing={listing} Inline={Inline} lineAnchors label={`Source of ${c.name}`} />
    </section>
  )
  const path = c.location?.file ?? c.name
  const first = ({ own, memberBlock }: FirstPart) => (
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
  return <CompoundBody compound={c} context={pageContext} mentions={data.apiMentions?.entries ?? []} first={first} later={source} label={c.listingLineCount > 0 ? 'Members and source' : undefined} />
}
