import matter from 'gray-matter'

/**
 * Parses a markdown file's frontmatter. A YAML mistake becomes an error that
 * names the file and the line, instead of a parser trace without a file name.
 */
export function checkFrontmatter(relativePath: string, source: string): Record<string, unknown> {
  try {
    return matter(source).data
  } catch (error) {
    const e = error as { reason?: string; message: string; mark?: { line: number; column: number } }
    const where = e.mark ? ` (line ${e.mark.line + 1}, column ${e.mark.column + 1})` : ''
    throw new Error(`Malformed frontmatter in ${relativePath}${where}: ${e.reason ?? e.message}. Quote values that contain a colon.`)
  }
}
