/**
 * Checks of a built site (public/) that hold on any doxygen input:
 * - no element id twice in one HTML page;
 * - every URL attribute (href, src, srcset, action, ...) passes the site's URL
 *   sanitiser (src/shell/safeUrl.ts);
 * - no control characters in HTML, XML (feeds, sitemap) or JSON files, raw or
 *   escaped inside JSON strings;
 * - every page that offers "Copy page as Markdown" has its twin (index.md beside it).
 */
import fs from 'node:fs'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { forEachTag } from '../../src/sections/api/node/link-check'
import { URL_ATTRIBUTES, checkUrl } from '../../src/shell/safeUrl'
import { COPY_PAGE_ATTRIBUTE } from '../../src/shell/browser/copyCode'

export interface DuplicateId {
  file: string
  id: string
  count: number
}

export interface UnsafeUrl {
  file: string
  tag: string
  attribute: string
  value: string
}

export interface ControlChar {
  file: string
  /** Offset of the first one in the file (characters). */
  offset: number
  /** The character's code point, e.g. "U+0000". */
  char: string
  count: number
  context: string
}

/** Files under `dir` whose name ends with one of `exts`, sorted. */
export function filesUnder(dir: string, exts: string[]): string[] {
  const out: string[] = []
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name)
      if (e.isDirectory()) walk(full)
      else if (exts.some((x) => e.name.endsWith(x))) out.push(full)
    }
  }
  walk(dir)
  return out.sort()
}

/** Ids that occur more than once in one page. */
export function duplicateIdsIn(html: string): Array<{ id: string; count: number }> {
  const counts = new Map<string, number>()
  forEachTag(html, ({ attrs }) => {
    if (attrs.id !== undefined) counts.set(attrs.id, (counts.get(attrs.id) ?? 0) + 1)
  })
  return [...counts].filter(([, n]) => n > 1).map(([id, count]) => ({ id, count }))
}

/** URL attributes of a page that the sanitiser refuses. */
export function unsafeUrlsIn(html: string): Array<Omit<UnsafeUrl, 'file'>> {
  const out: Array<Omit<UnsafeUrl, 'file'>> = []
  forEachTag(html, ({ name, attrs }) => {
    for (const attribute of URL_ATTRIBUTES) {
      const value = attrs[attribute]
      if (value === undefined) continue
      // <object data>, <blockquote cite> and srcset hold URLs too; srcset is a list of "url width" pairs.
      const urls = attribute === 'srcset' ? value.split(',').map((p) => p.trim().split(/\s+/)[0] ?? '') : [value]
      for (const u of urls) if (!checkUrl(u).ok) out.push({ tag: name, attribute, value: u })
    }
    // Meta refresh redirects are navigations too.
    if (name === 'meta' && attrs['http-equiv']?.toLowerCase() === 'refresh' && attrs.content) {
      const u = /url\s*=\s*['"]?([^'"]*)/i.exec(attrs.content)?.[1]
      if (u !== undefined && !checkUrl(u).ok) out.push({ tag: name, attribute: 'content', value: u })
    }
  })
  return out
}

// eslint-disable-next-line no-control-regex -- these are the characters looked for
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g
const JSON_ESCAPED_CONTROL = /\\u00(?:0[0-8bcef]|1[0-9a-f]|7f|[89][0-9a-f])/gi

/** Control characters in a file's text (and, for JSON, escaped ones inside strings). */
export function controlCharsIn(text: string, json: boolean): Omit<ControlChar, 'file'> | undefined {
  const raw = [...text.matchAll(CONTROL)]
  const escaped = json ? [...text.matchAll(JSON_ESCAPED_CONTROL)].filter((m) => !precededByOddBackslashes(text, m.index!)) : []
  const all = [...raw, ...escaped].sort((a, b) => a.index! - b.index!)
  if (all.length === 0) return undefined
  const first = all[0]
  const at = first.index!
  const ch = first[0].length === 1 ? first[0].charCodeAt(0) : parseInt(first[0].slice(2), 16)
  return {
    offset: at,
    char: `U+${ch.toString(16).toUpperCase().padStart(4, '0')}`,
    count: all.length,
    context: JSON.stringify(text.slice(Math.max(0, at - 30), at + 30)),
  }
}

/** True when the backslash at `i` is itself escaped (so "\\u0000" is the text \u0000, not a NUL). */
function precededByOddBackslashes(text: string, i: number): boolean {
  let n = 0
  for (let j = i - 1; j >= 0 && text[j] === '\\'; j--) n++
  return n % 2 === 1
}

/** Whether a page's HTML holds the "Copy page as Markdown" button (an element with its attribute). */
export function offersTwin(html: string): boolean {
  let found = false
  forEachTag(html, ({ attrs }) => {
    if (attrs[COPY_PAGE_ATTRIBUTE] !== undefined) found = true
  })
  return found
}

export interface SiteChecks {
  htmlFiles: number
  /** Pages (their HTML file) with the copy button and no index.md beside them or no alternate link to it in the head: the button would copy nothing. */
  missingTwins: string[]
  duplicateIds: DuplicateId[]
  unsafeUrls: UnsafeUrl[]
  controlChars: ControlChar[]
}

export function checkSite(publicDir: string): SiteChecks {
  const rel = (f: string) => path.relative(publicDir, f)
  const html = filesUnder(publicDir, ['.html'])
  const duplicateIds: DuplicateId[] = []
  const unsafeUrls: UnsafeUrl[] = []
  const controlChars: ControlChar[] = []
  const missingTwins: string[] = []
  for (const f of html) {
    const text = fs.readFileSync(f, 'utf8')
    // The button copies what the head's alternate link names: both must be there, and the twin beside the page.
    if (offersTwin(text) && (!fs.existsSync(path.join(path.dirname(f), 'index.md')) || !/<link rel="alternate" type="text\/markdown" href="[^"]*\/index\.md"/.test(text))) missingTwins.push(rel(f))
    for (const d of duplicateIdsIn(text)) duplicateIds.push({ file: rel(f), ...d })
    for (const u of unsafeUrlsIn(text)) unsafeUrls.push({ file: rel(f), ...u })
  }
  for (const f of filesUnder(publicDir, ['.html', '.xml', '.json', '.rss', '.atom'])) {
    const c = controlCharsIn(fs.readFileSync(f, 'utf8'), f.endsWith('.json'))
    if (c) controlChars.push({ file: rel(f), ...c })
  }
  return { htmlFiles: html.length, duplicateIds, unsafeUrls, controlChars, missingTwins }
}

/**
 * The links the build degraded in one version (a release's name, or the current version when none), from the line
 * its sourcing logs: "links degraded to the nearest page that exists: <n> × <reason>, ...; ..." (or "none"), as
 * "<total> (<n> <reason>, ...)"; "?" when no such line.
 */
export function degradedLinks(log: string, release?: string): string {
  // Gatsby's reporter wraps its lines at 80 columns when the output is not a terminal: read the log as one line.
  // eslint-disable-next-line no-control-regex -- strips the ANSI colour escapes (ESC [ ... letter) gatsby writes
  const text = log.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').replace(/\s+/g, ' ')
  const escaped = (release ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const m = new RegExp(`\\[doxygen\\] ${release ? `${escaped}: ` : ''}inheritance diagrams[^;]*; links degraded[^:]*:\\s*([^;]*)`).exec(text)
  if (!m) return '?'
  const parts = [...m[1]!.matchAll(/(\d+)\s*×\s*([^,]+)/g)].map(([, n, why]) => ({ n: Number(n), why: why!.trim() }))
  if (parts.length === 0) return '0'
  return `${parts.reduce((t, p) => t + p.n, 0)} (${parts.map((p) => `${p.n} ${p.why}`).join(', ')})`
}

/**
 * The build's warnings about the XML in its log: the lines `warn [doxygen] ...`, colours and all; its info lines
 * carry the same tag and are not counted.
 */
export function doxygenWarnings(log: string): number {
  return log.split('\n').filter((l) => /\bwarn\s+\[doxygen\]/.test(stripVTControlCharacters(l))).length
}

/** The paragraph share's cell of the sweep's table; a library without doxygen comments (SQLite's C API) has nothing to check. */
export const paragraphShareCell = (ps: { share: number; shown: number; total: number }): string =>
  ps.total === 0 ? 'nothing to check (no paragraph in the XML)' : `${ps.share.toFixed(2)} % (${ps.shown}/${ps.total})`
