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

/** Nodes read per query by id (`eachInterfaceNodeOnce`): each a root field of its own in one query document. */
export const NODES_PER_ID_QUERY = 200

/** The object types that implement `iface` in the schema Gatsby serves (GraphQL's introspection). */
export async function implementingTypes(graphql: GraphqlFunction, iface: string): Promise<string[]> {
  const result = await graphql<{ __type: { possibleTypes: Array<{ name: string }> | null } | null }>(`{ __type(name: ${JSON.stringify(iface)}) { possibleTypes { name } } }`)
  const types = result.data?.__type?.possibleTypes
  if (result.errors || !types) throw new Error(`the schema has no interface ${iface}: ${JSON.stringify(result.errors ?? null).slice(0, 400)}`)
  return types.map((t) => t.name)
}

/**
 * Every node of the interface `iface` read once for several readers, as `eachNodeOnce` reads a connection. The nodes of
 * a type whose ids `idsByType` gives (a section knows them from what it made them from) are read by id, each a root
 * field `<iface>(id: { eq })` that Gatsby answers from that one node; the nodes of every other type through that
 * type's connection. A connection over the interface itself makes Gatsby read every node of every type whole before
 * it answers the first page: on a large API reference, every compound's documentation in one stretch
 * (docs/sections/shell.md, "Reading many nodes").
 */
export async function eachInterfaceNodeOnce(
  graphql: GraphqlFunction,
  iface: string,
  readers: ReadonlyArray<NodeReader<unknown>>,
  idsByType: ReadonlyMap<string, readonly string[]>,
  what: string,
  perQuery = NODES_PER_QUERY,
): Promise<void> {
  const selection = readers.map((r) => r.fields).join(' ')
  const visit = (node: unknown) => {
    for (const r of readers) r.visit(node)
  }
  const root = iface.charAt(0).toLowerCase() + iface.slice(1)
  for (const type of await implementingTypes(graphql, iface)) {
    const ids = idsByType.get(type)
    if (!ids) {
      await eachNode<unknown>(graphql, `all${type}`, selection, what, visit, perQuery)
      continue
    }
    for (let at = 0; at < ids.length; at += NODES_PER_ID_QUERY) {
      const batch = ids.slice(at, at + NODES_PER_ID_QUERY)
      const result = await graphql<Record<string, unknown>>(`{ ${batch.map((id, i) => `n${i}: ${root}(id: { eq: ${JSON.stringify(id)} }) { ${selection} }`).join(' ')} }`)
      if (result.errors || !result.data) throw new Error(`${what}: the ${type} nodes by id failed: ${JSON.stringify(result.errors).slice(0, 800)}`)
      batch.forEach((id, i) => {
        const node = result.data![`n${i}`]
        if (node === null || node === undefined) throw new Error(`${what}: no ${iface} node ${id}, though its section lists it among its ${type} nodes`)
        visit(node)
      })
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
}
