/**
 * Where a content error is: the file as the author opened it (its path from the repository's root) and the file's
 * own line and column, frontmatter counted. gatsby-plugin-mdx gives every later stage the text after the
 * frontmatter (an Mdx node's `body`), so a parser's position in it is off by the frontmatter's lines. Every stage
 * that parses a body places it at its lines in the file first (`parseAtFileLines`), so the positions of its tree
 * and of its errors are the file's by construction (docs/sections/shell.md, "Content errors").
 */
import fs from 'node:fs'
import path from 'node:path'

/** A line and column of a file, both from 1. */
export interface FilePosition {
  line: number
  column: number
}

/** An MDX body and where it sits in its file. */
export interface BodyPlace {
  /** The file's path from the site root, as the author opened it ("content/devlog/…/index.mdx"). */
  file: string
  /** The file's line holding the body's first line; null when the file on disk no longer ends with the body. */
  bodyLine: number | null
}

/** A mistake in a content file: its message starts with `file:line:column:` (or `file:` when no place is known). */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly position: FilePosition | null,
    readonly problem: string,
    options?: { cause?: unknown },
  ) {
    super(`${file}${position ? `:${position.line}:${position.column}` : ''}: ${problem}`, options)
    this.name = 'ContentError'
  }
}

/** A path as the author sees it: relative to the site root, with forward slashes. */
export function sitePath(file: string): string {
  return (path.isAbsolute(file) ? path.relative(process.cwd(), file) : file).split(path.sep).join('/')
}

/** The line of `fileText` where `body` begins, when the body is the file's tail (what gray-matter leaves). */
export function bodyLineIn(fileText: string, body: string): number | null {
  if (!fileText.endsWith(body)) return null
  let line = 1
  for (let i = 0, end = fileText.length - body.length; i < end; i++) if (fileText.charCodeAt(i) === 10) line++
  return line
}

/** Where the body of `file` (absolute, or relative to the site root) sits; `fileText` saves reading it again. */
export function bodyPlace(file: string, body: string, fileText?: string): BodyPlace {
  let text = fileText
  if (text === undefined) {
    try {
      text = fs.readFileSync(path.resolve(process.cwd(), file), 'utf8')
    } catch {
      return { file: sitePath(file), bodyLine: null }
    }
  }
  return { file: sitePath(file), bodyLine: bodyLineIn(text, body) }
}

/** The body preceded by as many empty lines as the frontmatter takes: every line keeps its number in the file. */
export const atFileLines = (body: string, bodyLine: number): string => '\n'.repeat(bodyLine - 1) + body

/**
 * A parser error's position: a vfile message's place, or else the first `(line:column-…)` of its reason (an MDX
 * element left open is reported at the end of the text, and its opening tag only in the reason).
 */
export function errorPosition(error: unknown): FilePosition | null {
  const e = error as { line?: number | null; column?: number | null; reason?: string; message?: string } | null
  if (e && typeof e.line === 'number' && e.line > 0) return { line: e.line, column: typeof e.column === 'number' && e.column > 0 ? e.column : 1 }
  const m = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(String(e?.reason ?? e?.message ?? ''))
  return m ? { line: Number(m[1]), column: Number(m[2]) } : null
}

/** What a parser says went wrong, without the stack. */
export const errorReason = (error: unknown): string => String((error as { reason?: string }).reason ?? (error as Error).message ?? error)

/** A ContentError for a parser's error on text laid out at the file's lines. */
export function contentErrorFrom(file: string, error: unknown, problem: string): ContentError {
  return new ContentError(file, errorPosition(error), `${problem}: ${errorReason(error)}`, { cause: error })
}

/**
 * Parses an MDX body laid out at its lines in the file, so the tree's positions are the file's and a parse error is
 * a ContentError at the file's line and column. `source` is the file (its path, read to find where the body
 * starts) or a place already known. When the file no longer ends with the body (it changed since the node was
 * made), the body is parsed alone and an error says its line is counted from the end of the frontmatter.
 */
export function parseAtFileLines<T>(body: string, source: string | BodyPlace, parse: (text: string) => T, problem = 'does not parse as MDX'): T {
  const place = typeof source === 'string' ? bodyPlace(source, body) : source
  const text = place.bodyLine === null ? body : atFileLines(body, place.bodyLine)
  try {
    return parse(text)
  } catch (e) {
    if (place.bodyLine !== null) throw contentErrorFrom(place.file, e, problem)
    throw new ContentError(place.file, null, `${problem} (at ${errorPosition(e) ? `${errorPosition(e)!.line}:${errorPosition(e)!.column}` : 'a place'} of the text after the frontmatter): ${errorReason(e)}`, { cause: e })
  }
}

/** The offset from a line of a unified file's tree to the line of its file (0 when the text is the file's own). */
export function lineOffsetOf(file: { path?: string; value?: unknown; data?: Record<string, unknown> }): number {
  if (file.data?.atFileLines === true || !file.path || typeof file.value !== 'string') return 0
  return (bodyPlace(file.path, file.value).bodyLine ?? 1) - 1
}
