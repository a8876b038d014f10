/**
 * Checks every internal <a href> of every HTML page in a built site: the
 * target page (or file) must exist, and so must the #anchor on it. Links
 * inside an element marked data-link-check="warn" (hand-written markdown
 * content) are reported as warnings; all others are errors.
 *
 * A page marked data-link-check="generated" (an API page: its links are made from the route table that makes their
 * targets) and holding no hand-written region can be left unread (`skipGenerated`, the build's check): its ids are
 * read only when a checked link points into it. The corpora and the generative test check every page.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export interface LinkProblem {
  page: string
  href: string
  reason: string
}

export interface LinkReport {
  pages: number
  /** Pages whose links were not read: they mark themselves generated (`skipGenerated`). */
  generatedPages: number
  checkedLinks: number
  errors: LinkProblem[]
  warnings: LinkProblem[]
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
// A tag's attributes as runs of plain characters between quoted values ("unrolled"): the same tags as one
// alternative per character, matched without a step per character.
const TAG = /<!--[\s\S]*?-->|<(script|style)\b[^>]*>[\s\S]*?<\/\1>|<(\/?)([a-zA-Z][\w:-]*)([^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*)>/g
const ATTR = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g

function decodeEntities(s: string): string {
  if (!s.includes('&')) return s
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
 * Visits the start tags of a page in order (comments, scripts and styles skipped), each with all its attributes:
 * the corpora checks' reader (duplicate ids, unsafe URLs). The link check reads fewer attributes of fewer tags, with
 * the same tag pattern (`scanHtml`).
 */
export function forEachTag(html: string, open: (tag: StartTag) => void): void {
  TAG.lastIndex = 0
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    if (m[3] && m[2] !== '/') open({ name: m[3].toLowerCase(), attrs: attrs(m[4]), selfClosing: /\/\s*$/.test(m[4]) })
  }
}

/** The attributes the link check reads: a tag without any of them is not parsed further. */
const LINK_ATTRS = /(?:^|[\s"'/])(?:id|href|name|data-link-check)\s*=/i

interface PageScan {
  ids: Set<string>
  links: Array<{ href: string; warnOnly: boolean }>
}

/** The attributes of a start tag the link check reads; the others are stepped over, neither decoded nor kept. */
interface LinkAttrs {
  id?: string
  href?: string
  name?: string
  check?: string
}

const NO_LINK_ATTRS: LinkAttrs = Object.freeze({})

function linkAttrs(s: string): LinkAttrs {
  const out: LinkAttrs = {}
  ATTR.lastIndex = 0
  for (let m = ATTR.exec(s); m; m = ATTR.exec(s)) {
    const key = m[1].toLowerCase()
    if (key !== 'id' && key !== 'href' && key !== 'name' && key !== 'data-link-check') continue
    const value = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '')
    if (key === 'data-link-check') out.check = value
    else out[key] = value
  }
  return out
}

/** A warn or strict region, however written: a page without one has no region that changes a link's level. */
const MARKED = /data-link-check\s*=\s*["']?(?:warn|strict)\b/i

/**
 * One pass over a page: its ids and its links, each link knowing whether it sits in hand-written content. Only a
 * page that marks a region keeps the element stack that says where each region ends; on the others (every API page
 * whose comments hold no link of their own) a tag with none of the attributes the check reads costs one test.
 */
export function scanHtml(html: string): PageScan {
  const ids = new Set<string>()
  const links: PageScan['links'] = []
  const regions = MARKED.test(html)
  const stack: Array<{ name: string; warn: boolean }> = []
  TAG.lastIndex = 0
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    if (!m[3]) continue
    const body = m[4]
    if (m[2] === '/') {
      if (regions) {
        const name = m[3].toLowerCase()
        for (let i = stack.length - 1; i >= 0; i--) {
          if (stack[i].name === name) {
            stack.length = i
            break
          }
        }
      }
      continue
    }
    const read = LINK_ATTRS.test(body)
    if (!read && !regions) continue
    const name = m[3].toLowerCase()
    const a = read ? linkAttrs(body) : NO_LINK_ATTRS
    if (a.id) ids.add(a.id)
    if (name === 'a' && a.name) ids.add(a.name)
    const inWarn = stack.length > 0 && stack[stack.length - 1].warn
    // data-link-check="strict" (links generated from the API symbol table) is an error even inside hand-written content.
    const warn = a.check === 'strict' ? false : inWarn || a.check === 'warn'
    if (name === 'a' && a.href !== undefined) links.push({ href: a.href, warnOnly: warn })
    if (regions && !VOID.has(name) && !/\/\s*$/.test(body)) stack.push({ name, warn })
  }
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

/** A problem while checking: where the link is (page index, link number on the page). */
type FoundProblem = LinkProblem & { warnOnly: boolean; order: [number, number] }

/** An absolute path (and #fragment) that URL parsing would leave as it is: printable ASCII, no query, no dot segments. */
const PLAIN_ABSOLUTE = /^\/(?![^#]*(?:\/\.\.?(?:[/#]|$)|%2e))[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*(?:#[A-Za-z0-9\-._~!$&'()*+,;=:@/%?]*)?$/i

const urlPathAndHash = (url: URL): string => `${url.pathname}${url.hash}`

/**
 * The ids of a page as one string ("\0id\0id\0"): a copy, so that the page's
 * HTML, which the scanned substrings point into, is not kept in memory.
 */
function idText(ids: Set<string>): string {
  return `\0${[...ids].join('\0')}\0`
}

/**
 * What a check leaves for the next one (kept in Gatsby's cache): each page's digest, ids, count of links and
 * problems, and the files (not pages) its links reached. With it, a check reads every page but scans only those
 * that changed or had a problem: the others' links were checked against ids that are all still there.
 */
export interface LinkCheckState {
  /** The rules' version: the site's code when the state was made. */
  code: string
  /** ids null: a generated page no checked link has pointed into, never read for its ids. */
  pages: Record<string, { digest: string; ids: string | null; links: number; problems: number }>
  files: string[]
}

/** A page read for the check: its URL, its file and its HTML's digest. */
interface PageFile {
  url: string
  file: string
  digest: string
}

const digestOf = (html: string): string => crypto.createHash('sha1').update(html).digest('hex')

/** How a check reads the site. */
export interface CheckOptions {
  /** Leave unread the pages marked data-link-check="generated" that hold no hand-written region (see the file's head). */
  skipGenerated?: boolean
}

const GENERATED_MARK = 'data-link-check="generated"'
// React writes every attribute with double quotes and escapes them in values, so neither can come from a comment.
const AUTHORED_MARK = /data-link-check="(?:warn|strict)"/

/** A page whose links all come from the route table: it says so, and holds no hand-written region. */
const onlyGenerated = (html: string): boolean => html.includes(GENERATED_MARK) && !AUTHORED_MARK.test(html)

/**
 * Checks every link of every page. Links are grouped by the URL they resolve
 * to: the navbar's and the sidebar's links are the same on every page, so
 * each distinct target is checked once, and only the pages' ids and the
 * distinct URLs stay in memory, never the pages themselves. Problems come out
 * in page order, then in the order of the links on the page.
 *
 * Given the state an earlier check of the same site code left (`previous`), the pages whose HTML is unchanged and
 * had no problem are not scanned again, as long as no page went away, no changed page lost an id and every file
 * their links reached is still there; otherwise every page is scanned.
 */
export async function checkLinks(publicDir: string, previous?: LinkCheckState, siteCode = '', options: CheckOptions = {}): Promise<LinkReport & { state: LinkCheckState; scanned: number }> {
  // A state made reading every page serves a check that skips generated ones, not the other way round.
  const code = options.skipGenerated ? `${siteCode} (generated pages skipped)` : siteCode
  const pages: PageFile[] = walkHtml(publicDir).map((file) => ({ url: urlOf(publicDir, file), file, digest: '' }))
  if (previous && previous.code === code) {
    // Every page read and digested; kept only when it is to be scanned, the others let go of at once.
    const html = new Map<string, string>()
    for (const page of pages) {
      const text = await fs.promises.readFile(page.file, 'utf8')
      page.digest = digestOf(text)
      const before = previous.pages[page.url]
      if (!before || before.digest !== page.digest || before.problems > 0) html.set(page.url, text)
    }
    const present = new Set(pages.map((p) => p.url))
    const usable = Object.keys(previous.pages).every((url) => present.has(url)) && previous.files.every((f) => fs.existsSync(path.join(publicDir, f)))
    if (usable) {
      const incremental = await checkPages(publicDir, pages, (p) => html.get(p.url) ?? null, previous, code, options)
      // A changed page that lost an id another page may link to: every page again.
      if (incremental.idsKept) return incremental
    }
  }
  return checkPages(publicDir, pages, () => null, undefined, code, options)
}

/**
 * The check over `pages`: each page's HTML from `htmlOf` (null: read from its file), or, for a page `previous`
 * holds unchanged and without problems when `htmlOf` gives null, its ids and link count from there.
 */
async function checkPages(publicDir: string, pages: PageFile[], htmlOf: (p: PageFile) => string | null, previous: LinkCheckState | undefined, code: string, options: CheckOptions): Promise<LinkReport & { state: LinkCheckState; scanned: number; idsKept: boolean }> {
  /** Each page's ids as one string; null for a generated page not read for them yet (`idsOf` reads it). */
  const idsByPage = new Map<string, string | null>()
  const pageAt = new Map<string, number>()
  /** Resolved URL → its uses, flattened in threes: page index, link number on the page, warn-only (0/1). */
  const uses = new Map<string, number[]>()
  const found: FoundProblem[] = []
  const linksOf = new Map<string, number>()
  // The href as written is filled in at the end (fillHrefs): only the pages with problems are read again.
  const problem = (list: number[], i: number, reason: string): FoundProblem => ({ page: pages[list[i]].url, href: '', reason, warnOnly: list[i + 2] === 1, order: [list[i], list[i + 1]] })
  let checked = 0
  let scanned = 0
  let generated = 0
  let idsKept = true
  /** A changed page's ids against those it had: one that went may be the target of a link on a page not scanned. */
  const keptIds = (before: { ids: string | null } | undefined, ids: Set<string>, asText: string) => {
    if (before && before.ids !== null && idsKept && before.ids !== asText && !before.ids.slice(1, -1).split('\0').every((id) => id === '' || ids.has(id))) idsKept = false
  }
  for (let p = 0; p < pages.length; p++) {
    const page = pages[p]
    pageAt.set(page.url, p)
    const before = previous?.pages[page.url]
    let text = htmlOf(page)
    if (text === null && !(previous && before)) {
      text = await fs.promises.readFile(page.file, 'utf8')
      page.digest = digestOf(text)
    }
    if (text === null) {
      idsByPage.set(page.url, before!.ids)
      linksOf.set(page.url, before!.links)
      checked += before!.links
      if (before!.ids === null) generated++
      continue
    }
    if (options.skipGenerated && onlyGenerated(text)) {
      generated++
      linksOf.set(page.url, 0)
      // Read now only when a link was checked against its ids before: they must all still be there.
      if (before?.ids == null) idsByPage.set(page.url, null)
      else {
        const ids = scanHtml(text).ids
        const asText = idText(ids)
        idsByPage.set(page.url, asText)
        keptIds(before, ids, asText)
      }
      continue
    }
    scanned++
    const scan = scanHtml(text)
    const ids = idText(scan.ids)
    idsByPage.set(page.url, ids)
    keptIds(before, scan.ids, ids)
    let count = 0
    scan.links.forEach(({ href, warnOnly }, n) => {
      if (href === '' || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return
      checked++
      count++
      let resolved: string
      try {
        resolved = PLAIN_ABSOLUTE.test(href) ? href : urlPathAndHash(new URL(href, `http://site${page.url}`))
      } catch {
        found.push({ page: page.url, href, reason: 'not a valid URL', warnOnly, order: [p, n] })
        return
      }
      const list = uses.get(resolved)
      if (list) list.push(p, n, warnOnly ? 1 : 0)
      // A copy of the key: `resolved` may be a substring of the page's HTML, and would keep all of it alive.
      else uses.set(Buffer.from(resolved).toString(), [p, n, warnOnly ? 1 : 0])
    })
    linksOf.set(page.url, count)
  }
  /** A page's ids, reading a generated page the first time a link points into it. */
  const idsOf = async (url: string): Promise<string> => {
    const known = idsByPage.get(url)
    if (known != null) return known
    const ids = idText(scanHtml(await fs.promises.readFile(pages[pageAt.get(url)!].file, 'utf8')).ids)
    idsByPage.set(url, ids)
    return ids
  }
  const fileExists = (p: string) => fs.existsSync(path.join(publicDir, p))
  const files = new Set<string>(previous ? previous.files : [])
  for (const [resolved, list] of uses) {
    const hashAt = resolved.indexOf('#')
    let target: string
    let hash: string
    try {
      target = decodeURIComponent(hashAt < 0 ? resolved : resolved.slice(0, hashAt))
      hash = hashAt < 0 ? '' : decodeURIComponent(resolved.slice(hashAt + 1))
    } catch {
      for (let i = 0; i < list.length; i += 3) found.push(problem(list, i, 'not a valid URL (a bad %-escape)'))
      continue
    }
    if (!idsByPage.has(target) && !target.endsWith('/') && idsByPage.has(target + '/')) target += '/'
    let reason: string | null = null
    if (!idsByPage.has(target)) {
      if (!target.endsWith('/') && fileExists(target)) files.add(target)
      else reason = `no page at ${target}`
    } else if (hash && hash !== 'top' && !(await idsOf(target)).includes(`\0${hash}\0`)) reason = `no element with id "${hash}" on ${target}`
    if (reason === null) continue
    for (let i = 0; i < list.length; i += 3) found.push(problem(list, i, reason))
  }
  found.sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1])
  await fillHrefs(found, pages.map((p) => p.file))
  const errors: LinkProblem[] = []
  const warnings: LinkProblem[] = []
  const problemsOf = new Map<string, number>()
  for (const f of found) {
    ;(f.warnOnly ? warnings : errors).push({ page: f.page, href: f.href, reason: f.reason })
    problemsOf.set(f.page, (problemsOf.get(f.page) ?? 0) + 1)
  }
  const state: LinkCheckState = {
    code,
    pages: Object.fromEntries(pages.map((p) => [p.url, { digest: p.digest, ids: idsByPage.get(p.url)!, links: linksOf.get(p.url)!, problems: problemsOf.get(p.url) ?? 0 }])),
    files: [...files].sort(),
  }
  return { pages: idsByPage.size, generatedPages: generated, checkedLinks: checked, errors, warnings, state, scanned, idsKept }
}

/** Puts back the href as written into each problem that lacks it (problems are few; their pages are read again). */
async function fillHrefs(found: FoundProblem[], files: string[]): Promise<void> {
  let page = -1
  let links: PageScan['links'] = []
  for (const f of found) {
    if (f.href !== '') continue
    if (f.order[0] !== page) {
      page = f.order[0]
      links = scanHtml(await fs.promises.readFile(files[page], 'utf8')).links
    }
    f.href = links[f.order[1]].href
  }
}

export function formatReport(problems: LinkProblem[], label: string, limit = 200): string[] {
  const lines = problems.slice(0, limit).map((p) => `  ${label}: ${p.page} → ${p.href} (${p.reason})`)
  if (problems.length > limit) lines.push(`  ... and ${problems.length - limit} more`)
  return lines
}
