/**
 * The site's one frontmatter parser (gray-matter, as gatsby-plugin-mdx's). Every markdown and MDX file's
 * frontmatter is parsed once by the site when the build starts (each section's onPreBootstrap check), before
 * gatsby-plugin-mdx reads the files, so a YAML mistake stops the build with the file, line and column named rather
 * than a parser trace without a file name. What each kind of file may hold: ./frontmatterSchema.ts.
 */
import matter from 'gray-matter'
import { ContentError } from './contentPlace'

export interface ParsedFrontmatter {
  /** The YAML between the --- lines. */
  data: Record<string, unknown>
  /** The text after the frontmatter block. */
  body: string
  /** Whether the file starts with a frontmatter block at all. */
  hasBlock: boolean
}

/** Parses a file's frontmatter; `file` is the path shown in errors. Throws a ContentError at the file's line and column. */
export function parseFrontmatter(file: string, text: string): ParsedFrontmatter {
  const hasBlock = /^\uFEFF?---[ \t]*\r?\n/.test(text)
  try {
    const parsed = matter(text)
    return { data: parsed.data, body: parsed.content, hasBlock }
  } catch (error) {
    const e = error as { reason?: string; message: string; mark?: { line: number; column: number } }
    // js-yaml counts from the end of the opening --- line: its line 0 is the rest of the file's line 1.
    const position = e.mark ? { line: e.mark.line + 1, column: e.mark.column + 1 } : null
    const reason = (e.reason ?? e.message.split('\n')[0]).trim()
    throw new ContentError(file, position, `malformed frontmatter: ${reason}. Quote values that contain a colon.`, { cause: error })
  }
}
