/**
 * Creates a typed node that belongs to a source node (a post or docs page
 * belongs to its Mdx node): Gatsby deletes and rebuilds it with its parent.
 */
import type { Actions, Node, NodeInput } from 'gatsby'

export interface ChildNodeTools {
  actions: Pick<Actions, 'createNode' | 'createParentChildLink'>
  createNodeId(input: string): string
  createContentDigest(input: unknown): string
}

export function createChildNode(tools: ChildNodeTools, parent: Node, type: string, content: Record<string, unknown>): void {
  const child = {
    ...content,
    id: tools.createNodeId(`${type} ${parent.id}`),
    parent: parent.id,
    children: [],
    internal: { type, contentDigest: tools.createContentDigest(content) },
  }
  tools.actions.createNode(child as NodeInput)
  tools.actions.createParentChildLink({ parent, child: child as unknown as Node })
}
