/**
 * The node payloads the plugin gives Gatsby: plain objects built from the
 * model and the route table, ready for createNode. Kept free of Gatsby
 * imports so unit tests can check them directly.
 */
import path from 'node:path'
import type { DocNode } from '../model/doc'
import { mapRefs, plainText, walk } from '../model/doc'
import type { Compound, CompoundRef, DoxygenModel, Member } from '../model/model'
import type { CompoundNode, EnumeratorNode, InheritedGroup, LocationPayload, MemberNode, RefPayload, TemplateLink, XrefNode } from '../model/apiShape'
import { type RouteTable, SECTION_TITLES, xrefItemKey, byPageOrder, existingMemberIds, folderTitles, isReadmePath, splitQualified, xrefListNames, xrefListTitle } from '../model/routes'
import { hrefFor, locationHref } from '../model/hrefs'
import { compoundSignature, memberSignature } from '../model/signature'
import { displayName, displayQualifiedName, unnamedCompoundScope } from '../model/anonymous'
import { constrainedGroup, splitTemplateArgs, templateRelations } from '../model/templates'
import { checkUrl, describeUnsafe, schemeOf } from '../../../shell/safeUrl'

/**
 * The payloads' types, derived from the node types' declarations (../model/apiShape.ts): each node as this module
 * makes it, before the transformer adds what it learns from every version (the version, history, version ids,
 * the page fields of the version, the inheritance diagram, source links).
 */
export type { RefPayload, TemplateLink, InheritedGroup } from '../model/apiShape'
type AddedByTransformer = 'version' | 'section' | 'sectionLabel' | 'docsTag' | 'history' | 'versionIds' | 'inheritanceDiagram' | 'location'
/** Where an entity is declared, as this module gives it (the transformer adds the source links). */
export type DeclaredLocation = Omit<LocationPayload, 'sourceUrl' | 'sourceHost'>
export type CompoundPayload = Omit<CompoundNode, AddedByTransformer> & { location: DeclaredLocation | null }
export type MemberPayload = Omit<MemberNode, AddedByTransformer> & { location: DeclaredLocation | null }
export type EnumeratorPayload = Omit<EnumeratorNode, 'version' | 'docsTag'>
export type XrefPayload = Omit<XrefNode, 'version'>

/** The enumerators of every enum, from the member payloads (one node each, implementing ApiSymbol). */
export function enumeratorPayloads(members: MemberPayload[]): EnumeratorPayload[] {
  const out: EnumeratorPayload[] = []
  for (const m of members) {
    if (m.kind !== 'enum') continue
    const parts = splitQualified(m.qualifiedName)
    const scope = m.strong ? m.qualifiedName : parts.slice(0, -1).join('::')
    for (const ev of m.enumValues) {
      if (!ev.anchor) continue
      const init = plainText(ev.initializer)
      out.push({
        refid: ev.refid,
        enumId: m.refid,
        kind: 'enumvalue',
        name: ev.name,
        shortName: ev.name,
        qualifiedName: scope ? `${scope}::${ev.name}` : ev.name,
        signature: `${ev.name}${init ? ` ${init.startsWith('=') ? init : `= ${init}`}` : ''}`,
        briefText: plainText(ev.brief),
        ownerName: m.qualifiedName,
        url: `${m.route}#${ev.anchor}`,
        include: m.include,
      })
    }
  }
  return out
}

function ref(r: CompoundRef, routes: RouteTable): RefPayload {
  return {
    refid: r.refid ?? null,
    name: r.name,
    route: r.refid ? (routes.compounds.get(r.refid) ?? null) : null,
    protection: r.protection ?? null,
    virtual: r.virtual ?? null,
  }
}

/** Short name shown in titles and lists: a class without its namespaces, a folder's last segment. */
function shortName(c: Compound): string {
  if (c.kind === 'dir') return c.name.split('/').filter(Boolean).pop() ?? c.name
  if (c.kind === 'file' || c.kind === 'page' || c.kind === 'group' || c.kind === 'example') return c.title || c.name
  const parts = splitQualified(c.name)
  return parts[parts.length - 1] ?? c.name
}

/**
 * The #include line of each entity (ApiSymbol.include), from what doxygen says: a class's own `<includes>`
 * (with STRIP_FROM_INC_PATH applied by doxygen); a member of a class, its class's; anything else, the header it
 * is declared in, named the way the classes of the library name their headers (the header's path after the
 * include root those classes reveal). Null when the XML tells neither.
 */
export function includeLines(model: DoxygenModel): { ofCompound(id: string): string | null; ofMember(m: { compoundId: string; location?: { file: string } | null }): string | null } {
  const line = (name: string, local: boolean) => `#include ${local ? `"${name}"` : `<${name}>`}`
  const byFile = new Map<string, string>()
  const roots = new Set<string>()
  for (const c of model.compounds.values()) {
    const inc = c.includes[0]
    const file = c.location?.file
    if (!CLASS_LIKE.has(c.kind) || !inc || !file) continue
    byFile.set(file, line(inc.name, inc.local))
    if (file.endsWith(`/${inc.name}`)) roots.add(file.slice(0, file.length - inc.name.length))
  }
  const ofFile = (file: string | undefined): string | null => {
    if (!file) return null
    const known = byFile.get(file)
    if (known) return known
    let best = ''
    for (const r of roots) if (file.startsWith(r) && r.length > best.length) best = r
    return best ? line(file.slice(best.length), false) : null
  }
  const ofCompound = (id: string): string | null => {
    const c = model.compounds.get(id)
    if (!c) return null
    const inc = c.includes[0]
    if (CLASS_LIKE.has(c.kind)) return inc ? line(inc.name, inc.local) : ofFile(c.location?.file)
    if (c.kind === 'file') return ofFile(c.location?.file)
    return null
  }
  return {
    ofCompound,
    ofMember: (m) => {
      const owner = model.compounds.get(m.compoundId)
      if (owner && CLASS_LIKE.has(owner.kind)) return ofCompound(owner.id)
      return ofFile(m.location?.file)
    },
  }
}

export function compoundPayloads(model: DoxygenModel, routes: RouteTable): CompoundPayload[] {
  const includes = includeLines(model)
  // Parents for breadcrumbs: namespace/class nesting, folder nesting.
  const parent = new Map<string, string>()
  for (const c of model.compounds.values()) {
    for (const r of [...c.innerClasses, ...c.innerNamespaces, ...c.innerConcepts]) if (r.refid && c.kind !== 'file' && c.kind !== 'group') parent.set(r.refid, c.id)
    if (c.kind === 'dir') for (const r of [...c.innerDirs, ...c.innerFiles]) if (r.refid) parent.set(r.refid, c.id)
    // Subgroups sit in their group; subpages in their page (doxygen's main page is the root, not a parent).
    if (c.kind === 'group') for (const r of c.innerGroups) if (r.refid) parent.set(r.refid, c.id)
    if (c.kind === 'page' && c.id !== 'indexpage') {
      for (const r of c.innerPages) if (r.refid && !isReadmePath(model.compounds.get(r.refid)?.location?.file)) parent.set(r.refid, c.id)
    }
  }
  // doxygen 1.9.4 does not always list concepts (or classes of other files) as inner compounds: fall back to the name.
  const scopeByName = new Map<string, string>()
  for (const c of model.compounds.values()) if (c.kind === 'namespace' || c.kind === 'class' || c.kind === 'struct' || c.kind === 'union') scopeByName.set(c.name, c.id)
  for (const c of model.compounds.values()) {
    // An unnamed union or struct doxygen gave a page (INLINE_SIMPLE_STRUCTS, "sf::Event.__unnamed6__") sits in its
    // class, though doxygen lists it in the namespace around that class.
    const unnamedScope = unnamedCompoundScope(c.name)
    const unnamedOwner = unnamedScope !== null ? scopeByName.get(unnamedScope) : undefined
    if (unnamedOwner) parent.set(c.id, unnamedOwner)
    if (parent.has(c.id) || !['class', 'struct', 'union', 'interface', 'exception', 'concept', 'namespace'].includes(c.kind)) continue
    const parts = splitQualified(c.name)
    const owner = parts.length > 1 ? scopeByName.get(parts.slice(0, -1).join('::')) : undefined
    if (owner) parent.set(c.id, owner)
  }
  // README of each folder: the markdown page (or file) at "<folder>/README.md".
  const readmeByDir = new Map<string, string>()
  for (const c of model.compounds.values()) {
    if (isReadmePath(c.location?.file) && (c.kind === 'page' || !readmeByDir.has(path.posix.dirname(c.location!.file)))) {
      readmeByDir.set(path.posix.dirname(c.location!.file), c.id)
    }
  }
  // doxygen's XML lists a file's namespace members only on the namespace; the file page shows them too.
  const byFile = new Map<string, Member[]>()
  for (const m of model.members.values()) {
    const f = m.location?.file
    if (!f) continue
    const list = byFile.get(f) ?? []
    list.push(m)
    byFile.set(f, list)
  }
  const FILE_GROUPS: Array<[string, (m: Member) => boolean]> = [
    ['typedef', (m) => m.kind === 'typedef'],
    ['enum', (m) => m.kind === 'enum'],
    ['func', (m) => m.kind === 'function'],
    ['var', (m) => m.kind === 'variable'],
  ]
  const dirTitles = folderTitles(model)
  const relations = templateRelations(model)
  const templateLink = (id: string, group: string = constrainedGroup(id, model)): TemplateLink => {
    const c = model.compounds.get(id)
    const m = model.members.get(id)
    const name = c?.name ?? m?.qualifiedName ?? id
    const set = m ? routes.overloadSets.get(id) : undefined
    return {
      refid: id, name, args: group === 'class' ? (splitTemplateArgs(name)?.args ?? null) : null, group, href: hrefFor(id, routes, model) ?? null,
      overloadSetHref: set ? `${set.route}#${set.anchor}` : null, briefText: plainText(c?.brief ?? m?.brief ?? []),
    }
  }
  const out: CompoundPayload[] = []
  const xrefLists = xrefListNames(model)
  for (const c of model.compounds.values()) {
    const route = routes.compounds.get(c.id)!
    const crumbs: Array<{ name: string; route: string | null }> = []
    for (let p = parent.get(c.id), guard = 0; p && guard < 64; p = parent.get(p), guard++) {
      const pc = model.compounds.get(p)
      if (pc) crumbs.unshift({ name: shortName(pc), route: routes.compounds.get(p) ?? null })
    }
    const secAnchors = routes.sectionAnchors.get(c.id) ?? []
    const loc = c.location
    const readmeFile = loc?.file && isReadmePath(loc.file) ? loc.file : undefined
    const owner = parent.get(c.id)
    // A to-do style list's page is titled as the list is everywhere else.
    const listTitle = c.kind === 'page' && xrefLists.has(c.name) ? xrefListTitle(c.name, c.title) : undefined
    const title = listTitle ?? (c.title || displayQualifiedName(c.name))
    const shown = listTitle ?? displayName(shortName(c))
    out.push({
      refid: c.id,
      kind: c.kind,
      name: displayQualifiedName(c.name),
      title: c.kind === 'dir' ? (dirTitles.get(c.id) ?? c.name) : title,
      shortName: shown,
      route,
      path: route,
      qualifiedName: displayQualifiedName(c.name),
      signature: compoundSignature({ kind: c.kind, shortName: shown, title, templateParams: c.templateParams }),
      ownerName: owner ? displayQualifiedName(model.compounds.get(owner)?.name ?? '') || null : null,
      url: route,
      include: includes.ofCompound(c.id),
      inline: c.inline,
      baseNames: CLASS_LIKE.has(c.kind) ? documentedBaseNames(c, model) : [],
      language: c.language ?? null,
      protection: c.protection ?? null,
      final: c.final,
      abstract: c.abstract,
      xmlFile: c.file,
      brief: c.brief,
      briefText: plainText(c.brief),
      detailed: c.detailed,
      location: loc && c.kind !== 'page' && c.kind !== 'dir' ? { file: loc.file, line: loc.line ?? null, href: locationHref(loc.file, c.kind === 'file' ? undefined : loc.line, routes) ?? null } : null,
      includes: c.includes.map((i) => ({ name: i.name, local: i.local, route: i.refid ? (routes.compounds.get(i.refid) ?? null) : null })),
      includedBy: c.includedBy.map((i) => ({ name: i.name, local: i.local, route: i.refid ? (routes.compounds.get(i.refid) ?? null) : null })),
      templateParams: c.templateParams,
      bases: c.bases.map((r) => ref(r, routes)),
      derived: c.derived.map((r) => ref(r, routes)),
      innerClasses: c.innerClasses.map((r) => ref(r, routes)),
      innerNamespaces: c.innerNamespaces.map((r) => ref(r, routes)),
      innerFiles: c.innerFiles.map((r) => ref(r, routes)),
      innerDirs: c.innerDirs.map((r) => ref(r, routes)),
      innerPages: c.innerPages.map((r) => ref(r, routes)),
      innerGroups: c.innerGroups.map((r) => ref(r, routes)),
      innerConcepts: c.innerConcepts.map((r) => ref(r, routes)),
      sections: [
        ...c.sections.map((s, i) => ({
          kind: s.kind,
          anchor: secAnchors[i] ?? s.kind,
          title: s.header ?? SECTION_TITLES[s.kind] ?? s.kind,
          description: s.description,
          memberIds: existingMemberIds(s.memberIds, model),
        })).sort(byPageOrder),
        ...(c.kind === 'file' && loc?.file ? fileSections(c, (byFile.get(loc.file) ?? []).filter((m) => model.compounds.get(m.compoundId)?.kind === 'namespace'), FILE_GROUPS) : []),
      ],
      listing: c.listing ?? null,
      listingLineCount: c.listing?.lines.length ?? 0,
      initializer: c.initializer,
      requiresClause: c.requiresClause,
      constrains: (relations.constrains.get(c.id) ?? []).map((id) => templateLink(id)),
      // The type's names are linked after resolveAll ran, so their hrefs come from the route table here.
      satisfiedBy: (relations.satisfiedBy.get(c.id) ?? []).map((s) => ({ type: mapRefs(s.type, (r) => hrefFor(r.id, routes, model)), holds: s.holds })),
      specialisations: (relations.specialisations.get(c.id) ?? []).map((id) => templateLink(id, 'class')),
      primaryTemplate: relations.primaryOf.has(c.id) ? templateLink(relations.primaryOf.get(c.id)!, 'class') : null,
      breadcrumbs: crumbs,
      parentId: parent.get(c.id) ?? null,
      readmeId: c.kind === 'dir' && loc?.file ? (readmeByDir.get(loc.file.replace(/\/$/, '')) ?? null) : null,
      readmeNumber: readmeFile ? (routes.readmes.get(readmeFile) ?? null) : null,
      inherited: CLASS_LIKE.has(c.kind) ? inheritedGroups(c, model, routes) : [],
    })
  }
  return out
}

export function memberPayloads(model: DoxygenModel, routes: RouteTable): MemberPayload[] {
  const out: MemberPayload[] = []
  const includes = includeLines(model)
  for (const m of model.members.values()) {
    const place = routes.members.get(m.id)!
    const set = routes.overloadSets.get(m.id)
    const loc = m.location
    const link = (r: CompoundRef) => ({ name: r.name, href: r.refid ? (hrefFor(r.refid, routes, model) ?? null) : null })
    out.push({
      refid: m.id,
      kind: m.kind,
      name: displayName(m.name),
      qualifiedName: displayQualifiedName(m.qualifiedName),
      compoundId: m.compoundId,
      route: place.route,
      anchor: place.anchor,
      href: `${place.route}#${place.anchor}`,
      shortName: displayName(m.name),
      signature: memberSignature(m),
      ownerName: displayQualifiedName(model.compounds.get(m.compoundId)?.name ?? '') || null,
      url: `${place.route}#${place.anchor}`,
      protection: m.protection,
      static: m.static,
      const: m.const,
      constexpr: m.constexpr,
      explicit: m.explicit,
      inline: m.inline,
      virtual: m.virtual,
      noexcept: m.noexcept,
      strong: m.strong,
      type: m.type,
      definition: m.definition,
      argsString: m.argsString,
      bitfield: m.bitfield ?? null,
      params: m.params,
      templateParams: m.templateParams,
      enumValues: m.enumValues.map((ev) => ({
        refid: ev.id,
        name: ev.name,
        anchor: routes.members.get(ev.id)?.anchor ?? '',
        initializer: ev.initializer,
        brief: ev.brief,
        detailed: ev.detailed,
      })),
      initializer: m.initializer,
      brief: m.brief,
      briefText: plainText(m.brief),
      detailed: m.detailed,
      inbody: m.inbody,
      location: loc ? { file: loc.file, line: loc.line ?? null, href: locationHref(loc.file, loc.line, routes) ?? null } : null,
      reimplements: m.reimplements.map(link),
      reimplementedBy: m.reimplementedBy.map(link),
      requiresClause: m.requiresClause,
      include: includes.ofMember(m),
      overloadSet: set ? { anchor: set.anchor, href: `${set.route}#${set.anchor}`, number: set.number, count: set.ids.length } : null,
      overloadSetUrl: set ? `${set.route}#${set.anchor}` : null,
    })
  }
  return out
}

export function xrefPayloads(model: DoxygenModel, routes: RouteTable): XrefPayload[] {
  // One entry per item and owner, under the id the route table gives it on the list page.
  const seen = new Set<string>()
  const items = model.xrefs.filter((x) => {
    const key = xrefItemKey(x.list, x.anchor, x.ownerId)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  return items.map((x) => {
    const member = model.members.get(x.ownerId)
    const compound = model.compounds.get(x.ownerId)
    let ownerName = x.ownerId
    let ownerKind = 'entity'
    if (member) {
      ownerName = member.qualifiedName + (member.kind === 'function' ? '()' : '')
      ownerKind = member.kind
    } else if (compound) {
      ownerName = compound.title || compound.name
      ownerKind = compound.kind
    } else {
      // An enum value: find its enum.
      for (const m of model.members.values()) {
        const ev = m.enumValues.find((e) => e.id === x.ownerId)
        if (ev) {
          ownerName = `${m.qualifiedName}::${ev.name}`
          ownerKind = 'enumvalue'
          break
        }
      }
    }
    return { list: x.list, title: x.title, anchor: routes.xrefIds.get(xrefItemKey(x.list, x.anchor, x.ownerId)) ?? x.anchor, content: x.content, ownerId: x.ownerId, ownerName, ownerKind, ownerHref: hrefFor(x.ownerId, routes, model) ?? null }
  })
}

/**
 * Image nodes get their URL: a web address (http/https) as it is; a file name the URL the site copies
 * the file to (imageFileName says which names are copied). Any other scheme (javascript:, data: ...)
 * or a name that leaves the XML folder gets no URL (the page shows the image's text) and a warning.
 */
export function setImageSources(model: DoxygenModel, routes: RouteTable, warn: (m: string) => void = () => {}): void {
  const fix = (nodes: DocNode[], file: string, owner: string) =>
    walk(nodes, (n) => {
      if (n.t !== 'image') return
      const verdict = checkUrl(n.name)
      if (!verdict.ok) {
        warn(describeUnsafe(file, owner, n.name, 'image'))
        delete n.src
      } else if (schemeOf(n.name) !== '' || n.name.startsWith('//')) n.src = verdict.url
      else if (imageFileName(n.name) === undefined) {
        warn(`${file}: image "${n.name}" in ${owner} is not a file inside the XML folder; shown as text`)
        delete n.src
      } else n.src = `${routes.basePath}images/${encodeURIComponent(n.name)}`
    })
  for (const c of model.compounds.values()) {
    fix(c.brief, c.file, `${c.kind} ${c.name}`)
    fix(c.detailed, c.file, `${c.kind} ${c.name}`)
  }
  for (const m of model.members.values()) {
    const file = model.compounds.get(m.compoundId)?.file ?? m.compoundId
    fix(m.brief, file, `${m.kind} ${m.qualifiedName}`)
    fix(m.detailed, file, `${m.kind} ${m.qualifiedName}`)
    for (const ev of m.enumValues) {
      fix(ev.brief, file, `enum value ${m.qualifiedName}::${ev.name}`)
      fix(ev.detailed, file, `enum value ${m.qualifiedName}::${ev.name}`)
    }
  }
}

/**
 * The file name under which an image of the XML folder is copied next to the pages, or undefined
 * for names that are web addresses or would leave the folder ("../x", "/etc/x").
 */
export function imageFileName(name: string): string | undefined {
  if (name === '' || schemeOf(name) !== '' || name.startsWith('/') || name.startsWith('\\')) return undefined
  const norm = path.posix.normalize(name.replace(/\\/g, '/'))
  if (norm.startsWith('../') || norm === '..' || norm === '.' || norm.endsWith('/') || path.posix.isAbsolute(norm)) return undefined
  return name
}

/** Sections for members declared in a file but listed by doxygen only on their namespace. */
function fileSections(c: Compound, declared: Member[], groups: Array<[string, (m: Member) => boolean]>) {
  const listed = new Set(c.sections.flatMap((s) => s.memberIds))
  const existingKinds = new Set(c.sections.map((s) => s.kind))
  const extra = declared.filter((m) => !listed.has(m.id))
  const out: Array<{ kind: string; anchor: string; title: string; description: DocNode[]; memberIds: string[] }> = []
  for (const [kind, pick] of groups) {
    if (existingKinds.has(kind)) continue
    const ids = extra
      .filter(pick)
      .sort((a, b) => (a.location?.line ?? 0) - (b.location?.line ?? 0))
      .map((m) => m.id)
    if (ids.length > 0) out.push({ kind, anchor: kind, title: SECTION_TITLES[kind] ?? kind, description: [], memberIds: ids })
  }
  return out
}

const CLASS_LIKE = new Set(['class', 'struct', 'union', 'interface', 'exception'])

/** Members a compound declares itself, in section order. */
function declaredMembers(c: Compound, model: DoxygenModel): Member[] {
  const out: Member[] = []
  const seen = new Set<string>()
  for (const s of c.sections) {
    for (const id of s.memberIds) {
      const m = model.members.get(id)
      if (!m || seen.has(id) || m.compoundId !== c.id) continue
      seen.add(id)
      out.push(m)
    }
  }
  return out
}

const ACCESS_RANK: Record<string, number> = { public: 0, protected: 1, private: 2 }
const narrower = (a: string, b: string) => ((ACCESS_RANK[a] ?? 0) >= (ACCESS_RANK[b] ?? 0) ? a : b)

/**
 * The public and protected bases of class `c` that the reference documents, by qualified name: the classes whose
 * members C++ finds through it (the search's `Derived::member`, docs/sections/search.md).
 */
export function documentedBaseNames(c: Compound, model: DoxygenModel): string[] {
  const names: string[] = []
  for (const b of c.bases) {
    const base = b.refid && b.protection !== 'private' ? model.compounds.get(b.refid) : undefined
    if (base && CLASS_LIKE.has(base.kind)) names.push(displayQualifiedName(base.name))
  }
  return names
}

/**
 * The members a class inherits, one group per base class, walking bases transitively (breadth first, each base
 * once). C++'s rules decide what is in view: private members of a base are not; what a private base holds is
 * private in the derived class and not in view either; protected inheritance makes public members protected;
 * constructors, destructors and friends are not inherited; a name the class (or a nearer base on the way)
 * declares hides the base's members of that name.
 */
export function inheritedGroups(c: Compound, model: DoxygenModel, routes: RouteTable): InheritedGroup[] {
  const out: InheritedGroup[] = []
  const own = new Set(declaredMembers(c, model).filter((m) => m.kind !== 'friend').map((m) => m.name))
  const queue: Array<{ refid: string; access: string; hidden: Set<string>; via: string[] }> = []
  for (const b of c.bases) if (b.refid) queue.push({ refid: b.refid, access: b.protection ?? 'public', hidden: own, via: [] })
  const visited = new Set<string>([c.id])
  while (queue.length > 0) {
    const { refid, access, hidden, via } = queue.shift()!
    if (visited.has(refid)) continue
    visited.add(refid)
    const base = model.compounds.get(refid)
    if (!base || !CLASS_LIKE.has(base.kind)) continue
    // Everything reached through a private base is private in the class: not in view, nor are its bases.
    if (access === 'private') continue
    const baseShort = (splitQualified(base.name).pop() ?? base.name).replace(/<.*$/, '')
    const declared = declaredMembers(base, model)
    const group: InheritedGroup = { baseId: base.id, baseName: base.name, route: routes.compounds.get(base.id) ?? '', via, memberIds: [], protectedMemberIds: [] }
    for (const m of declared) {
      if (m.kind === 'friend' || m.protection === 'private' || hidden.has(m.name)) continue
      if (m.kind === 'function' && (m.name === baseShort || m.name.startsWith('~'))) continue
      const effective = narrower(m.protection, access)
      if (effective === 'public') group.memberIds.push(m.id)
      else if (effective === 'protected') group.protectedMemberIds.push(m.id)
    }
    if (group.memberIds.length + group.protectedMemberIds.length > 0) out.push(group)
    const hiddenBelow = new Set([...hidden, ...declared.filter((m) => m.kind !== 'friend').map((m) => m.name)])
    for (const b of base.bases) if (b.refid) queue.push({ refid: b.refid, access: narrower(b.protection ?? 'public', access), hidden: hiddenBelow, via: [...via, base.name] })
  }
  return out
}
