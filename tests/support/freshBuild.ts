import fs from 'node:fs'
import path from 'node:path'

/**
 * Readies the repository for a build of other input: no public/ (Gatsby keeps the HTML of pages it no longer
 * builds) and no .cache state (another input's static query results would be served), but webpack's persistent
 * cache is kept unless `clean`: it is keyed by the site's code (src/shell/webpack.ts), which no input changes,
 * and it spares each test build the bundles. The first build of a test run still compiles from nothing.
 */
export function freshBuildState(root: string, { clean = false } = {}): void {
  fs.rmSync(path.join(root, 'public'), { recursive: true, force: true })
  const cache = path.join(root, '.cache')
  if (!fs.existsSync(cache)) return
  for (const entry of fs.readdirSync(cache)) if (clean || entry !== 'webpack') fs.rmSync(path.join(cache, entry), { recursive: true, force: true })
}

if (require.main === module) freshBuildState(process.cwd(), { clean: process.argv.includes('--clean') })
