/**
 * A demo's poster capture in Debian's Chromium: it runs in the headless shell where that is installed, and says so
 * where it is not; a demo that hangs its page stops the capture at the deadline with its name, and leaves no
 * Chromium behind; a demo that draws gives its poster.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { capturePosters, chromiumPath, HEADLESS_SHELL, posterChromiumPath } from '../../../src/sections/demos/node/poster'

/** A demo folder whose program is `body`: the module Emscripten would write, a default export taking the options. */
function demoDir(name: string, body: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'poster-'))
  fs.writeFileSync(path.join(dir, `${name}.js`), `export default async function create(options) {\n${body}\n}\n`)
  return dir
}

/** Chromium processes started with this test's capture arguments. */
const captureChromiums = (): number => {
  try {
    return execFileSync('pgrep', ['-f', '--', '--single-process']).toString().trim().split('\n').filter(Boolean).length
  } catch {
    return 0
  }
}

test('a demo that hangs its page stops the capture at the deadline, naming the demo, and its Chromium is gone', { skip: !fs.existsSync(chromiumPath()) && 'no Chromium here' }, async () => {
  const before = captureChromiums()
  // It asks for a large file first: the response it never reads keeps a connection of the capture's server open.
  const dir = demoDir('spin-forever', "fetch('./large.bin');\nconst until = Date.now() + 500; while (Date.now() < until) {}\nfor (;;) {}")
  fs.writeFileSync(path.join(dir, 'large.bin'), Buffer.alloc(64 * 1024 * 1024))
  const started = Date.now()
  await assert.rejects(capturePosters([{ dir, name: 'spin-forever' }], 4000), /demo `spin-forever` gave no poster within 4 s/)
  assert.ok(Date.now() - started < 30_000, `the capture stopped after ${Date.now() - started} ms`)
  // Killed, a Chromium takes a moment to be gone: the count is compared once it had the time.
  const gone = Date.now() + 10_000
  while (captureChromiums() !== before && Date.now() < gone) await new Promise((r) => setTimeout(r, 100))
  assert.equal(captureChromiums(), before)
  assert.equal(fs.existsSync(path.join(dir, 'poster.png')), false)
  fs.rmSync(dir, { recursive: true, force: true })
})

test('a demo that draws its frames gives its poster', { skip: !fs.existsSync(chromiumPath()) && 'no Chromium here' }, async () => {
  // Twenty frames of a cleared canvas, as the player's main loop would call back.
  const dir = demoDir('clear', [
    "const gl = options.canvas.getContext('webgl2', { preserveDrawingBuffer: true });",
    'for (let i = 0; i < 20; i++) {',
    '  gl.clearColor(0.2, 0.4, 0.8, 1); gl.clear(gl.COLOR_BUFFER_BIT);',
    '  await new Promise((r) => requestAnimationFrame(r));',
    '  options.postMainLoop();',
    '}',
  ].join('\n'))
  await capturePosters([{ dir, name: 'clear' }], 60_000)
  const png = fs.readFileSync(path.join(dir, 'poster.png'))
  assert.deepEqual([...png.subarray(1, 4)], [...Buffer.from('PNG')])
  // Playwright ran in the capture's worker thread: the calling process (Gatsby's main one in a build) never loaded it.
  assert.deepEqual(Object.keys(require.cache).filter((f) => f.includes(`${path.sep}playwright`)), [])
  fs.rmSync(dir, { recursive: true, force: true })
})

test('a Chromium that cannot start fails the capture with the reason, from the capture\'s worker', { timeout: 60_000 }, async () => {
  const saved = process.env.HELIOS_POSTER_CHROMIUM
  process.env.HELIOS_POSTER_CHROMIUM = path.join(os.tmpdir(), 'no-such-chromium')
  const dir = demoDir('never-run', '')
  try {
    await assert.rejects(capturePosters([{ dir, name: 'never-run' }], 30_000), /no-such-chromium/)
    assert.equal(fs.existsSync(path.join(dir, 'poster.png')), false)
  } finally {
    if (saved === undefined) delete process.env.HELIOS_POSTER_CHROMIUM
    else process.env.HELIOS_POSTER_CHROMIUM = saved
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('posters are captured in the headless shell where it is installed, and in the browser tests\' Chromium with a warning naming the package where it is not', () => {
  const saved = process.env.HELIOS_POSTER_CHROMIUM
  delete process.env.HELIOS_POSTER_CHROMIUM
  try {
    const warnings: string[] = []
    const shell = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shell-')), 'chromium-headless-shell')
    fs.writeFileSync(shell, '')
    assert.equal(posterChromiumPath((m) => warnings.push(m), shell), shell)
    assert.equal(warnings.length, 0)
    assert.equal(posterChromiumPath((m) => warnings.push(m), `${shell}-missing`), chromiumPath())
    assert.equal(warnings.length, 1)
    assert.match(warnings[0], /chromium-headless-shell-missing is not installed \(Debian package chromium-headless-shell/)
    assert.equal(posterChromiumPath((m) => warnings.push(m)), fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath())
  } finally {
    if (saved !== undefined) process.env.HELIOS_POSTER_CHROMIUM = saved
  }
})
