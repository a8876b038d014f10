import * as React from 'react'
import ApiSeo from '../components/ApiSeo'
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import type { TocItem } from '../../../shell/components/TableOfContents'
import { partSuffix } from '../components/CompoundSeo'
import { sectionToc } from '../components/ApiFrame'
import { fileListing, pageCompound, type ApiPageContext } from '../components/types'
import { CompoundPage, type FirstPartOutline } from '../components/PageParts'
import { serverRenderedChunk, usePreloadOnLinkIntent } from '../../../shell/components/LazyChunk'

const FileBody = serverRenderedChunk(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the HTML renderer's copy (serverRenderedChunk)
  process.env.HELIOS_BROWSER_BUNDLE ? null : (require('../bodies/FileBody') as typeof import('../bodies/FileBody')),
  () => import(/* webpackChunkName: "api-file-body" */ '../bodies/FileBody'),
)

/**
 * Source files: includes, what the file declares, its members, and the source listing with line anchors. A file in
 * parts (../model/pageParts.ts) shows on each part that part's members and that part's lines of the listing.
 */
export default function FilePage({ data, pageContext }: PageProps<Queries.ApiFilePageQuery, ApiPageContext>) {
  const c = pageCompound(data)
  usePreloadOnLinkIntent(FileBody)
  const sourceToc = fileListing(c) ? [{ url: '#source', title: 'Source' }] : []
  const firstToc = ({ own, members }: FirstPartOutline): TocItem[] => [
    ...(c.includes.length > 0 ? [{ url: '#includes', title: 'Includes' }] : []),
    ...(c.detailed && c.detailed.length > 0 ? [{ url: '#details', title: 'Details' }] : []),
    ...(c.innerNamespaces.length > 0 ? [{ url: '#namespaces', title: 'Namespaces' }] : []),
    ...(c.innerClasses.length > 0 ? [{ url: '#classes', title: 'Classes' }] : []),
    ...sectionToc(c.sections),
    ...(own.length > 0 ? [{ url: '#mentioned-in', title: 'Mentioned in' }] : []),
    ...(members.length > 0 ? [{ url: '#member-documentation', title: 'Member documentation' }] : []),
    ...sourceToc,
  ]
  return (
    <CompoundPage compound={c} title={c.name} kind="file" context={pageContext} mentions={data.apiMentions?.entries ?? []} firstToc={firstToc} laterToc={sourceToc}>
      <FileBody data={data} pageContext={pageContext} />
    </CompoundPage>
  )
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
