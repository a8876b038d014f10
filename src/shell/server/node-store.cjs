/**
 * How Gatsby's node store (lmdb, .cache/data/datastore) is read: preloaded into every Gatsby process of
 * `npm run build` (NODE_OPTIONS --require), before Gatsby loads lmdb.
 *
 * - Strings come out as strings of their own. With its native extension, msgpackr decodes a record's strings
 *   as slices of one string, and V8 keeps that whole text alive for as long as any slice lives: query results,
 *   filter caches and page contexts kept the text of every node they named (18,000 OGRE members' `id` and
 *   `refid` held 26.4 MB, 2.9 MB decoded in JavaScript).
 * - Nodes are decoded for each read, not cached. Gatsby asks lmdb to keep every decoded node through a WeakRef,
 *   and V8 keeps the target of every WeakRef made or read until the current job ends: a query over every node
 *   (each `all…` query builds its index of the type that way, in one go) held all of them whole at once.
 *   OGRE's search records took the main process's live heap from 292 to 528 MB (a heap snapshot:
 *   47,000 nodes held by `weak_refs_keep_during_job`), 292 again on the next turn of the event loop.
 * - The store is mapped once. lmdb opens it with a 128 KB map, maps the file again at each doubling and keeps
 *   the earlier maps, all counted in the process's resident memory (OGRE: 274 MB of maps of a 111 MB file in
 *   the main process, as much again in the query worker). A map large from the start is address space only:
 *   the file still grows as written.
 */
'use strict'
process.env.MSGPACKR_NATIVE_ACCELERATION_DISABLED ??= 'true'

const MAP_SIZE = 16 * 1024 ** 3

try {
  const lmdb = require('lmdb')
  const open = lmdb.open
  lmdb.open = function openWithLargeMap(path, options) {
    let store
    if (options && typeof options === 'object' && options.mapSize === undefined) store = open.call(this, path, { ...options, mapSize: MAP_SIZE })
    else if (path && typeof path === 'object' && path.mapSize === undefined) store = open.call(this, { ...path, mapSize: MAP_SIZE }, options)
    else store = open.call(this, path, options)
    return withoutNodeCache(store)
  }
} catch {
  // No lmdb where this process runs (npm's own node): nothing to size.
}

/** Gatsby's `nodes` database opened without lmdb's cache of decoded nodes (see above). */
function withoutNodeCache(store) {
  const openDB = store.openDB
  store.openDB = function openWithoutNodeCache(name, options) {
    if (name && typeof name === 'object' && name.name === 'nodes' && name.cache) {
      const { cache: _cache, ...rest } = name
      return openDB.call(this, rest, options)
    }
    return openDB.call(this, name, options)
  }
  return store
}
