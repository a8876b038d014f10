/**
 * `Mdx.tree`: an MDX page's body as data (../mdxBody/compile.ts), the field a page's template queries and renders.
 * It is a resolver of the data layer, so Gatsby reruns a page's query only when the page's Mdx node or a node type
 * a step reads changes, and a rebuild after a post edit compiles and rewrites that post alone. A compiled tree is
 * kept in Gatsby's cache (./stepCache.ts) by the body, its place, the nodes the steps read and the site's code.
 */
import { bodyPlace, ContentError } from '../contentPlace'
import { compileBody, type BodyStep } from '../mdxBody/compile'
import { FRAGMENT, type BodyNode } from '../mdxBody/tree'
import { cachedStep, nodesStamp, type StepCache } from './stepCache'
import { StrictContentError, strictContent } from './contentWarnings'
import { bodyText } from '../mdxBody/text'
import type { PageText } from '../contract'

interface NodeModel {
  findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }>
}

interface MdxSource {
  body?: string
  internal: { contentFilePath?: string }
}

/** Gatsby runs `gatsby develop` with NODE_ENV development and `gatsby build` with production. */
const inDevelop = (): boolean => process.env.NODE_ENV === 'development'

/** A body that tells the author why the page's text cannot be shown (the development server only). */
export function contentErrorTree(message: string): BodyNode {
  return [FRAGMENT, null, ['div', { role: 'alert', 'data-content-error': '' }, ['p', null, ['strong', null, 'This page does not build. '], message]]]
}

/** The resolver config of `Mdx.tree`, given the sections' remark steps that read the data layer. */
export function mdxTreeField(cache: StepCache, steps: ReadonlyArray<BodyStep>) {
  return {
    type: 'JSON!',
    description:
      "The page's body as data: `[type, props, ...children]` elements with React's props, and texts (src/shell/mdxBody/tree.ts), compiled through the site's remark and rehype plugins.",
    resolve: async (source: MdxSource, _args: unknown, context: { nodeModel: NodeModel }): Promise<BodyNode> => {
      const contentFilePath = source.internal.contentFilePath
      if (!contentFilePath) throw new Error('Mdx.tree: the Mdx node has no content file')
      const body = source.body ?? ''
      // Read through the node model: the page's query now depends on these nodes, and runs again when they change.
      const read = new Map<string, unknown[]>()
      for (const type of new Set(steps.flatMap((s) => s.reads))) read.set(type, Array.from((await context.nodeModel.findAll({ type })).entries))
      const place = bodyPlace(contentFilePath, body)
      const nodes = nodesStamp((type) => read.get(type) ?? [], [...read.keys()])
      try {
        const compile = () => compileBody({ body, place, contentFilePath, steps, getNodesByType: (type) => read.get(type) ?? [] })
        return (await cachedStep(cache, `mdx-tree:${contentFilePath}`, { strict: strictContent(), place, body, nodes }, compile)).value
      } catch (e) {
        // `gatsby develop`: the open page shows the mistake where its text was (Gatsby's overlay shows no query
        // error); the terminal has it too. A build stops on it.
        if (!inDevelop() || !(e instanceof ContentError || e instanceof StrictContentError)) throw e
        return contentErrorTree(e.message)
      }
    },
  }
}

type Actions = { createFieldExtension(extension: { name: string; extend: () => { resolve: (source: Record<string, unknown>, args: unknown, context: { nodeModel: NodeModel & { getNodeById(args: { id: string; type: string }): unknown } }) => Promise<PageText[]> } }): void }

/**
 * `@bodyText`: HeliosPage.searchText of a page written in MDX (a post, a docs page), from its body's tree as its page
 * renders it (`tree`: the resolver of Mdx.tree, so the search reads the same kept tree the page was made from).
 */
export const createBodyTextExtension = (actions: Actions, tree: ReturnType<typeof mdxTreeField>): void => {
  actions.createFieldExtension({
    name: 'bodyText',
    extend: () => ({
      resolve: async (source, _args, context) => {
        const mdx = context.nodeModel.getNodeById({ id: String(source.mdx), type: 'Mdx' }) as MdxSource | null
        return mdx ? bodyText(await tree.resolve(mdx, {}, context)) : []
      },
    }),
  })
}
