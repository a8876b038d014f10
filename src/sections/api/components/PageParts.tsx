/**
 * A compound page shown in parts (../model/pageParts.ts): the links to the parts and the frame of every part, with
 * its table of contents. What a part shows is its body (./CompoundParts.tsx), which the browser loads apart.
 */
import * as React from 'react'
import SiteLink from '../../../shell/components/SiteLink'
import ApiFrame, { sectionToc } from './ApiFrame'
import { ownMembers, type ApiCompound, type ApiMember, type ApiPageContext } from './types'
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

export type PartCompound = Pick<ApiCompound, 'route' | 'sections' | 'breadcrumbs' | 'brief'>

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

/** What a template's first part holds, for its table of contents. */
export interface FirstPartOutline {
  /** Where prose mentions the compound itself (mentions of its members go with their documentation). */
  own: readonly Mention[]
  /** The members the first part documents. */
  members: ApiMember[]
}

/** The members a part of a compound page documents in full, and the mentions of the compound itself. */
export function partOutline(c: PartCompound, part: number, mentions: readonly Mention[]): FirstPartOutline {
  return { own: mentions.filter((m) => m.target === c.route), members: ownMembers(c.sections, partRoute(c.route, part)) }
}

/**
 * A class, scope or file page, whole or in parts, in the API frame: `children` is its body. A part after the first
 * lists its members' sections and documentation, then `laterToc` (a file's source lines); the first part's table of
 * contents is the template's `firstToc`.
 */
export function CompoundPage({ compound: c, title, kind, context, mentions, firstToc, laterToc = [], children }: { compound: PartCompound; title: string; kind: string; context: ApiPageContext; mentions: readonly Mention[]; firstToc: (page: FirstPartOutline) => TocItem[]; laterToc?: TocItem[]; children: React.ReactNode }) {
  const part = context.part ?? 0
  const outline = partOutline(c, part, mentions)
  const toc = part > 0 ? [...sectionToc(c.sections), ...memberDocsToc(outline.members), ...laterToc] : firstToc(outline)
  return (
    <ApiFrame title={title} kind={kind} breadcrumbs={c.breadcrumbs} brief={c.brief} toc={toc}>
      {children}
    </ApiFrame>
  )
}
