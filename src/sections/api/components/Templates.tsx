/**
 * What a template's page says of its relatives (../model/templates.ts): a concept's constrained templates and
 * functions and the types documented as satisfying it; a primary template's specialisations; a specialisation's
 * primary.
 */
import * as React from 'react'
import SiteLink from '../../../shell/components/SiteLink'
import { CodeNodes } from './Signature'
import type { DocNode } from './types'
import * as styles from './api.module.css'
import type { TemplateLink } from '../node/nodes'
import { linkRows } from '../model/overloads'

export { conceptConstraint } from '../model/concept'

/** A related template entity as its node gives it (node/nodes.ts); a type only, so no node code reaches the page. */
export type TemplateLinkData = TemplateLink

const GROUP_TITLES: Array<[string, string]> = [
  ['templates', 'Class templates'],
  ['functions', 'Functions'],
  ['concepts', 'Concepts'],
  ['other', 'Other declarations'],
]

/** A link to a template entity, as code; plain code when it has no page. */
function EntityLink({ link, text }: { link: TemplateLinkData; text: string }) {
  return link.href ? <SiteLink to={link.href} className={styles.codeRef}><code>{text}</code></SiteLink> : <code>{text}</code>
}

function LinkList({ items, label }: { items: TemplateLinkData[]; label: (l: TemplateLinkData) => string }) {
  return (
    <dl className={styles.compoundList}>
      {linkRows(items).map(({ first, count, href }) => (
        <React.Fragment key={first.refid}>
          <dt>
            <EntityLink link={{ ...first, href }} text={label(first)} />
            {count > 1 && <span className={styles.muted}> ({count} overloads)</span>}
          </dt>
          <dd>{first.briefText}</dd>
        </React.Fragment>
      ))}
    </dl>
  )
}

/** A concept's page: what it constrains, grouped by kind. */
export function Constrains({ items }: { items: TemplateLinkData[] }) {
  if (items.length === 0) return null
  return (
    <section aria-labelledby="constrains" data-constrains="">
      <h2 id="constrains">Constrains</h2>
      {GROUP_TITLES.map(([group, title]) => {
        const list = items.filter((l) => l.group === group)
        return list.length === 0 ? null : (
          <React.Fragment key={group}>
            <h3 className={styles.smallHeading}>{title}</h3>
            <LinkList items={list} label={(l) => l.name} />
          </React.Fragment>
        )
      })}
    </section>
  )
}

/** A concept's page: the types its documentation asserts satisfy it, and those it asserts do not. */
export function SatisfiedBy({ items }: { items: Array<{ type: DocNode[] | null; holds: boolean }> }) {
  if (items.length === 0) return null
  const yes = items.filter((s) => s.holds)
  const no = items.filter((s) => !s.holds)
  const list = (xs: typeof items) => (
    <ul>
      {xs.map((s, i) => (
        <li key={i}>
          <code><CodeNodes nodes={s.type} /></code>
        </li>
      ))}
    </ul>
  )
  return (
    <section aria-labelledby="satisfied-by" data-satisfied-by="">
      <h2 id="satisfied-by">Satisfied by</h2>
      <p className={styles.muted}>Types the documentation asserts with <code>static_assert</code>.</p>
      {yes.length > 0 && list(yes)}
      {no.length > 0 && (
        <>
          <h3 className={styles.smallHeading}>Not satisfied by</h3>
          {list(no)}
        </>
      )}
    </section>
  )
}

/** A primary class template's page: its specialisations, by template arguments. */
export function Specialisations({ items, name }: { items: TemplateLinkData[]; name: string }) {
  if (items.length === 0) return null
  const short = (l: TemplateLinkData) => `${name}<${l.args ?? ''}>`
  return (
    <section aria-labelledby="specialisations" data-specialisations="">
      <h2 id="specialisations">Specialisations</h2>
      <LinkList items={items} label={short} />
    </section>
  )
}

/** A specialisation's page: the primary template it specialises. */
export function PrimaryTemplate({ primary }: { primary: TemplateLinkData | null }) {
  if (!primary) return null
  return (
    <p id="primary-template" data-primary-template="">
      Specialisation of the class template <EntityLink link={primary} text={primary.name} />
    </p>
  )
}
