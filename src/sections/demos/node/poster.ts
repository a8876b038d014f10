/**
 * A demo's poster: a frame of the demo itself, captured at build time by running its program in Debian's Chromium
 * (WebGL 2 through SwiftShader, as the browser tests run it) and scaled to the player's 640 × 360.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { Worker } from 'node:worker_threads'

/** The Chromium the site's browser tests use; CHROMIUM_PATH overrides it, as it does for the tests and the benches. */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/** Debian's headless shell: Chromium's renderer without the browser around it (package chromium-headless-shell). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * The Chromium posters are captured in: the headless shell, which draws the same frames holding far less memory
 * than the whole browser, and starts faster (figures: docs/sections/demos.md); HELIOS_POSTER_CHROMIUM
 * overrides it. Without the shell the capture falls back on the browser tests' Chromium, and `warn` says so.
 */
export function posterChromiumPath(warn: (message: string) => void = (m) => console.warn(m), shell = HEADLESS_SHELL): string {
  if (process.env.HELIOS_POSTER_CHROMIUM) return process.env.HELIOS_POSTER_CHROMIUM
  if (fs.existsSync(shell)) return shell
  warn(`${shell} is not installed (Debian package chromium-headless-shell; scripts/install-system-deps.sh installs it): the demos' posters are captured in ${chromiumPath()}, which holds more memory while it runs`)
  return chromiumPath()
}

export const CHROMIUM_ARGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader']

/**
 * The capture's Chromium runs as one process (browser, GPU and the page's renderer together): the build's peak
 * memory is summed over its process tree, where each of Chromium's usual processes counts its shared pages again
 * (figures: docs/measurements.md, bench:build). The page is the site's own demo, so the sandbox guards nothing.
 */
export const POSTER_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  '--single-process', '--no-zygote', '--no-sandbox', '--in-process-gpu',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
]

/**
 * The environment Chromium starts in: the build's own, less the malloc the build preloads (scripts/build-env.sh),
 * which is Node's setting and not Chromium's (Chromium brings its own allocator).
 */
export function chromiumEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(env)) if (v !== undefined && !['LD_PRELOAD', 'MALLOC_CONF', 'NODE_OPTIONS'].includes(k)) out[k] = v
  return out
}

/** Frames the program runs before the capture: past its first frame, where resources created on the first update appear. */
const POSTER_FRAMES = 20

const PAGE = `<!doctype html><meta charset="utf-8"><canvas></canvas><script type="module">
const canvas = document.querySelector('canvas');
canvas.getContext('webgl2', { preserveDrawingBuffer: true, antialias: false, alpha: false, depth: true });
const params = new URLSearchParams(location.search);
let frames = 0;
const { default: create } = await import('./' + params.get('name') + '.js');
await create({ canvas, print: () => {}, postMainLoop: () => { if (++frames === ${POSTER_FRAMES}) {
  const small = document.createElement('canvas'); small.width = 640; small.height = 360;
  small.getContext('2d').drawImage(canvas, 0, 0, 640, 360);
  window.poster = small.toDataURL('image/png');
} } });
</script>`

/**
 * Serves a folder on a free port of 127.0.0.1 until close(): `page` at the root when given (the capture page),
 * otherwise a folder's index.html, as a static host serves a built site.
 */
export function serveFolder(dir: string, page?: string): Promise<{ url: string; close(): Promise<void> }> {
  const types: Record<string, string> = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm', '.png': 'image/png', '.html': 'text/html', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' }
  const server = http.createServer((req, res) => {
    let file = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).slice(1)
    if (page !== undefined && (file === '' || file === 'index.html')) {
      res.writeHead(200, { 'content-type': 'text/html' }).end(page)
      return
    }
    if (file === '' || file.endsWith('/')) file += 'index.html'
    const full = path.join(dir, file)
    if (file.includes('..') || !fs.existsSync(full) || !fs.statSync(full).isFile()) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(fs.readFileSync(full))
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
        // A request still open (a page that hung mid-download) would keep close() waiting for ever.
        close: () => new Promise((r) => {
          server.close(() => r())
          server.closeAllConnections()
        }),
      }),
    ),
  )
}

/** How long one demo may take to give its poster, page load included, before the capture stops its Chromium. */
export const POSTER_DEADLINE_MS = 90_000

/**
 * Runs each demo in its `dir` (its <name>.js and .wasm) and writes `dir`/poster.png, in one Chromium. Throws with the
 * page's errors. A demo that gives no poster by `deadlineMs` stops the capture with its name, and its Chromium is
 * killed: a single-process Chromium busy in a page can leave Playwright's own timeouts waiting on it, and the build
 * with them.
 */
export async function capturePosters(demos: Array<{ dir: string; name: string }>, deadlineMs = POSTER_DEADLINE_MS, warn?: (message: string) => void): Promise<void> {
  if (demos.length === 0) return
  const driver = startDriver(posterChromiumPath(warn))
  let finished = false
  try {
    await driver.started
    for (const { dir, name } of demos) {
      await withDeadline(capture(driver, dir, name), deadlineMs, `demo \`${name}\` gave no poster within ${Math.round(deadlineMs / 1000)} s; its Chromium was stopped`)
    }
    await driver.close()
    finished = true
  } finally {
    if (!finished) await driver.kill()
  }
}

/** One demo's poster, captured by `driver`. */
async function capture(driver: PosterDriver, dir: string, name: string): Promise<void> {
  const server = await serveFolder(dir, PAGE)
  try {
    const data = await driver.capture(`${server.url}?name=${encodeURIComponent(name)}`, name)
    fs.writeFileSync(path.join(dir, 'poster.png'), Buffer.from(data.replace(/^data:image\/png;base64,/, ''), 'base64'))
  } finally {
    await server.close()
  }
}

/** The worker that drives Chromium (plain JavaScript, loaded by Node from the site's root, where Gatsby runs). */
const DRIVER_FILE = path.join(process.cwd(), 'src/sections/demos/node/posterDriver.mjs')

/** What the driver says: the browser's process, a demo's poster (a PNG data URL) or why it has none, its end. */
type DriverMessage = { type: 'started'; pid: number } | { type: 'poster'; data: string } | { type: 'failed'; message: string } | { type: 'closed' }

interface PosterDriver {
  /** Settles once Chromium runs; rejects with the reason it could not start. */
  started: Promise<unknown>
  /** The poster of the page at `url` (the capture page of demo `name`), as a PNG data URL. */
  capture(url: string, name: string): Promise<string>
  /** Closes Chromium and ends the worker. */
  close(): Promise<void>
  /** Kills Chromium's process and ends the worker, whatever state either is in. */
  kill(): Promise<void>
}

/**
 * The capture's browser side, in a worker thread (./posterDriver.mjs): Playwright's code is let go with the worker
 * instead of staying in the build's main heap to its end. Each request is answered by the driver's next message; a
 * worker that fails or exits fails the request waiting.
 */
function startDriver(executablePath: string): PosterDriver {
  const worker = new Worker(DRIVER_FILE, { workerData: { executablePath, args: POSTER_CHROMIUM_ARGS, env: chromiumEnv(), frames: POSTER_FRAMES } })
  let pid: number | undefined
  let waiting: { resolve(m: DriverMessage): void; reject(e: Error): void } | null = null
  let ended: Error | null = null
  const next = () =>
    new Promise<DriverMessage>((resolve, reject) => {
      if (ended) reject(ended)
      else waiting = { resolve, reject }
    })
  const answer = (settle: (w: NonNullable<typeof waiting>) => void) => {
    const w = waiting
    waiting = null
    if (w) settle(w)
  }
  worker.on('message', (m: DriverMessage) => {
    if (m.type === 'started') pid = m.pid
    answer((w) => w.resolve(m))
  })
  const end = (e: Error) => {
    ended ??= e
    answer((w) => w.reject(ended!))
  }
  worker.on('error', end)
  worker.on('exit', (code) => end(new Error(`the posters' Chromium driver stopped (exit code ${code})`)))
  const request = async (message: object): Promise<DriverMessage> => {
    const reply = next()
    worker.postMessage(message)
    return reply
  }
  return {
    started: next(),
    async capture(url, name) {
      const m = await request({ type: 'capture', url, name })
      if (m.type === 'failed') throw new Error(m.message)
      if (m.type !== 'poster') throw new Error(`demo \`${name}\`: the posters' Chromium driver answered ${m.type}`)
      return m.data
    },
    async close() {
      await request({ type: 'close' })
      await worker.terminate()
    },
    async kill() {
      // Playwright starts the browser as the leader of a process group of its own (Debian's wrapper script and
      // Chromium under it): the group goes.
      if (pid !== undefined) {
        try {
          process.kill(-pid, 'SIGKILL')
        } catch {
          // Already gone.
        }
      }
      await worker.terminate()
    },
  }
}

/** `work`, or a rejection with `message` once `ms` have passed; `work` left behind may fail later unheard. */
function withDeadline<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  work.catch(() => {})
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms)
  })
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}
