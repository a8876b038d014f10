import { test } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(__dirname, '../../..')
const PRELOAD = path.join(root, 'src/shell/server/lmdb-map-size.cjs')

/** Opens a store the way Gatsby opens its node store, grows it in twenty commits, reads it all back; how many maps of its file the process then has. */
const GROW_AND_COUNT_MAPS = `
const { open } = require('lmdb')
const fs = require('fs'), os = require('os'), path = require('path')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lmdb-maps-'))
const nodes = open({ name: 'root', path: dir, compression: true }).openDB({ name: 'nodes' })
;(async () => {
  for (let b = 0; b < 20; b++) {
    for (let i = 0; i < 500; i++) nodes.put('k' + b + '-' + i, { text: String(Math.random()).repeat(150), i })
    await nodes.committed
  }
  let read = 0
  for (const { value } of nodes.getRange()) read += value.text.length > 0 ? 1 : 0
  const maps = fs.readFileSync('/proc/self/maps', 'utf8').split('\\n').filter((l) => l.includes(path.join(dir, 'data.mdb'))).length
  fs.rmSync(dir, { recursive: true, force: true })
  console.log(JSON.stringify({ maps, read }))
})()
`

function run(preload: boolean): { maps: number; read: number } {
  const args = [...(preload ? ['--require', PRELOAD] : []), '-e', GROW_AND_COUNT_MAPS]
  return JSON.parse(execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8' })) as { maps: number; read: number }
}

test('with the build preload, a growing lmdb store is mapped once, not once per size it grew through', () => {
  const plain = run(false)
  const sized = run(true)
  assert.equal(plain.read, 10000)
  assert.equal(sized.read, 10000, 'every record reads back')
  // The check can fail: lmdb's default small map is mapped again as the store grows, and the earlier maps stay.
  assert.ok(plain.maps > 1, `without the preload the file has ${plain.maps} map(s)`)
  assert.equal(sized.maps, 1)
})
