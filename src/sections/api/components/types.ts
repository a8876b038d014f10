/**
 * The doxygen data as the API components take it: Gatsby's generated query types, except that the description
 * trees the schema stores as JSON fields are typed by `DocTrees`, and `docTrees` is the one place a query result
 * is read that way (docs/sections/api.md, "Description trees and their types").
 */
export type { DocNode, DocElement } from '../model/doc'
import type { DocNode, Listing } from '../model/doc'
import type { ApiJsonFields } from '../model/apiShape'

/** A JSON field of a generated query type, typed as what its declaration says it holds (model/apiShape.ts). */
type JsonField = Record<string, unknown> | null
type TreeOf<K, Raw> = K extends keyof ApiJsonFields ? ApiJsonFields[K] | (null extends Raw ? null : never) : Raw

/** A generated query type with its JSON fields typed as their declarations say (and its arrays mutable); a field a query may skip (@include) stays optional. */
export type DocTrees<T> = T extends ReadonlyArray<infer E>
  ? DocTrees<E>[]
  : T extends object
    ? { -readonly [K in keyof T]: T[K] extends JsonField | undefined ? (Record<string, unknown> extends NonNullable<T[K]> ? TreeOf<K, T[K]> : DocTrees<T[K]>) : DocTrees<T[K]> }
    : T

/** Reads a query result's JSON fields as the description trees the transformer wrote into them. */
export const docTrees = <T>(data: T): DocTrees<T> => data as unknown as DocTrees<T>

export type ApiParam = DocTrees<Queries.ApiParamFieldsFragment>
export type ApiRef = DocTrees<Queries.ApiRefFieldsFragment>
export type ApiMember = DocTrees<Queries.ApiMemberFieldsFragment>
/** What a summary row shows of a member: inherited members are queried this far only, as their rows are all a page shows of them. */
export type ApiMemberSummary = DocTrees<Queries.ApiMemberSummaryFieldsFragment>
export type ApiCompound = DocTrees<Queries.ApiCompoundFieldsFragment>
export type ApiSection = ApiCompound['sections'][number]
export type ApiLocation = NonNullable<ApiMember['location']>
export type ApiInheritedGroup = DocTrees<NonNullable<Queries.ApiClassPageQuery['doxygenCompound']>['inherited'][number]>

/** A section's members: the links to members that no longer exist resolve to null and are left out. */
export const sectionMembers = (s: { members: Array<ApiMember | null> | null }): ApiMember[] => (s.members ?? []).filter((m): m is ApiMember => m !== null)

/** Members documented in full on this page (the others live on their owner's page), in section order. */
export function ownMembers(sections: ApiSection[], pageRoute: string): ApiMember[] {
  const seen = new Set<string>()
  const out: ApiMember[] = []
  for (const s of sections) {
    for (const m of sectionMembers(s)) {
      if (m.route !== pageRoute || seen.has(m.refid)) continue
      seen.add(m.refid)
      out.push(m)
    }
  }
  return out
}

/** The lines of a file's source listing its page (or part) shows, or null when it shows none. */
export function fileListing(c: { listing: DocNode | null }): Listing | null {
  return c.listing && typeof c.listing !== 'string' && c.listing.t === 'listing' && c.listing.lines.length > 0 ? c.listing : null
}

/** The compound a compound page's query selects, with its description trees typed. */
export function pageCompound<C extends object>(data: { readonly doxygenCompound: C | null }): DocTrees<C> {
  const c: C | null = data.doxygenCompound
  if (c === null) throw new Error("an API page's compound is missing from the data layer")
  return docTrees<C>(c)
}

/**
 * Context of every compound page: the node of its "Mentioned in" entries, and, on a page shown in parts
 * (../model/pageParts.ts), which part this is (0-based) and how many there are.
 */
export interface ApiPageContext {
  /** The engine version of the page (current or a release); see ../gatsby-node.ts. */
  version?: string
  /** The page's ApiMentions node, which its query reads ("Mentioned in" entries; ../node/buildShape.ts). */
  mentionsId?: string
  part?: number
  parts?: number
}

