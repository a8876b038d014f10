/**
 * The site's one frontmatter parser. Every markdown and MDX file's
 * frontmatter is parsed once by the site when the build starts (each
 * section's onPreBootstrap check), before gatsby-plugin-mdx reads the files,
 * so a YAML mistake stops the build with the file and the line named rather
 * than a parser trace without a file name.
 */
import matter from 'gray-matter'

export interface ParsedFrontmatter {
  /** The YAML between the --- lines. */
  data: Record<string, unknown>
  /** The text after the frontmatter block. */
  body: string
  /** Whether the file starts with a frontmatter block at all. */
  hasBlock: boolean
}

/** Parses a file's frontmatter; `file` is the path shown in errors. Throws naming the file, line and column. */
export function parseFrontmatter(file: string, text: string): ParsedFrontmatter {
  const hasBlock = /^\uFEFF?---[ \t]*\r?\n/.test(text)
  try {
    const parsed = matter(text)
    return { data: parsed.data, body: parsed.content, hasBlock }
  } catch (error) {
    const e = error as { reason?: string; message: string; mark?: { line: number; column: number } }
    const where = e.mark ? ` at line ${e.mark.line + 1}, column ${e.mark.column + 1}` : ''
    const reason = (e.reason ?? e.message.split('\n')[0]).trim()
    throw new Error(`${file}: malformed frontmatter${where}: ${reason}. Quote values that contain a colon.`, { cause: error })
  }
}
