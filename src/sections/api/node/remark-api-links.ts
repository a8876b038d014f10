/**
 * Links every inline code span of a post or docs page that names one API entity to its reference entry. MDX is
 * compiled after createPages, without GraphQL, so the symbol table of the page's version comes from the ApiSymbolTable
 * node through gatsby-plugin-mdx's `getNodesByType`; without that node nothing changes (docs/sections/api.md, "API names in prose").
 */
import path from 'node:path'
import { linkSpans, type MdNode } from './prose'
import { remarkSafeUrls } from '../../../shell/remarkSafeUrls'
import { SymbolIndex, type SymbolTable } from './symbols'
import { CURRENT_VERSION } from '../options'

/** The node type holding the symbol tables for prose links (one node: every version's symbols and each page's version). */
export const SYMBOL_TABLE_NODE_TYPE = 'ApiSymbolTable'

/** The fields of that node, declared with its schema in ./buildShape.ts. */
export type { SymbolTableNode } from './buildShape'
import type { SymbolTableNode } from './buildShape'

export interface RemarkApiLinksOptions {
  /** The symbol table; null: link nothing. */
  table: SymbolTable | null
  /** Names never linked nor warned about (see the section options). */
  ignore?: readonly string[]
}

/**
 * The indices built for the last node seen, by version: every MDX file of a build reads the same node. Held weakly:
 * once the MDX is compiled nothing reads them, and a large library's (with the node objects they point into) would
 * stay in the build's memory to its end; a collection during the compiles costs one rebuild of them.
 */
let lastIndex: WeakRef<{ hash: string; indices: Map<string, SymbolIndex> }> | null = null

/**
 * The indices a page's spans resolve against, from the table node in the data layer: its version's (the node's
 * pageVersions, by `file`, absolute or relative to the site root; Next for any other file), and Next's beside a
 * release's (a name the release lacks links to Next, prose.ts resolveForPage); null without the node.
 */
export function indexFromNodes(getNodesByType: (type: string) => unknown[], file?: string | null): { index: SymbolIndex; next: SymbolIndex | null } | null {
  const node = getNodesByType(SYMBOL_TABLE_NODE_TYPE)[0] as SymbolTableNode | undefined
  if (!node) return null
  let last = lastIndex?.deref()
  if (last?.hash !== node.hash) {
    if (node.table.version !== 1 || !Array.isArray(node.table.symbols)) throw new Error(`${SYMBOL_TABLE_NODE_TYPE} node: not an API symbol table (version 1)`)
    last = { hash: node.hash, indices: new Map() }
    lastIndex = new WeakRef(last)
  }
  const indices = last.indices
  const relative = file ? (path.isAbsolute(file) ? path.relative(process.cwd(), file) : file).split(path.sep).join('/') : null
  const version = (relative && node.pageVersions?.[relative]) || CURRENT_VERSION
  const of = (v: string): SymbolIndex => {
    const table = v === CURRENT_VERSION ? node.table : node.releases?.[v]
    if (!table) throw new Error(`${SYMBOL_TABLE_NODE_TYPE} node: ${relative} links to ${v}, which has no symbol table`)
    let index = indices.get(v)
    if (!index) indices.set(v, (index = new SymbolIndex(table)))
    return index
  }
  return { index: of(version), next: version === CURRENT_VERSION ? null : of(CURRENT_VERSION) }
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
  const found = indexFromNodes(getNodesByType, markdownNode?.internal?.contentFilePath)
  if (!found || linkSpans(markdownAST as MdNode, found.index, ignore, found.next) === 0) return
  remarkSafeUrls()(markdownAST, { path: markdownNode?.internal?.contentFilePath })
}

/** The same step as a plain remark plugin with the table given (MDX compiled outside Gatsby, unit tests). */
export default function remarkApiLinks(options: RemarkApiLinksOptions) {
  const index = options.table ? new SymbolIndex(options.table) : null
  return (tree: unknown): void => {
    if (index) linkSpans(tree as MdNode, index, options.ignore ?? [])
  }
}
