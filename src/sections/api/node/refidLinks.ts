/**
 * `@refidLink`: doxygen nodes link by refid, and the linked node is read by its Gatsby id (doxygenNodeId), since
 * Gatsby's `@link(by: "refid")` indexes every node of the type on first use. A page depends on the linked type as
 * a whole, as with `@link` (docs/sections/api.md, "Links between doxygen nodes").
 */
import type { GatsbyNode } from 'gatsby'
import { CURRENT_VERSION } from '../options'

/**
 * The Gatsby node id of a doxygen node: its type, its key (the refid for compounds and members) and, for a
 * release, its version (doxygen gives an entity the same refid in every version that holds it).
 */
export const doxygenNodeId = (type: string, key: string, version: string = CURRENT_VERSION): string =>
  version === CURRENT_VERSION ? `${type}:${key}` : `${type}@${version}:${key}`

interface PageDependencies {
  path?: string
  connectionType?: string
}

interface NodeModel {
  getNodeById(args: { id: string; type: string }, pageDependencies?: PageDependencies): unknown
  getNodesByIds(args: { ids: string[]; type: string }, pageDependencies?: PageDependencies): unknown
}

/**
 * The `@refidLink(type, from)` field extension: the field holds the node(s) of `type` whose refid is the
 * source's `from` field (a refid or a list of refids; refids with no node are left out of a list, null alone).
 */
export const createRefidLinkExtension = (actions: Parameters<NonNullable<GatsbyNode['createSchemaCustomization']>>[0]['actions']): void => {
  actions.createFieldExtension({
    name: 'refidLink',
    args: { type: 'String!', from: 'String!' },
    extend: (options: { type: string; from: string }) => ({
      resolve: (source: Record<string, unknown>, _args: unknown, context: { nodeModel: NodeModel; path?: string }) => {
        const value = source[options.from]
        const dependencies = { path: context.path, connectionType: options.type }
        // Links stay inside the version of the node that holds them.
        const version = typeof source.version === 'string' ? source.version : CURRENT_VERSION
        if (Array.isArray(value)) return context.nodeModel.getNodesByIds({ ids: value.map((refid: string) => doxygenNodeId(options.type, refid, version)), type: options.type }, dependencies)
        if (typeof value === 'string') return context.nodeModel.getNodeById({ id: doxygenNodeId(options.type, value, version), type: options.type }, dependencies)
        return null
      },
    }),
  })
}
