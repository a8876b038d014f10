/**
 * Route naming for the API reference: pure functions of the model, so the same XML always gives the same URLs, and
 * an entry whose name needs no rewriting keeps the plain route when routes collide, so adding a specialisation
 * never moves the primary template. The rules: docs/sections/api.md, "Routes".
 */
import { createHash } from 'node:crypto'
import path from 'node:path'
import type { Compound, DoxygenModel, Member } from './model'
import { plainText } from './doc'
import { apiOptions } from '../options'
import { listingPartOf, memberParts, partRoute } from './pageParts'

import { slugify } from './slug'

export { slugify }

export function shortHash(id: string): string {
  return createHash('sha1').update(id).digest('hex').slice(0, 6)
}

/** Splits "a::b<c::d>::e" at top-level "::" only. */
export function splitQualified(name: string): string[] {
  const out: string[] = []
  let depth = 0
  let cur = ''
  for (let i = 0; i < name.length; i++) {
    const ch = name[i]
    if (ch === '<' || ch === '(' || ch === '[') depth++
    else if ((ch === '>' || ch === ')' || ch === ']') && depth > 0) depth--
    if (depth === 0 && ch === ':' && name[i + 1] === ':') {
      out.push(cur)
      cur = ''
      i++
      continue
    }
    cur += ch
  }
  out.push(cur)
  return out.map((s) => s.trim()).filter((s) => s !== '')
}

const KIND_FOLDER: Record<string, string> = {
  class: 'classes',
  struct: 'structs',
  union: 'unions',
  interface: 'interfaces',
  exception: 'exceptions',
  concept: 'concepts',
  namespace: 'namespaces',
  group: 'groups',
  example: 'examples',
}

export const isReadmePath = (p: string | undefined): boolean => !!p && /^readme\.md$/i.test(path.posix.basename(p))

/** Longest route segment; longer ones (template specialisations spelt out in full) are cut and get a hash of the whole. */
export const MAX_SEGMENT = 96
const capSegment = (s: string) => (s.length <= MAX_SEGMENT ? s : `${s.slice(0, MAX_SEGMENT - 7).replace(/-+$/, '')}-${shortHash(s)}`)
const segs = (parts: string[]) => parts.map(slugify).map((s) => capSegment(s || '-')).join('/')

/** Template headings every reference page may use; member anchors never take these. */
export const FIXED_ANCHORS = [
  'top', 'declaration', 'details', 'includes', 'included-by', 'inheritance', 'classes', 'namespaces', 'concepts', 'files',
  'folders', 'pages', 'groups', 'source', 'member-documentation', 'readme', 'members', 'enumerators', 'mentioned-in', 'inherited-members',
  'subgroups', 'subpages', 'examples', 'modules', 'constrains', 'satisfied-by', 'specialisations', 'primary-template',
]

/** Title and anchor of each doxygen sectiondef kind. */
export const SECTION_TITLES: Record<string, string> = {
  'public-type': 'Public types',
  'public-func': 'Public member functions',
  'public-attrib': 'Public attributes',
  'public-slot': 'Public slots',
  'public-static-func': 'Static public member functions',
  'public-static-attrib': 'Static public attributes',
  'protected-type': 'Protected types',
  'protected-func': 'Protected member functions',
  'protected-attrib': 'Protected attributes',
  'protected-slot': 'Protected slots',
  'protected-static-func': 'Static protected member functions',
  'protected-static-attrib': 'Static protected attributes',
  'package-type': 'Package types',
  'package-func': 'Package functions',
  'package-attrib': 'Package attributes',
  'package-static-func': 'Static package functions',
  'package-static-attrib': 'Static package attributes',
  'private-type': 'Private types',
  'private-func': 'Private member functions',
  'private-attrib': 'Private attributes',
  'private-slot': 'Private slots',
  'private-static-func': 'Static private member functions',
  'private-static-attrib': 'Static private attributes',
  signal: 'Signals',
  'dcop-func': 'DCOP functions',
  property: 'Properties',
  event: 'Events',
  friend: 'Friends',
  related: 'Related symbols',
  define: 'Macros',
  prototype: 'Prototypes',
  typedef: 'Type aliases',
  enum: 'Enumerations',
  func: 'Functions',
  var: 'Variables',
}

/**
 * Doxygen writes sections in declaration order, so a class that declares its
 * data first would open with "Private attributes". Readers expect the public
 * interface first: sections follow SECTION_TITLES' order (public, protected,
 * package, private, then the rest); user-defined groups keep their place after them.
 */
const SECTION_ORDER = Object.keys(SECTION_TITLES)
function sectionRank(kind: string): number {
  const i = SECTION_ORDER.indexOf(kind)
  return i < 0 ? SECTION_ORDER.length : i
}

/** Sort order of a compound's sections on its page (a stable sort keeps doxygen's order within a rank). */
export const byPageOrder = (a: { kind: string }, b: { kind: string }): number => sectionRank(a.kind) - sectionRank(b.kind)

/** The member ids of a section that exist in the model (its page shows no others). */
export const existingMemberIds = (ids: string[], model: DoxygenModel): string[] => ids.filter((id) => model.members.has(id))

/** A compound's sections as its page lists them: in page order, with only the members that exist. */
function pageSections(c: Compound, model: DoxygenModel): Array<{ kind: string; memberIds: string[] }> {
  return c.sections.map((s) => ({ kind: s.kind, memberIds: existingMemberIds(s.memberIds, model) })).sort(byPageOrder)
}

export interface RouteTable {
  basePath: string
  /** compound id → route (absolute, trailing slash). */
  compounds: Map<string, string>
  /** member or enum value id → page route (the part of its compound's page that shows it) and anchor. */
  members: Map<string, { route: string; anchor: string }>
  /**
   * Member id → the overload set it belongs to (model/overloads.ts): members of one name and kind documented on
   * one page, when there are two or more. Members with a name of their own have none.
   */
  overloadSets: Map<string, OverloadSetPlace>
  /** compound id → anchor of each of its sections, in order. */
  sectionAnchors: Map<string, string[]>
  /** README path → number (1-based, path order). */
  readmes: Map<string, number>
  /** source path (as in <location file>) → file page route. */
  fileByPath: Map<string, string>
  /** File compounds whose page shows a source listing, by route (the page has a #source heading). */
  filesWithListing: Set<string>
  /**
   * File page route → the line numbers its listing renders as `L<n>` anchors (the same test CodeListing
   * makes: numbered codelines of the listing the file page shows), each with the part of the page that shows
   * it (pageParts.ts). Doxygen's listing may omit lines (an .inl included at the end, a file under
   * EXTENSION_MAPPING, a .dox page): a line anchor is made only from this table (hrefs.ts lineHref).
   */
  listingLines: Map<string, Map<number, number>>
  /**
   * Xref item (list, doxygen anchor, owner; xrefItemKey) → its element id on the list page. Doxygen gives
   * one id to the item of every entity that shares its documentation (inherited by overrides, \copydoc):
   * the first owner keeps doxygen's anchor, the others get a hash of their id, so the list page's ids and
   * every link to them (hrefs.ts xrefHref) come from this one table.
   */
  xrefIds: Map<string, string>
  /** Links made to something the pages cannot show, degraded to the nearest target that exists: count per reason. */
  degraded: Map<string, number>
  /** README route → the compound ids shown on it (the file and doxygen's markdown page). */
  readmeCompounds: Map<string, string[]>
  warnings: string[]
}

/** Key of an xref item in RouteTable.xrefIds. */
export const xrefItemKey = (list: string, anchor: string, ownerId: string): string => `${list}\0${anchor}\0${ownerId}`

function filePath(c: Compound, parentDir: Map<string, Compound>): string {
  if (c.location?.file) return c.location.file
  const dir = parentDir.get(c.id)
  return dir ? `${dir.name}/${c.name}` : c.name
}

/** The to-do list has a page even when no item is on it. */
export const TODO_LIST = 'todo'

/** Doxygen's four to-do style lists, with the site's titles for them (doxygen's "Todo List" is not the site's case). */
const BUILT_IN_XREF_LISTS = new Map([
  [TODO_LIST, 'To-do list'],
  ['deprecated', 'Deprecated list'],
  ['bug', 'Bug list'],
  ['test', 'Test list'],
])

/** Names of the to-do style lists of a model (the pages doxygen makes for \todo, \deprecated, \xrefitem ...). */
export function xrefListNames(model: DoxygenModel): Set<string> {
  return new Set([...BUILT_IN_XREF_LISTS.keys(), ...model.xrefs.map((x) => x.list)])
}

/**
 * A to-do style list's title, the one its page, its twin, the sidebar and every list of pages show: the site's for
 * doxygen's four, else its page's `<title>` (an \xrefitem's list title), else its name.
 */
export const xrefListTitle = (list: string, pageTitle?: string | null): string => BUILT_IN_XREF_LISTS.get(list) ?? (pageTitle?.trim() || `${list} list`)

/** The titles of `lists`, from their page compounds (a list without items, the to-do list, may have none). */
export function xrefListTitles(lists: Iterable<string>, compounds: ReadonlyArray<{ kind: string; name: string; title?: string | null }>): Map<string, string> {
  const pageTitle = new Map(compounds.filter((c) => c.kind === 'page').map((c) => [c.name, c.title]))
  return new Map([...lists].map((list) => [list, xrefListTitle(list, pageTitle.get(list))]))
}

export function buildRoutes(model: DoxygenModel, basePath: string = apiOptions.basePath): RouteTable {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`
  const warnings: string[] = []
  const parentDir = new Map<string, Compound>()
  for (const c of model.compounds.values()) if (c.kind === 'dir') for (const f of c.innerFiles) if (f.refid) parentDir.set(f.refid, c)
  const xrefLists = xrefListNames(model)

  // README numbering: every README.md path known from a file compound or a markdown page.
  const readmePaths = new Set<string>()
  for (const c of model.compounds.values()) {
    if ((c.kind === 'file' || c.kind === 'page') && isReadmePath(c.location?.file)) readmePaths.add(c.location!.file)
  }
  const readmes = new Map<string, number>()
  ;[...readmePaths].sort().forEach((p, i) => readmes.set(p, i + 1))

  // Wrapper folders: a leading folder that every source file and folder sits in, holding nothing but one
  // subfolder (e.g. include/ around include/<lib>/), is left out of file and folder routes.
  const strip = wrapperPrefix(model, parentDir)
  const stripped = (p: string) => (strip && p.startsWith(strip) ? p.slice(strip.length) : p)

  // Candidate routes (relative to base), with the raw last segment for the collision rule.
  const candidates: Array<{ id: string; rel: string; raw: string; alias?: boolean }> = []
  const readmeCompounds = new Map<string, string[]>()
  for (const c of model.compounds.values()) {
    let rel: string
    let raw = c.name
    if ((c.kind === 'file' || c.kind === 'page') && c.location?.file && readmes.has(c.location.file)) {
      rel = `files/readme-md-${readmes.get(c.location.file)}`
      const list = readmeCompounds.get(base + rel + '/') ?? []
      list.push(c.id)
      readmeCompounds.set(base + rel + '/', list)
      candidates.push({ id: c.id, rel, raw: rel, alias: true })
      continue
    }
    switch (c.kind) {
      case 'file': {
        const p = stripped(filePath(c, parentDir))
        const parts = p.split('/').filter(Boolean)
        raw = parts[parts.length - 1] ?? c.name
        rel = `files/${segs(parts)}`
        break
      }
      case 'dir': {
        const kept = stripped(c.name.replace(/\/?$/, '/')).split('/').filter(Boolean)
        const parts = kept.length > 0 ? kept : c.name.split('/').filter(Boolean)
        raw = parts[parts.length - 1] ?? c.name
        rel = `folders/${segs(parts)}`
        break
      }
      case 'page':
        if (c.id === 'indexpage') rel = ''
        // A to-do style list's page, at the route its items link (pages/<list name>/), whatever doxygen's id for it.
        else if (xrefLists.has(c.name)) rel = `pages/${c.name}`
        else rel = `pages/${slugify(c.name) || '-'}`
        break
      default: {
        const parts = c.kind === 'group' || c.kind === 'example' ? [c.name] : splitQualified(c.name)
        raw = parts[parts.length - 1] ?? c.name
        rel = `${KIND_FOLDER[c.kind]}/${segs(parts)}`
      }
    }
    candidates.push({ id: c.id, rel, raw })
  }
  // Pages the site always builds itself: compounds must not take them.
  const reserved = new Set(['namespaces', 'classes', 'structs', 'unions', 'files', 'folders', 'indices', 'groups', 'examples', 'pages', 'pages/todo'])
  const byRoute = new Map<string, typeof candidates>()
  for (const cand of candidates) {
    const list = byRoute.get(cand.rel) ?? []
    list.push(cand)
    byRoute.set(cand.rel, list)
  }
  const compounds = new Map<string, string>()
  const taken = new Set<string>()
  for (const [rel, list] of byRoute) {
    if (list.every((c) => c.alias)) {
      for (const c of list) compounds.set(c.id, base + (rel ? rel + '/' : ''))
      taken.add(rel)
      continue
    }
    const isReservedList = reserved.has(rel) && !(rel === 'pages/todo' && list.length === 1 && model.pageNames.get(list[0].id) === 'todo')
    if (list.length === 1 && !isReservedList) {
      compounds.set(list[0].id, base + (rel ? rel + '/' : ''))
      taken.add(rel)
      continue
    }
    const clean = list.filter((c) => slugify(c.raw) === c.raw.toLowerCase())
    const keeper = !isReservedList && clean.length === 1 ? clean[0] : undefined
    for (const c of list) {
      let r = c === keeper ? rel : `${rel}-${shortHash(c.id)}`
      while (taken.has(r) || byRoute.has(r) && r !== rel) r = `${r}-${shortHash(r)}`
      taken.add(r)
      compounds.set(c.id, base + r + '/')
    }
    warnings.push(`Routes would collide at ${base}${rel}/ for ${list.map((c) => c.id).join(', ')}; hash suffixes added`)
  }

  const fileByPath = new Map<string, string>()
  const filesWithListing = new Set<string>()
  const listingLines = new Map<string, Map<number, number>>()
  for (const c of model.compounds.values()) {
    if (c.kind !== 'file') continue
    const route = compounds.get(c.id)!
    fileByPath.set(filePath(c, parentDir), route)
    // A README's route shows doxygen's markdown page when there is one (the article template), never the listing.
    const shownAsArticle = (readmeCompounds.get(route) ?? []).some((id) => model.compounds.get(id)?.kind === 'page')
    if (!c.listing || typeof c.listing === 'string' || c.listing.t !== 'listing' || shownAsArticle) continue
    filesWithListing.add(route)
    const lines = new Map<number, number>()
    c.listing.lines.forEach((l, i) => l.n !== undefined && lines.set(l.n, listingPartOf(i)))
    listingLines.set(route, lines)
  }

  // Member anchors, per page.
  const members = new Map<string, { route: string; anchor: string }>()
  const sectionAnchors = new Map<string, string[]>()
  const byCompound = new Map<string, Member[]>()
  for (const m of model.members.values()) {
    const list = byCompound.get(m.compoundId) ?? []
    list.push(m)
    byCompound.set(m.compoundId, list)
  }
  const used = new Map<string, Set<string>>()
  const overloadSets = new Map<string, OverloadSetPlace>()
  for (const c of model.compounds.values()) {
    const route = compounds.get(c.id)!
    let set = used.get(route)
    if (!set) {
      set = new Set(FIXED_ANCHORS)
      for (const k of Object.keys(SECTION_TITLES)) set.add(k)
      used.set(route, set)
    }
    const taken = set
    const secAnchors: string[] = []
    let userIndex = 0
    for (const s of c.sections) {
      let a = s.kind in SECTION_TITLES ? s.kind : `user-defined-${++userIndex}`
      if (secAnchors.includes(a) || (!(s.kind in SECTION_TITLES) && taken.has(a))) {
        let n = 2
        while (taken.has(`${a}-${n}`) || secAnchors.includes(`${a}-${n}`)) n++
        a = `${a}-${n}`
      }
      taken.add(a)
      secAnchors.push(a)
    }
    sectionAnchors.set(c.id, secAnchors)
    // Members in page order: the order of the sections that list them.
    const own = byCompound.get(c.id) ?? []
    const order = new Map<string, number>()
    let i = 0
    for (const s of c.sections) for (const id of s.memberIds) if (!order.has(id)) order.set(id, i++)
    own.sort((a, b) => (order.get(a.id) ?? 1e9) - (order.get(b.id) ?? 1e9) || (a.id < b.id ? -1 : 1))
    const alloc = (name: string, id: string): string => {
      const s = slugify(name) || 'member'
      let a = s
      if (taken.has(a)) a = `${s}-${shortHash(id)}`
      while (taken.has(a)) a = `${a}-${shortHash(a)}`
      taken.add(a)
      return a
    }
    // Parts follow the page's section order, as the page's node and its query do.
    const { partOf } = memberParts(pageSections(c, model))
    for (const m of own) {
      const anchor = alloc(m.name, m.id)
      const page = partRoute(route, partOf.get(m.id) ?? 0)
      members.set(m.id, { route: page, anchor })
      for (const ev of m.enumValues) members.set(ev.id, { route: page, anchor: alloc(`${anchor}-${ev.name}`, ev.id) })
    }
    // Overload sets after every member anchor, so a set's anchor never moves a member's (old links keep working).
    // Numbered in the order the page shows them: its sections in page order.
    const shown = new Map<string, number>()
    for (const sec of pageSections(c, model)) for (const id of sec.memberIds) if (!shown.has(id)) shown.set(id, shown.size)
    const inPageOrder = own.filter((m) => shown.has(m.id)).sort((a, b) => shown.get(a.id)! - shown.get(b.id)!)
    const setTaken = new Set<string>()
    const owner = ['class', 'struct', 'union', 'interface', 'exception'].includes(c.kind) ? splitQualified(c.name).at(-1)?.replace(/\s*<.*$/s, '') : undefined
    const candidates = inPageOrder.map((m) => ({ ...m, returnType: plainText(m.type), owner }))
    for (const ids of overloadGroups(candidates, (id) => members.get(id)!.route)) {
      const first = model.members.get(ids[0])!
      const anchor = overloadSetAnchor(first.name, first.kind, (a) => taken.has(a) || setTaken.has(a))
      setTaken.add(anchor)
      taken.add(anchor)
      const route = members.get(ids[0])!.route
      ids.forEach((id, i) => overloadSets.set(id, { route, anchor, number: i + 1, ids }))
    }
  }
  const xrefIds = new Map<string, string>()
  const xrefTaken = new Set<string>()
  for (const x of model.xrefs) {
    const key = xrefItemKey(x.list, x.anchor, x.ownerId)
    if (xrefIds.has(key)) continue
    let id = xrefTaken.has(`${x.list}\0${x.anchor}`) ? `${x.anchor}-${shortHash(x.ownerId)}` : x.anchor
    while (xrefTaken.has(`${x.list}\0${id}`)) id = `${id}-${shortHash(id)}`
    xrefTaken.add(`${x.list}\0${id}`)
    xrefIds.set(key, id)
  }
  for (const a of model.anchors.values()) {
    const route = compounds.get(a.compoundId)
    if (route && used.get(route)?.has(a.anchor)) warnings.push(`Anchor "${a.anchor}" on ${route} is used twice`)
  }
  return { basePath: base, compounds, members, overloadSets, sectionAnchors, readmes, fileByPath, filesWithListing, listingLines, xrefIds, degraded: new Map(), readmeCompounds, warnings }
}

/** Where a member's overload set is documented, and the member's place in it. */
export interface OverloadSetPlace {
  /** The page (part) that documents the set. */
  route: string
  /** The set's own id on that page. */
  anchor: string
  /** The member's number in the set, from 1. */
  number: number
  /** The ids of the set's members, in their order. */
  ids: string[]
}

/** Kinds C++ overloads by name; a friend only when it is a function (a friend class has no parameter list). */
const SET_KINDS = new Set(['function', 'signal', 'slot', 'prototype', 'friend'])

/** A member as overloadGroups reads it: `returnType` is its type's text, `owner` the short name of its class, if any. */
export interface OverloadCandidate {
  id: string
  name: string
  kind: string
  argsString: string
  returnType?: string
  owner?: string
}

/**
 * Whether doxygen's function is a declaration C++ can overload. Only constructors, destructors and conversion
 * operators are declared without a return type; a "function" without one is something doxygen misread as a
 * declaration (a macro invoked at namespace scope, `GLM_ALIGNED_TYPEDEF(int8, aligned_int8, 1)`; a function
 * pointer behind an unknown calling-convention macro, `void (APIENTRY *glDrawBuffers)(…)`), so such namesakes are
 * separate entries, not numbered signatures of one function.
 */
function overloadable(m: OverloadCandidate): boolean {
  if (!SET_KINDS.has(m.kind) || (m.kind === 'friend' && !m.argsString.trim().startsWith('('))) return false
  return m.returnType === undefined || !misreadFunction({ name: m.name, returnType: m.returnType, owner: m.owner })
}

/** A function doxygen gives without a return type that is no constructor, destructor or conversion operator (see overloadable). */
export function misreadFunction(m: { name: string; returnType: string; owner?: string }): boolean {
  if (m.returnType.trim() !== '') return false
  const bare = m.name.replace(/<.*$/s, '').trim()
  return !(bare.startsWith('~') || /^operator\b/.test(bare) || (m.owner !== undefined && bare === m.owner))
}

/**
 * The overload sets among the members a compound documents (in page order): members of one name and kind on one
 * page, two or more of them, each set in the order of its members. A set split by a page part is one set per part.
 */
export function overloadGroups(members: ReadonlyArray<OverloadCandidate>, routeOf: (id: string) => string): string[][] {
  const groups = new Map<string, string[]>()
  for (const m of members) {
    if (!overloadable(m)) continue
    const key = `${routeOf(m.id)}\u0000${m.kind}\u0000${m.name}`
    const list = groups.get(key)
    if (list) list.push(m.id)
    else groups.set(key, [m.id])
  }
  return [...groups.values()].filter((ids) => ids.length > 1)
}

/**
 * A set's anchor: the slugged name and `--overloads`. No member anchor holds `--` (slugs and their hash suffixes
 * join with single dashes), so a set's anchor is never a member's. A name the slug rewrites (an operator) gets a
 * hash of the kind and name, so `operator+` and `operator-` differ; `taken` settles what is left (`Vec` and `vec`).
 */
export function overloadSetAnchor(name: string, kind: string, taken: (anchor: string) => boolean): string {
  const slug = slugify(name) || 'member'
  let a = slug === name.toLowerCase() ? `${slug}--overloads` : `${slug}-${shortHash(`${kind}\u0000${name}`)}--overloads`
  while (taken(a)) a = `${a.slice(0, -'--overloads'.length)}-${shortHash(a)}--overloads`
  return a
}

/**
 * The folder prefix to leave out of file and folder routes: the part of the source paths in front of the include
 * paths doxygen reports for classes (doxygen's STRIP_FROM_INC_PATH, e.g. "include/" in front of "lib/vec3.hpp").
 * Only a prefix every class header agrees on, and that every source file and folder sits in, is used.
 */
export function wrapperPrefix(model: DoxygenModel, parentDir: Map<string, Compound>): string {
  const prefixes = new Set<string>()
  for (const c of model.compounds.values()) {
    for (const inc of c.includes) {
      if (c.kind === 'file' || !inc.refid) continue
      const file = model.compounds.get(inc.refid)
      if (!file || file.kind !== 'file') continue
      const p = filePath(file, parentDir)
      if (p.endsWith('/' + inc.name)) prefixes.add(p.slice(0, p.length - inc.name.length))
      else if (p === inc.name) prefixes.add('')
    }
  }
  if (prefixes.size !== 1) return ''
  const prefix = [...prefixes][0]
  if (!prefix) return ''
  const files = [...model.compounds.values()].filter((c) => c.kind === 'file' && !isReadmePath(c.location?.file)).map((c) => filePath(c, parentDir))
  return files.every((f) => f.startsWith(prefix)) ? prefix : ''
}

/**
 * Folder titles: the folder's path below the include root, e.g. "helios/math" for doxygen's
 * "include/helios/math". The include root is the source path in front of the include paths doxygen
 * reports for classes (STRIP_FROM_INC_PATH), when those include paths hold a folder and all agree on it.
 * Without such include paths, it is the deepest folder every other folder sits in (a library whose
 * headers are all under "bullet/" shows "LinearMath" for "bullet/LinearMath"). A folder that is the
 * root itself, or that lies outside it, keeps doxygen's path.
 */
export function folderTitles(model: DoxygenModel): Map<string, string> {
  const parentDir = new Map<string, Compound>()
  for (const c of model.compounds.values()) if (c.kind === 'dir') for (const f of c.innerFiles) if (f.refid) parentDir.set(f.refid, c)
  const dirs = [...model.compounds.values()].filter((c) => c.kind === 'dir')
  const clean = (p: string) => p.replace(/\/+$/, '')
  const prefixes = new Set<string>()
  for (const c of model.compounds.values()) {
    if (c.kind === 'file') continue
    for (const inc of c.includes) {
      if (!inc.refid || !inc.name.includes('/')) continue
      const file = model.compounds.get(inc.refid)
      if (!file || file.kind !== 'file') continue
      const p = filePath(file, parentDir)
      if (p.endsWith('/' + inc.name)) prefixes.add(p.slice(0, p.length - inc.name.length))
      else if (p === inc.name) prefixes.add('')
    }
  }
  let root: string | undefined
  if (prefixes.size === 1) root = clean([...prefixes][0])
  else if (prefixes.size === 0 && dirs.length > 1) {
    const paths = dirs.map((d) => clean(d.name).split('/'))
    const common: string[] = []
    for (let i = 0; paths.every((p) => p.length > i && p[i] === paths[0][i]); i++) common.push(paths[0][i])
    // The common folder must be a folder of its own, not the whole path of the only deepest one.
    if (common.length > 0 && dirs.some((d) => clean(d.name) === common.join('/'))) root = common.join('/')
  }
  const out = new Map<string, string>()
  for (const d of dirs) {
    const p = clean(d.name)
    out.set(d.id, root && p.startsWith(root + '/') ? p.slice(root.length + 1) : p)
  }
  return out
}
