import * as React from 'react'
import { compoundHead } from '../components/CompoundSeo'
import { graphql, type PageProps } from 'gatsby'
import type { TocItem } from '../../../shell/components/TableOfContents'
import { sectionToc } from '../components/ApiFrame'
import { pageCompound, type ApiPageContext } from '../components/types'
import { CompoundPage, memberDocsToc, type FirstPartOutline } from '../components/PageParts'
import { serverRenderedChunk, usePreloadOnLinkIntent } from '../../../shell/components/LazyChunk'

const ScopeBody = serverRenderedChunk(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the HTML renderer's copy (serverRenderedChunk)
  process.env.HELIOS_BROWSER_BUNDLE ? null : (require('../bodies/ScopeBody') as typeof import('../bodies/ScopeBody')),
  () => import(/* webpackChunkName: "api-scope-body" */ '../bodies/ScopeBody'),
)

/** Namespaces and groups (modules): what they hold (subgroups, namespaces, classes, concepts, files, pages), their members, and member documentation. */
export default function ScopePage({ data, pageContext }: PageProps<Queries.ApiScopePageQuery, ApiPageContext>) {
  const c = pageCompound(data)
  usePreloadOnLinkIntent(ScopeBody)
  const firstToc = ({ own, members }: FirstPartOutline): TocItem[] => [
    ...(c.detailed && c.detailed.length > 0 ? [{ url: '#details', title: 'Details' }] : []),
    ...(c.innerGroups.length > 0 ? [{ url: '#subgroups', title: 'Subgroups' }] : []),
    ...(c.innerNamespaces.length > 0 ? [{ url: '#namespaces', title: 'Namespaces' }] : []),
    ...(c.innerClasses.length > 0 ? [{ url: '#classes', title: 'Classes' }] : []),
    ...(c.innerConcepts.length > 0 ? [{ url: '#concepts', title: 'Concepts' }] : []),
    ...(c.innerFiles.length > 0 ? [{ url: '#files', title: 'Files' }] : []),
    ...(c.innerPages.length > 0 ? [{ url: '#pages', title: 'Pages' }] : []),
    ...sectionToc(c.sections),
    ...(own.length > 0 ? [{ url: '#mentioned-in', title: 'Mentioned in' }] : []),
    ...memberDocsToc(members),
  ]
  return (
    <CompoundPage compound={c} title={c.kind === 'namespace' ? c.name : c.title} kind={c.kind} context={pageContext} mentions={data.apiMentions?.entries ?? []} firstToc={firstToc}>
      <ScopeBody data={data} pageContext={pageContext} />
    </CompoundPage>
  )
}

export const Head = compoundHead('title')

export const query = graphql`
  query ApiScopePage($id: String!, $mentionsId: String!, $part: Int) {
    doxygenCompound(id: { eq: $id }) {
      ...ApiCompoundFields
    }
    apiMentions(id: { eq: $mentionsId }) { ...ApiMentionsFields }
  }
`
