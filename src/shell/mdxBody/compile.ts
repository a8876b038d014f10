/**
 * An MDX page's body as data: compiled once in Node, through the site's remark and rehype plugins, into a tree of
 * elements with React's props (./tree.ts) that the page's template renders (./BodyTree.tsx). A body is no webpack
 * module, so editing one post changes that post's page data and nothing in the browser bundle: every other page's
 * HTML and every chunk name stay as they were (docs/decisions/0039-mdx-body-is-page-data.md).
 *
 * MDX's JavaScript has no place in data, so a body holds markdown, HTML elements and the components of
 * ./components.ts with literal attributes; an import, an export or an expression is a ContentError naming the file
 * and line. A comment (`{/* … *\/}`) is dropped.
 */
import type { Plugin, PluggableList } from 'unified'
import { loadPlugins, markdownPlugins, newProcessor, pipelinePlugins } from '../markdown'
import { lazyPackage } from '../lazyPackage'
import { atFileLines, ContentError, contentErrorFrom, type BodyPlace } from '../contentPlace'
import { StrictContentError } from '../server/contentWarnings'
import { BODY_COMPONENTS, isBodyComponent } from './components'
import { FRAGMENT, type BodyNode } from './tree'

/** What a remark step that reads the data layer gets (the prose links and code links steps). */
export interface BodyStepArgs {
  markdownAST: unknown
  markdownNode: { internal: { contentFilePath: string } }
  getNodesByType: (type: string) => unknown[]
}

/** A remark step of the site's sections that reads nodes: the node types it reads, so a page depends on them. */
export interface BodyStep {
  reads: readonly string[]
  run(args: BodyStepArgs): void
}

interface MdxNode {
  type: string
  name?: string | null
  value?: unknown
  attributes?: Array<{ type: string; name?: string; value?: unknown }>
  children?: MdxNode[]
  data?: Record<string, unknown> & { estree?: { body?: Array<{ type: string; expression?: { type: string; value?: unknown } }> } }
  position?: { start: { line: number; column: number } }
}

const JSX = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement'])
const EXPRESSIONS = new Set(['mdxFlowExpression', 'mdxTextExpression'])
const HTML_TAG = /^[a-z][a-z0-9-]*$/

/** The value of an expression that is a literal (`{' '}`, `{2}`, `{true}`); undefined for anything else. */
function literalOf(node: { value?: unknown; data?: MdxNode['data'] }): { value: string | number | boolean | null } | undefined {
  const statements = node.data?.estree?.body ?? []
  if (statements.length !== 1 || statements[0].type !== 'ExpressionStatement') return undefined
  const expression = statements[0].expression
  if (expression?.type !== 'Literal') return undefined
  const value = expression.value
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null ? { value } : undefined
}

const isComment = (node: MdxNode): boolean => (node.data?.estree?.body ?? []).length === 0

/**
 * MDX's own nodes as elements remark-rehype knows: a tag becomes its element or component with its literal
 * attributes, a literal expression its text, a comment nothing. Anything else is an error at its line.
 */
const remarkMdxAsData: Plugin<[{ file: string }]> = ({ file }) => (tree) => {
  const fail = (node: MdxNode, problem: string): never => {
    throw new ContentError(file, node.position ? { line: node.position.start.line, column: node.position.start.column } : null, problem)
  }
  const walk = (parent: MdxNode): void => {
    if (!parent.children) return
    const kept: MdxNode[] = []
    for (const child of parent.children) {
      if (child.type === 'mdxjsEsm') fail(child, 'an import or export has no place in a page: its body is data, and a component it needs must be one of the site\'s (src/shell/mdxBody/components.ts)')
      if (EXPRESSIONS.has(child.type)) {
        if (isComment(child)) continue
        const literal = literalOf(child)
        if (!literal) fail(child, `the expression {${String(child.value)}} is JavaScript, which a page's body cannot run; write its text instead`)
        kept.push({ type: 'text', value: literal!.value === null ? '' : String(literal!.value), position: child.position })
        continue
      }
      if (JSX.has(child.type)) {
        const name = child.name ?? ''
        if (!HTML_TAG.test(name) && !isBodyComponent(name)) {
          fail(child, `<${name || '>'}${name ? '>' : ''} is not an HTML element nor a component of the site (${BODY_COMPONENTS.map((c) => `<${c}>`).join(', ')}, src/shell/mdxBody/components.ts)`)
        }
        const props: Record<string, unknown> = {}
        for (const attribute of child.attributes ?? []) {
          if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) fail(child, `<${name}> spreads an expression into its attributes; write each attribute with a literal value`)
          const raw = attribute.value as string | null | { type: string; value?: unknown; data?: MdxNode['data'] }
          if (raw === null || raw === undefined) props[attribute.name!] = true
          else if (typeof raw === 'string') props[attribute.name!] = raw
          else {
            const literal = literalOf(raw)
            if (!literal) fail(child, `<${name}> attribute ${attribute.name} is the expression {${String(raw.value)}}; a page's body takes literal values only`)
            props[attribute.name!] = literal!.value
          }
        }
        child.data = { ...(child.data ?? {}), hName: name, hProperties: props }
      }
      walk(child)
      kept.push(child)
    }
    parent.children = kept
  }
  walk(tree as unknown as MdxNode)
}

/** Props a body's data may never carry, whatever a plugin made: inner HTML and event handlers. */
const FORBIDDEN_PROP = /^(dangerouslySetInnerHTML|on[A-Z].*)$/

/** An element as the converter builds it: not an array, since it tells one child from a list by Array.isArray. */
interface Recorded {
  type: string
  props: Record<string, unknown> | null
  children: Array<Recorded | string>
}

/** A React element's type and props as they would be created, kept as data; `many`: children is a list (jsxs). */
function recordElement(file: string, many: boolean) {
  return (type: unknown, props: Record<string, unknown>): Recorded => {
    const { children, ...rest } = props
    for (const key of Object.keys(rest)) if (FORBIDDEN_PROP.test(key)) throw new ContentError(file, null, `an element of the body carries ${key}, which a page never takes from content`)
    const kids = children === undefined ? [] : many ? (children as Array<Recorded | string>) : [children as Recorded | string]
    const name = type === FRAGMENT_TYPE ? FRAGMENT : String(type)
    return { type: name, props: Object.keys(rest).length > 0 ? rest : null, children: kids.filter((k) => k !== null && k !== undefined && k !== '') }
  }
}

const asBodyNode = (n: Recorded | string): BodyNode => (typeof n === 'string' ? n : [n.type, n.props, ...n.children.map(asBodyNode)])
const FRAGMENT_TYPE = Symbol('fragment')

let plugins: { remark: PluggableList; rehype: PluggableList } | null = null

// Loaded by the first body compiled (../lazyPackage.ts).
const hastToJsx = lazyPackage<typeof import('hast-util-to-jsx-runtime')>('hast-util-to-jsx-runtime')

export interface CompileInput {
  /** The Mdx node's body (the text after the frontmatter). */
  body: string
  /** Where the body sits in its file (./contentPlace.ts): errors and warnings name the file's own lines. */
  place: BodyPlace
  /** The content file's absolute path (what the remark steps key their tables by). */
  contentFilePath: string
  /** The sections' remark steps that read the data layer, with the nodes they read. */
  steps?: ReadonlyArray<BodyStep>
  getNodesByType?: (type: string) => unknown[]
}

/** The body's tree. A syntax error, a refused construct or (strict) a refused URL throws, naming file and line. */
export async function compileBody({ body, place, contentFilePath, steps = [], getNodesByType = () => [] }: CompileInput): Promise<BodyNode> {
  plugins ??= { remark: loadPlugins(markdownPlugins.remark) as PluggableList, rehype: loadPlugins(markdownPlugins.rehypePage) as PluggableList }
  const nodeSteps: Plugin = () => (tree) => {
    for (const step of steps) step.run({ markdownAST: tree, markdownNode: { internal: { contentFilePath } }, getNodesByType })
  }
  const processor = newProcessor()
    .use(pipelinePlugins.remarkParse())
    .use(pipelinePlugins.remarkMdx())
    .use(plugins.remark)
    .use(nodeSteps)
    .use(remarkMdxAsData, { file: place.file })
    .use(pipelinePlugins.remarkRehype())
    .use(plugins.rehype)
  const text = place.bodyLine === null ? body : atFileLines(body, place.bodyLine)
  const file = { value: text, path: place.file, data: { atFileLines: place.bodyLine !== null } }
  let hast
  try {
    hast = await processor.run(processor.parse(file), file)
  } catch (e) {
    if (e instanceof StrictContentError || e instanceof ContentError) throw e
    throw contentErrorFrom(place.file, e, 'does not parse as MDX')
  }
  const recorded = hastToJsx().toJsxRuntime(hast as never, { Fragment: FRAGMENT_TYPE, jsx: recordElement(place.file, false) as never, jsxs: recordElement(place.file, true) as never, passKeys: false, filePath: place.file })
  return asBodyNode(recorded as unknown as Recorded)
}
