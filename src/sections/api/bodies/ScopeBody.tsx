import * as React from 'react'
import type { PageProps } from 'gatsby'
import { CompoundList } from '../components/ApiFrame'
import { DetailsSection } from '../components/DocContent'
import { pageCompound, type ApiPageContext } from '../components/types'
import MentionedIn from '../components/MentionedIn'
import { CompoundBody, type FirstPart } from '../components/CompoundParts'
import { DeclaredIn } from '../components/SourceLink'
import SymbolHistory from '../components/SymbolHistory'

/** A namespace's or group's body (../templates/ScopePage.tsx): what it holds, its members and their documentation. */
export default function ScopeBody({ data, pageContext }: Pick<PageProps<Queries.ApiScopePageQuery, ApiPageContext>, 'data' | 'pageContext'>) {
  const c = pageCompound(data)
  const first = ({ own, memberBlock }: FirstPart) => (
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
  )
  return <CompoundBody compound={c} context={pageContext} mentions={data.apiMentions?.entries ?? []} first={first} />
}
