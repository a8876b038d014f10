/**
 * Live demos at build time: every C++ block of content/ whose fence names a demo (../fence.ts) is compiled, as the
 * block's whole text with its hidden lines, into WebAssembly against the engine's sources (engine/web/build.sh).
 * The result is cached in Gatsby's cache folder by a digest of the block and of the engine, so a build compiles
 * only demos whose code or engine changed. Each gets a poster captured from it running (./poster.ts); onPostBuild
 * copies them into public/demos/<name>/. docs/sections/demos.md.
 */
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { blankFrontmatter, parseMdx } from '../../../shell/mdxSyntax'
import { ContentError, contentErrorFrom } from '../../../shell/contentPlace'
import { cppFences, splitHiddenLines } from '../../../shell/hiddenLines'
import { demoOfFence, mayDeclareDemo, type DemoControl } from '../../../shell/demos/fence'
import { capturePosters } from './poster'
import { cachedStep, type StepCache } from '../../../shell/server/stepCache'

/** A demo as its post declares it. */
export interface DemoBlock {
  name: string
  /** The MDX file, relative to the site root. */
  sourcePath: string
  /** The fence's line in that file (1-based); the code starts on the next line. */
  line: number
  /** The program: the block's every line, hidden ones without their marker. */
  compiled: string
  controls: DemoControl[]
}

/** The demo blocks of one MDX file's text. A bad fence is a ContentError at its line. */
export function demoBlocksOfText(sourcePath: string, text: string): DemoBlock[] {
  let tree: unknown
  try {
    tree = parseMdx(blankFrontmatter(text))
  } catch (e) {
    throw contentErrorFrom(sourcePath, e, 'does not parse as MDX')
  }
  const out: DemoBlock[] = []
  for (const { value, meta, line } of cppFences(tree)) {
    let spec
    try {
      spec = demoOfFence(meta)
    } catch (e) {
      throw new ContentError(sourcePath, { line, column: 1 }, (e as Error).message, { cause: e })
    }
    if (spec) out.push({ name: spec.name, sourcePath, line, compiled: splitHiddenLines(value).compiled, controls: spec.controls })
  }
  return out
}

/** Every MDX file under `dir`, relative to `root`, sorted. */
function mdxFiles(root: string, dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => path.relative(root, path.join(dir, f)).split(path.sep).join('/'))
    .sort()
}

/** A file of the site's content that may declare a demo: its path relative to the site root, and its text. */
export interface DemoPost {
  file: string
  text: string
}

/** The MDX files of the site's content that name a demo attribute; the others are never parsed for demos. */
export function demoPosts(root = process.cwd()): DemoPost[] {
  return mdxFiles(root, path.join(root, 'content'))
    .map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') }))
    .filter((p) => mayDeclareDemo(p.text))
}

/** The demos of the site's content; two demos of one name are a ContentError naming both places. */
export function siteDemoBlocks(root = process.cwd()): DemoBlock[] {
  return demoBlocksOfPosts(demoPosts(root))
}

/**
 * siteDemoBlocks through the cache: the last run's blocks while the files that may declare a demo are the same files
 * with the same text, so a warm start parses no MDX and loads no MDX parser (docs/sections/shell.md).
 */
export async function siteDemoBlocksKept(cache: StepCache, root = process.cwd()): Promise<DemoBlock[]> {
  const posts = demoPosts(root)
  return (await cachedStep(cache, 'demo-blocks', posts, async () => demoBlocksOfPosts(posts))).value
}

/** The demos of `posts` (their syntax is the sections' check, before this); two of one name are a ContentError. */
export function demoBlocksOfPosts(posts: readonly DemoPost[]): DemoBlock[] {
  const all = posts.flatMap((p) => demoBlocksOfText(p.file, p.text))
  const seen = new Map<string, DemoBlock>()
  for (const d of all) {
    const first = seen.get(d.name)
    if (first) throw new ContentError(d.sourcePath, { line: d.line, column: 1 }, `demo \`${d.name}\` is declared twice: first at ${first.sourcePath}:${first.line}; a demo's name is its folder, /demos/${d.name}/`)
    seen.set(d.name, d)
  }
  return all
}

/** The files of the engine a demo is built from: its sources, headers and build. */
function engineFiles(root: string): string[] {
  const engine = path.join(root, 'engine')
  const walk = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .map((f) => path.join(dir, f))
          .filter((f) => fs.statSync(f).isFile())
      : []
  return [...walk(path.join(engine, 'include')), ...walk(path.join(engine, 'src')), path.join(engine, 'CMakeLists.txt'), path.join(engine, 'web', 'build.sh')].sort()
}

/** A digest of the engine's sources, headers and web build script: a demo is rebuilt when it changes. */
export function engineDigest(root = process.cwd()): string {
  const h = crypto.createHash('sha256')
  for (const f of engineFiles(root)) h.update(path.relative(root, f)).update('\0').update(fs.readFileSync(f)).update('\0')
  return h.digest('hex')
}

/** The cache key of a demo: its name (the output's file names), its program and the engine's digest. */
export function demoKey(demo: Pick<DemoBlock, 'name' | 'compiled'>, engine: string): string {
  return crypto.createHash('sha256').update(demo.name).update('\0').update(demo.compiled).update('\0').update(engine).digest('hex').slice(0, 20)
}

/**
 * The program as em++ reads it: a #line directive first, so that a compiler error names the MDX file and the
 * line the reader sees the code on.
 */
export function demoSource(demo: DemoBlock): string {
  return `#line ${demo.line + 1} ${JSON.stringify(demo.sourcePath)}\n${demo.compiled}\n`
}

function run(command: string, args: string[], cwd: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    // In a process group of its own, which goes when the build does: the demos build beside the sourcing, and a
    // build stopped there (broken XML, a content error) must not leave em++ running into the cache.
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    const stop = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
    process.on('exit', stop)
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    child.on('error', (e) => (process.off('exit', stop), reject(e)))
    child.on('close', (code) => (process.off('exit', stop), resolve({ code: code ?? 1, output })))
  })
}

/** A demo built: where its files are in the cache, and whether this build compiled it. */
export interface BuiltDemo {
  demo: DemoBlock
  key: string
  dir: string
  compiled: boolean
}

/**
 * Compiles the demos whose key is not in `cacheDir` yet (one at a time: em++ links with both cores), then, once
 * `postersWhen` has settled, captures their posters with one Chromium (`warn` hears of a fallback). A demo that does not compile throws an Error
 * whose message starts with the MDX file and line of the compiler's first error.
 */
export async function buildDemos(demos: DemoBlock[], cacheDir: string, root = process.cwd(), postersWhen: Promise<unknown> = Promise.resolve(), warn?: (message: string) => void): Promise<BuiltDemo[]> {
  const engine = engineDigest(root)
  const out: BuiltDemo[] = []
  const compiled: Array<{ work: string; dir: string; name: string }> = []
  for (const demo of demos) {
    const key = demoKey(demo, engine)
    const dir = path.join(cacheDir, 'demos', key)
    const done = path.join(dir, `${demo.name}.wasm`)
    if (fs.existsSync(done) && fs.existsSync(path.join(dir, `${demo.name}.js`)) && fs.existsSync(path.join(dir, 'poster.png'))) {
      out.push({ demo, key, dir, compiled: false })
      continue
    }
    const work = `${dir}.tmp`
    fs.rmSync(work, { recursive: true, force: true })
    fs.mkdirSync(work, { recursive: true })
    const source = path.join(work, `${demo.name}.cpp`)
    fs.writeFileSync(source, demoSource(demo))
    const libs = path.join(cacheDir, 'demos', `engine-${engine.slice(0, 20)}`)
    const r = await run('bash', [path.join(root, 'engine', 'web', 'build.sh'), 'program', source, path.join(work, `${demo.name}.js`), libs], root)
    if (r.code !== 0) {
      const first = /^(content\/[^\s:]+\.mdx):(\d+):(\d+): error: (.*)$/m.exec(r.output)
      const where = first ? `${first[1]}:${first[2]}:${first[3]}` : `${demo.sourcePath}:${demo.line}`
      throw new Error(`${where}: demo \`${demo.name}\` does not compile for the web${first ? `: ${first[4]}` : ''}\n${r.output.trim().split('\n').slice(-25).join('\n')}`)
    }
    fs.rmSync(source)
    compiled.push({ work, dir, name: demo.name })
    out.push({ demo, key, dir, compiled: true })
  }
  if (compiled.length > 0) {
    await postersWhen
    await capturePosters(compiled.map(({ work, name }) => ({ dir: work, name })), undefined, warn)
    for (const { work, dir } of compiled) {
      fs.rmSync(dir, { recursive: true, force: true })
      fs.renameSync(work, dir)
    }
  }
  // What this build did not use (demos since edited or removed, an older engine's libraries, an interrupted
  // compile) goes, so the cache holds one build's worth.
  const keep = new Set([...out.map((b) => b.key), `engine-${engine.slice(0, 20)}`, `engine-${engine.slice(0, 20)}.configure.log`, `engine-${engine.slice(0, 20)}.build.log`])
  const demosDir = path.join(cacheDir, 'demos')
  for (const entry of fs.existsSync(demosDir) ? fs.readdirSync(demosDir) : []) {
    if (!keep.has(entry)) fs.rmSync(path.join(demosDir, entry), { recursive: true, force: true })
  }
  return out
}

/** Copies the built demos (program and poster) into public/demos/<name>/. */
export function publishDemos(built: BuiltDemo[], publicDir: string): string[] {
  const written: string[] = []
  for (const b of built) {
    const target = path.join(publicDir, 'demos', b.demo.name)
    fs.mkdirSync(target, { recursive: true })
    for (const f of fs.readdirSync(b.dir)) {
      fs.copyFileSync(path.join(b.dir, f), path.join(target, f))
      written.push(`demos/${b.demo.name}/${f}`)
    }
  }
  return written
}
