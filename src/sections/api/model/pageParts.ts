/**
 * Compound pages in parts: a compound with more than MEMBERS_PER_PAGE members shows them over several pages, part
 * N at `<route>N/`, since one page would be more than a browser opens comfortably; so does a file's source listing
 * longer than LISTING_LINES_PER_PAGE lines. A member's part follows from its compound's sections alone, a line's
 * from its place in the listing, so routes, pages and queries agree (docs/sections/api.md, "Compound pages in parts").
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

/** Lines of a file's source listing one page shows at most. */
export const LISTING_LINES_PER_PAGE = 2000

/** The part (0-based) showing the listing's line at `index` (its place in the listing, not its number). */
export const listingPartOf = (index: number, perPage = LISTING_LINES_PER_PAGE): number => Math.floor(index / perPage)

/** The lines of a listing that part `part` shows (none past the listing's end). */
export function listingOfPart<L extends { lines: readonly unknown[] }>(listing: L, part: number, perPage = LISTING_LINES_PER_PAGE): L {
  return { ...listing, lines: listing.lines.slice(part * perPage, (part + 1) * perPage) }
}

/**
 * ", lines 2,001 to 4,000 of 16,285" when `listing` (the lines a part shows) is not the whole of the file's
 * `total` lines; '' when it is.
 */
export function listingRangeLabel(listing: { lines: ReadonlyArray<{ n?: number }> }, total: number | null | undefined): string {
  const numbers = listing.lines.filter((l) => l.n !== undefined).map((l) => l.n!)
  if (!total || listing.lines.length >= total || numbers.length === 0) return ''
  const f = (n: number) => n.toLocaleString('en-US')
  // "to", not a dash: the largest pages carry this label, and their text stays in Latin-1 (docs/sections/shell.md,
  // "Memory of the build").
  return `, lines ${f(numbers[0]!)} to ${f(numbers[numbers.length - 1]!)} of ${f(total)}`
}

/**
 * How many pages a compound is shown on: when its kind's page lists members, as many as its members or (a file)
 * its listing's `listingLines` lines need, else one.
 */
export function compoundPageParts(kind: string, sections: readonly SectionIds[], listingLines = 0): number {
  if (!KINDS_IN_PARTS.has(kind)) return 1
  const members = memberParts(sections).count
  return kind === 'file' ? Math.max(members, Math.ceil(listingLines / LISTING_LINES_PER_PAGE)) : members
}

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
