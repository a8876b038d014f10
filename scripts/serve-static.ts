/**
 * Serves a built site directory on 127.0.0.1 the way `gatsby serve` serves
 * public/ (which it cannot be told to leave): /path/ → path/index.html, files
 * as they are, anything else the site's 404.html with status 404.
 *
 * `npx tsx scripts/serve-static.ts <dir> <port>`
 */
import http from 'node:http'
import fs from 'node:fs'
import path from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif', '.gif': 'image/gif', '.ico': 'image/x-icon',
  '.woff': 'font/woff', '.woff2': 'font/woff2', '.ttf': 'font/ttf', '.xml': 'application/xml; charset=utf-8', '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8', '.webmanifest': 'application/manifest+json',
}

export function serveStatic(root: string, port: number): Promise<http.Server> {
  const base = path.resolve(root)
  if (!fs.existsSync(path.join(base, 'index.html'))) throw new Error(`serve-static: ${base} holds no built site (no index.html)`)
  const server = http.createServer((req, res) => {
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    } catch {
      res.writeHead(400).end()
      return
    }
    const file = path.join(base, pathname)
    if (!file.startsWith(base)) {
      res.writeHead(403).end()
      return
    }
    const candidates = pathname.endsWith('/') ? [path.join(file, 'index.html')] : [file, path.join(file, 'index.html')]
    const found = candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile())
    if (found && !pathname.endsWith('/') && found !== file) {
      res.writeHead(301, { location: `${pathname}/` }).end()
      return
    }
    const target = found ?? path.join(base, '404.html')
    const status = found ? 200 : 404
    res.writeHead(status, {
      'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
    if (req.method === 'HEAD') res.end()
    else fs.createReadStream(target).pipe(res)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

if (process.argv[1] && /serve-static\.ts$/.test(process.argv[1])) {
  const [dir, port] = process.argv.slice(2)
  if (!dir || !port) {
    console.error('usage: tsx scripts/serve-static.ts <dir> <port>')
    process.exit(2)
  }
  void serveStatic(dir, Number(port)).then(() => console.log(`serving ${path.resolve(dir)} on http://127.0.0.1:${port}/`))
}
