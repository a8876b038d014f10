/**
 * Preloaded into every Gatsby process of `npm run build` (NODE_OPTIONS --require).
 *
 * Gatsby opens its node store (lmdb, .cache/data/datastore) with lmdb's default map of 128 KB. As the
 * store grows, lmdb maps the file again at twice the size and keeps the earlier maps; each process that
 * reads the nodes then held the same pages of the file in three or four maps, all counted in its
 * resident memory (on OGRE's 1,900 compounds: 274 MB of maps of a 111 MB file in the main process,
 * as much again in the query worker). Opened with a map that is large from the start (address space
 * only: the file still grows as written), the store is mapped once.
 */
'use strict'
const MAP_SIZE = 16 * 1024 ** 3

try {
  const lmdb = require('lmdb')
  const open = lmdb.open
  lmdb.open = function openWithLargeMap(path, options) {
    if (options && typeof options === 'object' && options.mapSize === undefined) return open.call(this, path, { ...options, mapSize: MAP_SIZE })
    if (path && typeof path === 'object' && path.mapSize === undefined) return open.call(this, { ...path, mapSize: MAP_SIZE }, options)
    return open.call(this, path, options)
  }
} catch {
  // No lmdb where this process runs (npm's own node): nothing to size.
}
