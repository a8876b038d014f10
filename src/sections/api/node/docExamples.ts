/**
 * The engine's doc examples (`\code ... \endcode` in its headers' comments) as doc tests: found with their header's
 * file and line, and wrapped into a translation unit by one rule (docs/sections/api.md, "Doc examples"):
 * the wrapper includes every header of the example's version, <cassert>, and the version's doc-test context
 * (doctest/context.hpp beside its include folder, when there is one: declarations of the reader's own objects the
 * examples assume, such as a `device` or a `mesh`); an example with a `main` is a whole program
 * and is compiled as is; otherwise its preprocessor lines stay at file scope and the rest is the body of a function
 * that a `main` calls. Used by scripts/doc-tests.ts (npm test) and the code-links bench.
 */
import fs from 'node:fs'
import path from 'node:path'

export interface DocExample {
  /** The header, relative to the include folder (helios/math/vec3.hpp). */
  file: string
  /** The header's 1-based line of the example's first line of code. */
  line: number
  /** The example's code, comment decoration removed. */
  code: string
}

const CODE_START = /^\s*(?:\/\/\/|\*|\/\*\*)?\s*[\\@]code(?:\{[^}]*\})?\s*$/
const CODE_END = /[\\@]endcode\b/

/** The examples of one header's text, in order. */
export function examplesOfHeader(file: string, text: string): DocExample[] {
  const lines = text.split('\n')
  const out: DocExample[] = []
  for (let i = 0; i < lines.length; i++) {
    if (!CODE_START.test(lines[i])) continue
    const start = i + 1
    let end = start
    while (end < lines.length && !CODE_END.test(lines[end])) end++
    if (end >= lines.length) throw new Error(`${file}:${i + 1}: \\code without \\endcode`)
    // The comment's decoration (` * ` or `/// `) is cut as doxygen cuts it: one leading `*` and the space after it.
    const body = lines.slice(start, end).map((l) => l.replace(/^\s*(?:\/\/\/|\*)(?: ?)/, ''))
    out.push({ file, line: start + 1, code: body.join('\n') })
    i = end
  }
  return out
}

/** The headers under an include folder, relative to it with forward slashes, in path order. */
function headersUnder(includeDir: string): string[] {
  const headers: string[] = []
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, e.name)
      if (e.isDirectory()) walk(p)
      else if (/\.(hpp|h)$/.test(e.name)) headers.push(path.relative(includeDir, p).split(path.sep).join('/'))
    }
  }
  walk(includeDir)
  return headers
}

/** Every example of the headers under an include folder, headers in path order. */
export function examplesOf(includeDir: string): DocExample[] {
  return headersUnder(includeDir).flatMap((h) => examplesOfHeader(h, fs.readFileSync(path.join(includeDir, h), 'utf8')))
}

/** What every example of a version is compiled after: #include lines of all its headers and of its context file. */
export function versionContext(includeDir: string): string[] {
  const headers = headersUnder(includeDir)
  const context = contextFile(includeDir)
  return [...headers.map((h) => `#include <${h}>`), ...(fs.existsSync(context) ? [`#include "${context}"`] : [])]
}

/** A version's doc-test context file (it may not exist). */
export function contextFile(includeDir: string): string {
  return path.join(path.dirname(includeDir), 'doctest', 'context.hpp')
}

/** Whether an example is a whole program (declares `main`). */
export function isProgram(code: string): boolean {
  return /\bint\s+main\s*\(/.test(code)
}

/** What a doc test does with an example: run it (a program, or one with assertions) or only compile it. */
export function shouldRun(code: string): boolean {
  return isProgram(code) || /\b(?:static_)?assert\s*\(/.test(code)
}

/** Whether compiling is all the running an example needs (its only checks are static_assert). */
export function compileIsRun(code: string): boolean {
  return !isProgram(code) && !/(?<!static_)\bassert\s*\(/.test(code)
}

/**
 * The translation unit of an example and, for each of its lines, the example's line (1-based; 0 for lines the
 * wrapper adds).
 */
export function exampleSource(example: DocExample, context: string[] = []): { source: string; lineMap: number[] } {
  const lines = example.code.split('\n')
  const head = [...context, `#include <${example.file}>`, '#include <cassert>']
  const order: Array<number | string> = [...head]
  if (isProgram(example.code)) {
    lines.forEach((_, i) => order.push(i))
  } else {
    const top: number[] = []
    const body: number[] = []
    lines.forEach((l, i) => (/^\s*#/.test(l) ? top : body).push(i))
    // As the posts' `body` blocks: `#` lines at file scope, the rest the function's body (auto: any `return` compiles).
    order.push(...top, 'auto helios_example() {', ...body, '}', 'int main() { helios_example(); }')
  }
  const text = order.map((o) => (typeof o === 'string' ? o : lines[o]))
  return { source: text.join('\n') + '\n', lineMap: order.map((o) => (typeof o === 'string' ? 0 : o + 1)) }
}
