/**
 * The in-process half of the generative test: the API section's real node code run on doxygen XML, checking that
 * every generated href reaches a page and id the templates render and that no page has an id twice. Targets are
 * gathered the way the templates render them, never from the route table, so a link made wrongly is caught.
 */
import { readDoxygenFolder } from '../../src/sections/api/model/model'
import { buildRoutes, FIXED_ANCHORS, splitQualified, type RouteTable } from '../../src/sections/api/model/routes'
import { resolveAll } from '../../src/sections/api/model/resolve'
import { compoundPayloads, memberPayloads, setImageSources, xrefPayloads, type CompoundPayload, type MemberPayload } from '../../src/sections/api/node/nodes'
import { type DocNode, plainText, walk } from '../../src/sections/api/model/doc'
import { compoundPageParts, listingOfPart, memberParts, partRoute } from '../../src/sections/api/model/pageParts'
import { apiListPages } from '../../src/sections/api/model/doxygenLinks'
import { computeCoverage, COVERAGE_SECTIONS } from '../../src/sections/api/model/coverage'
import { namespaceHeadingIds } from '../../src/sections/api/model/changesIds'
import { COVERAGE_SEGMENT } from '../../src/sections/api/options'

export interface PipelineReport {
  links: number
  problems: string[]
  degraded: Map<string, number>
}

const BASE = '/docs/gen/'
/** Headings the templates may give any page; no generated id may take one. */
const TEMPLATE_IDS = new Set(FIXED_ANCHORS)

/** Ids a description renders (anchors, headings of sections) and the hrefs it carries. */
function docIds(nodes: DocNode[] | null | undefined, ids: string[], hrefs: string[]): void {
  if (!nodes) return
  walk(nodes, (n) => {
    // DocContent gives ids to anchors and sections (headings have none); an empty id renders none.
    if ((n.t === 'anchor' || n.t === 'section') && n.id) ids.push(n.id)
    else if ((n.t === 'ref' || n.t === 'xref') && n.href) hrefs.push(n.href)
  })
}

export function checkPipeline(xmlDir: string): PipelineReport {
  const warnings: string[] = []
  const model = readDoxygenFolder(xmlDir, { warn: (m) => warnings.push(m) })
  const routes: RouteTable = buildRoutes(model, BASE)
  const coverage = computeCoverage(model, routes)
  resolveAll(model, routes, (m) => warnings.push(m))
  setImageSources(model, routes)
  const compounds = compoundPayloads(model, routes)
  const members = memberPayloads(model, routes)
  const xrefs = xrefPayloads(model, routes)
  const memberById = new Map(members.map((m) => [m.refid, m]))

  /** page route → ids it renders, in order (repeats kept, to find duplicates). */
  const pages = new Map<string, string[]>()
  const page = (route: string) => {
    let ids = pages.get(route)
    if (!ids) pages.set(route, (ids = []))
    return ids
  }
  const hrefs: Array<{ from: string; href: string }> = []
  const setProblems: string[] = []
  const linkFrom = (from: string, list: Array<string | null | undefined>) => {
    for (const h of list) if (h) hrefs.push({ from, href: h })
  }

  const lists = new Set(['todo', ...xrefs.map((x) => x.list)])
  const readmeWithPage = new Set(compounds.filter((c) => c.kind === 'page' && c.readmeNumber !== null).map((c) => c.readmeNumber))
  for (const c of compounds) {
    if (c.kind === 'page' && lists.has(c.name)) continue
    if (c.kind === 'file' && c.readmeNumber !== null && readmeWithPage.has(c.readmeNumber)) continue
    const parts = compoundPageParts(c.kind, c.sections, c.listingLineCount)
    for (let part = 0; part < parts; part++) pageOfCompound(c, part, parts)
  }
  function pageOfCompound(c: CompoundPayload, part: number, parts: number) {
    const route = partRoute(c.route, part)
    const ids = page(route)
    const own: string[] = []
    const docHrefs: string[] = []
    const { partOf } = memberParts(c.sections)
    const documented = new Set<string>()
    for (const s of c.sections) {
      const shown = s.memberIds.filter((id) => parts === 1 || partOf.get(id) === part)
      if (shown.length === 0) continue
      own.push(s.anchor)
      docIds(s.description, own, docHrefs)
      for (const id of shown) {
        const m = memberById.get(id)
        if (!m) continue
        // Listed here (the summary row's brief, without its anchors); documented here only when its route is this page.
        docIds(m.brief, [], docHrefs)
        if (m.route !== route) {
          linkFrom(route, [m.href])
          continue
        }
        // Documented once, under the first section that lists it (components/types.ts, ownMembers).
        if (documented.has(m.refid)) continue
        documented.add(m.refid)
        // An overload set's block carries the set's id once, then each signature its member's.
        if (m.overloadSet && !own.includes(m.overloadSet.anchor)) own.push(m.overloadSet.anchor)
        if (m.overloadSet) linkFrom(route, [m.overloadSet.href])
        own.push(m.anchor)
        for (const ev of m.enumValues) own.push(ev.anchor)
        memberLinks(m, own, docHrefs)
      }
    }
    // A file's listing: on each part, the lines of that part.
    if (c.listing && typeof c.listing !== 'string' && c.listing.t === 'listing' && c.kind === 'file') {
      const lines = listingOfPart(c.listing, part)
      for (const l of lines.lines) if (l.n !== undefined) own.push(`L${l.n}`)
      docIds([lines], [], docHrefs)
    }
    if (part === 0) {
      docIds(c.brief, own, docHrefs)
      docIds(c.detailed, own, docHrefs)
      linkFrom(route, [c.location?.href, ...c.includes.map((i) => i.route), ...c.includedBy.map((i) => i.route), ...c.breadcrumbs.map((b) => b.route)])
      for (const list of [c.bases, c.derived, c.innerClasses, c.innerNamespaces, c.innerFiles, c.innerDirs, c.innerPages, c.innerGroups, c.innerConcepts]) linkFrom(route, list.map((r) => r.route))
      for (const g of c.inherited) linkFrom(route, [g.route, ...[...g.memberIds, ...g.protectedMemberIds].map((id) => memberById.get(id)?.href)])
      // Templates: what a concept constrains, the types that satisfy it, specialisations and their primary.
      linkFrom(route, [...c.constrains, ...c.specialisations, c.primaryTemplate].map((l) => l?.href))
      // A Constrains row of several overloads links their set's entry.
      linkFrom(route, c.constrains.map((l) => l.overloadSetHref))
      docIds(c.requiresClause, [], docHrefs)
      docIds(c.initializer, [], docHrefs)
      for (const s of c.satisfiedBy) docIds(s.type, [], docHrefs)
    }
    ids.push(...own)
    linkFrom(route, docHrefs)
    setProblems.push(...overloadSetProblems(route, [...documented].map((id) => memberById.get(id)!)))
  }
  function memberLinks(m: MemberPayload, ids: string[], out: string[]) {
    for (const nodes of [m.type, m.initializer, m.requiresClause, m.brief, m.detailed, m.inbody, ...m.params.flatMap((p) => [p.type, p.defval]), ...m.templateParams.flatMap((p) => [p.type, p.defval])]) docIds(nodes as DocNode[], ids, out)
    for (const ev of m.enumValues) for (const nodes of [ev.initializer, ev.brief, ev.detailed]) docIds(nodes, ids, out)
    out.push(...[m.location?.href, ...m.reimplements.map((r) => r.href), ...m.reimplementedBy.map((r) => r.href)].filter((h): h is string => !!h))
  }
  for (const list of lists) {
    const route = `${BASE}pages/${list}/`
    const ids = page(route)
    for (const x of xrefs.filter((i) => i.list === list)) {
      ids.push(x.anchor)
      const out: string[] = []
      docIds(x.content, [], out)
      linkFrom(route, [x.ownerHref, ...out])
    }
  }
  for (const p of apiListPages(compounds.map((c) => ({ id: c.refid, name: c.name, kind: c.kind, readme: c.readmeNumber !== null })), lists)) page(BASE + p.rel)
  // The coverage page (CoveragePage.tsx): its section and namespace headings, and a link to every undocumented
  // entity, which must reach the entity's entry.
  const coverageRoute = `${BASE}${COVERAGE_SEGMENT}/`
  page(coverageRoute).push(...COVERAGE_SECTIONS.map((s) => s.id), ...namespaceHeadingIds([...new Set(coverage.undocumented.map((u) => u.namespace))]))
  linkFrom(coverageRoute, coverage.undocumented.map((u) => u.url))

  const problems: string[] = [...setProblems]
  for (const u of coverage.undocumented) if (!u.url) problems.push(`coverage: ${u.kind} ${u.name} is listed undocumented with no page to link to`)
  for (const [route, ids] of pages) {
    const seen = new Set<string>()
    for (const id of ids) {
      if (seen.has(id) || TEMPLATE_IDS.has(id)) problems.push(`id "${id}" twice on ${route}`)
      seen.add(id)
    }
  }
  const idSets = new Map([...pages].map(([r, ids]) => [r, new Set(ids)]))
  for (const { from, href } of hrefs) {
    if (!href.startsWith('/')) continue
    const [target, hash] = href.split('#') as [string, string | undefined]
    const ids = idSets.get(target)
    if (!target.startsWith(BASE)) continue
    if (!ids) problems.push(`${from} → ${href}: no page at ${target}`)
    else if (hash && !ids.has(hash) && !TEMPLATE_IDS.has(hash)) problems.push(`${from} → ${href}: no id "${hash}" on ${target}`)
  }
  return { links: hrefs.length, problems: [...new Set(problems)], degraded: routes.degraded }
}

/**
 * The overload sets of one page, checked against what C++ calls overloads, not against the route table: the
 * functions (and function friends, signals, slots) of one name and kind the page documents are one set, numbered
 * 1..n in page order, with its count; a name documented once has no set.
 */
function overloadSetProblems(route: string, documented: MemberPayload[]): string[] {
  const problems: string[] = []
  const byName = new Map<string, MemberPayload[]>()
  for (const m of documented) {
    // Declared without a return type, only a constructor, destructor or conversion operator is a function C++
    // overloads; anything else is doxygen's misreading (a macro call, a function pointer behind an unknown macro).
    const scope = splitQualified(m.qualifiedName)
    const untyped = plainText(m.type as DocNode[]).trim() === ''
    const declared = !untyped || m.name.startsWith('~') || /^operator\b/.test(m.name) || (scope.length > 1 && scope[scope.length - 2]!.replace(/\s*<.*$/, '') === m.name)
    const callable = declared && (['function', 'signal', 'slot', 'prototype'].includes(m.kind) || (m.kind === 'friend' && m.argsString.trim().startsWith('(')))
    if (!callable) {
      if (m.overloadSet) problems.push(`${route}: ${m.kind} ${m.qualifiedName} is in an overload set`)
      continue
    }
    const key = `${m.kind} ${m.name}`
    byName.set(key, [...(byName.get(key) ?? []), m])
  }
  for (const [key, list] of byName) {
    if (list.length === 1) {
      if (list[0]!.overloadSet) problems.push(`${route}: ${key} is declared once but shown as an overload set`)
      continue
    }
    const anchors = new Set(list.map((m) => m.overloadSet?.anchor))
    if (anchors.size !== 1 || anchors.has(undefined)) problems.push(`${route}: the ${list.length} overloads of ${key} are not one set (${[...anchors].join(', ')})`)
    list.forEach((m, i) => {
      if (m.overloadSet && (m.overloadSet.number !== i + 1 || m.overloadSet.count !== list.length)) problems.push(`${route}: ${key} overload ${i + 1} is numbered ${m.overloadSet.number} of ${m.overloadSet.count}`)
      if (m.overloadSet && m.overloadSet.anchor === m.anchor) problems.push(`${route}: ${key}'s set takes the anchor of its overload ${i + 1}`)
    })
  }
  return problems
}
