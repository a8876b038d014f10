import { test } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(__dirname, '../../..')
const PRELOAD = path.join(root, 'src/shell/server/node-store.cjs')

/**
 * Opens a store the way Gatsby opens its node store and grows it in twenty commits of node-like records (many
 * short strings each), then reads it all back keeping only each record's id. Prints how many maps of its file
 * the process has and how much heap the kept ids hold.
 */
const GROW_AND_READ = `
const { open } = require('lmdb')
const fs = require('fs'), os = require('os'), path = require('path')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'node-store-'))
const nodes = open({ name: 'root', path: dir, compression: true }).openDB({ name: 'nodes' })
const record = (key) => {
  const r = { id: key + '-0001dd91-289a-5b72-a9ff-7dd3102c8389', refid: 'class' + key + '_1a7a272218dae54048c87f31176c19e' }
  for (let f = 0; f < 40; f++) r['field' + f] = 'value ' + f + ' of ' + key
  return r
}
;(async () => {
  for (let b = 0; b < 20; b++) {
    for (let i = 0; i < 500; i++) nodes.put('k' + b + '-' + i, record('k' + b + '-' + i))
    await nodes.committed
  }
  gc(); gc()
  const before = process.memoryUsage().heapUsed
  const ids = []
  // Gatsby's node ids are strings; the store's other keys (the preload's record shapes) are not nodes.
  for (const { key, value } of nodes.getRange()) if (typeof key === 'string') ids.push(value.id)
  gc(); gc()
  const kept = process.memoryUsage().heapUsed - before
  const maps = fs.readFileSync('/proc/self/maps', 'utf8').split('\\n').filter((l) => l.includes(path.join(dir, 'data.mdb'))).length
  fs.rmSync(dir, { recursive: true, force: true })
  console.log(JSON.stringify({ maps, read: ids.length, kept }))
})()
`

interface Run {
  maps: number
  read: number
  kept: number
}

function run(preload: boolean): Run {
  const env = { ...process.env }
  delete env.MSGPACKR_NATIVE_ACCELERATION_DISABLED
  const args = ['--expose-gc', ...(preload ? ['--require', PRELOAD] : []), '-e', GROW_AND_READ]
  return JSON.parse(execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8', env })) as Run
}

const plain = run(false)
const preloaded = run(true)

test('with the build preload, a growing lmdb store is mapped once, not once per size it grew through', () => {
  assert.equal(plain.read, 10000)
  assert.equal(preloaded.read, 10000, 'every record reads back')
  // The check can fail: lmdb's default small map is mapped again as the store grows, and the earlier maps stay.
  assert.ok(plain.maps > 1, `without the preload the file has ${plain.maps} map(s)`)
  assert.equal(preloaded.maps, 1)
})

test("with the build preload, a string read from the store does not keep its record's text alive", () => {
  // The check can fail: decoded natively, each id is a slice of its record's whole text.
  const perIdPlain = plain.kept / plain.read
  const perIdPreloaded = preloaded.kept / preloaded.read
  assert.ok(perIdPlain > 400, `without the preload an id kept only ${perIdPlain.toFixed(0)} bytes`)
  assert.ok(perIdPreloaded < 200, `an id kept ${perIdPreloaded.toFixed(0)} bytes`)
})

/**
 * Opens a node store as Gatsby does (its `nodes` database with lmdb's cache of decoded nodes), writes 10,000
 * node-like records, then reads every one by key in one job, as a query that indexes a type does, keeping
 * nothing. Prints the heap still live at the end of that job.
 */
const READ_ALL_IN_ONE_JOB = `
const { open } = require('lmdb')
const fs = require('fs'), os = require('os'), path = require('path')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'node-store-'))
const nodes = open({ name: 'root', path: dir, compression: true }).openDB({ name: 'nodes', cache: { expirer: false } })
;(async () => {
  for (let i = 0; i < 10000; i++) nodes.put('n' + i, { id: 'n' + i, text: 'documentation of node ' + i + ' '.repeat(400) })
  await nodes.committed
  await new Promise((resolve) => setImmediate(resolve))
  gc()
  const before = process.memoryUsage().heapUsed
  let length = 0
  for (let i = 0; i < 10000; i++) length += nodes.get('n' + i).text.length
  gc()
  const kept = process.memoryUsage().heapUsed - before
  fs.rmSync(dir, { recursive: true, force: true })
  console.log(JSON.stringify({ length, kept }))
})()
`

function readAll(preload: boolean): { length: number; kept: number } {
  const args = ['--expose-gc', ...(preload ? ['--require', PRELOAD] : []), '-e', READ_ALL_IN_ONE_JOB]
  return JSON.parse(execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8' })) as { length: number; kept: number }
}

test('with the build preload, nodes read in one job are not all held to its end', () => {
  const cached = readAll(false)
  const uncached = readAll(true)
  assert.equal(uncached.length, cached.length, 'every node reads back the same')
  // The check can fail: lmdb's cache holds each node through a WeakRef, whose target V8 keeps until the job ends.
  assert.ok(cached.kept > 3_000_000, `with lmdb's node cache the job held ${cached.kept} bytes`)
  assert.ok(uncached.kept < cached.kept / 4, `the job held ${uncached.kept} bytes`)
})

/**
 * Writes 6,000 records shaped like the API's member nodes (some thirty keys, short values, a nested location)
 * in shuffled order, as Gatsby writes nodes, into a store opened as Gatsby opens its node store. Prints the
 * database's pages, then reads the store again in a second process, as the query worker does, and prints
 * what that one read back.
 */
const WRITE_MEMBERS = `
const { open } = require('lmdb')
const fs = require('fs'), os = require('os'), path = require('path')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'node-store-'))
const nodes = open({ name: 'root', path: dir, compression: true }).openDB({ name: 'nodes', cache: { expirer: false } })
const member = (i) => ({
  refid: 'class_ogre_1_1_widget_' + i, kind: i % 3 ? 'function' : 'variable', name: 'member' + i,
  qualifiedName: 'Ogre::Widget::member' + i, compoundId: 'class_ogre_1_1_widget', route: '/docs/helios/classes/ogre/widget/',
  anchor: 'member' + i, protection: 'public', static: false, const: i % 2 === 0, constexpr: false, explicit: false,
  inline: false, virtual: 'non-virtual', noexcept: false, strong: false, definition: 'void Ogre::Widget::member' + i,
  argsString: '(int count)', bitfield: null, briefText: 'Sets the count of member ' + i + '.',
  location: { file: 'OGRE/OgreWidget.h', line: i, href: '/docs/helios/files/ogre/ogrewidget-h/#L' + i, sourceUrl: null, sourceHost: null },
  reimplements: [], reimplementedBy: [], id: 'DoxygenMember:class_ogre_1_1_widget_' + i, parent: null, children: [],
  internal: { type: 'DoxygenMember', contentDigest: (i * 2654435761).toString(16).padStart(40, '0'), owner: 'gatsby-transformer-doxygen', counter: i },
})
const order = Array.from({ length: 6000 }, (_, i) => i)
let seed = 7
for (let i = order.length - 1; i > 0; i--) { seed = (seed * 1103515245 + 12345) % 2147483648; const j = seed % (i + 1); [order[i], order[j]] = [order[j], order[i]] }
;(async () => {
  for (let b = 0; b < order.length; b += 500) {
    for (const i of order.slice(b, b + 500)) nodes.put('DoxygenMember:' + i, member(i))
    await nodes.committed
  }
  const stats = nodes.getStats()
  const expected = JSON.stringify(member(4321))
  console.log(JSON.stringify({ dir, pages: stats.treeLeafPageCount + stats.overflowPages + stats.treeBranchPageCount, expected }))
})()
`
const READ_MEMBERS = `
const { open } = require('lmdb')
const fs = require('fs')
const nodes = open({ name: 'root', path: process.argv[1], compression: true }).openDB({ name: 'nodes', cache: { expirer: false } })
let read = 0, sample = null, error = null
try {
  for (const { key, value } of nodes.getRange({})) if (typeof key === 'string') { read++; if (key === 'DoxygenMember:4321') sample = JSON.stringify(value) }
} catch (e) { error = e.message }
fs.rmSync(process.argv[1], { recursive: true, force: true })
console.log(JSON.stringify({ read, sample, error }))
`

function writeAndRead(preload: boolean): { pages: number; expected: string; read: number; sample: string | null; error: string | null } {
  const args = preload ? ['--require', PRELOAD] : []
  const written = JSON.parse(execFileSync(process.execPath, [...args, '-e', WRITE_MEMBERS], { cwd: root, encoding: 'utf8' })) as { dir: string; pages: number; expected: string }
  const back = JSON.parse(execFileSync(process.execPath, [...args, '-e', READ_MEMBERS, written.dir], { cwd: root, encoding: 'utf8' })) as { read: number; sample: string | null; error: string | null }
  return { ...written, ...back }
}

test('with the build preload, node records share their shapes and take fewer pages, and another process reads them whole', () => {
  const plain = writeAndRead(false)
  const preloaded = writeAndRead(true)
  assert.equal(plain.read, 6000)
  assert.equal(preloaded.error, null)
  assert.equal(preloaded.read, 6000, 'every record reads back in another process')
  assert.equal(preloaded.sample, preloaded.expected, 'a record reads back as written')
  // The check can fail: msgpack writes every key name into every record, and lmdb compresses only records of 1,000 bytes or more.
  assert.ok(preloaded.pages < 0.8 * plain.pages, `${preloaded.pages} pages with the preload, ${plain.pages} without`)
})

test('the node store preload refuses to arrive after Gatsby has opened its store', () => {
  const late = `globalThis.__GATSBY_OPEN_ROOT_LMDBS = new Map([['/site/.cache/data/datastore', {}]]); require(${JSON.stringify(PRELOAD)})`
  assert.throws(() => execFileSync(process.execPath, ['-e', late], { cwd: root, encoding: 'utf8', stdio: 'pipe' }), /loaded after Gatsby opened its node store[\s\S]*npm run develop/)
})
