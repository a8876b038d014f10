/**
 * Links inside highlighted code blocks: the table a section makes at build time (which identifiers of which block
 * link where) and `spliceLinks`, the one function that puts them into a highlighted tree as an `<a>` around the
 * identifier's own text, so highlighting and escaping stay as they were. How the table travels from the API
 * section to the MDX compiler and the home page: docs/sections/shell.md, "Code that links".
 */
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

/** The node type holding the table (one node per build; none when no section links code). */
export const CODE_LINKS_NODE_TYPE = 'HeliosCodeLinks'

/** The fields of that node. */
export interface CodeLinksNode {
  table: CodeLinksTable
  /** Content hash of the table: webpack's cache of compiled MDX is keyed by it. */
  hash: string
}

export const codeLinksTypeDefs = `
  """
  Links of the identifiers in C++ code blocks (posts, docs pages, the home page's sample), as a section resolved
  them at build time: one node, read by the MDX compiler's remark step and the home page.
  """
  type ${CODE_LINKS_NODE_TYPE} implements Node @dontInfer {
    "{ version: 1, blocks: { [block key]: [{ offset, length, href, kind }] } }; a block's key hashes its source file and text."
    table: JSON!
    "Content hash of the table: webpack's cache of compiled MDX is keyed by it."
    hash: String!
  }
`

/** The node's fields for a table: the table and its content hash. */
export function codeLinksNode(table: CodeLinksTable): CodeLinksNode {
  return { table, hash: crypto.createHash('sha256').update(JSON.stringify(table)).digest('hex').slice(0, 16) }
}

/** The code links node of the data layer, or null when no section made one (other XML, MDX compiled before createPages). */
export function codeLinksFromNodes(getNodesByType: (type: string) => unknown[]): CodeLinksNode | null {
  const node = getNodesByType(CODE_LINKS_NODE_TYPE)[0] as CodeLinksNode | undefined
  if (!node) return null
  if (node.table?.version !== 1 || typeof node.table.blocks !== 'object') throw new Error(`${CODE_LINKS_NODE_TYPE} node: not a code links table (version 1)`)
  return node
}

/** A block's key: its source file (relative to the site root) and its text, trailing newlines dropped. */
export function codeBlockKey(sourceFile: string, code: string): string {
  const rel = path.isAbsolute(sourceFile) ? path.relative(process.cwd(), sourceFile) : sourceFile
  return crypto.createHash('sha256').update(`${rel}\u0000${code.replace(/\n+$/, '')}`).digest('hex').slice(0, 24)
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

/** The hast property (`data-code-links`) carrying a block's links from the remark step to the rehype step. */
export const CODE_LINKS_PROPERTY = 'dataCodeLinks'

interface MdCode {
  type: string
  value?: string
  data?: { hProperties?: Record<string, unknown> } & Record<string, unknown>
  children?: MdCode[]
}

/** What gatsby-plugin-mdx gives a Gatsby remark plugin that the code links step uses. */
export interface GatsbyRemarkCodeArgs {
  markdownAST: unknown
  /** The Mdx node compiled (absent when gatsby-plugin-mdx compiles a file it has no node for). */
  markdownNode?: { internal?: { contentFilePath?: string } } | null
  getNodesByType: (type: string) => unknown[]
}

/**
 * The Gatsby remark step: each `code` node whose block the table has links for gets them as a property of its
 * `<code>` element (mdast's `data.hProperties`, which remark-rehype copies). Returns how many blocks it marked.
 */
export function annotateCodeBlocks({ markdownAST, markdownNode, getNodesByType }: GatsbyRemarkCodeArgs): number {
  const node = codeLinksFromNodes(getNodesByType)
  const source = markdownNode?.internal?.contentFilePath
  if (!node || !source) return 0
  let marked = 0
  const visit = (n: MdCode) => {
    if (n.type === 'code' && typeof n.value === 'string') {
      const links = node.table.blocks[codeBlockKey(source, n.value)]
      if (links?.length) {
        n.data = { ...n.data, hProperties: { ...n.data?.hProperties, [CODE_LINKS_PROPERTY]: JSON.stringify(links) } }
        marked++
      }
      return
    }
    n.children?.forEach(visit)
  }
  visit(markdownAST as MdCode)
  return marked
}

/** The step as an MDX body's compile runs it (./mdxBody/compile.ts): it reads the code links node. */
export const codeLinksStep = { reads: [CODE_LINKS_NODE_TYPE], run: (args: GatsbyRemarkCodeArgs) => void annotateCodeBlocks(args) } as const

/**
 * rehype plugin for MDX, after the highlighter: each `<code>` element carrying links (put there by
 * `annotateCodeBlocks`) gets them spliced into its highlighted tree, and loses the property. Every href passes
 * the URL sanitiser in `spliceLinks`.
 */
export function rehypeCodeLinks() {
  return (tree: HastNode, file: { path?: string }): void => {
    const visit = (n: HastNode) => {
      if (n.type === 'element') {
        const el = n as HastElement
        const raw = el.properties?.[CODE_LINKS_PROPERTY]
        if (el.tagName === 'code' && raw !== undefined) {
          delete el.properties![CODE_LINKS_PROPERTY]
          let links: CodeLink[]
          try {
            links = JSON.parse(String(raw)) as CodeLink[]
          } catch (e) {
            throw new Error(`${file.path ?? 'MDX'}: the links of a code block are not valid JSON (${(e as Error).message})`, { cause: e })
          }
          spliceLinks(el.children, links)
          return
        }
      }
      if ('children' in n && n.children) n.children.forEach(visit)
    }
    visit(tree)
  }
}
