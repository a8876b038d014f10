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
 * - Records share their shapes. msgpack writes every key name into every record; with lmdb's shared structures
 *   each object shape (a member's thirty-odd keys, its location's five) is written once, in the database, and
 *   records refer to it. LZ4 then compresses records from 100 bytes up (lmdb's default, 1,000, left most of the
 *   smaller records as they were). OGRE's node store went from 106 to 80 MB, its B-tree's leaf pages from 19,600
 *   to 13,500, and each process that reads every member (the main process and the query worker) maps that much
 *   less: their file pages through the queries 159 -> 134 MB and 148 -> 135 MB, the build's peak 988-991 -> 938 MB.
 *   Records written so are read only by a process with this preload: `npm run develop` and `npm run serve` start
 *   Gatsby through scripts/gatsby.sh as the build does, gatsby-config.ts loads it for a Gatsby started directly,
 *   and it refuses to arrive after Gatsby has opened its store.
 */
'use strict'
process.env.MSGPACKR_NATIVE_ACCELERATION_DISABLED ??= 'true'

const MAP_SIZE = 16 * 1024 ** 3
/** Records from this size (bytes) up are compressed, where Gatsby asks for compression. */
const COMPRESSION_THRESHOLD = 100
/** The key of the record shapes in the `nodes` database. */
const STRUCTURES_KEY = Symbol.for('structures')
/** As many shapes as msgpackr shares at most (its default, 32, was filled before the first member was written). */
const MAX_SHARED_STRUCTURES = 8160

if (!globalThis.__heliosNodeStore) {
  if (globalThis.__GATSBY_OPEN_ROOT_LMDBS?.size) {
    throw new Error(
      'src/shell/server/node-store.cjs was loaded after Gatsby opened its node store, whose records it reads: ' +
        'start Gatsby with npm run build, npm run develop or npm run serve (scripts/gatsby.sh preloads it)',
    )
  }
  globalThis.__heliosNodeStore = true
  try {
    const lmdb = require('lmdb')
    const open = lmdb.open
    lmdb.open = function openNodeStore(path, options) {
      let store
      if (options && typeof options === 'object' && options.mapSize === undefined) store = open.call(this, path, storeOptions(options))
      else if (path && typeof path === 'object' && path.mapSize === undefined) store = open.call(this, storeOptions(path), options)
      else store = open.call(this, path, options)
      return withNodeOptions(store)
    }
  } catch {
    // No lmdb where this process runs (npm's own node): nothing to open.
  }
}

/** The store's options: one large map, and compression from COMPRESSION_THRESHOLD where compression is asked for. */
function storeOptions(options) {
  return { ...options, mapSize: MAP_SIZE, ...(options.compression === true ? { compression: { threshold: COMPRESSION_THRESHOLD } } : {}) }
}

/** Gatsby's `nodes` database opened without lmdb's cache of decoded nodes, with shared record shapes (see above). */
function withNodeOptions(store) {
  const openDB = store.openDB
  store.openDB = function openNodes(name, options) {
    if (name && typeof name === 'object' && name.name === 'nodes') {
      const { cache: _cache, ...rest } = name
      return openDB.call(this, { ...rest, sharedStructuresKey: STRUCTURES_KEY, maxSharedStructures: MAX_SHARED_STRUCTURES }, options)
    }
    return openDB.call(this, name, options)
  }
  return store
}
