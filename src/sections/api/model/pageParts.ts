/**
 * Compound pages in parts: a compound with more than MEMBERS_PER_PAGE members shows them over several pages, part
 * N at `<route>N/`, since one page would be more than a browser opens comfortably. A member's part follows from its
 * compound's sections alone, so routes, pages and queries agree (docs/sections/api.md, "Compound pages in parts").
 */
/** Members one page shows at most. */
export const MEMBERS_PER_PAGE = 500

export interface SectionIds {
  readonly memberIds: readonly string[]
}

/** The part (0-based) of each member a compound's sections list, and how many parts the compound has. */
export function memberParts(sections: readonly SectionIds[], perPage = MEMBERS_PER_PAGE): { partOf: Map<string, number>; count: number } {
  const partOf = new Map<string, number>()
  for (const s of sections) for (const id of s.memberIds) if (!partOf.has(id)) partOf.set(id, Math.floor(partOf.size / perPage))
  return { partOf, count: Math.max(1, Math.ceil(partOf.size / perPage)) }
}

/** The compound kinds whose page lists their members (class, scope and file pages), in parts when there are many. */
const KINDS_IN_PARTS: ReadonlySet<string> = new Set(['class', 'struct', 'union', 'interface', 'exception', 'concept', 'namespace', 'group', 'file'])

/** How many pages a compound is shown on: its parts when its kind's page lists members, else one. */
export const compoundPageParts = (kind: string, sections: readonly SectionIds[]): number => (KINDS_IN_PARTS.has(kind) ? memberParts(sections).count : 1)

/** Route of a compound page's part (0-based): the compound's own route for the first. */
export const partRoute = (route: string, part: number): string => (part === 0 ? route : `${route}${part + 1}/`)

/** Whether `pageRoute` is the page of `route` or one of its parts. */
export const isPartOf = (pageRoute: string, route: string): boolean =>
  pageRoute === route || (pageRoute.startsWith(route) && /^[1-9]\d*\/$/.test(pageRoute.slice(route.length)))

/** A compound's sections with only the members of one part; sections left empty are dropped. */
export function sectionsOfPart<S extends SectionIds>(sections: readonly S[], part: number, perPage = MEMBERS_PER_PAGE): S[] {
  const { partOf } = memberParts(sections, perPage)
  const out: S[] = []
  for (const s of sections) {
    const memberIds = s.memberIds.filter((id) => partOf.get(id) === part)
    if (memberIds.length > 0) out.push({ ...s, memberIds })
  }
  return out
}
