/**
 * The native render of a demo, the reference its browser frame is compared with: the demo's program, taken from
 * its post as the site build takes it, compiled with g++ against the engine's native libraries (desktop OpenGL
 * 4.1), run in a virtual X server with Mesa, and its Nth frame read back by ./native-capture.c.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { demoBlocksOfText, demoSource } from '../../src/sections/demos/node/build'

// The tests run from the site's root (npm scripts, Playwright's config).
const root = process.cwd()

/** An RGB image, top row first. */
export interface Rgb {
  width: number
  height: number
  data: Uint8Array
}

function engineLibs(): string {
  const build = path.join(root, 'engine', 'build')
  // Two test workers may ask at once; one CMake at a time in the build folder (a lock a killed run left is stale after 10 min).
  fs.mkdirSync(build, { recursive: true })
  const lock = path.join(build, '.native-demos.lock')
  for (;;) {
    try {
      fs.mkdirSync(lock)
      break
    } catch {
      if (Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 600_000) fs.rmSync(lock, { recursive: true, force: true })
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250)
    }
  }
  try {
    execFileSync('cmake', ['-S', path.join(root, 'engine'), '-B', build, '-DCMAKE_BUILD_TYPE=Debug'], { stdio: 'pipe' })
    execFileSync('cmake', ['--build', build, '-j2', '--target', 'helios', 'helios_ext_glfw', 'helios_ext_opengl'], { stdio: 'pipe' })
  } finally {
    fs.rmSync(lock, { recursive: true, force: true })
  }
  return build
}

function readPpm(file: string): Rgb {
  const buf = fs.readFileSync(file)
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(buf.subarray(0, 32).toString('latin1'))
  if (!header) throw new Error(`${file}: not a binary PPM`)
  return { width: Number(header[1]), height: Number(header[2]), data: new Uint8Array(buf.subarray(header[0].length)) }
}

/** Frame `frame` of the demo `name` of the MDX file `post`, rendered natively. */
export function nativeFrame(post: string, name: string, frame: number): Rgb {
  const demo = demoBlocksOfText(post, fs.readFileSync(path.join(root, post), 'utf8')).find((d) => d.name === name)
  if (!demo) throw new Error(`${post} has no demo \`${name}\``)
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `helios-native-${name}-`))
  try {
    const build = engineLibs()
    const source = path.join(work, `${name}.cpp`)
    fs.writeFileSync(source, demoSource(demo))
    const program = path.join(work, name)
    execFileSync('g++', ['-std=c++20', '-O1', `-I${path.join(root, 'engine', 'include')}`, source, path.join(build, 'libhelios_ext_glfw.a'), path.join(build, 'libhelios_ext_opengl.a'), path.join(build, 'libhelios.a'), '-lglfw', '-lGL', '-o', program], { cwd: root, stdio: 'pipe' })
    const shim = path.join(work, 'capture.so')
    execFileSync('gcc', ['-shared', '-fPIC', '-O1', path.join(root, 'tests', 'demos', 'native-capture.c'), '-o', shim, '-ldl', '-lGL'], { stdio: 'pipe' })
    const ppm = path.join(work, 'frame.ppm')
    execFileSync('xvfb-run', ['-a', '-s', '-screen 0 1280x720x24', program], {
      env: { ...process.env, LD_PRELOAD: shim, HELIOS_CAPTURE_FRAME: String(frame), HELIOS_CAPTURE_PPM: ppm, LIBGL_ALWAYS_SOFTWARE: '1' },
      stdio: 'pipe',
      timeout: 60_000,
    })
    return readPpm(ppm)
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

/** The share of pixels whose largest channel difference exceeds `threshold` (0..255), and the mean difference. */
export function compareFrames(a: Rgb, b: Rgb, threshold = 24): { differing: number; mean: number } {
  if (a.width !== b.width || a.height !== b.height) throw new Error(`frame sizes differ: ${a.width}×${a.height} and ${b.width}×${b.height}`)
  let differing = 0
  let sum = 0
  const pixels = a.width * a.height
  for (let i = 0; i < pixels; i++) {
    let worst = 0
    for (let c = 0; c < 3; c++) {
      const d = Math.abs(a.data[i * 3 + c] - b.data[i * 3 + c])
      sum += d
      if (d > worst) worst = d
    }
    if (worst > threshold) differing++
  }
  return { differing: differing / pixels, mean: sum / (pixels * 3) }
}
