/**
 * MDX syntax, with the positions of the author's file. An Mdx node's `body` is the text after the frontmatter, so a
 * parser's errors would count lines from there. The site parses a body laid out at its lines in the file
 * (`parseMdxBody`, ./contentPlace.ts), and each section checks every MDX file whole when the build starts, the
 * frontmatter replaced by empty lines.
 */
import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkMdx from 'remark-mdx'
import remarkGfm from 'remark-gfm'
import remarkMath from 'remark-math'
import { contentErrorFrom, parseAtFileLines, type BodyPlace } from './contentPlace'

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkMath)

/** The mdast of MDX text, parsed with the syntax extensions the site's MDX uses. Throws on a syntax error. */
export function parseMdx(text: string): ReturnType<typeof parser.parse> {
  return parser.parse(text)
}

/**
 * The mdast of an MDX body of `source` (the file's path, or its place), its positions the file's own, frontmatter
 * counted. A syntax error is a ContentError naming the file, its line and column.
 */
export function parseMdxBody(body: string, source: string | BodyPlace): ReturnType<typeof parser.parse> {
  return parseAtFileLines(body, source, parseMdx)
}

const FRONTMATTER = /^\uFEFF?---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?=\r?\n|$)/

/** The file's text with its frontmatter block replaced by as many empty lines: the rest keeps its line numbers. */
export function blankFrontmatter(text: string): string {
  const block = FRONTMATTER.exec(text)
  return block ? block[0].replace(/[^\n]/g, '') + text.slice(block[0].length) : text
}

/** Throws a ContentError naming the file, line and column of the MDX file's first syntax error. */
export function checkMdxSyntax(file: string, text: string): void {
  try {
    parseMdx(blankFrontmatter(text))
  } catch (e) {
    throw contentErrorFrom(file, e, 'does not parse as MDX')
  }
}
