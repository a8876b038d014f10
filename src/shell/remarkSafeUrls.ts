/**
 * remark plugin: every URL of a markdown/MDX document passes the site's one
 * sanitiser (./safeUrl) at build time. A link with a refused URL becomes its
 * text, an image its alt text, a definition is dropped (its references show
 * as text); on JSX elements a refused URL attribute and every event-handler
 * attribute (onclick=...) are removed, and an element that runs or loads code
 * (<script>, <object>…) goes with its content. Each with a warning naming the file
 * (relative to the site root) and its own line, frontmatter counted; in a
 * strict build (HELIOS_STRICT=1) they stop the build instead, all of a file's together.
 * Used by an MDX body's compile (./mdxBody/compile.ts) and the devlog's excerpt renderer.
 */
import { URL_ATTRIBUTES, checkUrl, describeUnsafe } from './safeUrl'
import { lineOffsetOf, sitePath } from './contentPlace'
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
  position?: { start?: { line?: number; column?: number } }
}

export interface RemarkSafeUrlsOptions {
  /** Where warnings go (default: console.warn). */
  warn?: (message: string) => void
  /** Whether the warnings stop the build (default: HELIOS_STRICT=1, src/shell/server/contentWarnings.ts). */
  strict?: boolean
}

const URL_ATTRS = new Set<string>(URL_ATTRIBUTES)

/** Elements that run code, load it or change how the page loads its resources: never taken from content. */
const CODE_ELEMENTS = new Set(['script', 'style', 'object', 'embed', 'applet', 'base', 'meta', 'link', 'frame', 'frameset'])

export function remarkSafeUrls(options: RemarkSafeUrlsOptions = {}) {
  const warn = options.warn ?? ((m: string) => console.warn(`warn ${m}`))
  const strict = options.strict ?? strictContent()
  return (tree: unknown, file: { path?: string; history?: string[]; value?: unknown; data?: Record<string, unknown> }) => {
    const problems: Array<{ start: { line?: number; column?: number } | undefined; text: (where: string) => string }> = []
    const note = (n: MdNode, text: (where: string) => string) => problems.push({ start: n.position?.start, text })
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
        if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && CODE_ELEMENTS.has((child.name ?? '').toLowerCase())) {
          note(child, (where) => `${where}: <${child.name}> removed with its content; content never carries script`)
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
    const source = file.path ?? file.history?.[0]
    const name = source ? sitePath(source) : '(markdown)'
    // A text after the frontmatter has its lines moved down by the frontmatter's (0 for a text already laid out at
    // the file's lines, as an MDX body's compile and the devlog's excerpt give it).
    const offset = lineOffsetOf(file)
    const where = (start: { line?: number; column?: number } | undefined) => (start?.line ? `${name}:${start.line + offset}:${start.column ?? 1}` : name)
    const messages = problems.map((p) => p.text(where(p.start)))
    if (strict) throw new StrictContentError(name, messages)
    for (const m of messages) warn(m)
  }
}

function textOf(n: MdNode): string {
  if (typeof n.value === 'string') return n.value
  return (n.children ?? []).map(textOf).join('')
}

export default remarkSafeUrls
