import { graphql } from 'gatsby'

/** GraphQL fragments shared by the API templates. */
export const apiFragments = graphql`
  fragment ApiParamFields on DoxygenParam {
    type
    declname
    defname
    array
    defval
  }
  fragment ApiMemberFields on DoxygenMember {
    ...ApiMemberSummaryFields
    qualifiedName compoundId protection
    const constexpr explicit inline noexcept
    definition bitfield
    requiresClause
    enumValues { initializer brief detailed }
    detailed inbody
    location { file line href sourceUrl sourceHost }
    reimplements { name href }
    reimplementedBy { name href }
    history { ...ApiHistoryFields }
  }
  # What a summary row shows of a member; ApiMemberFields is this and the member's documentation.
  fragment ApiMemberSummaryFields on DoxygenMember {
    refid kind name route anchor href static virtual strong
    type argsString initializer brief
    params { ...ApiParamFields }
    templateParams { ...ApiParamFields }
    enumValues { refid name anchor }
    overloadSet { anchor href number count }
  }
  fragment ApiHistoryFields on ApiSymbolHistory {
    since
    changes { version before after }
    deprecated { version note }
    removedIn
    renamedTo { version name }
    renamedFrom { version name }
  }
  fragment ApiTemplateLinkFields on DoxygenTemplateLink {
    refid name args group href overloadSetHref briefText
  }
  fragment ApiRefFields on DoxygenCompoundRef {
    refid name route protection virtual
    compound { kind briefText title }
  }
  fragment ApiMentionsFields on ApiMentions {
    entries { target pageTitle section date heading href }
  }
  fragment ApiCompoundFields on DoxygenCompound {
    refid kind name title shortName route language final abstract
    brief briefText detailed
    location { file line href sourceUrl sourceHost }
    includes { name local route }
    includedBy { name local route }
    templateParams { ...ApiParamFields }
    bases { ...ApiRefFields }
    derived { ...ApiRefFields }
    innerClasses { ...ApiRefFields }
    innerNamespaces { ...ApiRefFields }
    innerFiles { ...ApiRefFields }
    innerDirs { ...ApiRefFields }
    innerConcepts { ...ApiRefFields }
    innerPages { ...ApiRefFields }
    innerGroups { ...ApiRefFields }
    sections(part: $part) { kind anchor title description members { ...ApiMemberFields } }
    initializer
    requiresClause
    breadcrumbs { name route }
    inheritanceDiagram
    history { ...ApiHistoryFields }
  }
`
