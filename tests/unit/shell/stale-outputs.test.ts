/** What onPostBuild wrote for a page that is gone leaves public/ on the next build (src/shell/server/markdownTwins.ts). */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { copyPublic, removeStaleOutputs, writePublic } from '../../../src/shell/server/markdownTwins'

test("a page's twin and card data written by the last build and not by this one are removed; every other file stays", async () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'))
  try {
    const kept = new Map<string, unknown>()
    const cache = { get: async (k: string) => kept.get(k), set: async (k: string, v: unknown) => kept.set(k, JSON.parse(JSON.stringify(v))) }
    const quiet = { info: () => undefined }
    // First build: two posts' twins, a card file, llms.txt.
    for (const f of ['devlog/2025/a/index.md', 'devlog/2025/b/index.md', 'symbol-cards/x.json', 'llms.txt']) writePublic(publicDir, f, f)
    fs.writeFileSync(path.join(publicDir, 'index.html'), 'Gatsby wrote this')
    // Post b's figure, copied from its folder.
    const figure = path.join(publicDir, '..', `${path.basename(publicDir)}-figure.png`)
    fs.writeFileSync(figure, 'png bytes')
    copyPublic(publicDir, figure, path.join('devlog', '2025', 'b', 'figure.png'))
    assert.equal(fs.readFileSync(path.join(publicDir, 'devlog/2025/b/figure.png'), 'utf8'), 'png bytes')
    fs.rmSync(figure)
    assert.deepEqual(await removeStaleOutputs(cache, publicDir, quiet), [])
    // Second build: post b is gone, and so is the card file.
    for (const f of ['devlog/2025/a/index.md', 'llms.txt']) writePublic(publicDir, f, `${f} again`)
    const removed = await removeStaleOutputs(cache, publicDir, quiet)
    assert.deepEqual(removed.sort(), [path.join('devlog', '2025', 'b', 'figure.png'), path.join('devlog', '2025', 'b', 'index.md'), path.join('symbol-cards', 'x.json')])
    assert.ok(!fs.existsSync(path.join(publicDir, 'devlog/2025/b')), 'the page folder left empty goes')
    assert.ok(fs.existsSync(path.join(publicDir, 'devlog/2025/a')))
    assert.ok(!fs.existsSync(path.join(publicDir, 'symbol-cards/x.json')))
    assert.equal(fs.readFileSync(path.join(publicDir, 'devlog/2025/a/index.md'), 'utf8'), 'devlog/2025/a/index.md again')
    assert.ok(fs.existsSync(path.join(publicDir, 'index.html')))
    // A list that names a path outside public/ (a damaged cache) removes nothing there.
    const outside = path.join(path.dirname(publicDir), `${path.basename(publicDir)}-outside.txt`)
    fs.writeFileSync(outside, 'not ours')
    kept.set('helios-public-outputs', [path.relative(publicDir, outside), outside])
    assert.deepEqual(await removeStaleOutputs(cache, publicDir, quiet), [])
    assert.ok(fs.existsSync(outside))
    fs.rmSync(outside)
  } finally {
    fs.rmSync(publicDir, { recursive: true, force: true })
  }
})

test('writePublic leaves a file that holds the text already as it was, and writes one whose text changed, even at the same length', async () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'))
  try {
    const stamp = (f: string) => {
      const st = fs.statSync(path.join(publicDir, f), { bigint: true })
      return `${st.ino}:${st.mtimeNs}`
    }
    writePublic(publicDir, 'symbol-cards/a.json', '{"a":1}')
    writePublic(publicDir, 'symbol-cards/b.json', '{"b":1}')
    const a = stamp('symbol-cards/a.json')
    const b = stamp('symbol-cards/b.json')
    await new Promise((r) => setTimeout(r, 20))
    writePublic(publicDir, 'symbol-cards/a.json', '{"a":1}')
    writePublic(publicDir, 'symbol-cards/b.json', '{"b":2}')
    assert.equal(stamp('symbol-cards/a.json'), a, 'the unchanged file was not written again')
    assert.notEqual(stamp('symbol-cards/b.json'), b)
    assert.equal(fs.readFileSync(path.join(publicDir, 'symbol-cards/b.json'), 'utf8'), '{"b":2}')
    // A folder where the file should be is not taken for it.
    fs.mkdirSync(path.join(publicDir, 'llms.txt'))
    assert.throws(() => writePublic(publicDir, 'llms.txt', ''), /EISDIR/)
  } finally {
    fs.rmSync(publicDir, { recursive: true, force: true })
  }
})
