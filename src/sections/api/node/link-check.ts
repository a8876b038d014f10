/**
 * Checks every internal <a href> of every HTML page in a built site: the
 * target page (or file) must exist, and so must the #anchor on it. Links
 * inside an element marked data-link-check="warn" (hand-written markdown
 * content) are reported as warnings; all others are errors.
 */
import fs from 'node:fs'
import path from 'node:path'

export interface LinkProblem {
  page: string
  href: string
  reason: string
}

export interface LinkReport {
  pages: number
  checkedLinks: number
  errors: LinkProblem[]
  warnings: LinkProblem[]
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
const TAG = /<!--[\s\S]*?-->|<(script|style)\b[^>]*>[\s\S]*?<\/\1>|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g
const ATTR = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|#39);/gi, (m, e: string) => {
    const k = e.toLowerCase()
    if (k === 'amp') return '&'
    if (k === 'lt') return '<'
    if (k === 'gt') return '>'
    if (k === 'quot') return '"'
    if (k === 'apos' || k === '#39') return "'"
    if (k.startsWith('#x')) return String.fromCodePoint(parseInt(k.slice(2), 16))
    if (k.startsWith('#')) return String.fromCodePoint(Number(k.slice(1)))
    return m
  })
}

function attrs(s: string): Record<string, string> {
  const out: Record<string, string> = {}
  ATTR.lastIndex = 0
  for (let m = ATTR.exec(s); m; m = ATTR.exec(s)) out[m[1].toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '')
  return out
}

/** A start tag of an HTML page: its lower-cased name and decoded attributes. */
export interface StartTag {
  name: string
  attrs: Record<string, string>
  selfClosing: boolean
}

/**
 * Visits the tags of a page in order (comments, scripts and styles skipped):
 * `open` for start tags, `close` for end tags. Shared by the link check and
 * the corpora checks (duplicate ids, unsafe URLs).
 */
export function forEachTag(html: string, open: (tag: StartTag) => void, close?: (name: string) => void): void {
  TAG.lastIndex = 0
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    if (!m[3]) continue
    const name = m[3].toLowerCase()
    if (m[2] === '/') close?.(name)
    else open({ name, attrs: attrs(m[4]), selfClosing: /\/\s*$/.test(m[4]) })
  }
}

interface PageScan {
  ids: Set<string>
  links: Array<{ href: string; warnOnly: boolean }>
}

/** One pass over a page: its ids and its links, each link knowing whether it sits in hand-written content. */
export function scanHtml(html: string): PageScan {
  const ids = new Set<string>()
  const links: PageScan['links'] = []
  const stack: Array<{ name: string; warn: boolean }> = []
  forEachTag(
    html,
    ({ name, attrs: a, selfClosing }) => {
      if (a.id) ids.add(a.id)
      if (name === 'a' && a.name) ids.add(a.name)
      const inWarn = stack.length > 0 && stack[stack.length - 1].warn
      // data-link-check="strict" (links generated from the API symbol table) is an error even inside hand-written content.
      const warn = a['data-link-check'] === 'strict' ? false : inWarn || a['data-link-check'] === 'warn'
      if (name === 'a' && a.href !== undefined) links.push({ href: a.href, warnOnly: warn })
      if (!VOID.has(name) && !selfClosing) stack.push({ name, warn })
    },
    (name) => {
      for (let i = stack.length - 1; i >= 0; i--) {
        if (stack[i].name === name) {
          stack.length = i
          break
        }
      }
    },
  )
  return { ids, links }
}

function walkHtml(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name === 'page-data' || entry.name === 'static' || entry.name === '~partytown') continue
      walkHtml(full, out)
    } else if (entry.name.endsWith('.html')) out.push(full)
  }
  return out
}

/** URL path of an HTML file in public/ ("/a/b/index.html" → "/a/b/"). */
function urlOf(publicDir: string, file: string): string {
  const rel = '/' + path.relative(publicDir, file).split(path.sep).join('/')
  return rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel
}

export async function checkLinks(publicDir: string): Promise<LinkReport> {
  const files = walkHtml(publicDir)
  const scans = new Map<string, PageScan>()
  for (const f of files) scans.set(urlOf(publicDir, f), scanHtml(await fs.promises.readFile(f, 'utf8')))
  const errors: LinkProblem[] = []
  const warnings: LinkProblem[] = []
  let checked = 0
  const fileExists = new Map<string, boolean>()
  const exists = (p: string) => {
    let v = fileExists.get(p)
    if (v === undefined) {
      v = fs.existsSync(path.join(publicDir, p))
      fileExists.set(p, v)
    }
    return v
  }
  for (const [page, scan] of scans) {
    for (const { href, warnOnly } of scan.links) {
      if (href === '' || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue
      checked++
      const report = (reason: string) => (warnOnly ? warnings : errors).push({ page, href, reason })
      let url: URL
      try {
        url = new URL(href, `http://site${page}`)
      } catch {
        report('not a valid URL')
        continue
      }
      let target = decodeURIComponent(url.pathname)
      const hash = decodeURIComponent(url.hash.slice(1))
      let targetScan = scans.get(target)
      if (!targetScan && !target.endsWith('/') && scans.has(target + '/')) targetScan = scans.get((target = target + '/'))
      if (!targetScan) {
        if (!target.endsWith('/') && exists(target)) continue
        report(`no page at ${target}`)
        continue
      }
      if (hash && hash !== 'top' && !targetScan.ids.has(hash)) report(`no element with id "${hash}" on ${target}`)
    }
  }
  return { pages: scans.size, checkedLinks: checked, errors, warnings }
}

export function formatReport(problems: LinkProblem[], label: string, limit = 200): string[] {
  const lines = problems.slice(0, limit).map((p) => `  ${label}: ${p.page} → ${p.href} (${p.reason})`)
  if (problems.length > limit) lines.push(`  ... and ${problems.length - limit} more`)
  return lines
}
