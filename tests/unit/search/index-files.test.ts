import { test } from 'node:test'
import assert from 'node:assert/strict'
import { recordsFromHtml } from '../../support/htmlText'
import { buildIndex, emitIndex } from '../../../src/sections/search/node/buildIndex'
import * as f from './fixtures'

const records = () => [
  ...recordsFromHtml(f.classPage, f.classHtml),
  ...recordsFromHtml(f.meshPage, f.meshHtml),
  ...recordsFromHtml(f.postPage, f.postHtml),
]

test('the index hands each file to its writer once, as it makes it: the same files as the index built whole, and the manifest for the caller to write', () => {
  const emitted: string[] = []
  const texts = new Map<string, string>()
  const manifest = emitIndex(records(), 'helios', (name, text) => {
    emitted.push(name)
    texts.set(name, text)
  })
  const whole = buildIndex(records(), 'helios')
  assert.equal(new Set(emitted).size, emitted.length, 'a file handed over twice')
  assert.ok(!emitted.includes('manifest.json'), 'the caller writes the manifest, once it has added the versions')
  assert.deepEqual([...texts.keys()].sort(), [...whole.files.keys()].filter((n) => n !== 'manifest.json').sort())
  for (const [name, text] of texts) assert.equal(text, whole.files.get(name), name)
  assert.deepEqual(manifest, whole.manifest)
  assert.equal(whole.files.get('manifest.json'), JSON.stringify(manifest))
})

test("the manifest's build id names the content of every file: the same records give the same id, one changed word another", () => {
  const id = (list: ReturnType<typeof records>) => emitIndex(list, 'helios', () => {}).build
  assert.equal(id(records()), id(records()))
  const changed = records()
  const post = changed.find((r) => r.content && !r.symbol)!
  post.content = `${post.content} reworded`
  assert.notEqual(id(changed), id(records()))
})
