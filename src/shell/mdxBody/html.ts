/**
 * An MDX page's body as an HTML string, from its tree (./tree.ts), for readers outside the site (the devlog's feeds):
 * the page's elements with their attributes, each URL through the caller's `url` (which makes it absolute, or
 * refuses it), the site's components as plain HTML, and nothing that only works on the site (heading self-links,
 * buttons). Serialised by rehype-stringify, which escapes every text and attribute.
 */
import { newProcessor, pipelinePlugins } from '../markdown'
import type { BodyNode } from './tree'
import { FRAGMENT } from './tree'
import type { BodyComponent } from './components'

interface HastText { type: 'text'; value: string }
interface HastElement { type: 'element'; tagName: string; properties: Record<string, unknown>; children: HastChild[] }
type HastChild = HastText | HastElement

/** What a URL attribute becomes: the URL to write, or undefined to leave the attribute out. */
export type UrlRewrite = (value: string) => string | undefined

const URL_ATTRIBUTES = new Set(['href', 'src'])
const SITE_ONLY = /(^|\s)(heading-anchor|anchor)(\s|$)/

/** The site's components, each as the HTML a feed reader shows (what ../components/mdx renders, without its styles). */
const COMPONENT_HTML: Record<BodyComponent, (props: Record<string, unknown>, children: HastChild[]) => HastElement> = {
  Admonition: (props, children) => {
    const type = typeof props.type === 'string' ? props.type : 'note'
    const title = typeof props.title === 'string' ? props.title : type.charAt(0).toUpperCase() + type.slice(1)
    return element('aside', { role: 'note' }, [element('p', {}, [element('strong', {}, [{ type: 'text', value: title }])]), ...children])
  },
}

const element = (tagName: string, properties: Record<string, unknown>, children: HastChild[]): HastElement => ({ type: 'element', tagName, properties, children })

/** React's style object as a style attribute. */
const styleText = (style: Record<string, unknown>): string =>
  Object.entries(style)
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${String(v)}`)
    .join('; ')

function properties(props: Record<string, unknown> | null, url: UrlRewrite): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(props ?? {})) {
    if (value === false || value === null || value === undefined) continue
    if (URL_ATTRIBUTES.has(name)) {
      const rewritten = url(String(value))
      if (rewritten !== undefined) out[name] = rewritten
    } else if (name === 'srcSet' || name === 'srcset') {
      const kept = String(value)
        .split(',')
        .map((part) => {
          const [u = '', ...rest] = part.trim().split(/\s+/)
          const rewritten = url(u)
          return rewritten === undefined ? '' : [rewritten, ...rest].join(' ')
        })
        .filter((part) => part !== '')
      if (kept.length > 0) out.srcSet = kept.join(', ')
    } else if (name === 'style' && typeof value === 'object') out.style = styleText(value as Record<string, unknown>)
    else out[name] = value
  }
  return out
}

function toHast(node: BodyNode, url: UrlRewrite): HastChild[] {
  if (typeof node === 'string') return [{ type: 'text', value: node }]
  const [type, props, ...rest] = node
  const children = rest.flatMap((child) => toHast(child, url))
  if (type === FRAGMENT) return children
  if (type in COMPONENT_HTML) return [COMPONENT_HTML[type as BodyComponent](props ?? {}, children)]
  if (type === 'button' || SITE_ONLY.test(String(props?.className ?? ''))) return []
  return [element(type, properties(props, url), children)]
}

/** The body's HTML, every href, src and srcset passed through `url`. */
export function bodyHtml(tree: BodyNode, url: UrlRewrite): string {
  const root = { type: 'root' as const, children: toHast(tree, url) }
  return String(newProcessor().use(pipelinePlugins.rehypeStringify()).stringify(root as never)).trim()
}
