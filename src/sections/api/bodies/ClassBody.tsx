import * as React from 'react'
import type { PageProps } from 'gatsby'
import SiteLink from '../../../shell/components/SiteLink'
import { CompoundList } from '../components/ApiFrame'
import { DetailsSection } from '../components/DocContent'
import { InheritedMembers } from '../components/Members'
import { CodeNodes, TemplateLine, Code, RequiresClause } from '../components/Signature'
import { Constrains, PrimaryTemplate, SatisfiedBy, Specialisations, conceptConstraint } from '../components/Templates'
import { pageCompound, type ApiPageContext, type DocNode } from '../components/types'
import InheritanceDiagram from '../components/InheritanceDiagram'
import MentionedIn from '../components/MentionedIn'
import { CompoundBody, type FirstPart } from '../components/CompoundParts'
import { DeclaredIn } from '../components/SourceLink'
import SymbolHistory from '../components/SymbolHistory'
import * as styles from '../components/api.module.css'

/** A class page's body (../templates/ClassPage.tsx): declaration, details, templates, inheritance, mentions, nested types and members. */
export default function ClassBody({ data, pageContext }: Pick<PageProps<Queries.ApiClassPageQuery, ApiPageContext>, 'data' | 'pageContext'>) {
  const c = pageCompound(data)
  const t = { constrains: c.constrains, satisfiedBy: c.satisfiedBy, specialisations: c.specialisations, primaryTemplate: c.primaryTemplate }
  const keyword = c.kind === 'concept' ? 'concept' : c.kind
  const include = c.includes[0]
  const first = ({ own, memberBlock }: FirstPart) => (
    <>
      <SymbolHistory history={c.history} />
      <section aria-labelledby="declaration">
        <h2 id="declaration" className={styles.visuallyHidden}>Declaration</h2>
        <pre className={styles.declaration}>
          <code>
            {include && (
              <>
                <Code text="#include " />
                {include.route ? <SiteLink to={include.route} className={styles.codeRef}>{include.local ? `"${include.name}"` : `<${include.name}>`}</SiteLink> : <span className={styles.tkString}>{include.local ? `"${include.name}"` : `<${include.name}>`}</span>}
                {'\n\n'}
              </>
            )}
            {c.templateParams.length > 0 && (
              <>
                <TemplateLine params={c.templateParams} />
                {'\n'}
              </>
            )}
            <Code text={keyword} /> <span className={styles.tkName}>{c.name}</span>
            {c.final && <> <Code text="final" /></>}
            {c.kind === 'concept' && c.initializer && c.initializer.length > 0 && <ConceptDefinition initializer={c.initializer} />}
            {c.bases.length > 0 && ' : '}
            {c.bases.map((b, i) => (
              <React.Fragment key={i}>
                {i > 0 && ', '}
                <Code text={`${b.protection ?? 'public'}${b.virtual === 'virtual' ? ' virtual' : ''} `} />
                {b.route ? <SiteLink to={b.route} className={styles.codeRef}>{b.name}</SiteLink> : b.name}
              </React.Fragment>
            ))}
            <RequiresClause nodes={c.requiresClause} />
          </code>
        </pre>
        <PrimaryTemplate primary={t.primaryTemplate} />
        {c.location && <DeclaredIn location={c.location} name={c.name} />}
      </section>
      <DetailsSection nodes={c.detailed} />
      <Constrains items={t.constrains} />
      <SatisfiedBy items={t.satisfiedBy} />
      <Specialisations items={t.specialisations} name={c.shortName} />
      {c.bases.length + c.derived.length > 0 && (
        <section aria-labelledby="inheritance">
          <h2 id="inheritance">Inheritance</h2>
          {c.inheritanceDiagram && <InheritanceDiagram diagram={c.inheritanceDiagram} name={c.name} />}
          <div className={styles.inheritance}>
            {c.bases.length > 0 && (
              <div>
                <h3 className={styles.smallHeading}>Base classes</h3>
                <ul>{c.bases.map((b, i) => <li key={i}>{b.route ? <SiteLink to={b.route}>{b.name}</SiteLink> : <code>{b.name}</code>} <span className={styles.muted}>({b.protection}{b.virtual === 'virtual' ? ', virtual' : ''})</span></li>)}</ul>
              </div>
            )}
            {c.derived.length > 0 && (
              <div>
                <h3 className={styles.smallHeading}>Derived classes</h3>
                <ul>{c.derived.map((b, i) => <li key={i}>{b.route ? <SiteLink to={b.route}>{b.name}</SiteLink> : <code>{b.name}</code>}</li>)}</ul>
              </div>
            )}
          </div>
        </section>
      )}
      <MentionedIn mentions={own} id="mentioned-in" />
      <CompoundList items={c.innerClasses} id="classes" title="Nested types" />
      {memberBlock(<InheritedMembers groups={c.inherited} pageRoute={c.route} />)}
    </>
  )
  return <CompoundBody compound={c} context={pageContext} mentions={data.apiMentions?.entries ?? []} first={first} />
}

/** ` = <constraint>` after a concept's name; doxygen's whole definition when the constraint cannot be told apart. */
function ConceptDefinition({ initializer }: { initializer: DocNode[] }) {
  const constraint = conceptConstraint(initializer)
  return constraint ? (
    <>
      {' = '}
      <span data-constraint="">
        <CodeNodes nodes={constraint} />
      </span>
    </>
  ) : (
    <>
      {' '}
      <CodeNodes nodes={initializer} />
    </>
  )
}
