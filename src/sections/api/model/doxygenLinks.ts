/**
 * Links written against doxygen's own HTML output ("classfoo_1_1Bar.html#a3f...", "modules.html", ...), resolved
 * to the page of this site that shows the same thing, by undoing doxygen's file and anchor naming
 * (docs/sections/api.md, "Links written for doxygen's HTML"). A link that resolves nowhere is the caller's warning
 * and becomes text.
 */
import type { DoxygenModel } from './model'
import { type RouteTable, isReadmePath, xrefListNames } from './routes'
import { hrefFor, lineHref } from './hrefs'
import { isPartOf } from './pageParts'

/** Doxygen's escapes of characters in file names (its escapeCharsInString), other than "_" and letters. */
const ESCAPES: Record<string, string> = {
  ':': '_1', '/': '_2', '<': '_3', '>': '_4', '*': '_5', '&': '_6', '|': '_7', '.': '_8', '!': '_9', ',': '_00',
  ' ': '_01', '{': '_02', '}': '_03', '?': '_04', '^': '_05', '%': '_06', '(': '_07', ')': '_08', '+': '_09',
  '=': '_0a', '$': '_0b', '\\': '_0c', '@': '_0d', ']': '_0e', '[': '_0f', '#': '_0g',
}
const UNESCAPES = new Map(Object.entries(ESCAPES).map(([ch, esc]) => [esc, ch]))

/** A name as doxygen writes it into ids and file names. */
export function doxygenEscape(name: string, caseSensitive = true): string {
  let out = ''
  for (const ch of name) {
    if (ch === '_') out += '__'
    else if (ch in ESCAPES) out += ESCAPES[ch]
    else if (!caseSensitive && ch >= 'A' && ch <= 'Z') out += `_${ch.toLowerCase()}`
    else out += ch
  }
  return out
}

/** The inverse of doxygenEscape; letters escaped as "_x" come back upper-case. */
export function doxygenUnescape(id: string): string {
  let out = ''
  for (let i = 0; i < id.length; i++) {
    const ch = id[i]
    if (ch !== '_') {
      out += ch
      continue
    }
    const three = id.slice(i, i + 3)
    const two = id.slice(i, i + 2)
    if (UNESCAPES.has(three)) {
      out += UNESCAPES.get(three)
      i += 2
    } else if (two === '__') {
      out += '_'
      i += 1
    } else if (UNESCAPES.has(two)) {
      out += UNESCAPES.get(two)
      i += 1
    } else if (/[a-z]/.test(id[i + 1] ?? '')) {
      out += id[i + 1].toUpperCase()
      i += 1
    } else out += ch
  }
  return out
}

/** Prefix doxygen puts in front of the escaped name of each compound kind's id. */
const KIND_PREFIX: Record<string, string> = {
  class: 'class', struct: 'struct', union: 'union', interface: 'interface', exception: 'exception',
  namespace: 'namespace', concept: 'concept', group: 'group_', file: '', page: '', example: '',
}

/** A list or index page of the API section, and the doxygen file names that correspond to it. */
export interface ApiListPage {
  /** Route relative to the API base path ('' is the overview), trailing slash. */
  rel: string
  /** ListPage kind ("namespaces", "groups" ...), or an index page "scope/kind". */
  listKind: string
  title: string
  /** Doxygen HTML file stems (without ".html") shown by this page; a RegExp matches letter-split variants. */
  doxygenNames: Array<string | RegExp>
}

const INDEX_SUFFIX: Record<string, string> = { func: 'functions', vars: 'variables', type: 'typedefs', enum: 'enums', eval: 'enumvalues', defs: 'defines' }
const indexNames = (prefix: string, kind: string) => {
  const suffix = Object.entries(INDEX_SUFFIX).find(([, k]) => k === kind)?.[0]
  // functions.html, functions_b.html, functions_func.html, functions_func_0x62.html ...
  return [suffix ? new RegExp(`^${prefix}_${suffix}(?:_(?:0x[0-9a-f]+|[a-z~]))?$`) : new RegExp(`^${prefix}(?:_(?:0x[0-9a-f]+|[a-z~]))?$`)]
}

/**
 * The list pages the API section builds (src/node/api creates exactly these): the overview only when
 * doxygen made no main page; structs, unions, modules, related pages and examples only when there are any.
 * `compounds` are the compounds by id, name and kind; `xrefLists` the names of the to-do style lists.
 */
export function apiListPages(compounds: Array<{ id: string; name: string; kind: string; readme: boolean }>, xrefLists: Set<string>): ApiListPage[] {
  const kinds = new Set(compounds.map((c) => c.kind))
  const hasMainPage = compounds.some((c) => c.id === 'indexpage')
  const relatedPages = compounds.some((c) => c.kind === 'page' && !c.readme && c.id !== 'indexpage' && !xrefLists.has(c.name))
  const pages: ApiListPage[] = []
  if (!hasMainPage) pages.push({ rel: '', listKind: 'overview', title: 'API reference', doxygenNames: [] })
  pages.push({ rel: 'namespaces/', listKind: 'namespaces', title: 'Namespaces', doxygenNames: ['namespaces', 'namespacelist'] })
  pages.push({ rel: 'classes/', listKind: 'classes', title: 'Classes', doxygenNames: ['annotated', 'classes', 'hierarchy', 'inherits'] })
  pages.push({ rel: 'files/', listKind: 'files', title: 'Files', doxygenNames: ['files', 'filelist'] })
  pages.push({ rel: 'folders/', listKind: 'folders', title: 'Folders', doxygenNames: ['dirs'] })
  if (kinds.has('struct')) pages.push({ rel: 'structs/', listKind: 'structs', title: 'Structs', doxygenNames: [] })
  if (kinds.has('union')) pages.push({ rel: 'unions/', listKind: 'unions', title: 'Unions', doxygenNames: [] })
  if (kinds.has('group')) pages.push({ rel: 'groups/', listKind: 'groups', title: 'Modules', doxygenNames: ['modules', 'topics'] })
  if (relatedPages) pages.push({ rel: 'pages/', listKind: 'pages', title: 'Related pages', doxygenNames: ['pages'] })
  if (kinds.has('example')) pages.push({ rel: 'examples/', listKind: 'examples', title: 'Examples', doxygenNames: ['examples'] })
  pages.push({ rel: 'indices/', listKind: 'indices', title: 'Indices', doxygenNames: [] })
  return pages
}


/** The index pages (scope × kind) and the doxygen member-index file names behind each. */
export function indexPageNames(scope: string, kind: string): Array<string | RegExp> {
  const prefix = scope === 'classes' ? 'functions' : scope === 'files' ? 'globals' : 'namespacemembers'
  if (kind === 'all') return indexNames(prefix, 'all')
  if (kind in Object.fromEntries(Object.entries(INDEX_SUFFIX).map(([s, k]) => [k, s]))) return indexNames(prefix, kind)
  return []
}

/** Doxygen's anchors of member sections and page parts → the sectiondef kind (or template anchor) that shows them here. */
const SECTION_ANCHORS: Record<string, string> = {
  'pub-types': 'public-type', 'pub-methods': 'public-func', 'pub-attribs': 'public-attrib', 'pub-slots': 'public-slot',
  'pub-static-methods': 'public-static-func', 'pub-static-attribs': 'public-static-attrib', 'pro-types': 'protected-type',
  'pro-methods': 'protected-func', 'pro-attribs': 'protected-attrib', 'pro-slots': 'protected-slot',
  'pro-static-methods': 'protected-static-func', 'pro-static-attribs': 'protected-static-attrib', 'pri-types': 'private-type',
  'pri-methods': 'private-func', 'pri-attribs': 'private-attrib', 'pri-slots': 'private-slot',
  'pri-static-methods': 'private-static-func', 'pri-static-attribs': 'private-static-attrib', signals: 'signal',
  properties: 'property', events: 'event', friends: 'friend', related: 'related', define: 'define', 'define-members': 'define',
  'typedef-members': 'typedef', typedefs: 'typedef', 'enum-members': 'enum', enums: 'enum', 'func-members': 'func',
  functions: 'func', 'var-members': 'var', variables: 'var',
}

export type LinkResolution =
  /** The value to write into href; `note` says what was given up (an anchor the page lacks). */
  | { href: string; note?: string }
  /** Why the link resolves nowhere (for the warning); the caller shows its text. */
  | { unresolved: string }

export interface DoxygenLinkResolver {
  /**
   * Resolves a relative URL found in a description. `compoundId` is the compound whose page shows the
   * description (for "#anchor" links). Absolute http(s)/mailto URLs and site paths are returned unchanged.
   */
  resolve(url: string, compoundId: string): LinkResolution
}

export function doxygenLinkResolver(model: DoxygenModel, routes: RouteTable): DoxygenLinkResolver {
  const base = routes.basePath
  // Fixed names of doxygen's index files.
  const fixed: Array<{ name: string | RegExp; route: string }> = []
  for (const p of apiListPages([...model.compounds.values()].map((c) => ({ id: c.id, name: c.name, kind: c.kind, readme: isReadmePath(c.location?.file) })), xrefListNames(model))) for (const name of p.doxygenNames) fixed.push({ name, route: base + p.rel })
  for (const scope of ['classes', 'files', 'namespaces']) {
    for (const kind of ['all', 'functions', 'variables', 'typedefs', 'enums', 'enumvalues', 'defines']) {
      for (const name of indexPageNames(scope, kind)) fixed.push({ name, route: `${base}indices/${scope}/${kind}/` })
    }
  }
  // Compound ids as written, lower-cased, and by decoded kind + name.
  const byLowerId = new Map<string, string>()
  const byName = new Map<string, string>()
  for (const c of model.compounds.values()) {
    byLowerId.set(c.id.toLowerCase(), c.id)
    const prefix = KIND_PREFIX[c.kind]
    if (prefix !== undefined) byName.set(`${prefix}|${c.name}`.toLowerCase(), c.id)
  }
  const compoundOf = (stem: string): string | undefined => {
    if (model.compounds.has(stem)) return stem
    const lower = byLowerId.get(stem.toLowerCase())
    if (lower) return lower
    for (const [kind, prefix] of Object.entries(KIND_PREFIX)) {
      if (!prefix || !stem.startsWith(prefix)) continue
      const name = doxygenUnescape(stem.slice(prefix.length))
      const hit = byName.get(`${prefix}|${name}`.toLowerCase())
      if (hit && model.compounds.get(hit)?.kind === kind) return hit
    }
    const asFile = byName.get(`|${doxygenUnescape(stem)}`.toLowerCase())
    return asFile
  }
  const anchorOn = (compoundId: string, anchor: string): string | undefined => {
    const route = routes.compounds.get(compoundId)
    if (!route) return undefined
    if (anchor === '') return route
    if (anchor === 'details') return model.compounds.get(compoundId)?.detailed.length ? `${route}#details` : route
    // Source listing lines: doxygen's "l00042" is our "L42".
    const line = /^l0*(\d+)$/.exec(anchor)
    if (line && routes.filesWithListing.has(route)) return lineHref(route, Number(line[1]), routes)
    const direct = hrefFor(`${compoundId}_1${anchor}`, routes, model)
    if (direct) return direct
    // Members shown on this page but owned by another compound (doxygen gives every page its own anchors
    // of them, e.g. a namespace's function listed on a file page): same anchor part, any owner.
    for (const [id, place] of routes.members) if (isPartOf(place.route, route) && id.endsWith(`_1${anchor}`)) return `${place.route}#${place.anchor}`
    const kind = SECTION_ANCHORS[anchor]
    if (kind) {
      const c = model.compounds.get(compoundId)
      const i = c?.sections.findIndex((s) => s.kind === kind) ?? -1
      const a = i >= 0 ? routes.sectionAnchors.get(compoundId)?.[i] : undefined
      if (a) return `${route}#${a}`
    }
    return undefined
  }
  return {
    resolve(url, compoundId) {
      const trimmed = url.trim()
      if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//') || trimmed.startsWith('/')) return { href: trimmed }
      const hashAt = trimmed.indexOf('#')
      const pathPart = (hashAt >= 0 ? trimmed.slice(0, hashAt) : trimmed).replace(/\?.*$/, '')
      const anchor = hashAt >= 0 ? decodeURIComponent(trimmed.slice(hashAt + 1)) : ''
      if (pathPart === '') {
        const href = anchorOn(compoundId, anchor)
        return href ? { href } : { unresolved: `no anchor "${anchor}" on this page` }
      }
      const file = decodeURIComponent(pathPart.split('/').pop() ?? '')
      const m = /^(.+?)\.(?:html|htm|xhtml)$/i.exec(file)
      if (!m) return { unresolved: `"${pathPart}" is neither a page of doxygen's HTML output nor a web address` }
      const stem = m[1]
      if (stem === 'index' || stem === 'main') {
        const main = routes.compounds.get('indexpage') ?? base
        return anchor && model.compounds.has('indexpage') ? { href: anchorOn('indexpage', anchor) ?? main } : { href: main }
      }
      const list = fixed.find((f) => (typeof f.name === 'string' ? f.name === stem : f.name.test(stem)))
      if (list) return { href: list.route }
      const source = /^(.+)_source$/.exec(stem)
      if (source) {
        const id = compoundOf(source[1])
        const route = id ? routes.compounds.get(id) : undefined
        if (id && route) {
          const line = /^l0*(\d+)$/.exec(anchor)
          if (line && routes.filesWithListing.has(route)) return { href: lineHref(route, Number(line[1]), routes) }
          return { href: routes.filesWithListing.has(route) ? `${route}#source` : route }
        }
      }
      const id = compoundOf(stem)
      if (!id) return { unresolved: `no compound of the XML is written to ${file} by doxygen` }
      const href = anchorOn(id, anchor)
      if (href) return { href }
      const route = routes.compounds.get(id)
      if (route) return { href: route, note: `${file} is ${route}, which has no anchor "${anchor}"; linked to the page` }
      return { unresolved: `${file} is compound ${id}, which has no page` }
    },
  }
}
