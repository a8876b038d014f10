import * as React from 'react'
import MentionedIn from './MentionedIn'
import SourceLink from './SourceLink'
import type { Mention } from '../node/prose'
import SiteLink from '../../../shell/components/SiteLink'
import { sectionMembers, type ApiInheritedGroup, type ApiMember, type ApiMemberSummary, type ApiSection, type DocNode } from './types'
import DocContent, { Blocks, Inline, PARAM_TITLES, unwrapP } from './DocContent'
import { allSame, mergedParamTables, overloadNumbers, withoutMergedParams } from '../model/overloads'
import { ArgsString, CodeNodes, MemberDeclaration, TemplateLine } from './Signature'
import SymbolHistory from './SymbolHistory'
import * as styles from './api.module.css'

const KIND_LABELS: Record<string, string> = {
  function: 'function',
  variable: 'variable',
  typedef: 'type alias',
  enum: 'enum',
  define: 'macro',
  friend: 'friend',
  signal: 'signal',
  slot: 'slot',
  property: 'property',
  event: 'event',
  prototype: 'prototype',
}

/** The row of one member in a summary table: type on the left, linked name and arguments on the right, brief below. */
function SummaryRow({ member: m, pageRoute }: { member: ApiMemberSummary; pageRoute: string }) {
  const local = m.route === pageRoute
  const href = local ? `#${m.anchor}` : m.href
  const name = local ? <a href={href} className={styles.memberLink}>{m.name}</a> : <SiteLink to={href} className={styles.memberLink}>{m.name}</SiteLink>
  let left: React.ReactNode
  let right: React.ReactNode
  switch (m.kind) {
    case 'define':
      left = <span className={styles.tkKeyword}>#define</span>
      right = (
        <>
          {name}
          {m.params.length > 0 && `(${m.params.map((p) => (p.type ?? []).map((n) => (typeof n === 'string' ? n : '')).join('') || p.defname || p.declname).join(', ')})`}
        </>
      )
      break
    case 'enum':
      left = <span className={styles.tkKeyword}>{m.strong ? 'enum class' : 'enum'}</span>
      right = (
        <>
          {name}
          {m.enumValues.length > 0 && (
            <span className={styles.enumInline}>
              {' { '}
              {m.enumValues.map((v, i) => (
                <React.Fragment key={v.refid}>
                  {i > 0 && ', '}
                  {local ? <a href={`#${v.anchor}`}>{v.name}</a> : <SiteLink to={`${m.route}#${v.anchor}`}>{v.name}</SiteLink>}
                </React.Fragment>
              ))}
              {' }'}
            </span>
          )}
        </>
      )
      break
    case 'typedef':
      left = <span className={styles.tkKeyword}>using</span>
      right = (
        <>
          {name} = <CodeNodes nodes={m.type} />
        </>
      )
      break
    default:
      left = (
        <>
          {m.templateParams.length > 0 && (
            <>
              <TemplateLine params={m.templateParams} />
              <br />
            </>
          )}
          {m.kind === 'friend' && <span className={styles.tkKeyword}>friend </span>}
          {m.static && <span className={styles.tkKeyword}>static </span>}
          {m.virtual !== 'non-virtual' && <span className={styles.tkKeyword}>virtual </span>}
          <CodeNodes nodes={m.type} />
        </>
      )
      right = (
        <>
          {name}
          <ArgsString member={m} />
          {m.kind === 'variable' && m.initializer && m.initializer.length > 0 && <> <CodeNodes nodes={m.initializer} /></>}
        </>
      )
  }
  return (
    <div className={styles.summaryRow} role="row">
      <div className={styles.summaryLeft} role="cell">
        <code>{left}</code>
      </div>
      <div className={styles.summaryRight} role="cell">
        <code>{right}</code>
        {m.brief && m.brief.length > 0 && (
          <div className={styles.summaryBrief}>
            <Inline nodes={withoutAnchors(m.brief.length === 1 && typeof m.brief[0] !== 'string' && m.brief[0].t === 'p' ? m.brief[0].c : m.brief)} />
          </div>
        )}
      </div>
    </div>
  )
}

/**
 * The entries of a member list: each member alone, except the members of one overload set, which are one entry
 * at the place of the first (model/overloads.ts).
 */
export function memberEntries<M extends Pick<ApiMemberSummary, 'overloadSet'>>(members: M[]): M[][] {
  const out: M[][] = []
  const bySet = new Map<string, M[]>()
  for (const m of members) {
    const set = m.overloadSet?.href
    const entry = set ? bySet.get(set) : undefined
    if (entry) {
      entry.push(m)
      continue
    }
    const fresh = [m]
    if (set) bySet.set(set, fresh)
    out.push(fresh)
  }
  return out
}

/** "3 overloads", or "2 of 3 overloads" where a list holds part of a set (a file page, protected members). */
const overloadCount = (shown: number, count: number): string => (shown === count ? `${count} overloads` : `${shown} of ${count} overloads`)

/** The row of an overload set in a summary table: the name, linked to the set's entry, the count, and the first brief. */
function SetSummaryRow({ members, pageRoute }: { members: ApiMemberSummary[]; pageRoute: string }) {
  const first = members[0]!
  const set = first.overloadSet!
  const local = first.route === pageRoute
  const href = local ? `#${set.anchor}` : set.href
  const name = local ? <a href={href} className={styles.memberLink}>{first.name}</a> : <SiteLink to={href} className={styles.memberLink}>{first.name}</SiteLink>
  const brief = members.find((m) => m.brief && m.brief.length > 0)?.brief ?? null
  const types = new Set(members.map((m) => JSON.stringify(m.type ?? [])))
  return (
    <div className={styles.summaryRow} role="row" data-overload-set={members.length}>
      <div className={styles.summaryLeft} role="cell">
        <code>
          {first.kind === 'friend' && <span className={styles.tkKeyword}>friend </span>}
          {types.size === 1 && <CodeNodes nodes={first.type} />}
        </code>
      </div>
      <div className={styles.summaryRight} role="cell">
        <code>{name}</code> <span className={styles.overloadCount}>{overloadCount(members.length, set.count)}</span>
        {brief && (
          <div className={styles.summaryBrief}>
            <Inline nodes={withoutAnchors(brief.length === 1 && typeof brief[0] !== 'string' && brief[0].t === 'p' ? brief[0].c : brief)} />
          </div>
        )}
      </div>
    </div>
  )
}

/** One entry of a summary table: a member's row, or an overload set's. */
function SummaryEntry({ members, pageRoute }: { members: ApiMemberSummary[]; pageRoute: string }) {
  return members.length > 1 ? <SetSummaryRow members={members} pageRoute={pageRoute} /> : <SummaryRow member={members[0]!} pageRoute={pageRoute} />
}

/** A brief as a summary row shows it: its anchors belong to the member's documentation, which shows it too. */
const withoutAnchors = (nodes: DocNode[]): DocNode[] => nodes.filter((n) => typeof n === 'string' || n.t !== 'anchor')

/** Summary tables of every member section, each under its own heading. */
export function MemberSummaries({ sections, pageRoute }: { sections: ApiSection[]; pageRoute: string }) {
  return (
    <>
      {sections
        .filter((s) => sectionMembers(s).length > 0)
        .map((s) => (
          <section key={s.anchor} className={styles.summarySection} aria-labelledby={s.anchor}>
            <h2 id={s.anchor}>{s.title}</h2>
            <DocContent nodes={s.description} />
            <div className={styles.summaryTable} role="table" aria-label={s.title}>
              {memberEntries(sectionMembers(s)).map((e) => (
                <SummaryEntry key={e[0]!.refid} members={e} pageRoute={pageRoute} />
              ))}
            </div>
          </section>
        ))}
    </>
  )
}

/**
 * Inherited members, one collapsible list per base class (direct bases first, then theirs), each row linking
 * to the member's entry on the base's page; protected members follow the public ones under their own label.
 */
export function InheritedMembers({ groups, pageRoute }: { groups: ApiInheritedGroup[]; pageRoute: string }) {
  if (groups.length === 0) return null
  return (
    <section className={styles.summarySection} aria-labelledby="inherited-members">
      <h2 id="inherited-members">Inherited members</h2>
      {groups.map((g) => {
        const pub = (g.members ?? []).filter((m): m is ApiMemberSummary => m !== null)
        const prot = (g.protectedMembers ?? []).filter((m): m is ApiMemberSummary => m !== null)
        return (
          <details key={g.baseId} className={styles.inherited} data-inherited-from={g.baseName}>
            {/* A summary holds no link (it is a control itself): the base's link is the first line inside. */}
            <summary>
              Inherited from <code className={styles.codeRef}>{g.baseName}</code>
              {g.via.length > 0 && <span className={styles.muted}> (through {g.via.join(', ')})</span>}
              <span className={styles.muted}> · {pub.length + prot.length} {pub.length + prot.length === 1 ? 'member' : 'members'}</span>
            </summary>
            <p className={styles.inheritedBase}>
              Documented on the page of <SiteLink to={g.route} className={styles.codeRef}>{g.baseName}</SiteLink>.
            </p>
            {pub.length > 0 && (
              <div className={styles.summaryTable} role="table" aria-label={`Public members inherited from ${g.baseName}`}>
                {memberEntries(pub).map((e) => <SummaryEntry key={e[0]!.refid} members={e} pageRoute={pageRoute} />)}
              </div>
            )}
            {prot.length > 0 && (
              <>
                <h3 className={styles.smallHeading}>Protected</h3>
                <div className={styles.summaryTable} role="table" aria-label={`Protected members inherited from ${g.baseName}`}>
                  {memberEntries(prot).map((e) => <SummaryEntry key={e[0]!.refid} members={e} pageRoute={pageRoute} />)}
                </div>
              </>
            )}
          </details>
        )
      })}
    </section>
  )
}

function Badges({ m, kind = true }: { m: ApiMember; kind?: boolean }) {
  const badges: string[] = []
  if (m.protection !== 'public') badges.push(m.protection)
  if (m.static) badges.push('static')
  if (m.constexpr) badges.push('constexpr')
  if (m.virtual === 'pure-virtual') badges.push('pure virtual')
  else if (m.virtual === 'virtual') badges.push('virtual')
  if (m.inline) badges.push('inline')
  if (m.explicit) badges.push('explicit')
  if (m.noexcept) badges.push('noexcept')
  return (
    <span className={styles.badges}>
      {kind && <span className={`${styles.badge} ${styles.badgeKind}`}>{KIND_LABELS[m.kind] ?? m.kind}</span>}
      {badges.map((b) => (
        <span key={b} className={styles.badge}>{b}</span>
      ))}
    </span>
  )
}

/** What a member's block says last: what it overrides and what overrides it, and where it is declared. */
function MemberMeta({ member: m, label }: { member: ApiMember; label?: string }) {
  const prefix = label ? <span className={styles.overloadLabel}>{label} </span> : null
  return (
    <>
      {(m.reimplements.length > 0 || m.reimplementedBy.length > 0) && (
        <p className={styles.memberMeta}>
          {prefix}
          {m.reimplements.length > 0 && (
            <>
              Overrides{' '}
              {m.reimplements.map((r, i) => (
                <React.Fragment key={i}>
                  {i > 0 && ', '}
                  {r.href ? <SiteLink to={r.href}>{r.name}</SiteLink> : r.name}
                </React.Fragment>
              ))}
              .{' '}
            </>
          )}
          {m.reimplementedBy.length > 0 && (
            <>
              Overridden in{' '}
              {m.reimplementedBy.map((r, i) => (
                <React.Fragment key={i}>
                  {i > 0 && ', '}
                  {r.href ? <SiteLink to={r.href}>{r.name}</SiteLink> : r.name}
                </React.Fragment>
              ))}
              .
            </>
          )}
        </p>
      )}
      {m.location && (
        <p className={styles.memberMeta}>
          {prefix}
          Declared in{' '}
          {m.location.href ? <SiteLink to={m.location.href}>{m.location.file}{m.location.line ? `:${m.location.line}` : ''}</SiteLink> : <span>{m.location.file}{m.location.line ? `:${m.location.line}` : ''}</span>}
          <SourceLink url={m.location.sourceUrl} host={m.location.sourceHost} what={`the declaration of ${m.name}`} />
        </p>
      )}
    </>
  )
}

/** Full documentation of one member, under its own anchor. */
export function MemberDoc({ member: m, mentions = [] }: { member: ApiMember; mentions?: readonly Mention[] }) {
  return (
    <article className={styles.memberDoc} aria-labelledby={m.anchor}>
      <h3 id={m.anchor} className={styles.memberTitle}>
        <a href={`#${m.anchor}`} className={styles.selfLink} aria-label={`Link to ${m.name}`}>#</a>
        <span className={styles.memberName}>{m.name}</span>
        {m.kind === 'function' && <span className={styles.memberParens}>()</span>}
        <Badges m={m} />
      </h3>
      <MemberDeclaration member={m} />
      <SymbolHistory history={m.history} />
      <DocContent nodes={m.brief} className={styles.memberBrief} />
      <DocContent nodes={m.detailed} />
      {m.enumValues.length > 0 && (
        // The table scrolls sideways itself (global.css) when wider than the column: focusable, so a keyboard can scroll it.
        <table className={styles.enumTable} tabIndex={0}>
          <thead>
            <tr>
              <th>Enumerator</th>
              <th>Value</th>
              <th>Description</th>
            </tr>
          </thead>
          <tbody>
            {m.enumValues.map((v) => (
              <tr key={v.refid} id={v.anchor}>
                <td><code className={styles.tkName}>{v.name}</code></td>
                <td><code><CodeNodes nodes={(v.initializer ?? []).map((n) => (typeof n === 'string' ? n.replace(/^\s*=\s*/, '') : n))} /></code></td>
                <td>
                  <DocContent nodes={v.brief} />
                  <DocContent nodes={v.detailed} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <DocContent nodes={m.inbody} />
      <MemberMeta member={m} />
      <MentionedIn mentions={mentions.filter((x) => x.target === m.href)} heading="h4" />
    </article>
  )
}

export function MemberDocs({ members, mentions = [] }: { members: ApiMember[]; mentions?: readonly Mention[] }) {
  if (members.length === 0) return null
  return (
    <section className={styles.memberDocs}>
      <h2 id="member-documentation">Member documentation</h2>
      {memberEntries(members).map((e) =>
        e.length > 1 ? <OverloadSetDoc key={e[0]!.refid} members={e} mentions={mentions} /> : <MemberDoc key={e[0]!.refid} member={e[0]!} mentions={mentions} />,
      )}
    </section>
  )
}

/** The description trees shown once for a whole set: those of the overload whose copies kept their ids, when all say the same. */
function sharedDocs(members: ApiMember[]): ApiMember | null {
  if (!allSame(members.map((m) => m.brief)) || !allSame(members.map((m) => withoutMergedParams(m.detailed))) || !allSame(members.map((m) => m.inbody))) return null
  // A copied \anchor keeps its id in one copy only (model/resolve.ts): show that one.
  const ids = (m: ApiMember) => JSON.stringify([m.brief, m.detailed, m.inbody]).split('"id":"').length
  return members.reduce((best, m) => (ids(m) > ids(best) ? m : best), members[0]!)
}

const isEmptyTree = (nodes: DocNode[] | null | undefined) => !nodes || nodes.length === 0

/** A merged parameter table: one row per name, with the overloads that take it when not all do. */
function MergedParams({ members }: { members: ApiMember[] }) {
  const names = (ps: ApiMember['params']) => ps.map((p) => p.declname ?? '').filter(Boolean)
  const tables = mergedParamTables(members.map((m) => ({ detailed: m.detailed, params: names(m.params), templateParams: names(m.templateParams) })))
  return (
    <>
      {tables.map((t) => (
        <div key={t.kind} className={styles.fieldRow} data-sect={t.kind} data-merged-params="">
          <div className={styles.fieldName}>{PARAM_TITLES[t.kind] ?? t.kind}</div>
          <div className={styles.fieldBody}>
            <dl className={styles.paramList}>
              {t.rows.map((r) => (
                <React.Fragment key={r.name}>
                  <dt>
                    <code className={styles.paramName}>{r.name}</code>
                    {r.dir && <span className={styles.paramDir}>[{r.dir}]</span>}
                    {r.takenBy.length < members.length && <span className={styles.overloadLabel} data-taken-by={r.takenBy.join(' ')}> {overloadNumbers(r.takenBy)}</span>}
                  </dt>
                  <dd>
                    {r.descriptions.length === 1 ? (
                      <Blocks nodes={unwrapP(r.descriptions[0]!.c)} />
                    ) : (
                      r.descriptions.map((d) => (
                        <div key={d.numbers.join()} className={styles.overloadPart}>
                          <span className={styles.overloadLabel}>{overloadNumbers(d.numbers)}</span> <Blocks nodes={unwrapP(d.c)} />
                        </div>
                      ))
                    )}
                  </dd>
                </React.Fragment>
              ))}
            </dl>
          </div>
        </div>
      ))}
    </>
  )
}

/**
 * The documentation of an overload set, as cppreference shows one: the name under the set's own anchor, the
 * numbered signatures (each under the anchor its member has alone, with its own badges and history), what
 * the overloads say (once when all say the same, else each under its number), one parameter table, then
 * where each is declared.
 */
export function OverloadSetDoc({ members, mentions = [] }: { members: ApiMember[]; mentions?: readonly Mention[] }) {
  const first = members[0]!
  const set = first.overloadSet!
  const shared = sharedDocs(members)
  const hrefs = new Set([set.href, ...members.map((m) => m.href)])
  return (
    <article className={styles.memberDoc} aria-labelledby={set.anchor} data-overload-set={members.length}>
      <h3 id={set.anchor} className={styles.memberTitle}>
        <a href={`#${set.anchor}`} className={styles.selfLink} aria-label={`Link to ${first.name}`}>#</a>
        <span className={styles.memberName}>{first.name}</span>
        <span className={styles.memberParens}>()</span>
        <span className={styles.badges}>
          <span className={`${styles.badge} ${styles.badgeKind}`}>{KIND_LABELS[first.kind] ?? first.kind}</span>
          <span className={styles.badge}>{overloadCount(members.length, set.count)}</span>
        </span>
      </h3>
      <ol className={styles.overloads} aria-label={`Overloads of ${first.name}`}>
        {members.map((m, i) => (
          <li key={m.refid} id={m.anchor} className={styles.overload} data-overload={i + 1}>
            <div className={styles.overloadHead}>
              <a href={`#${m.anchor}`} className={styles.overloadNumber} aria-label={`Link to overload (${i + 1}) of ${m.name}`}>({i + 1})</a>
              <Badges m={m} kind={false} />
            </div>
            <MemberDeclaration member={m} />
            <SymbolHistory history={m.history} />
          </li>
        ))}
      </ol>
      {shared ? (
        <>
          <DocContent nodes={shared.brief} className={styles.memberBrief} />
          <DocContent nodes={withoutMergedParams(shared.detailed)} />
          <DocContent nodes={shared.inbody} />
        </>
      ) : (
        members.map((m, i) =>
          isEmptyTree(m.brief) && isEmptyTree(withoutMergedParams(m.detailed)) && isEmptyTree(m.inbody) ? null : (
            <div key={m.refid} className={styles.overloadDoc} data-overload-doc={i + 1}>
              <span className={styles.overloadLabel}>({i + 1})</span>
              <DocContent nodes={m.brief} className={styles.memberBrief} />
              <DocContent nodes={withoutMergedParams(m.detailed)} />
              <DocContent nodes={m.inbody} />
            </div>
          ),
        )
      )}
      <MergedParams members={members} />
      {members.map((m, i) => (
        <MemberMeta key={m.refid} member={m} label={`(${i + 1})`} />
      ))}
      <MentionedIn mentions={mentions.filter((x) => hrefs.has(x.target))} heading="h4" />
    </article>
  )
}
