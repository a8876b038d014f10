/**
 * remark plugin for gatsby-plugin-mdx: links every inline code span of a
 * devlog post or docs page that names one API entity to its reference entry.
 *
 * gatsby-plugin-mdx compiles MDX through webpack after createPages, in a
 * context that has no GraphQL. The API section's createPages writes the
 * symbol table (queried through the ApiSymbol interface) to a JSON file under
 * .cache/ (see ./prose-build.ts); this plugin reads it. Without that file
 * (MDX compiled outside a site build, e.g. a unit test without a table) it
 * changes nothing. Warnings come from the build step, which resolves the same
 * spans with the same function, so each is logged once per build.
 */
import fs from 'node:fs'
import path from 'node:path'
import { linkSpans, type MdNode } from './prose'
import { SymbolIndex, type SymbolTable } from './symbols'

/** Where createPages leaves the symbol table for this plugin (under Gatsby's cache folder; the build runs from the site root). */
export const SYMBOL_TABLE_FILE = path.join(process.cwd(), '.cache', 'helios', 'api-symbols.json')

export interface RemarkApiLinksOptions {
  /** JSON file holding the symbol table (SymbolTable). */
  tableFile: string
  /** Names never linked nor warned about (see the section options). */
  ignore?: readonly string[]
}

let cached: { file: string; mtimeMs: number; size: number; index: SymbolIndex } | null = null

/** The index of the table file, re-read when the file changes. Null when there is no table. */
export function loadIndex(file: string): SymbolIndex | null {
  let stat: fs.Stats
  try {
    stat = fs.statSync(file)
  } catch {
    return null
  }
  if (cached && cached.file === file && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.index
  const table = JSON.parse(fs.readFileSync(file, 'utf8')) as SymbolTable
  if (table.version !== 1 || !Array.isArray(table.symbols)) throw new Error(`${file}: not an API symbol table (version 1)`)
  const index = new SymbolIndex(table)
  cached = { file, mtimeMs: stat.mtimeMs, size: stat.size, index }
  return index
}

export default function remarkApiLinks(options: RemarkApiLinksOptions) {
  return (tree: unknown): void => {
    const index = loadIndex(options.tableFile)
    if (index) linkSpans(tree as MdNode, index, options.ignore ?? [])
  }
}
