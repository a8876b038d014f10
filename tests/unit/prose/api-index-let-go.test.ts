/**
 * The index the MDX compiler links API names with (src/sections/api/node/remark-api-links.ts) is built once for
 * every MDX file of a build, and let go once nothing compiles: a large library's would otherwise stay in the
 * build's memory to its end (docs/sections/shell.md, "Memory of the build").
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(__dirname, '../../..')

// In a process of its own, with Node's --expose-gc: a table node of 200,000 entries, two compiles' lookups, then
// the node let go as Gatsby lets go of the objects it read; prints the heap at each point and what the lookups built.
const PROGRAM = `
const v8 = require('v8')
const { indexFromNodes, SYMBOL_TABLE_NODE_TYPE } = require('./src/sections/api/node/remark-api-links')
const heap = () => { gc(); gc(); return v8.getHeapStatistics().used_heap_size }
const before = heap()
let node = { hash: 'h1', pageVersions: {}, table: { version: 1, symbols: Array.from({ length: 200000 }, (_, i) => ({
  id: 'DoxygenMember:' + i, shortName: 'name' + i, qualifiedName: 'ns::Owner' + (i % 500) + '::name' + i, kind: 'function',
  ownerName: 'ns::Owner' + (i % 500), url: '/docs/helios/classes/ns/owner' + (i % 500) + '/#name' + i, reimplements: [] })) } }
const getNodesByType = (type) => (type === SYMBOL_TABLE_NODE_TYPE && node ? [node] : [])
// Two compiles, each keeping nothing of the index once it is done, as linkProse keeps nothing.
const compile = (file) => indexFromNodes(getNodesByType, file).index
const found = compile('content/devlog/a/index.mdx').byShort.get('name123').length
const same = compile('content/devlog/a/index.mdx') === compile('content/devlog/b/index.mdx')
node = null
const whileCompiling = heap()
setImmediate(() => {
  const after = heap()
  console.log(JSON.stringify({ before, whileCompiling, after, found, same }))
})
`

test('the API name index serves every compile of a build, and is let go once nothing holds the table node', () => {
  const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', '-e', PROGRAM], { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } })
  const r = JSON.parse(out.trim().split('\n').pop()!) as { before: number; whileCompiling: number; after: number; found: number; same: boolean }
  const mb = (b: number) => (b / 1024 ** 2).toFixed(0)
  assert.equal(r.found, 1)
  assert.equal(r.same, true, 'the second compile reuses the index the first built')
  // The check can fail: with the index held strongly, the table's 200,000 entries stay (some 60 MB here).
  assert.ok(r.whileCompiling - r.before > 30 * 1024 ** 2, `the index held ${mb(r.whileCompiling - r.before)} MB while in use`)
  assert.ok(r.after - r.before < 5 * 1024 ** 2, `${mb(r.after - r.before)} MB stayed once nothing held the table node`)
})
