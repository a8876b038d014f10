/**
 * Links every inline code span of a post or docs page that names one API entity to its reference entry. MDX is
 * compiled after createPages, without GraphQL, so the symbol table comes from the ApiSymbolTable node through
 * gatsby-plugin-mdx's `getNodesByType`; without that node nothing changes (docs/sections/api.md, "API names in prose").
 */
import { linkSpans, type MdNode } from './prose'
import { remarkSafeUrls } from '../../../shell/remarkSafeUrls'
import { SymbolIndex, type SymbolTable } from './symbols'

/** The node type holding the symbol table for prose links (one node: the current engine's symbols). */
export const SYMBOL_TABLE_NODE_TYPE = 'ApiSymbolTable'

/** The fields of that node (see the type's schema in ../gatsby-node.ts). */
export interface SymbolTableNode {
  table: SymbolTable
  /** Content hash of the table: webpack's cache of compiled MDX is keyed by it. */
  hash: string
}

export interface RemarkApiLinksOptions {
  /** The symbol table; null: link nothing. */
  table: SymbolTable | null
  /** Names never linked nor warned about (see the section options). */
  ignore?: readonly string[]
}

/** The index built for the last table seen: every MDX file of a build reads the same node. */
let lastIndex: { hash: string; index: SymbolIndex } | null = null

/** The index of the table node in the data layer, or null when there is none. */
export function indexFromNodes(getNodesByType: (type: string) => unknown[]): SymbolIndex | null {
  const node = getNodesByType(SYMBOL_TABLE_NODE_TYPE)[0] as SymbolTableNode | undefined
  if (!node) return null
  if (lastIndex?.hash === node.hash) return lastIndex.index
  if (node.table.version !== 1 || !Array.isArray(node.table.symbols)) throw new Error(`${SYMBOL_TABLE_NODE_TYPE} node: not an API symbol table (version 1)`)
  lastIndex = { hash: node.hash, index: new SymbolIndex(node.table) }
  return lastIndex.index
}

/** The arguments gatsby-plugin-mdx gives a Gatsby remark plugin that this one uses. */
export interface GatsbyRemarkArgs {
  markdownAST: unknown
  /** The Mdx node compiled (absent when gatsby-plugin-mdx compiles a file it has no node for). */
  markdownNode?: { internal?: { contentFilePath?: string } } | null
  getNodesByType: (type: string) => unknown[]
}

/**
 * The body of the Gatsby remark sub-plugin: links the spans of one MDX tree from the table node. gatsby-plugin-mdx
 * runs Gatsby remark plugins after the site's remark plugins, so the tree passes the site's URL sanitiser again
 * here: every link reaching a page has passed it.
 */
export function linkProse({ markdownAST, markdownNode, getNodesByType }: GatsbyRemarkArgs, ignore: readonly string[]): void {
  const index = indexFromNodes(getNodesByType)
  if (!index || linkSpans(markdownAST as MdNode, index, ignore) === 0) return
  remarkSafeUrls()(markdownAST, { path: markdownNode?.internal?.contentFilePath })
}

/** The same step as a plain remark plugin with the table given (MDX compiled outside Gatsby, unit tests). */
export default function remarkApiLinks(options: RemarkApiLinksOptions) {
  const index = options.table ? new SymbolIndex(options.table) : null
  return (tree: unknown): void => {
    if (index) linkSpans(tree as MdNode, index, options.ignore ?? [])
  }
}
