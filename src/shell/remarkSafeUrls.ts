/**
 * remark plugin: every URL of a markdown/MDX document passes the site's one
 * sanitiser (./safeUrl) at build time. A link with a refused URL becomes its
 * text, an image its alt text, a definition is dropped (its references show
 * as text); on JSX elements a refused URL attribute and every event-handler
 * attribute (onclick=...) are removed. Each with a warning naming the file
 * (relative to the site root) and its own line, frontmatter counted; in a
 * strict build (HELIOS_STRICT=1) they stop the build instead, all of a file's together.
 * Used by gatsby-plugin-mdx (gatsby-config.ts) and the devlog's excerpt renderer.
 */
import fs from 'node:fs'
import path from 'node:path'
import { URL_ATTRIBUTES, checkUrl, describeUnsafe } from './safeUrl'
import { bodyLineOffset } from './mdxSyntax'
import { StrictContentError, strictContent } from './server/contentWarnings'

interface MdNode {
  type: string
  url?: string
  alt?: string | null
  name?: string | null
  value?: string
  identifier?: string
  attributes?: Array<{ type: string; name?: string; value?: unknown }>
  children?: MdNode[]
  position?: { start?: { line?: number } }
}

export interface RemarkSafeUrlsOptions {
  /** Where warnings go (default: console.warn). */
  warn?: (message: string) => void
  /** Whether the warnings stop the build (default: HELIOS_STRICT=1, src/shell/server/contentWarnings.ts). */
  strict?: boolean
}

const URL_ATTRS = new Set<string>(URL_ATTRIBUTES)

/**
 * The file's name relative to the site root, and the lines before the text compiled: gatsby-plugin-mdx compiles
 * the body after the frontmatter, the devlog its excerpt, and the author counts lines in the file.
 */
function fileAndOffset(file: { path?: string; history?: string[]; value?: unknown }): { name: string; offset: number } {
  const at = file.path ?? file.history?.[0]
  if (!at) return { name: '(markdown)', offset: 0 }
  const abs = path.resolve(at)
  let offset = 0
  try {
    if (typeof file.value === 'string') offset = bodyLineOffset(fs.readFileSync(abs, 'utf8'), file.value)
  } catch {
    // not a file on disk (a test's text): its own lines
  }
  const rel = path.relative(process.cwd(), abs)
  return { name: rel.startsWith('..') ? abs : rel, offset }
}

export function remarkSafeUrls(options: RemarkSafeUrlsOptions = {}) {
  const warn = options.warn ?? ((m: string) => console.warn(`warn ${m}`))
  const strict = options.strict ?? strictContent()
  return (tree: unknown, file: { path?: string; history?: string[]; value?: unknown }) => {
    const problems: Array<{ line: number | undefined; text: (where: string) => string }> = []
    const note = (n: MdNode, text: (where: string) => string) => problems.push({ line: n.position?.start?.line, text })
    const visit = (node: MdNode): void => {
      if (!node.children) return
      const out: MdNode[] = []
      for (const child of node.children) {
        if ((child.type === 'link' || child.type === 'image' || child.type === 'definition') && typeof child.url === 'string' && !checkUrl(child.url).ok) {
          const url = child.url
          note(child, (where) => describeUnsafe(where, `${child.type} "${child.type === 'image' ? (child.alt ?? '') : textOf(child)}"`, url, child.type === 'image' ? 'image' : 'link'))
          if (child.type === 'link') {
            visit(child)
            out.push(...(child.children ?? []))
          } else if (child.type === 'image') out.push({ type: 'text', value: child.alt ?? '' })
          continue
        }
        if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.attributes) {
          child.attributes = child.attributes.filter((a) => {
            if (a.type !== 'mdxJsxAttribute' || !a.name) return true
            const attr = a.name.toLowerCase()
            if (/^on/.test(attr)) {
              note(child, (where) => `${where}: event-handler attribute ${a.name} on <${child.name ?? ''}> removed; content never carries script`)
              return false
            }
            if (URL_ATTRS.has(attr) && typeof a.value === 'string' && !checkUrl(a.value).ok) {
              const value = a.value
              note(child, (where) => describeUnsafe(where, `<${child.name ?? ''} ${a.name}>`, value, a.name!))
              return false
            }
            return true
          })
        }
        visit(child)
        out.push(child)
      }
      node.children = out
    }
    visit(tree as MdNode)
    if (problems.length === 0) return
    const { name, offset } = fileAndOffset(file)
    const messages = problems.map((p) => p.text(`${name}${p.line ? `:${p.line + offset}` : ''}`))
    if (strict) throw new StrictContentError(name, messages)
    for (const m of messages) warn(m)
  }
}

function textOf(n: MdNode): string {
  if (typeof n.value === 'string') return n.value
  return (n.children ?? []).map(textOf).join('')
}

export default remarkSafeUrls
