import * as React from 'react'
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import Seo from '../../components/Seo'
import ApiFrame, { CompoundList, sectionToc } from '../../components/api/ApiFrame'
import DocContent from '../../components/api/DocContent'
import { MemberDocs, MemberSummaries, ownMembers } from '../../components/api/Members'
import type { ApiCompound } from '../../components/api/types'

interface Data {
  doxygenCompound: ApiCompound
}

/** Namespaces and groups: what they hold (namespaces, classes, concepts), their members, and member documentation. */
export default function ScopePage({ data }: PageProps<Data>) {
  const c = data.doxygenCompound
  const members = ownMembers(c.sections, c.route)
  const toc = [
    ...(c.detailed && c.detailed.length > 0 ? [{ url: '#details', title: 'Details' }] : []),
    ...(c.innerNamespaces.length > 0 ? [{ url: '#namespaces', title: 'Namespaces' }] : []),
    ...(c.innerClasses.length > 0 ? [{ url: '#classes', title: 'Classes' }] : []),
    ...(c.innerConcepts.length > 0 ? [{ url: '#concepts', title: 'Concepts' }] : []),
    ...sectionToc(c.sections),
    ...(members.length > 0 ? [{ url: '#member-documentation', title: 'Member documentation', items: members.map((m) => ({ url: `#${m.anchor}`, title: m.name })) }] : []),
  ]
  return (
    <ApiFrame title={c.kind === 'namespace' ? c.name : c.title} kind={c.kind} breadcrumbs={c.breadcrumbs} brief={c.brief} toc={toc}>
      {c.detailed && c.detailed.length > 0 && (
        <section aria-labelledby="details">
          <h2 id="details">Details</h2>
          <DocContent nodes={c.detailed} />
        </section>
      )}
      <CompoundList items={c.innerNamespaces} id="namespaces" title="Namespaces" />
      <CompoundList items={c.innerClasses} id="classes" title="Classes" />
      <CompoundList items={c.innerConcepts} id="concepts" title="Concepts" />
      <MemberSummaries sections={c.sections} pageRoute={c.route} />
      <MemberDocs members={members} />
    </ApiFrame>
  )
}

export const Head: HeadFC<Data> = ({ data, location }) => (
  <Seo title={`${data.doxygenCompound.title} ${data.doxygenCompound.kind}`} description={data.doxygenCompound.briefText || `${data.doxygenCompound.kind} ${data.doxygenCompound.name}`} pathname={location.pathname} />
)

export const query = graphql`
  query ApiScopePage($refid: String!) {
    doxygenCompound(refid: { eq: $refid }) {
      ...ApiCompoundFields
    }
  }
`
