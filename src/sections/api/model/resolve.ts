/**
 * Second pass over the model once routes are known: every doxygen ref gets
 * its href (page route plus anchor); a ref to an id that exists nowhere is a
 * warning naming the file and the id, and becomes plain text.
 */
import type { DocElement, DocNode, Listing } from './doc'
import { mapRefs, walk } from './doc'
import type { DoxygenModel, Param } from './model'
import { FIXED_ANCHORS, SECTION_TITLES, type RouteTable } from './routes'
import { checkUrl, describeUnsafe } from '../../../shell/safeUrl'
import { doxygenLinkResolver } from './doxygenLinks'
import { hrefFor, xrefHref } from './hrefs'

/**
 * Ids inside descriptions (\anchor, \section) unique on the page that shows them. One description may reach
 * a page twice (doxygen copies it onto overloads, \copydoc), and an anchor's name may be a member's anchor or
 * a heading's: the first that claims an id keeps it, a later one renders without (links to the anchor reach
 * the first). Member and section anchors claim theirs first (the route table made them unique).
 */
function claimDescriptionIds(model: DoxygenModel, routes: RouteTable): void {
  const taken = new Map<string, Set<string>>()
  const idsOf = (route: string) => {
    let set = taken.get(route)
    if (!set) taken.set(route, (set = new Set([...FIXED_ANCHORS, ...Object.keys(SECTION_TITLES)])))
    return set
  }
  for (const place of routes.members.values()) idsOf(place.route).add(place.anchor)
  for (const place of routes.overloadSets.values()) idsOf(place.route).add(place.anchor)
  for (const [id, anchors] of routes.sectionAnchors) {
    const route = routes.compounds.get(id)
    if (route) for (const a of anchors) idsOf(route).add(a)
  }
  const claim = (nodes: DocNode[], route: string) =>
    walk(nodes, (n) => {
      if ((n.t !== 'anchor' && n.t !== 'section') || !n.id) return
      const ids = idsOf(route)
      if (ids.has(n.id)) n.id = n.t === 'anchor' ? '' : undefined
      else ids.add(n.id)
    })
  for (const c of model.compounds.values()) {
    const route = routes.compounds.get(c.id)
    if (!route) continue
    claim(c.brief, route)
    claim(c.detailed, route)
    for (const s of c.sections) claim(s.description, route)
  }
  for (const m of model.members.values()) {
    const route = routes.members.get(m.id)?.route
    if (!route) continue
    for (const nodes of [m.brief, m.detailed, m.inbody]) claim(nodes, route)
    for (const ev of m.enumValues) for (const nodes of [ev.brief, ev.detailed]) claim(nodes, route)
  }
}

export function resolveAll(model: DoxygenModel, routes: RouteTable, warn: (m: string) => void): void {
  claimDescriptionIds(model, routes)
  const seen = new Set<string>()
  const resolver = (file: string, owner: string) => (ref: Extract<DocElement, { t: 'ref' }>) => {
    const href = hrefFor(ref.id, routes, model)
    if (href === undefined) {
      const key = `${file}|${ref.id}`
      if (!seen.has(key)) {
        seen.add(key)
        warn(`${file}: <ref refid="${ref.id}"> in ${owner} points at an id that is not in the XML; shown as plain text`)
      }
    }
    return href
  }
  const fixParams = (ps: Param[], r: ReturnType<typeof resolver>) => {
    for (const p of ps) {
      p.type = mapRefs(p.type, r)
      p.defval = mapRefs(p.defval, r)
    }
  }
  // <ulink> URLs: unsafe schemes become text; links to doxygen's HTML file names go to our pages;
  // relative links that resolve nowhere become text. Each with a warning naming the file and the item.
  const links = doxygenLinkResolver(model, routes)
  const said = new Set<string>()
  const warnOnce = (m: string) => {
    if (said.has(m)) return
    said.add(m)
    warn(m)
  }
  const linker = (file: string, owner: string, compoundId: string) => (l: Extract<DocElement, { t: 'link' }>) => {
    const verdict = checkUrl(l.url)
    if (!verdict.ok) {
      warnOnce(describeUnsafe(file, owner, l.url))
      return undefined
    }
    const res = links.resolve(verdict.url, compoundId)
    if ('unresolved' in res) {
      warnOnce(`${file}: link "${l.url}" in ${owner} leads to no page of this site (${res.unresolved}); shown as text`)
      return undefined
    }
    if (res.note) warnOnce(`${file}: link "${l.url}" in ${owner}: ${res.note}`)
    return res.href
  }
  let currentLinker: ReturnType<typeof linker> | undefined
  const fix = (nodes: DocNode[], r: ReturnType<typeof resolver>) => mapRefs(nodes, r, currentLinker)
  const ownerName = (id: string) => {
    const c = model.compounds.get(id)
    if (c) return `${c.kind} ${c.name}`
    const m = model.members.get(id)
    return m ? `${m.kind} ${m.qualifiedName}` : id
  }
  for (const c of model.compounds.values()) {
    const r = resolver(c.file, c.id)
    currentLinker = linker(c.file, ownerName(c.id), c.id)
    c.brief = fix(c.brief, r)
    c.detailed = fix(c.detailed, r)
    c.initializer = fix(c.initializer, r)
    c.requiresClause = fix(c.requiresClause, r)
    fixParams(c.templateParams, r)
    // Resolving changes refs inside a node, never the node's kind: the listing stays a listing.
    if (c.listing) c.listing = fix([c.listing], r)[0] as Listing
    for (const s of c.sections) s.description = fix(s.description, r)
  }
  for (const m of model.members.values()) {
    const file = model.compounds.get(m.compoundId)?.file ?? m.compoundId
    const r = resolver(file, m.id)
    currentLinker = linker(file, ownerName(m.id), m.compoundId)
    m.type = fix(m.type, r)
    m.initializer = fix(m.initializer, r)
    m.requiresClause = fix(m.requiresClause, r)
    m.brief = fix(m.brief, r)
    m.detailed = fix(m.detailed, r)
    m.inbody = fix(m.inbody, r)
    fixParams(m.params, r)
    fixParams(m.templateParams, r)
    for (const ev of m.enumValues) {
      ev.initializer = fix(ev.initializer, r)
      ev.brief = fix(ev.brief, r)
      ev.detailed = fix(ev.detailed, r)
    }
  }
  for (const x of model.xrefs) {
    const owner = model.compounds.get(x.ownerId)?.file ?? x.ownerId
    currentLinker = linker(owner, ownerName(x.ownerId), model.compounds.has(x.ownerId) ? x.ownerId : (model.members.get(x.ownerId)?.compoundId ?? x.ownerId))
    x.content = fix(x.content, resolver(owner, x.ownerId))
  }
  // xref boxes link to their list page.
  const linkXrefs = (nodes: DocNode[], ownerId: string) =>
    walk(nodes, (n) => {
      if (n.t === 'xref') n.href = xrefHref(n.kind, n.anchor, ownerId, routes)
    })
  for (const c of model.compounds.values()) linkXrefs(c.detailed, c.id)
  for (const m of model.members.values()) linkXrefs(m.detailed, m.id)
}
