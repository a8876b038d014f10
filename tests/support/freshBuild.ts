import fs from 'node:fs'
import path from 'node:path'

/**
 * Readies the repository for a build of other input: no public/ (Gatsby keeps the HTML of pages it no longer
 * builds) and no .cache (another input's static query results would be served). `keepWebpack` keeps webpack's
 * persistent cache, keyed by the site's code (src/shell/webpack.ts): valid across inputs, though the posts'
 * compiled MDX, whose API links depend on the input, is compiled again.
 */
export function freshBuildState(root: string, { keepWebpack = false } = {}): void {
  fs.rmSync(path.join(root, 'public'), { recursive: true, force: true })
  const cache = path.join(root, '.cache')
  if (!fs.existsSync(cache)) return
  for (const entry of fs.readdirSync(cache)) if (!keepWebpack || entry !== 'webpack') fs.rmSync(path.join(cache, entry), { recursive: true, force: true })
}
