/**
 * MDX syntax, checked on a whole file so that an error names the file's own line. gatsby-plugin-mdx compiles
 * the text after the frontmatter (its node's `body`), so its errors count lines from there, and when it fails
 * webpack goes on to report Babel's error on the raw file's first line. The site checks each MDX file first, the
 * frontmatter replaced by empty lines (webpack-loaders/check-mdx-syntax.cjs, and the API section's prose links).
 */
import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkMdx from 'remark-mdx'
import remarkGfm from 'remark-gfm'
import remarkMath from 'remark-math'

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkMath)

/** The mdast of MDX text, parsed with the syntax extensions the site's MDX uses. Throws on a syntax error. */
export function parseMdx(text: string): ReturnType<typeof parser.parse> {
  return parser.parse(text)
}

const FRONTMATTER = /^\uFEFF?---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?=\r?\n|$)/

/** The file's text with its frontmatter block replaced by as many empty lines: the rest keeps its line numbers. */
export function blankFrontmatter(text: string): string {
  const block = FRONTMATTER.exec(text)
  return block ? block[0].replace(/[^\n]/g, '') + text.slice(block[0].length) : text
}

/**
 * Lines of a file before a part of its text: its MDX body (the file's tail after the frontmatter, as gatsby-plugin-mdx
 * compiles it) or the start of the body (a post's excerpt). Added to a line counted in the part, it gives the
 * file's own line; 0 when the part is not found.
 */
export function bodyLineOffset(fileText: string, part: string): number {
  const normalized = fileText.replace(/\r\n/g, '\n')
  const at = normalized.endsWith(part) ? normalized.length - part.length : normalized.indexOf(part, FRONTMATTER.exec(normalized)?.[0].length ?? 0)
  return at < 0 ? 0 : normalized.slice(0, at).split('\n').length - 1
}

/** Throws an error naming the file, line and column of the MDX file's first syntax error. */
export function checkMdxSyntax(file: string, text: string): void {
  try {
    parseMdx(blankFrontmatter(text))
  } catch (e) {
    const { line, column, reason, message } = e as { line?: number; column?: number; reason?: string; message: string }
    throw new Error(`${file}${line ? `:${line}:${column ?? 1}` : ''}: does not parse as MDX: ${reason ?? message}`, { cause: e })
  }
}
