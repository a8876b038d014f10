/**
 * Links inside highlighted code blocks: the table a section writes at build time (which identifiers of which
 * block link where) and the one function that puts those links into a highlighted block's tree. Fenced code
 * in MDX (the rehype plugin below, after rehype-prism-plus) and the home page's sample (./highlight.ts) both
 * go through `spliceLinks`, so a link is an `<a>` around the identifier's own text inside Prism's token spans:
 * the highlighting stays, and the text stays text (React escapes it; the href passes the one URL sanitiser).
 *
 * The API section resolves the identifiers with clang and writes the table
 * (src/sections/api/node/codeLinks/); the shell knows only its shape and place.
 */
import fs from 'node:fs'
import path from 'node:path'
import crypto from 'node:crypto'
import { safeUrl } from './safeUrl'

/** One linked identifier: its place in the block's text (UTF-16 offsets) and where it leads. */
export interface CodeLink {
  offset: number
  length: number
  href: string
  /** The entity's kind (the API link marker, `data-api-kind`, as prose links carry it). */
  kind: string
}

export interface CodeLinksTable {
  version: 1
  /** By `codeBlockKey(source file, code)`. */
  blocks: Record<string, CodeLink[]>
}

/** Where the table is left for the MDX compiler and the home page (under Gatsby's cache folder; the build runs from the site root). */
export const CODE_LINKS_FILE = path.join(process.cwd(), '.cache', 'helios', 'code-links.json')

/** A block's key: its source file (relative to the site root) and its text, trailing newlines dropped. */
export function codeBlockKey(sourceFile: string, code: string): string {
  const rel = path.isAbsolute(sourceFile) ? path.relative(process.cwd(), sourceFile) : sourceFile
  return crypto.createHash('sha256').update(`${rel}\u0000${code.replace(/\n+$/, '')}`).digest('hex').slice(0, 24)
}

let cached: { mtimeMs: number; size: number; table: CodeLinksTable } | null = null

/** The table, re-read when the file changes; null when no section wrote one (other XML, a unit test). */
export function loadCodeLinks(file = CODE_LINKS_FILE): CodeLinksTable | null {
  let stat: fs.Stats
  try {
    stat = fs.statSync(file)
  } catch {
    return null
  }
  if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.table
  const table = JSON.parse(fs.readFileSync(file, 'utf8')) as CodeLinksTable
  if (table.version !== 1 || typeof table.blocks !== 'object') throw new Error(`${file}: not a code links table (version 1)`)
  cached = { mtimeMs: stat.mtimeMs, size: stat.size, table }
  return table
}

/** The hast shapes the splice walks (rehype's and refractor's trees). */
export interface HastText {
  type: 'text'
  value: string
}
export interface HastElement {
  type: 'element'
  tagName: string
  properties?: Record<string, unknown>
  children: HastNode[]
}
export type HastNode = HastText | HastElement | { type: string; children?: HastNode[] }

/** The block's text as the tree holds it (what the reader sees and copies). */
export function hastText(nodes: readonly HastNode[]): string {
  let s = ''
  for (const n of nodes) {
    if (n.type === 'text') s += (n as HastText).value
    else if ('children' in n && n.children) s += hastText(n.children)
  }
  return s
}

/**
 * Wraps each link's text in an `<a>` inside the tree, in place. A link whose text is split over two text nodes
 * (never an identifier in Prism's grammar) or whose href the sanitiser refuses stays plain. Returns how many
 * links were made.
 */
export function spliceLinks(nodes: HastNode[], links: readonly CodeLink[]): number {
  const sorted = [...links].sort((a, b) => a.offset - b.offset)
  let made = 0
  let pos = 0
  let next = 0
  const walk = (list: HastNode[]) => {
    for (let i = 0; i < list.length && next < sorted.length; i++) {
      const n = list[i]
      if (n.type !== 'text') {
        if ('children' in n && n.children) walk(n.children)
        continue
      }
      const text = (n as HastText).value
      const start = pos
      const end = pos + text.length
      pos = end
      while (next < sorted.length && sorted[next].offset < start) next++
      const inside: CodeLink[] = []
      while (next < sorted.length && sorted[next].offset + sorted[next].length <= end) inside.push(sorted[next++])
      if (inside.length === 0) continue
      const parts: HastNode[] = []
      let at = 0
      for (const l of inside) {
        const from = l.offset - start
        const href = safeUrl(l.href)
        if (from < at || href === undefined) continue
        if (from > at) parts.push({ type: 'text', value: text.slice(at, from) })
        parts.push({ type: 'element', tagName: 'a', properties: { href, className: ['code-link'], dataApiKind: l.kind }, children: [{ type: 'text', value: text.slice(from, from + l.length) }] })
        at = from + l.length
        made++
      }
      if (at < text.length) parts.push({ type: 'text', value: text.slice(at) })
      list.splice(i, 1, ...parts)
      i += parts.length - 1
    }
  }
  walk(nodes)
  return made
}

export interface RehypeCodeLinksOptions {
  /** The table file (CODE_LINKS_FILE). */
  tableFile: string
}

/**
 * rehype plugin for MDX, after the highlighter: links the identifiers of each `<pre><code>` block the table
 * has links for, found by the block's file and text. Without a table (or for a block it does not know) it
 * changes nothing.
 */
export function rehypeCodeLinks(options: RehypeCodeLinksOptions) {
  return (tree: HastNode, file: { path?: string; history?: string[] }): void => {
    const table = loadCodeLinks(options.tableFile)
    const source = file.path ?? file.history?.[0]
    if (!table || !source) return
    const visit = (n: HastNode) => {
      if (n.type === 'element' && (n as HastElement).tagName === 'pre') {
        for (const c of (n as HastElement).children) {
          if (c.type !== 'element' || (c as HastElement).tagName !== 'code') continue
          const links = table.blocks[codeBlockKey(source, hastText((c as HastElement).children))]
          if (links) spliceLinks((c as HastElement).children, links)
        }
        return
      }
      if ('children' in n && n.children) n.children.forEach(visit)
    }
    visit(tree)
  }
}
