/**
 * Markdown → HTML for the part of a post shown in lists (the excerpt), with
 * the same remark/rehype plugins the site's MDX pages use (GFM, math through
 * KaTeX). MDX-only syntax is handled conservatively: module lines and
 * {expressions} are dropped, lower-case JSX tags become their HTML element and
 * components keep only their children.
 */
import type { Plugin, PluggableList } from 'unified'
import { loadPlugins, markdownPlugins, newProcessor, pipelinePlugins as p } from '../../../shell/markdown'
import { atFileLines, contentErrorFrom, type BodyPlace } from '../../../shell/contentPlace'
import { StrictContentError } from '../../../shell/server/contentWarnings'
import type { Excerpt } from './loader'

interface AnyNode {
  type: string
  name?: string | null
  value?: string
  url?: string
  attributes?: Array<{ type: string; name?: string; value?: unknown }>
  children?: AnyNode[]
  data?: Record<string, unknown>
}

const DROP = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression'])
const JSX = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement'])

/** Makes an MDX syntax tree plain markdown plus HTML elements; relative links resolve against `base`. */
const remarkPlainMdx: Plugin<[{ base: string }]> = ({ base }) => (tree) => {
  const walk = (node: AnyNode): void => {
    if (!node.children) return
    node.children = node.children.filter((c) => !DROP.has(c.type))
    for (const child of node.children) {
      if (JSX.has(child.type)) {
        const name = child.name ?? ''
        if (/^[a-z][a-z0-9]*$/.test(name)) {
          const props: Record<string, unknown> = {}
          for (const a of child.attributes ?? []) {
            if (a.type === 'mdxJsxAttribute' && a.name && (typeof a.value === 'string' || a.value === null)) {
              props[a.name === 'class' ? 'className' : a.name] = a.value ?? true
            }
          }
          child.data = { ...(child.data ?? {}), hName: name, hProperties: props }
        } else {
          child.data = { ...(child.data ?? {}), hName: child.type === 'mdxJsxTextElement' ? 'span' : 'div' }
        }
      }
      if ((child.type === 'link' || child.type === 'image') && child.url && !/^([a-z]+:|#|\/)/i.test(child.url)) {
        child.url = new URL(child.url, `https://x.invalid${base}`).pathname
      }
      walk(child)
    }
  }
  walk(tree as unknown as AnyNode)
}

/**
 * HTML of a markdown/MDX fragment. `base` is the route relative links resolve against; `sourcePath` names it in
 * warnings; `atFileLines`: the fragment is laid out at its lines in that file (../../../shell/contentPlace.ts), so
 * warnings and errors give the file's own line as they stand.
 */
let plugins: { remark: PluggableList; rehype: PluggableList } | null = null

export async function markdownToHtml(markdown: string, base: string, sourcePath?: string, atFileLines = false): Promise<string> {
  plugins ??= {
    remark: loadPlugins(markdownPlugins.remark) as PluggableList,
    rehype: loadPlugins(markdownPlugins.rehypeExcerpt) as PluggableList,
  }
  const file = await newProcessor()
    .use(p.remarkParse())
    .use(p.remarkMdx())
    // The site's markdown plugins, remarkSafeUrls last: before the JSX tags become HTML elements, refused
    // URLs and handler attributes never reach the excerpt.
    .use(plugins.remark)
    .use(remarkPlainMdx, { base })
    .use(p.remarkRehype())
    .use(plugins.rehype)
    .use(p.rehypeStringify())
    .process(sourcePath ? { value: markdown, path: sourcePath, data: { atFileLines } } : markdown)
  return String(file)
}

/**
 * The HTML of a post's excerpt (./loader.ts splitExcerpt), rendered at its lines in the post's file (`place`), so a
 * URL warning or a syntax error names the file's own line. The excerpt can fail where the whole post parses: an
 * element opened before the {/* truncate *\/} marker and closed after it.
 */
export async function excerptToHtml(excerpt: Pick<Excerpt, 'markdown' | 'line'>, route: string, place: BodyPlace): Promise<string> {
  const laidOut = place.bodyLine === null ? excerpt.markdown : atFileLines(excerpt.markdown, place.bodyLine + excerpt.line - 1)
  try {
    return await markdownToHtml(laidOut, route, place.file, place.bodyLine !== null)
  } catch (e) {
    // A strict build's refused URLs in the excerpt: the error already names each with its line.
    if (e instanceof StrictContentError) throw e
    throw contentErrorFrom(place.file, e, 'the excerpt (the text before {/* truncate */}, or the first paragraph) does not parse as MDX on its own')
  }
}
