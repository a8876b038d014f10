/**
 * The one way build-time code reads a page back from public/ after
 * `gatsby build`: the devlog's feeds (a post's full HTML) and search (a page's
 * text split by heading) both use it. Which pages exist and what they are
 * comes from the graph (HeliosPage), never from these files.
 */
import fs from 'node:fs'
import path from 'node:path'

/** Where `gatsby build` wrote a route's HTML (routes may hold %-escapes). */
export function builtPageFile(publicDir: string, route: string): string {
  return path.join(publicDir, decodeURI(route), 'index.html')
}

/** The built HTML of a route, or null when the build wrote none. */
export function readBuiltPage(publicDir: string, route: string): { file: string; html: string } | null {
  const file = builtPageFile(publicDir, route)
  return fs.existsSync(file) ? { file, html: fs.readFileSync(file, 'utf8') } : null
}
