import fs from 'node:fs'
import path from 'node:path'

/**
 * gatsby-plugin-sitemap writes /sitemap-index.xml and /sitemap-N.xml; crawlers
 * and readers' tools look for /sitemap.xml first. With one part, that part (the
 * URL set) becomes /sitemap.xml; with several, the index does. Returns the
 * source file's name, or null when there is no sitemap to alias.
 */
export function writeSitemapAlias(publicDir: string): string | null {
  const index = path.join(publicDir, 'sitemap-index.xml')
  if (!fs.existsSync(index)) return null
  const parts = fs.readdirSync(publicDir).filter((f) => /^sitemap-\d+\.xml$/.test(f))
  const source = parts.length === 1 ? parts[0] : 'sitemap-index.xml'
  fs.copyFileSync(path.join(publicDir, source), path.join(publicDir, 'sitemap.xml'))
  return source
}
