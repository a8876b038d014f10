/**
 * What the page benches (bench-weight.ts, bench-lighthouse.ts) share: the pages of the built site in public/,
 * picked by type, and the site served by `gatsby serve` (which gzips, as a host would).
 */
import fs from 'node:fs'
import path from 'node:path'
import { spawn } from 'node:child_process'
import { apiOptions } from '../src/sections/api/options'
import { devlogOptions } from '../src/sections/devlog/options'

export interface BuiltPage {
  route: string
  /** Bytes of its index.html. */
  html: number
  /** Bytes of its page-data.json (0 if it has none). */
  pageData: number
}

/** Every page under a base path of the built site, with its HTML and page-data sizes. */
export function pagesUnder(publicDir: string, basePath: string): BuiltPage[] {
  const out: BuiltPage[] = []
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (!e.isDirectory()) continue
      const sub = path.join(d, e.name)
      const html = path.join(sub, 'index.html')
      if (fs.existsSync(html)) {
        const route = `/${path.relative(publicDir, sub).split(path.sep).join('/')}/`
        const pd = path.join(publicDir, 'page-data', route, 'page-data.json')
        out.push({ route, html: fs.statSync(html).size, pageData: fs.existsSync(pd) ? fs.statSync(pd).size : 0 })
      }
      walk(sub)
    }
  }
  const dir = path.join(publicDir, ...basePath.split('/').filter(Boolean))
  if (!fs.existsSync(path.join(publicDir, 'index.html'))) throw new Error(`${publicDir} holds no built site: run npm run build first`)
  if (fs.existsSync(dir)) walk(dir)
  return out
}

/** Class and struct pages (not their lists), smallest HTML first. */
export function classPages(publicDir: string): BuiltPage[] {
  const kinds = ['classes/', 'structs/'].map((k) => `${apiOptions.basePath}${k}`)
  return pagesUnder(publicDir, apiOptions.basePath)
    .filter((p) => kinds.some((k) => p.route.startsWith(k) && p.route.length > k.length))
    .sort((a, b) => a.html - b.html)
}

/** Devlog post pages, newest first. */
export function postPages(publicDir: string): BuiltPage[] {
  return pagesUnder(publicDir, devlogOptions.basePath)
    .filter((p) => /\/\d{4}\/\d{2}\/\d{2}\/[^/]+\/$/.test(p.route))
    .sort((a, b) => (a.route < b.route ? 1 : -1))
}

/** public/ served by `gatsby serve` on 127.0.0.1, once it answers; stop() ends it. */
export async function serveBuilt(port: number): Promise<{ base: string; stop(): void }> {
  const server = spawn('npx', ['gatsby', 'serve', '--host', '127.0.0.1', '--port', String(port)], { stdio: 'ignore', detached: true })
  const base = `http://127.0.0.1:${port}`
  const stop = () => {
    if (server.pid) process.kill(-server.pid)
  }
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) return { base, stop }
    } catch {
      // not up yet
    }
    if (i > 300) {
      stop()
      throw new Error('gatsby serve did not start')
    }
    await new Promise((r) => setTimeout(r, 200))
  }
}
