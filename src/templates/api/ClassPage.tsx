import * as React from 'react'
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby'
import Seo from '../../components/Seo'
import ApiFrame, { CompoundList, sectionToc } from '../../components/api/ApiFrame'
import DocContent from '../../components/api/DocContent'
import { MemberDocs, MemberSummaries, ownMembers } from '../../components/api/Members'
import { CodeNodes, TemplateLine, Code } from '../../components/api/Signature'
import type { ApiCompound } from '../../components/api/types'
import * as styles from '../../components/api/api.module.css'

interface Data {
  doxygenCompound: ApiCompound
}

/** Classes, structs, unions (and concepts): declaration, include, inheritance, member tables and member documentation. */
export default function ClassPage({ data }: PageProps<Data>) {
  const c = data.doxygenCompound
  const members = ownMembers(c.sections, c.route)
  const include = c.includes[0]
  const toc = [
    { url: '#declaration', title: 'Declaration' },
    ...(c.detailed && c.detailed.length > 0 ? [{ url: '#details', title: 'Details' }] : []),
    ...(c.bases.length + c.derived.length > 0 ? [{ url: '#inheritance', title: 'Inheritance' }] : []),
    ...(c.innerClasses.length > 0 ? [{ url: '#classes', title: 'Nested types' }] : []),
    ...sectionToc(c.sections),
    ...(members.length > 0 ? [{ url: '#member-documentation', title: 'Member documentation', items: members.map((m) => ({ url: `#${m.anchor}`, title: m.name })) }] : []),
  ]
  const keyword = c.kind === 'concept' ? 'concept' : c.kind
  return (
    <ApiFrame title={c.shortName} kind={c.kind} breadcrumbs={c.breadcrumbs} brief={c.brief} toc={toc}>
      <section aria-labelledby="declaration">
        <h2 id="declaration" className={styles.visuallyHidden}>Declaration</h2>
        <pre className={styles.declaration}>
          <code>
            {include && (
              <>
                <Code text="#include " />
                {include.route ? <Link to={include.route} className={styles.codeRef}>{include.local ? `"${include.name}"` : `<${include.name}>`}</Link> : <span className={styles.tkString}>{include.local ? `"${include.name}"` : `<${include.name}>`}</span>}
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
            {c.kind === 'concept' && c.initializer && (
              <>
                {' '}
                <CodeNodes nodes={c.initializer} />
              </>
            )}
            {c.bases.length > 0 && ' : '}
            {c.bases.map((b, i) => (
              <React.Fragment key={i}>
                {i > 0 && ', '}
                <Code text={`${b.protection ?? 'public'}${b.virtual === 'virtual' ? ' virtual' : ''} `} />
                {b.route ? <Link to={b.route} className={styles.codeRef}>{b.name}</Link> : b.name}
              </React.Fragment>
            ))}
          </code>
        </pre>
        {c.location && (
          <p className={styles.memberMeta}>
            Declared in {c.location.href ? <Link to={c.location.href}>{c.location.file}{c.location.line ? `:${c.location.line}` : ''}</Link> : c.location.file}
          </p>
        )}
      </section>
      {c.detailed && c.detailed.length > 0 && (
        <section aria-labelledby="details">
          <h2 id="details">Details</h2>
          <DocContent nodes={c.detailed} />
        </section>
      )}
      {c.bases.length + c.derived.length > 0 && (
        <section aria-labelledby="inheritance">
          <h2 id="inheritance">Inheritance</h2>
          <div className={styles.inheritance}>
            {c.bases.length > 0 && (
              <div>
                <h3 className={styles.smallHeading}>Base classes</h3>
                <ul>{c.bases.map((b, i) => <li key={i}>{b.route ? <Link to={b.route}>{b.name}</Link> : <code>{b.name}</code>} <span className={styles.muted}>({b.protection}{b.virtual === 'virtual' ? ', virtual' : ''})</span></li>)}</ul>
              </div>
            )}
            {c.derived.length > 0 && (
              <div>
                <h3 className={styles.smallHeading}>Derived classes</h3>
                <ul>{c.derived.map((b, i) => <li key={i}>{b.route ? <Link to={b.route}>{b.name}</Link> : <code>{b.name}</code>}</li>)}</ul>
              </div>
            )}
          </div>
        </section>
      )}
      <CompoundList items={c.innerClasses} id="classes" title="Nested types" />
      <MemberSummaries sections={c.sections} pageRoute={c.route} />
      <MemberDocs members={members} />
    </ApiFrame>
  )
}

export const Head: HeadFC<Data> = ({ data, location }) => (
  <Seo title={`${data.doxygenCompound.name} ${data.doxygenCompound.kind}`} description={data.doxygenCompound.briefText || `${data.doxygenCompound.kind} ${data.doxygenCompound.name}`} pathname={location.pathname} />
)

export const query = graphql`
  query ApiClassPage($refid: String!) {
    doxygenCompound(refid: { eq: $refid }) {
      ...ApiCompoundFields
    }
  }
`
