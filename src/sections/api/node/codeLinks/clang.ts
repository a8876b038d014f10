/**
 * Runs Debian's clang over code blocks: each block becomes one translation unit (a function body is wrapped in
 * a function first), parsed by libclang 14 through Debian's python3-clang-14 (./clang_refs.py), which reports
 * every name clang resolved to a declaration in the engine's headers, with that declaration's kind, qualified
 * name and parameter types as the header writes them, plus the errors. Results are cached by a digest of the
 * snippet, its mode and the headers it was compiled against, so a rebuild compiles only changed blocks.
 */
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fenceAttributes } from '../../../../shell/demos/fence'

/** How a fence asks its block to be read (the word after the language in the fence: ```cpp body). */
export type BlockMode = 'unit' | 'body'

/** The fence words authors write; docs/authoring.md and content/docs/introduction.mdx name them. */
export const MODE_WORDS: Record<Exclude<BlockMode, 'unit'>, string> = { body: 'body' }

/** Bare words of a fence that are not a mode but the highlighter's (rehype-prism-plus). */
const HIGHLIGHTER_WORDS = new Set(['showLineNumbers'])

/**
 * The mode a fence's meta string asks for: `body`, else a whole translation unit. Any other bare word (a retired
 * `excerpt`, a typo) is an error: a block is never linked some other way than compiled. Attributes (`title="x"`)
 * and line ranges (`{2-4}`) are the highlighter's and pass.
 */
export function blockMode(meta: string | null | undefined): BlockMode {
  // Attributes (`title="a b"`, `demo="x"`) are read whole, so words inside their quoted values are not words of the fence.
  const { words } = fenceAttributes(meta)
  const unknown = words.filter((w) => /^[A-Za-z][\w-]*$/.test(w) && w !== MODE_WORDS.body && !HIGHLIGHTER_WORDS.has(w))
  if (unknown.length) {
    throw new Error(
      `unknown fence word${unknown.length > 1 ? 's' : ''} ${unknown.map((w) => `\`${w}\``).join(', ')} on a C++ block: a block is a whole translation unit, or \`cpp body\` (statements); ` +
        `context the reader need not see goes on hidden lines starting with \`@ \` (docs/authoring.md, "C++ blocks that compile")`,
    )
  }
  return words.includes(MODE_WORDS.body) ? 'body' : 'unit'
}

/** A name clang resolved to a declaration of the headers. Lines and columns are 1-based, in the block's own text. */
export interface ClangRef {
  line: number
  col: number
  name: string
  kind: string
  qualifiedName: string
  /** Parameter types as the header writes them (functions), else null. */
  params: string[] | null
  const: boolean
  /** The header, relative to the include folder. */
  file: string
}

export interface ClangResult {
  /** Errors inside the block (line 0: in a header or the command itself), lines in the block's text. */
  errors: Array<{ line: number; col: number; message: string }>
  refs: ClangRef[]
  /** Names the block itself declares (locals, parameters, structured bindings, its own types) and every use of them. */
  locals: Array<{ line: number; col: number; name: string }>
}

/** The translation unit of a block and, for each of its lines, the block's line (0 for lines the wrapper adds). */
export function unitSource(code: string, mode: BlockMode): { source: string; lineMap: number[] } {
  const lines = code.split('\n')
  if (mode === 'unit') return { source: code, lineMap: lines.map((_, i) => i + 1) }
  // A body: preprocessor lines stay at file scope, everything else is the body of one function (int, so a
  // `return 1;` lifted from a main() compiles).
  const top: number[] = []
  const body: number[] = []
  lines.forEach((l, i) => (/^\s*#/.test(l) ? top : body).push(i))
  const order = [...top, -1, ...body, -2]
  const text = order.map((i) => (i === -1 ? 'int helios_snippet_body() {' : i === -2 ? '}' : lines[i]))
  return { source: text.join('\n') + '\n', lineMap: order.map((i) => (i < 0 ? 0 : i + 1)) }
}

/**
 * The Python of Debian's python3-clang-14 (the one whose dist-packages hold libclang's bindings): /usr/bin/python3,
 * or the one HELIOS_CLANG_PYTHON names. Read when clang runs, so a test can point it elsewhere.
 */
export function clangPython(env: NodeJS.ProcessEnv = process.env): string {
  return env.HELIOS_CLANG_PYTHON || '/usr/bin/python3'
}
// Gatsby runs this file compiled under .cache/: the script is found from the site root, where the build runs.
const SCRIPT = path.join(process.cwd(), 'src', 'sections', 'api', 'node', 'codeLinks', 'clang_refs.py')

/** Debian's packages of clang 14 and its Python bindings (scripts/install-system-deps.sh installs them). */
export const CLANG_PACKAGES = ['clang-14', 'python3-clang-14'] as const

/** Clang cannot run here: its Python, its bindings or libclang is missing. The message says which. */
export class ClangUnavailable extends Error {}

/**
 * The one message of a missing clang: what is missing, the Debian packages that hold it and how to install them.
 * `gatsby build` stops on it; `gatsby develop` shows it once and serves the code blocks without links.
 */
export function clangMissingMessage(e: ClangUnavailable): string {
  return (
    `[code links] ${e.message}. The build compiles the C++ blocks of posts, docs pages and the home page with Debian's clang 14 ` +
    `to link their identifiers: install the Debian packages ${CLANG_PACKAGES.join(' and ')} ` +
    `(sudo apt-get install ${CLANG_PACKAGES.join(' ')}, or bash scripts/install-system-deps.sh as root), or point HELIOS_CLANG_PYTHON ` +
    `at a Python that has clang's bindings. gatsby develop goes on without the links; a build stops.`
  )
}

/** What is missing, from how python3 and clang_refs.py failed (null when it is not a missing clang). */
export function missingClang(python: string, failure: { spawnError?: NodeJS.ErrnoException; stderr?: string }): string | null {
  if (failure.spawnError) {
    return failure.spawnError.code === 'ENOENT' ? `${python}, the Python that runs clang's bindings, does not exist` : `${python} cannot be run (${failure.spawnError.message})`
  }
  const err = failure.stderr ?? ''
  if (/No module named 'clang'/.test(err)) return `${python} has no clang bindings (No module named 'clang')`
  const lib = /LibclangError: (.*?)(?:\. To provide a path|$)/m.exec(err) ?? /(\S*libclang\S*\.so\S*: .*)$/m.exec(err)
  if (lib) return `clang's bindings cannot load libclang (${lib[1].trim().slice(0, 200)})`
  return null
}

/** One python3 process over a list of sources; one JSON line per block. */
function runBatch(prelude: string[], sources: Array<{ key: string; source: string; includeDir: string }>, script: string, python: string): Promise<Map<string, ClangResult>> {
  return new Promise((resolve, reject) => {
    const args = ['-xc++', '-std=c++20', '-Wno-unused-value', '-Wno-return-type']
    const child = spawn(python, [script], { stdio: ['pipe', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.stderr.on('data', (d: Buffer) => (err += d.toString()))
    let started = true
    child.stdin.on('error', () => undefined) // a Python that never started: the child's own error says why
    child.on('error', (e) => {
      started = false
      reject(new ClangUnavailable(missingClang(python, { spawnError: e }) ?? `${python}: ${e.message}`))
    })
    child.on('close', (code) => {
      if (!started) return
      if (code !== 0) {
        const missing = missingClang(python, { stderr: err })
        return reject(missing ? new ClangUnavailable(missing) : new Error(`clang_refs.py exited with ${code}: ${err.trim().split('\n').slice(-3).join(' ')}`))
      }
      const results = new Map<string, ClangResult>()
      for (const line of out.split('\n')) {
        if (!line.trim()) continue
        const r = JSON.parse(line) as ClangResult & { key: string }
        results.set(r.key, { errors: r.errors, refs: r.refs, locals: r.locals ?? [] })
      }
      resolve(results)
    })
    child.stdin.end(JSON.stringify({ args, prelude, blocks: sources }))
  })
}

/** Every header under a folder (path relative to it, and text), in a fixed order. */
function headersUnder(includeDir: string): Array<{ rel: string; text: Buffer }> {
  const out: Array<{ rel: string; text: Buffer }> = []
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, e.name)
      if (e.isDirectory()) walk(p)
      else if (/\.(h|hh|hpp|hxx|inl|ipp)$/.test(e.name)) out.push({ rel: path.relative(includeDir, p), text: fs.readFileSync(p) })
    }
  }
  walk(includeDir)
  return out
}

/** A digest of the script that reads clang's results (clang_refs.py). */
export function scriptDigestOf(script: string = SCRIPT): string {
  return crypto.createHash('sha256').update(fs.readFileSync(script)).digest('hex').slice(0, 16)
}

/** A digest of every header under a folder (paths and contents): the "header version" of the cache key. */
export function headersDigest(includeDir: string): string {
  const h = crypto.createHash('sha256')
  for (const { rel, text } of headersUnder(includeDir)) h.update(rel).update('\0').update(text).update('\0')
  return h.digest('hex').slice(0, 16)
}

/**
 * The standard library headers (`<vector>`: a lowercase name without extension) that the version's headers
 * include: clang_refs.py precompiles them once for all the blocks compiled against that version.
 */
export function standardPrelude(includeDir: string): string[] {
  const names = new Set<string>()
  for (const { text } of headersUnder(includeDir)) {
    for (const m of text.toString('utf8').matchAll(/^[ \t]*#[ \t]*include[ \t]*<([a-z_]+)>/gm)) names.add(m[1])
  }
  return [...names].sort()
}

/**
 * Python processes compiling at once (HELIOS_CODE_LINKS_JOBS, default 1): each holds a large translation unit
 * (the engine's headers, GLFW's, the standard library's) beside Gatsby's main process and query worker, so one
 * keeps the build's peak memory within its budget; the build starts them first and awaits them last
 * (src/sections/api/gatsby-node.ts).
 */
export const CLANG_JOBS = Math.max(1, Number(process.env.HELIOS_CODE_LINKS_JOBS ?? 1) || 1)

/** The cache the build hands in (Gatsby's `cache` of the hook): get and set of JSON values. */
export interface ResultCache {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<unknown>
}

export interface CompileRequest {
  key: string
  code: string
  mode: BlockMode
  /** The headers the block is compiled against (its engine version's include folder). */
  includeDir: string
}

/**
 * Compiles blocks, each against its include folder: cached results for blocks seen before, the rest in at most
 * `parallel` python processes, which share one precompiled prelude of every folder's standard headers. Lines of
 * the results are the block's own.
 */
export async function compileBlocks(
  requests: CompileRequest[],
  cache: ResultCache | null,
  options: { parallel?: number; script?: string; digest?: string; python?: string } = {},
): Promise<{ results: Map<string, ClangResult>; compiled: number }> {
  const digests = new Map<string, string>()
  const digestOf = (dir: string) => options.digest ?? digests.get(dir) ?? digests.set(dir, headersDigest(dir)).get(dir)!
  // What the script reports is part of a result: a changed clang_refs.py compiles every block again.
  const scriptDigest = scriptDigestOf(options.script ?? SCRIPT)
  const results = new Map<string, ClangResult>()
  const todo: Array<{ key: string; cacheKey: string; source: string; lineMap: number[]; includeDir: string }> = []
  for (const r of requests) {
    const { source, lineMap } = unitSource(r.code, r.mode)
    const cacheKey = `code-links:${crypto.createHash('sha256').update(`${scriptDigest}\0${digestOf(r.includeDir)}\0${r.mode}\0${r.code}`).digest('hex')}`
    const hit = cache ? ((await cache.get(cacheKey)) as ClangResult | undefined) : undefined
    if (hit) results.set(r.key, hit)
    else todo.push({ key: r.key, cacheKey, source, lineMap, includeDir: r.includeDir })
  }
  const parallel = Math.max(1, Math.min(options.parallel ?? CLANG_JOBS, todo.length))
  const batches: Array<typeof todo> = Array.from({ length: parallel }, () => [])
  todo.forEach((t, i) => batches[i % parallel].push(t))
  const prelude = [...new Set([...new Set(todo.map((t) => t.includeDir))].flatMap(standardPrelude))].sort()
  const outs = await Promise.all(
    batches.filter((b) => b.length).map((b) => runBatch(prelude, b.map(({ key, source, includeDir }) => ({ key, source, includeDir })), options.script ?? SCRIPT, options.python ?? clangPython())),
  )
  for (const [i, batch] of batches.filter((b) => b.length).entries()) {
    for (const t of batch) {
      const raw = outs[i].get(t.key)
      if (!raw) throw new Error(`clang_refs.py gave no result for a block (${t.key})`)
      // Back to the block's own lines; what the wrapper added is never linked.
      const result: ClangResult = {
        errors: raw.errors.map((e) => ({ ...e, line: e.line > 0 ? (t.lineMap[e.line - 1] ?? 0) : 0 })),
        refs: raw.refs.filter((r) => (t.lineMap[r.line - 1] ?? 0) > 0).map((r) => ({ ...r, line: t.lineMap[r.line - 1] })),
        locals: raw.locals.filter((r) => (t.lineMap[r.line - 1] ?? 0) > 0).map((r) => ({ ...r, line: t.lineMap[r.line - 1] })),
      }
      results.set(t.key, result)
      if (cache) await cache.set(t.cacheKey, result)
    }
  }
  return { results, compiled: todo.length }
}
