import * as React from 'react'
import { compoundHead } from '../components/CompoundSeo'
import { graphql, type PageProps } from 'gatsby'
import { CompoundList, sectionToc } from '../components/ApiFrame'
import { DetailsSection } from '../components/DocContent'
import { pageCompound, type ApiPageContext } from '../components/types'
import MentionedIn from '../components/MentionedIn'
import { CompoundPage, memberDocsToc, type FirstPart } from '../components/PageParts'
import { DeclaredIn } from '../components/SourceLink'
import SymbolHistory from '../components/SymbolHistory'

/** Namespaces and groups (modules): what they hold (subgroups, namespaces, classes, concepts, files, pages), their members, and member documentation. */
export default function ScopePage({ data, pageContext }: PageProps<Queries.ApiScopePageQuery, ApiPageContext>) {
  const c = pageCompound(data)
  const first = ({ own, members, memberBlock }: FirstPart) => ({
    toc: [
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
    ],
    body: (
      <>
        {c.kind === 'namespace' && <SymbolHistory history={c.history} />}
        {c.location && <DeclaredIn location={c.location} name={c.name} />}
        <DetailsSection nodes={c.detailed} />
        <CompoundList items={c.innerGroups} id="subgroups" title="Subgroups" />
        <CompoundList items={c.innerNamespaces} id="namespaces" title="Namespaces" />
        <CompoundList items={c.innerClasses} id="classes" title="Classes" />
        <CompoundList items={c.innerConcepts} id="concepts" title="Concepts" />
        <CompoundList items={c.innerFiles} id="files" title="Files" />
        <CompoundList items={c.innerPages} id="pages" title="Pages" />
        {memberBlock(<MentionedIn mentions={own} id="mentioned-in" />)}
      </>
    ),
  })
  return <CompoundPage compound={c} title={c.kind === 'namespace' ? c.name : c.title} kind={c.kind} context={pageContext} mentions={data.apiMentions?.entries ?? []} first={first} />
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
