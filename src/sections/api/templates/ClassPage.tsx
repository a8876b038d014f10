import * as React from 'react'
import { compoundHead } from '../components/CompoundSeo'
import { graphql, type PageProps } from 'gatsby'
import type { TocItem } from '../../../shell/components/TableOfContents'
import { sectionToc } from '../components/ApiFrame'
import { pageCompound, type ApiPageContext } from '../components/types'
import { CompoundPage, memberDocsToc, type FirstPartOutline } from '../components/PageParts'
import { serverRenderedChunk, usePreloadOnLinkIntent } from '../../../shell/components/LazyChunk'

const ClassBody = serverRenderedChunk(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the HTML renderer's copy (serverRenderedChunk)
  process.env.HELIOS_BROWSER_BUNDLE ? null : (require('../bodies/ClassBody') as typeof import('../bodies/ClassBody')),
  () => import(/* webpackChunkName: "api-class-body" */ '../bodies/ClassBody'),
)

/** Classes, structs, unions (and concepts): declaration, include, inheritance, member tables and member documentation. */
export default function ClassPage({ data, pageContext }: PageProps<Queries.ApiClassPageQuery, ApiPageContext>) {
  const c = pageCompound(data)
  usePreloadOnLinkIntent(ClassBody)
  const firstToc = ({ own, members }: FirstPartOutline): TocItem[] => [
    { url: '#declaration', title: 'Declaration' },
    ...(c.detailed && c.detailed.length > 0 ? [{ url: '#details', title: 'Details' }] : []),
    ...(c.constrains.length > 0 ? [{ url: '#constrains', title: 'Constrains' }] : []),
    ...(c.satisfiedBy.length > 0 ? [{ url: '#satisfied-by', title: 'Satisfied by' }] : []),
    ...(c.specialisations.length > 0 ? [{ url: '#specialisations', title: 'Specialisations' }] : []),
    ...(c.bases.length + c.derived.length > 0 ? [{ url: '#inheritance', title: 'Inheritance' }] : []),
    ...(own.length > 0 ? [{ url: '#mentioned-in', title: 'Mentioned in' }] : []),
    ...(c.innerClasses.length > 0 ? [{ url: '#classes', title: 'Nested types' }] : []),
    ...sectionToc(c.sections),
    ...(c.inherited.length > 0 ? [{ url: '#inherited-members', title: 'Inherited members' }] : []),
    ...memberDocsToc(members),
  ]
  return (
    <CompoundPage compound={c} title={c.shortName} kind={c.kind} context={pageContext} mentions={data.apiMentions?.entries ?? []} firstToc={firstToc}>
      <ClassBody data={data} pageContext={pageContext} />
    </CompoundPage>
  )
}

export const Head = compoundHead('name')

export const query = graphql`
  query ApiClassPage($id: String!, $mentionsId: String!, $part: Int) {
    doxygenCompound(id: { eq: $id }) {
      ...ApiCompoundFields
      constrains { ...ApiTemplateLinkFields }
      satisfiedBy { type holds }
      specialisations { ...ApiTemplateLinkFields }
      primaryTemplate { ...ApiTemplateLinkFields }
      inherited {
        baseId baseName route via
        members { ...ApiMemberSummaryFields }
        protectedMembers { ...ApiMemberSummaryFields }
      }
    }
    apiMentions(id: { eq: $mentionsId }) { ...ApiMentionsFields }
  }
`
