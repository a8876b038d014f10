/**
 * The node payloads the plugin gives Gatsby: plain objects built from the
 * model and the route table, ready for createNode. Kept free of Gatsby
 * imports so unit tests can check them directly.
 */
import path from 'node:path'
import type { DocNode } from './doc'
import { plainText, walk } from './doc'
import type { Compound, CompoundRef, DoxygenModel, Member, MemberTraits, Param } from './model'
import { type RouteTable, SECTION_TITLES, isReadmePath, splitQualified } from './routes'
import { hrefFor, locationHref } from './resolve'

export interface RefPayload {
  refid: string | null
  name: string
  route: string | null
  protection: string | null
  virtual: string | null
}

export interface CompoundPayload {
  refid: string
  kind: string
  name: string
  title: string
  shortName: string
  route: string
  language: string | null
  protection: string | null
  final: boolean
  abstract: boolean
  xmlFile: string
  brief: DocNode[]
  briefText: string
  detailed: DocNode[]
  location: { file: string; line: number | null; href: string | null } | null
  includes: Array<{ name: string; local: boolean; route: string | null }>
  includedBy: Array<{ name: string; local: boolean; route: string | null }>
  templateParams: Param[]
  bases: RefPayload[]
  derived: RefPayload[]
  innerClasses: RefPayload[]
  innerNamespaces: RefPayload[]
  innerFiles: RefPayload[]
  innerDirs: RefPayload[]
  innerPages: RefPayload[]
  innerGroups: RefPayload[]
  innerConcepts: RefPayload[]
  sections: Array<{ kind: string; anchor: string; title: string; description: DocNode[]; memberIds: string[] }>
  listing: DocNode | null
  initializer: DocNode[]
  breadcrumbs: Array<{ name: string; route: string | null }>
  parentId: string | null
  readmeId: string | null
  readmeNumber: number | null
}

export interface MemberPayload extends MemberTraits {
  refid: string
  kind: string
  route: string
  anchor: string
  href: string
  type: DocNode[]
  bitfield: string | null
  params: Param[]
  templateParams: Param[]
  enumValues: Array<{ refid: string; name: string; anchor: string; initializer: DocNode[]; brief: DocNode[]; detailed: DocNode[] }>
  initializer: DocNode[]
  brief: DocNode[]
  briefText: string
  detailed: DocNode[]
  inbody: DocNode[]
  location: { file: string; line: number | null; href: string | null } | null
  reimplements: Array<{ name: string; href: string | null }>
  reimplementedBy: Array<{ name: string; href: string | null }>
}

export interface XrefPayload {
  list: string
  title: string
  anchor: string
  content: DocNode[]
  ownerId: string
  ownerName: string
  ownerKind: string
  ownerHref: string | null
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

export function compoundPayloads(model: DoxygenModel, routes: RouteTable): CompoundPayload[] {
  // Parents for breadcrumbs: namespace/class nesting, folder nesting.
  const parent = new Map<string, string>()
  for (const c of model.compounds.values()) {
    for (const r of [...c.innerClasses, ...c.innerNamespaces, ...c.innerConcepts]) if (r.refid && c.kind !== 'file' && c.kind !== 'group') parent.set(r.refid, c.id)
    if (c.kind === 'dir') for (const r of [...c.innerDirs, ...c.innerFiles]) if (r.refid) parent.set(r.refid, c.id)
  }
  // doxygen 1.9.4 does not always list concepts (or classes of other files) as inner compounds: fall back to the name.
  const scopeByName = new Map<string, string>()
  for (const c of model.compounds.values()) if (c.kind === 'namespace' || c.kind === 'class' || c.kind === 'struct' || c.kind === 'union') scopeByName.set(c.name, c.id)
  for (const c of model.compounds.values()) {
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
  const out: CompoundPayload[] = []
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
    out.push({
      refid: c.id,
      kind: c.kind,
      name: c.name,
      title: c.title || c.name,
      shortName: shortName(c),
      route,
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
          memberIds: s.memberIds.filter((id) => model.members.has(id)),
        })).sort((a, b) => sectionRank(a.kind) - sectionRank(b.kind)),
        ...(c.kind === 'file' && loc?.file ? fileSections(c, (byFile.get(loc.file) ?? []).filter((m) => model.compounds.get(m.compoundId)?.kind === 'namespace'), FILE_GROUPS) : []),
      ],
      listing: c.listing ?? null,
      initializer: c.initializer,
      breadcrumbs: crumbs,
      parentId: parent.get(c.id) ?? null,
      readmeId: c.kind === 'dir' && loc?.file ? (readmeByDir.get(loc.file.replace(/\/$/, '')) ?? null) : null,
      readmeNumber: readmeFile ? (routes.readmes.get(readmeFile) ?? null) : null,
    })
  }
  return out
}

export function memberPayloads(model: DoxygenModel, routes: RouteTable): MemberPayload[] {
  const out: MemberPayload[] = []
  for (const m of model.members.values()) {
    const place = routes.members.get(m.id)!
    const loc = m.location
    const link = (r: CompoundRef) => ({ name: r.name, href: r.refid ? (hrefFor(r.refid, routes, model) ?? null) : null })
    out.push({
      refid: m.id,
      kind: m.kind,
      name: m.name,
      qualifiedName: m.qualifiedName,
      compoundId: m.compoundId,
      route: place.route,
      anchor: place.anchor,
      href: `${place.route}#${place.anchor}`,
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
    })
  }
  return out
}

export function xrefPayloads(model: DoxygenModel, routes: RouteTable): XrefPayload[] {
  return model.xrefs.map((x) => {
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
    return { list: x.list, title: x.title, anchor: x.anchor, content: x.content, ownerId: x.ownerId, ownerName, ownerKind, ownerHref: hrefFor(x.ownerId, routes, model) ?? null }
  })
}

/** Image nodes get the URL the site copies them to. */
export function setImageSources(model: DoxygenModel, routes: RouteTable): void {
  const fix = (nodes: DocNode[]) =>
    walk(nodes, (n) => {
      if (n.t === 'image') n.src = `${routes.basePath}images/${encodeURIComponent(n.name)}`
    })
  for (const c of model.compounds.values()) {
    fix(c.brief)
    fix(c.detailed)
  }
  for (const m of model.members.values()) {
    fix(m.brief)
    fix(m.detailed)
  }
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
