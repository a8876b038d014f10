/**
 * Doc tests: every `\code` example in the engine's headers, of Next (engine/include) and of each release in
 * versions.json, compiled against that version's headers with g++ -std=c++20, and run when it is a whole program or
 * holds assert (a static_assert runs by compiling). The wrapping rule is src/sections/api/node/docExamples.ts.
 * A failure names the header's file and line. Called by scripts/test-engine.sh after the engine is built.
 *
 *   tsx scripts/doc-tests.ts [--json] [--version <label> --include <dir> [--lib <archive>]]
 *
 * Running needs the engine's compiled code: Next's is engine/build/libhelios.a; a release keeps only its headers,
 * so its example that needs the library is compiled and linked as far as the headers go, and counted as not run.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { compileIsRun, contextFile, examplesOf, exampleSource, isProgram, shouldRun, versionContext, type DocExample } from '../src/sections/api/node/docExamples'

const exec = promisify(execFile)
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

export interface VersionTarget {
  label: string
  includeDir: string
  /** The engine library to link a run against (absent: examples that need it are not run). */
  lib?: string
}

export interface ExampleOutcome {
  example: DocExample
  compiled: boolean
  ran: boolean
  /** Why it was not run although it asked to be (a release without the engine's library). */
  notRun?: string
  failure?: string
}

export interface VersionReport {
  label: string
  examples: number
  compiled: number
  run: number
  failed: number
  notRun: number
  outcomes: ExampleOutcome[]
}

const FLAGS = ['-std=c++20', '-Wall', '-Wno-unused-variable', '-Wno-unused-but-set-variable']

/** The names a version's context file declares (an example's run that needs one of them cannot link). */
function contextNames(includeDir: string): Set<string> {
  const file = contextFile(includeDir)
  if (!fs.existsSync(file)) return new Set()
  return new Set([...fs.readFileSync(file, 'utf8').matchAll(/^(?:extern\s+)?[\w:<>,&\s]+?[\s&*](\w+)\s*[;(]/gm)].map((m) => m[1]))
}

/** g++'s messages about the wrapped file, its lines moved to the header's. */
function atHeader(stderr: string, cppFile: string, example: DocExample, lineMap: number[]): string {
  const out: string[] = []
  for (const l of stderr.split('\n')) {
    if (!l.startsWith(cppFile)) continue
    const m = /^[^:]+:(\d+):(\d+): (error|warning|note): (.*)$/.exec(l)
    if (!m) continue
    if (m[3] !== 'error') continue
    const own = lineMap[Number(m[1]) - 1] ?? 0
    const where = own > 0 ? `${example.file}:${example.line + own - 1}:${m[2]}` : `${example.file}:${example.line - 1} (the example's wrapper)`
    out.push(`${where}: ${m[4]}`)
  }
  return out.length ? out.join('\n') : stderr.trim().split('\n').slice(0, 8).join('\n')
}

async function testExample(example: DocExample, target: VersionTarget, dir: string, n: number, context: string[]): Promise<ExampleOutcome> {
  const { source, lineMap } = exampleSource(example, context)
  const cpp = path.join(dir, `example-${n}.cpp`)
  fs.writeFileSync(cpp, source)
  const include = ['-I', target.includeDir]
  try {
    await exec('g++', [...FLAGS, '-fsyntax-only', ...include, cpp], { maxBuffer: 1 << 24 })
  } catch (e) {
    const err = e as { stderr?: string }
    return { example, compiled: false, ran: false, failure: `does not compile:\n${atHeader(err.stderr ?? String(e), cpp, example, lineMap)}` }
  }
  if (!shouldRun(example.code) || compileIsRun(example.code)) return { example, compiled: true, ran: compileIsRun(example.code) && shouldRun(example.code) }
  const exe = path.join(dir, `example-${n}`)
  try {
    await exec('g++', [...FLAGS, ...include, cpp, ...(target.lib ? [target.lib] : []), '-o', exe], { maxBuffer: 1 << 24 })
  } catch (e) {
    const stderr = (e as { stderr?: string }).stderr ?? String(e)
    const undefinedNames = [...stderr.matchAll(/undefined reference to `([^'`(]+)/g)].map((m) => m[1])
    const declared = contextNames(target.includeDir)
    if (undefinedNames.length && undefinedNames.every((n) => declared.has(n))) return { example, compiled: true, ran: false, notRun: "uses the reader's objects, which the context only declares" }
    if (!target.lib && /undefined reference/.test(stderr)) return { example, compiled: true, ran: false, notRun: 'needs the engine library, which the release does not keep' }
    return { example, compiled: true, ran: false, failure: `does not link:\n${stderr.trim().split('\n').slice(0, 8).join('\n')}` }
  }
  try {
    await exec(exe, [], { timeout: 10_000 })
  } catch (e) {
    const err = e as { stderr?: string; code?: number; signal?: string }
    return { example, compiled: true, ran: true, failure: `fails when run (${err.signal ?? `exit ${err.code}`}):\n${(err.stderr ?? '').trim()}` }
  }
  return { example, compiled: true, ran: true }
}

/**
 * The examples that are not programs, all in one translation unit (each its own function, as exampleSource wraps
 * one), so a version's headers are parsed once: for each line of the unit, its example and the example's line.
 */
function batchSource(examples: DocExample[], context: string[]): { source: string; origin: Array<[number, number]> } {
  const out: string[] = [...context, '#include <cassert>']
  const origin: Array<[number, number]> = out.map(() => [-1, 0])
  examples.forEach((ex, n) => {
    const { source, lineMap } = exampleSource(ex, [])
    const lines = source.replace(/\n$/, '').split('\n')
    lines.forEach((l, i) => {
      // The example's own header and <cassert> are in the context already; its function gets a name of its own.
      if (lineMap[i] === 0 && l.startsWith('#include')) return
      if (l.startsWith('int main()')) return
      out.push(l.replace('auto helios_example()', `auto helios_example_${n}()`))
      origin.push([n, lineMap[i]])
    })
  })
  return { source: out.join('\n') + '\n', origin }
}

/**
 * g++'s errors by example. An error g++ reports inside a header (a template the example instantiates, such as
 * std::make_unique with arguments no constructor takes) belongs to the unit's line it was "required from"; one with
 * no such line is the headers' or the context's own (-1).
 */
export function errorsByExample(stderr: string, cppFile: string, origin: Array<[number, number]>): Map<number, string[]> {
  const byExample = new Map<number, string[]>()
  let requiredFrom: { line: number; col: string } | null = null
  for (const l of stderr.split('\n')) {
    const from = /^([^:]+):(\d+):(\d+):\s+required from\b/.exec(l)
    if (from && from[1] === cppFile) requiredFrom = { line: Number(from[2]), col: from[3] }
    const m = /^([^:]+):(\d+):(\d+): error: (.*)$/.exec(l)
    if (!m) continue
    const at = m[1] === cppFile ? { line: Number(m[2]), col: m[3] } : requiredFrom
    requiredFrom = null
    const [n, own] = at ? (origin[at.line - 1] ?? [-1, 0]) : [-1, 0]
    const list = byExample.get(n) ?? byExample.set(n, []).get(n)!
    list.push(at ? `${own}:${at.col}: ${m[4]}` : `${m[1]}:${m[2]}:${m[3]}: ${m[4]}`)
  }
  return byExample
}

/** Compiles (and runs) every example of one version: the statement examples in one unit, programs one by one. */
export async function testVersion(target: VersionTarget): Promise<VersionReport> {
  const examples = examplesOf(target.includeDir)
  const context = versionContext(target.includeDir)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'helios-doc-tests-'))
  const outcomes: ExampleOutcome[] = new Array(examples.length)
  const at = (ex: DocExample, own: number) => `${ex.file}:${own > 0 ? ex.line + own - 1 : ex.line - 1}`
  try {
    const statements = examples.map((e, i) => i).filter((i) => !isProgram(examples[i].code))
    const { source, origin } = batchSource(statements.map((i) => examples[i]), context)
    const cpp = path.join(dir, 'examples.cpp')
    fs.writeFileSync(cpp, source)
    let stderr = ''
    try {
      await exec('g++', [...FLAGS, '-fsyntax-only', '-I', target.includeDir, cpp], { maxBuffer: 1 << 26 })
    } catch (e) {
      stderr = (e as { stderr?: string }).stderr ?? String(e)
    }
    const errors = errorsByExample(stderr, cpp, origin)
    if (errors.has(-1)) throw new Error(`doc-tests: ${target.label}: the headers or the context do not compile:\n${errors.get(-1)!.join('\n')}`)
    const runnable: number[] = []
    statements.forEach((i, n) => {
      const ex = examples[i]
      const errs = errors.get(n)
      if (errs) {
        const lines = errs.map((e) => { const [own, col, ...msg] = e.split(':'); return `${at(ex, Number(own))}:${col}:${msg.join(':')}` })
        outcomes[i] = { example: ex, compiled: false, ran: false, failure: `does not compile:\n${lines.join('\n')}` }
      } else {
        outcomes[i] = { example: ex, compiled: true, ran: shouldRun(ex.code) && compileIsRun(ex.code) }
        if (shouldRun(ex.code) && !compileIsRun(ex.code)) runnable.push(i)
      }
    })
    // The examples with assert run as one program, each in turn; a failed assert names the unit's line, moved to the header's.
    if (runnable.length) {
      const run = batchSource(runnable.map((i) => examples[i]), context)
      const calls = runnable.map((_, n) => `helios_example_${n}();`).join(' ')
      const runCpp = path.join(dir, 'run.cpp')
      fs.writeFileSync(runCpp, `${run.source}int main() { ${calls} }\n`)
      const exe = path.join(dir, 'run')
      let linked = true
      try {
        await exec('g++', [...FLAGS, '-I', target.includeDir, runCpp, ...(target.lib ? [target.lib] : []), '-o', exe], { maxBuffer: 1 << 26 })
      } catch (e) {
        const err = (e as { stderr?: string }).stderr ?? String(e)
        if (target.lib || !/undefined reference/.test(err)) throw new Error(`doc-tests: ${target.label}: the examples do not link:\n${err.slice(0, 2000)}`, { cause: e })
        linked = false
      }
      for (const i of runnable) outcomes[i] = linked ? { ...outcomes[i], ran: true } : { ...outcomes[i], notRun: 'needs the engine library, which the release does not keep' }
      if (linked) {
        try {
          await exec(exe, [], { timeout: 20_000 })
        } catch (e) {
          const err = (e as { stderr?: string }).stderr ?? ''
          const m = /run\.cpp:(\d+)/.exec(err)
          const [n, own] = m ? (run.origin[Number(m[1]) - 1] ?? [-1, 0]) : [-1, 0]
          const i = n >= 0 ? runnable[n] : runnable[0]
          outcomes[i] = { ...outcomes[i], failure: `fails when run${n >= 0 ? ` at ${at(examples[i], own)}` : ''}:\n${err.trim()}` }
        }
      }
    }
    for (const [i, ex] of examples.entries()) if (isProgram(ex.code)) outcomes[i] = await testExample(ex, target, dir, i, context)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
  return {
    label: target.label,
    examples: examples.length,
    compiled: outcomes.filter((o) => o.compiled).length,
    run: outcomes.filter((o) => o.ran && !o.failure).length,
    failed: outcomes.filter((o) => o.failure).length,
    notRun: outcomes.filter((o) => o.notRun).length,
    outcomes,
  }
}

/** Next and every release of versions.json. */
export function siteTargets(): VersionTarget[] {
  const lib = path.join(root, 'engine', 'build', 'libhelios.a')
  const releases = JSON.parse(fs.readFileSync(path.join(root, 'versions.json'), 'utf8')) as string[]
  return [
    { label: 'Next', includeDir: path.join(root, 'engine', 'include'), lib: fs.existsSync(lib) ? lib : undefined },
    ...releases.map((v) => ({ label: v, includeDir: path.join(root, 'engine', 'releases', v, 'include') })),
  ]
}

export function summary(r: VersionReport): string {
  return `${r.label}: ${r.examples} examples, ${r.compiled} compiled, ${r.run} run, ${r.failed} failed${r.notRun ? `, ${r.notRun} not run (${[...new Set(r.outcomes.flatMap((o) => (o.notRun ? [o.notRun] : [])))].join('; ')})` : ''}`
}

async function main() {
  const args = process.argv.slice(2)
  const opt = (name: string) => {
    const i = args.indexOf(name)
    return i >= 0 ? args[i + 1] : undefined
  }
  const targets = opt('--include')
    ? [{ label: opt('--version') ?? 'examples', includeDir: path.resolve(opt('--include')!), lib: opt('--lib') }]
    : siteTargets()
  const reports: VersionReport[] = []
  for (const t of targets) reports.push(await testVersion(t))
  if (args.includes('--json')) {
    console.log(JSON.stringify(reports.map(({ outcomes: _o, ...r }) => r)))
  }
  let failed = 0
  for (const r of reports) {
    console.log(`doc-tests: ${summary(r)}`)
    for (const o of r.outcomes.filter((x) => x.failure)) {
      failed++
      console.error(`doc-tests: ${r.label}: the example at ${o.example.file}:${o.example.line} ${o.failure}`)
    }
  }
  if (failed) {
    console.error(`doc-tests: ${failed} example(s) failed (docs/sections/api.md, "Doc examples", says how examples are compiled)`)
    process.exit(1)
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().catch((e) => {
    console.error(e)
    process.exit(1)
  })
}
