/**
 * Compound pages in parts. A compound with more members than one page should hold (a generated GL loader
 * header lists some 12,000 macros, functions and variables) shows them over several pages: part 1 at the
 * compound's route with everything else the page shows, part N at `<route>N/` with the summaries and the
 * documentation of its members only. On one page, such a header is more HTML and page data than a browser
 * opens comfortably, and the heap to render it is most of the build's budget.
 *
 * Members are counted in page order (the order of the sections that list them), so a member's part follows
 * from its compound's sections alone: the routes, the pages and each part's query compute it alike.
 * A number is never a route segment of its own (slugs of C++ names do not start with a digit), so a part's
 * route stays clear of nested compounds.
 */
import type { GatsbyNode } from 'gatsby'

/** Members one page shows at most. */
export const MEMBERS_PER_PAGE = 500

interface SectionIds {
  readonly memberIds: readonly string[]
}

/** The part (0-based) of each member a compound's sections list, and how many parts the compound has. */
export function memberParts(sections: readonly SectionIds[], perPage = MEMBERS_PER_PAGE): { partOf: Map<string, number>; count: number } {
  const partOf = new Map<string, number>()
  for (const s of sections) for (const id of s.memberIds) if (!partOf.has(id)) partOf.set(id, Math.floor(partOf.size / perPage))
  return { partOf, count: Math.max(1, Math.ceil(partOf.size / perPage)) }
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

/** The `@memberPart` field extension: `sections(part: N)` gives the sections of part N; without it, all of them. */
export const createMemberPartExtension = (actions: Parameters<NonNullable<GatsbyNode['createSchemaCustomization']>>[0]['actions']): void => {
  actions.createFieldExtension({
    name: 'memberPart',
    args: {},
    extend: () => ({
      args: { part: 'Int' },
      resolve: (source: Record<string, unknown>, args: { part?: number | null }, _context: unknown, info: { fieldName: string }) => {
        const sections = (source[info.fieldName] ?? []) as SectionIds[]
        return args.part === undefined || args.part === null ? sections : sectionsOfPart(sections, args.part)
      },
    }),
  })
}
