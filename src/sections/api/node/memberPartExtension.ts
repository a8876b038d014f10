/** The `@memberPart` field extension of the schema: a compound's sections of one page part (../model/pageParts.ts). */
import type { GatsbyNode } from 'gatsby'
import { type SectionIds, sectionsOfPart } from '../model/pageParts'

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
