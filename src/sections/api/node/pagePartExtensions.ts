/** The schema's field extensions of page parts (../model/pageParts.ts): a compound's sections, a file's listing. */
import type { GatsbyNode } from 'gatsby'
import { listingOfPart, type SectionIds, sectionsOfPart } from '../model/pageParts'
import type { Listing } from '../model/doc'

type Actions = Parameters<NonNullable<GatsbyNode['createSchemaCustomization']>>[0]['actions']
type Resolve = (source: Record<string, unknown>, args: Record<string, unknown>, context: unknown, info: { fieldName: string }) => unknown

/**
 * `@memberPart`: `sections(part: N)` gives the sections of part N; without it, all of them. `@listingPart`:
 * `listing(part: N)` gives the lines part N shows; without it, the whole listing. The listing's value comes from
 * the extension before it on the field (`@packedDoc`), so it follows that directive.
 */
export const createPagePartExtensions = (actions: Actions): void => {
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
  actions.createFieldExtension({
    name: 'listingPart',
    args: {},
    extend: (_options: unknown, previous: { resolve?: Resolve }) => ({
      args: { part: 'Int' },
      resolve: async (source: Record<string, unknown>, args: { part?: number | null }, context: unknown, info: { fieldName: string }) => {
        const listing = (await (previous.resolve ? previous.resolve(source, args, context, info) : source[info.fieldName])) as Listing | null
        return !listing || args.part === undefined || args.part === null ? listing : listingOfPart(listing, args.part)
      },
    }),
  })
}
