/**
 * The body of a compound page's part (./PageParts.tsx frames it): a part after the first holds its members alone,
 * then the template's `later`; the first part is what the template's `first` lays out.
 */
import * as React from 'react'
import { MemberDocs, MemberSummaries } from './Members'
import type { ApiMember, ApiPageContext } from './types'
import type { Mention } from '../node/prose'
import { partRoute } from '../model/pageParts'
import { PartNav, partOutline, type FirstPartOutline, type PartCompound } from './PageParts'

/**
 * The members of one part of a compound page, between the part links: their summaries, then what the
 * template puts `between` them (mentions, inherited members), then their documentation, then what it puts
 * `after` them (a file's source lines of this part).
 */
function PartMembers({ compound: c, part, parts, members, mentions, between, after, label }: { compound: PartCompound; part: number; parts: number; members: ApiMember[]; mentions: readonly Mention[]; between?: React.ReactNode; after?: React.ReactNode; label?: string }) {
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

/** What a compound template gets to lay out its first part. */
export interface FirstPart extends FirstPartOutline {
  /** The first part's members: part links, summaries, then `between` (mentions, inherited members), then documentation, then `after`. */
  memberBlock: (between?: React.ReactNode, after?: React.ReactNode) => React.ReactElement
}

/**
 * A class, scope or file page's body, whole or in parts: a part after the first holds its members alone, then
 * `later` (a file's source lines of that part); the first is what `first` lays out. `label` names what the parts
 * divide ("Members" by default).
 */
export function CompoundBody({ compound: c, context, mentions, first, later, label }: { compound: PartCompound; context: ApiPageContext; mentions: readonly Mention[]; first: (page: FirstPart) => React.ReactNode; later?: React.ReactNode; label?: string }) {
  const part = context.part ?? 0
  const parts = context.parts ?? 1
  const outline = partOutline(c, part, mentions)
  if (part > 0) return <PartMembers compound={c} part={part} parts={parts} members={outline.members} mentions={mentions} after={later} label={label} />
  return <>{first({ ...outline, memberBlock: (between, after) => <PartMembers compound={c} part={0} parts={parts} members={outline.members} mentions={mentions} between={between} after={after} label={label} /> })}</>
}
