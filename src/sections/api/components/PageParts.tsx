/**
 * A compound page shown in parts (../model/pageParts.ts): the list of parts, the page of a part after the
 * first, which holds that part's member summaries and documentation only, and the frame of every part.
 */
import * as React from 'react'
import SiteLink from '../../../shell/components/SiteLink'
import ApiFrame, { sectionToc } from './ApiFrame'
import { MemberDocs, MemberSummaries, ownMembers } from './Members'
import type { ApiCompound, ApiPageContext } from './types'
import type { TocItem } from '../../../shell/components/TableOfContents'
import type { Mention } from '../node/prose'
import { partRoute } from '../model/pageParts'
import * as styles from './api.module.css'

/**
 * Links to every part of a page (a compound's members, an index's entries), the current one marked. Nothing
 * when the page is whole. A page shows them above and below its entries; `at` names each copy's landmark
 * apart, since two navigation landmarks with one name cannot be told apart by a screen reader.
 */
export function PartNav({ route, part, parts, at, label = 'Members' }: { route: string; part: number; parts: number; at: 'top' | 'end'; label?: string }) {
  if (parts < 2) return null
  return (
    <nav aria-label={at === 'top' ? 'Parts of this page' : 'Parts of this page, at its end'} className={styles.partNav}>
      <span>
        {label}, part {part + 1} of {parts}:
      </span>{' '}
      {Array.from({ length: parts }, (_, i) => (
        <React.Fragment key={i}>
          {i > 0 && ' '}
          {i === part ? (
            <strong aria-current="page">{i + 1}</strong>
          ) : (
            <SiteLink to={partRoute(route, i)} aria-label={`Part ${i + 1}`}>
              {i + 1}
            </SiteLink>
          )}
        </React.Fragment>
      ))}
    </nav>
  )
}

type PartCompound = Pick<ApiCompound, 'route' | 'sections' | 'breadcrumbs' | 'brief'>

/** The table-of-contents entry listing a page's member documentation; none when it has no members. */
export function memberDocsToc(members: Array<{ anchor: string; name: string; overloadSet?: { anchor: string } | null }>) {
  // An overload set is one entry, under its own anchor.
  const items: Array<{ url: string; title: string }> = []
  const sets = new Set<string>()
  for (const m of members) {
    const set = m.overloadSet?.anchor
    if (set && sets.has(set)) continue
    if (set) sets.add(set)
    items.push({ url: `#${set ?? m.anchor}`, title: m.name })
  }
  return members.length > 0 ? [{ url: '#member-documentation', title: 'Member documentation', items }] : []
}

/**
 * The members of one part of a compound page, between the part links: their summaries, then what the
 * template puts `between` them (mentions, inherited members), then their documentation, then what it puts
 * `after` them (a file's source lines of this part).
 */
function PartMembers({ compound: c, part, parts, members, mentions, between, after, label }: { compound: PartCompound; part: number; parts: number; members: ReturnType<typeof ownMembers>; mentions: readonly Mention[]; between?: React.ReactNode; after?: React.ReactNode; label?: string }) {
  return (
    <>
      <PartNav route={c.route} part={part} parts={parts} at="top" label={label} />
      <MemberSummaries sections={c.sections} pageRoute={partRoute(c.route, part)} />
      {between}
      <MemberDocs members={members} mentions={mentions} />
      {after}
      <PartNav route={c.route} part={part} parts={parts} at="end" label={label} />
    </>
  )
}

/** A part after the first: the compound's title and brief, the parts, and this part's members, then the template's `after`. */
function MemberPartPage({ compound: c, title, kind, part, parts, mentions, after, label }: { compound: PartCompound; title: string; kind: string; part: number; parts: number; mentions: readonly Mention[]; after?: PartExtra; label?: string }) {
  const route = partRoute(c.route, part)
  const members = ownMembers(c.sections, route)
  return (
    <ApiFrame title={title} kind={kind} breadcrumbs={c.breadcrumbs} brief={c.brief} toc={[...sectionToc(c.sections), ...memberDocsToc(members), ...(after?.toc ?? [])]}>
      <PartMembers compound={c} part={part} parts={parts} members={members} mentions={mentions} after={after?.body} label={label} />
    </ApiFrame>
  )
}

/** What a template shows after a part's members, on every part (a file's source lines), with its table-of-contents entries. */
export interface PartExtra {
  toc: TocItem[]
  body: React.ReactNode
}

/** What a compound template gets to lay out its first part. */
export interface FirstPart {
  /** Where prose mentions the compound itself (mentions of its members go with their documentation). */
  own: readonly Mention[]
  /** The members the first part documents. */
  members: ReturnType<typeof ownMembers>
  /** The first part's members: part links, summaries, then `between` (mentions, inherited members), then documentation, then `after`. */
  memberBlock: (between?: React.ReactNode, after?: React.ReactNode) => React.ReactElement
}

/**
 * A class, scope or file page, whole or in parts: a part after the first holds its members alone, then the
 * template's `later` (a file's source lines of that part); the first is the table of contents and body that the
 * template's `first` lays out, in the API frame. `label` names what the parts divide ("Members" by default).
 */
export function CompoundPage({ compound: c, title, kind, context, mentions, first, later, label }: { compound: PartCompound; title: string; kind: string; context: ApiPageContext; mentions: readonly Mention[]; first: (page: FirstPart) => { toc: TocItem[]; body: React.ReactNode }; later?: PartExtra; label?: string }) {
  const part = context.part ?? 0
  const parts = context.parts ?? 1
  if (part > 0) return <MemberPartPage compound={c} title={title} kind={kind} part={part} parts={parts} mentions={mentions} after={later} label={label} />
  const members = ownMembers(c.sections, c.route)
  const { toc, body } = first({
    own: mentions.filter((m) => m.target === c.route),
    members,
    memberBlock: (between, after) => <PartMembers compound={c} part={0} parts={parts} members={members} mentions={mentions} between={between} after={after} label={label} />,
  })
  return (
    <ApiFrame title={title} kind={kind} breadcrumbs={c.breadcrumbs} brief={c.brief} toc={toc}>
      {body}
    </ApiFrame>
  )
}
