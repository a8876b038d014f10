import * as React from 'react'
import { compoundHead } from '../components/CompoundSeo'
import { graphql, Link, type PageProps } from 'gatsby'
import ApiFrame, { CompoundList, sectionToc } from '../components/ApiFrame'
import { DetailsSection } from '../components/DocContent'
import { ownMembers } from '../components/Members'
import { pageCompound, type ApiPageContext } from '../components/types'
import MentionedIn from '../components/MentionedIn'
import { MemberPartPage, PartMembers, memberDocsToc } from '../components/PageParts'
import SourceLink from '../components/SourceLink'
import SymbolHistory from '../components/SymbolHistory'
import * as styles from '../components/api.module.css'

/** Namespaces and groups (modules): what they hold (subgroups, namespaces, classes, concepts, files, pages), their members, and member documentation. */
export default function ScopePage({ data, pageContext }: PageProps<Queries.ApiScopePageQuery, ApiPageContext>) {
  const c = pageCompound(data)
  const mentions = pageContext.mentions ?? []
  const part = pageContext.part ?? 0
  const parts = pageContext.parts ?? 1
  if (part > 0) return <MemberPartPage compound={c} title={c.kind === 'namespace' ? c.name : c.title} kind={c.kind} part={part} parts={parts} mentions={mentions} />
  const own = mentions.filter((m) => m.target === c.route)
  const members = ownMembers(c.sections, c.route)
  const toc = [
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
    <ApiFrame title={c.kind === 'namespace' ? c.name : c.title} kind={c.kind} breadcrumbs={c.breadcrumbs} brief={c.brief} toc={toc}>
      {c.kind === 'namespace' && <SymbolHistory history={c.history} />}
      {c.location && (
        <p className={styles.memberMeta}>
          Declared in{' '}
          {c.location.href ? <Link to={c.location.href}>{c.location.file}{c.location.line ? `:${c.location.line}` : ''}</Link> : `${c.location.file}${c.location.line ? `:${c.location.line}` : ''}`}
          <SourceLink url={c.location.sourceUrl} host={c.location.sourceHost} what={`the declaration of ${c.name}`} />
        </p>
      )}
      <DetailsSection nodes={c.detailed} />
      <CompoundList items={c.innerGroups} id="subgroups" title="Subgroups" />
      <CompoundList items={c.innerNamespaces} id="namespaces" title="Namespaces" />
      <CompoundList items={c.innerClasses} id="classes" title="Classes" />
      <CompoundList items={c.innerConcepts} id="concepts" title="Concepts" />
      <CompoundList items={c.innerFiles} id="files" title="Files" />
      <CompoundList items={c.innerPages} id="pages" title="Pages" />
      <PartMembers compound={c} part={0} parts={parts} members={members} mentions={mentions} between={<MentionedIn mentions={own} id="mentioned-in" />} />
    </ApiFrame>
  )
}

export const Head = compoundHead('title')

export const query = graphql`
  query ApiScopePage($id: String!, $part: Int) {
    doxygenCompound(id: { eq: $id }) {
      ...ApiCompoundFields
    }
  }
`
