/**
 * `@compoundText`: DoxygenCompound.searchText (the contract's HeliosPage.searchText). A doxygen page or an example is
 * searched as prose, from the description tree its page renders (model/docText.ts); every other compound is
 * searched through its symbols, and gives none.
 */
import type { GatsbyNode } from 'gatsby'
import { PACKED_FIELD, readPacked } from './packedDocs'
import { articleText } from '../model/docText'
import type { DocNode } from '../model/doc'
import type { PageText } from '../../../shell/contract'

/** The compound kinds whose page is an article (templates/ArticlePage.tsx), searched by its text. */
export const ARTICLE_KINDS: ReadonlySet<string> = new Set(['page', 'example'])

type RawNode = Record<string, unknown>
const docField = (node: RawNode, name: string): DocNode[] | null => ((PACKED_FIELD in node ? readPacked(node, name) : node[name]) as DocNode[] | null) ?? null

/** The search text of a compound node: its article's, or null. */
export function compoundSearchText(node: RawNode): PageText[] | null {
  return ARTICLE_KINDS.has(String(node.kind)) ? articleText(docField(node, 'brief'), docField(node, 'detailed')) : null
}

export const createCompoundTextExtension = (actions: Parameters<NonNullable<GatsbyNode['createSchemaCustomization']>>[0]['actions']): void => {
  actions.createFieldExtension({ name: 'compoundText', extend: () => ({ resolve: (source: RawNode) => compoundSearchText(source) }) })
}
