/**
 * Nodes a section makes in createPages, from what the sourcing kept (the link tables, the index pages' data). Gatsby
 * deletes at each start every node the sourcing did not touch, so such nodes would be deleted and made again on every
 * build, and every query that reads their type would run again though nothing changed (116 queries of the engine
 * site). The sourcing touches them instead; createPages makes again each whose content changed, then deletes those of
 * the last run it did not make.
 */
import { keepsRunValues } from './slicedCache'

interface NodeRef {
  id: string
  internal: { type: string; contentDigest?: string }
}
interface Actions {
  touchNode(node: never): void
  deleteNode(node: never): void
  createNode(node: never): unknown
}
type NodesOfType = (type: string) => unknown[]
type NodeById = (id: string) => unknown

export class PageTimeNodes {
  private made = new Set<string>()
  private nodeById: NodeById = () => undefined

  constructor(readonly types: readonly string[]) {}

  /** In sourceNodes: the last run's nodes of these types live on until createPages settles them. */
  keep(actions: Pick<Actions, 'touchNode'>, getNodesByType: NodesOfType): void {
    for (const type of this.types) for (const node of getNodesByType(type)) actions.touchNode(node as never)
  }

  /** At the start of createPages: nothing made yet this run; `getNode` finds the nodes already there. */
  startRun(getNode: NodeById = () => undefined): void {
    this.made = new Set()
    this.nodeById = getNode
  }

  /**
   * Makes a node of one of these types in createPages. In `gatsby develop` its fields may be values every run shares,
   * frozen (./slicedCache.ts), and Gatsby's createNode changes what it is given for a moment (an object's `length`
   * key, such as a symbol table's entry for a member named length): it is given a copy.
   */
  create(actions: Pick<Actions, 'createNode'>, node: NodeRef & Record<string, unknown>): void {
    if (!this.types.includes(node.internal.type)) throw new Error(`PageTimeNodes: ${node.internal.type} is not one of ${this.types.join(', ')}`)
    this.made.add(node.id)
    // A node already there with this content is left as it is: Gatsby would only touch it again, and in `gatsby
    // develop` each createNode of createPages is a step of its state machine, paid again at every start.
    const there = this.nodeById(node.id) as NodeRef | undefined
    if (there && there.internal.type === node.internal.type && there.internal.contentDigest === node.internal.contentDigest) return
    actions.createNode((keepsRunValues() ? structuredClone(node) : node) as never)
  }

  /**
   * A type whose nodes this run leaves as the last run made them keeps them through finishRun: a step that failed (a
   * post saved broken in `gatsby develop`), so every page that reads them keeps its links until it runs again, or
   * one whose inputs are unchanged, which need not make them again.
   */
  keepLast(type: string, getNodesByType: NodesOfType): void {
    if (!this.types.includes(type)) throw new Error(`PageTimeNodes: ${type} is not one of ${this.types.join(', ')}`)
    for (const node of getNodesByType(type) as NodeRef[]) this.made.add(node.id)
  }

  /** At the end of createPages: the nodes of these types this run did not make go. */
  finishRun(actions: Pick<Actions, 'deleteNode'>, getNodesByType: NodesOfType): number {
    let deleted = 0
    for (const type of this.types) {
      for (const node of getNodesByType(type) as NodeRef[]) {
        if (this.made.has(node.id)) continue
        actions.deleteNode(node as never)
        deleted++
      }
    }
    return deleted
  }
}
