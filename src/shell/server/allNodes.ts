/**
 * Every node of an `all…` connection, read a page of nodes at a time (`limit` and `skip`): Gatsby holds every node
 * a query returns, whole, until it is answered, so paging bounds what is held. The event loop turns between pages
 * so that lmdb's WeakRef'd nodes can be let go (docs/sections/shell.md, "Reading many nodes").
 */
/** Nodes read per query. */
export const NODES_PER_QUERY = 5000

export type GraphqlFunction = <T>(query: string) => Promise<{ errors?: unknown; data?: T }>

/**
 * The nodes of `connection` (e.g. `allApiSymbol`), each with the `selection` given (the inside of
 * `nodes { … }`), in the connection's order, optionally filtered (`filter`: a GraphQL filter object). `what` names the query in an error.
 */
export async function allNodes<N>(graphql: GraphqlFunction, connection: string, selection: string, what: string, perQuery = NODES_PER_QUERY, filter = ''): Promise<N[]> {
  const nodes: N[] = []
  await eachNode<N>(graphql, connection, selection, what, (n) => void nodes.push(n), perQuery, filter)
  return nodes
}

/** As allNodes, each node handed to `visit` as its page of nodes arrives, so a caller that keeps less than the node holds less. */
export async function eachNode<N>(graphql: GraphqlFunction, connection: string, selection: string, what: string, visit: (node: N) => void, perQuery = NODES_PER_QUERY, filter = ''): Promise<void> {
  for (let skip = 0; ; skip += perQuery) {
    const result = await graphql<Record<string, { nodes: N[] }>>(`{ ${connection}(${filter ? `filter: ${filter}, ` : ''}limit: ${perQuery}, skip: ${skip}) { nodes { ${selection} } } }`)
    if (result.errors || !result.data) throw new Error(`${what}: the ${connection} query failed: ${JSON.stringify(result.errors).slice(0, 800)}`)
    const page = result.data[connection].nodes
    for (const n of page) visit(n)
    if (page.length < perQuery) return
    await new Promise((resolve) => setImmediate(resolve))
  }
}

/** One reader of a connection's nodes: the fields it selects and what it does with each node, as it arrives. */
export interface NodeReader<N> {
  /** The inside of `nodes { … }` this reader needs. */
  fields: string
  /** Method syntax: a reader of its own node type is a reader of the merged node the query returns. */
  visit(node: N): void
}

/**
 * Every node of `connection` read once for several readers: their selections merged into one query (GraphQL merges a
 * field selected twice), each node handed to every reader in turn. Two outputs made from the same nodes read them
 * once, not once each.
 */
export async function eachNodeOnce(graphql: GraphqlFunction, connection: string, readers: ReadonlyArray<NodeReader<unknown>>, what: string, perQuery = NODES_PER_QUERY): Promise<void> {
  const selection = readers.map((r) => r.fields).join(' ')
  await eachNode<unknown>(graphql, connection, selection, what, (node) => {
    for (const r of readers) r.visit(node)
  }, perQuery)
}
