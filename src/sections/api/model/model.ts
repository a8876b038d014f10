/**
 * Reads a doxygen XML folder (index.xml plus one file per compound) into plain
 * records. Every kind is checked against the kinds the site has templates for;
 * anything else stops the build with the file and the element named.
 */
import fs from 'node:fs'
import path from 'node:path'
import { type XElement, DoxygenXmlError, parseXml, elements, element, textOf } from './xml'
import { type DocNode, type DocContext, type Listing, type XrefItem, convertDescription, convertInline, convertListing } from './doc'
import { CLASS_LIKE, linkConstraints, linkNames, nameLookup } from './templates'
import { splitQualified } from './routes'
import { elideAnonymousTypeNodes, elideAnonymousTypes, unnamedCompoundScope } from './anonymous'
import type { DoxygenParam } from './apiShape'
import type { Infer } from './shape'

export const COMPOUND_KINDS = ['class', 'struct', 'union', 'interface', 'exception', 'namespace', 'file', 'dir', 'page', 'group', 'concept', 'example'] as const
export type CompoundKind = (typeof COMPOUND_KINDS)[number]
export const MEMBER_KINDS = ['define', 'property', 'event', 'variable', 'typedef', 'enum', 'function', 'signal', 'slot', 'friend', 'prototype'] as const
export type MemberKind = (typeof MEMBER_KINDS)[number]

export interface Location {
  file: string
  line?: number
  column?: number
  bodyFile?: string
  bodyStart?: number
  bodyEnd?: number
}

/** A template or function parameter: the node's shape (apiShape.ts, DoxygenParam), as the XML gives it. */
export type Param = Infer<typeof DoxygenParam>

export interface CompoundRef {
  refid?: string
  name: string
  protection?: string
  virtual?: string
}

export interface Include {
  refid?: string
  name: string
  local: boolean
}

export interface Section {
  kind: string
  header?: string
  description: DocNode[]
  memberIds: string[]
}

export interface EnumValue {
  id: string
  name: string
  initializer: DocNode[]
  brief: DocNode[]
  detailed: DocNode[]
}

/**
 * What doxygen says of a member's declaration, shared by the parsed model, the
 * GraphQL node payload and the API templates' view of it.
 */
export interface MemberTraits {
  name: string
  qualifiedName: string
  /** Compound whose page documents the member in full. */
  compoundId: string
  protection: string
  static: boolean
  const: boolean
  constexpr: boolean
  explicit: boolean
  inline: boolean
  virtual: string
  noexcept: boolean
  strong: boolean
  definition: string
  argsString: string
}

export interface Member extends MemberTraits {
  id: string
  kind: MemberKind
  type: DocNode[]
  bitfield?: string
  params: Param[]
  templateParams: Param[]
  /** The `requires` clause of a template (leading or trailing), names of the library linked; empty without one. */
  requiresClause: DocNode[]
  enumValues: EnumValue[]
  initializer: DocNode[]
  brief: DocNode[]
  detailed: DocNode[]
  inbody: DocNode[]
  location?: Location
  reimplements: CompoundRef[]
  reimplementedBy: CompoundRef[]
}

export interface Compound {
  id: string
  kind: CompoundKind
  name: string
  title?: string
  language?: string
  protection?: string
  final: boolean
  abstract: boolean
  /** An inline namespace (`inline="yes"`): C++ names its members without it too. */
  inline: boolean
  /** The XML file the compound was read from (relative to the XML folder). */
  file: string
  brief: DocNode[]
  detailed: DocNode[]
  location?: Location
  includes: Include[]
  includedBy: Include[]
  templateParams: Param[]
  /** The `requires` clause of a class template, names of the library linked; empty without one. */
  requiresClause: DocNode[]
  bases: CompoundRef[]
  derived: CompoundRef[]
  innerClasses: CompoundRef[]
  innerNamespaces: CompoundRef[]
  innerFiles: CompoundRef[]
  innerDirs: CompoundRef[]
  innerPages: CompoundRef[]
  innerGroups: CompoundRef[]
  innerConcepts: CompoundRef[]
  sections: Section[]
  listing?: Listing
  /** Concepts: the requires-expression. */
  initializer: DocNode[]
}

export interface DoxygenModel {
  dir: string
  compounds: Map<string, Compound>
  members: Map<string, Member>
  anchors: Map<string, { compoundId: string; anchor: string }>
  xrefs: XrefItem[]
  /**
   * Each page's name by its id (index.xml): a to-do style list is keyed by its page's name (todo, deprecated, a
   * \xrefitem key) whatever id doxygen gives that page (SHORT_NAMES: a00005; CREATE_SUBDIRS: da/d58/deprecated).
   */
  pageNames: Map<string, string>
  /** Image files named in descriptions, relative to the XML folder. */
  images: Set<string>
  warnings: string[]
}

const yes = (v: string | undefined) => v === 'yes'
const num = (v: string | undefined) => (v === undefined || v === '' || Number(v) < 0 ? undefined : Number(v))

function location(el: XElement | undefined): Location | undefined {
  if (!el) return undefined
  const loc: Location = { file: el.attrs.file ?? '' }
  const line = num(el.attrs.line)
  if (line !== undefined) loc.line = line
  const column = num(el.attrs.column)
  if (column !== undefined) loc.column = column
  if (el.attrs.bodyfile) loc.bodyFile = el.attrs.bodyfile
  const bs = num(el.attrs.bodystart)
  if (bs !== undefined) loc.bodyStart = bs
  const be = num(el.attrs.bodyend)
  if (be !== undefined) loc.bodyEnd = be
  return loc
}

function params(el: XElement | undefined, ctx: DocContext): Param[] {
  return elements(el, 'param').map((p) => {
    const out: Param = { type: convertInline(element(p, 'type'), ctx), defval: convertInline(element(p, 'defval'), ctx) }
    const declname = textOf(element(p, 'declname')).trim()
    if (declname) out.declname = declname
    const defname = textOf(element(p, 'defname')).trim()
    if (defname) out.defname = defname
    const array = textOf(element(p, 'array')).trim()
    if (array) out.array = array
    return out
  })
}

/** An inline tree without the white space doxygen pads it with at both ends. */
function trimmed(nodes: DocNode[]): DocNode[] {
  const out = [...nodes]
  if (typeof out[0] === 'string') out[0] = out[0].trimStart()
  const last = out.length - 1
  if (typeof out[last] === 'string') out[last] = (out[last] as string).trimEnd()
  return out.filter((n) => n !== '')
}

function refs(el: XElement, name: string): CompoundRef[] {
  return elements(el, name).map((r) => {
    const out: CompoundRef = { name: textOf(r).trim() }
    if (r.attrs.refid) out.refid = r.attrs.refid
    if (r.attrs.prot) out.protection = r.attrs.prot
    if (r.attrs.virt) out.virtual = r.attrs.virt
    return out
  })
}

function includes(el: XElement, name: string): Include[] {
  return elements(el, name).map((r) => {
    const out: Include = { name: textOf(r).trim(), local: r.attrs.local === 'yes' }
    if (r.attrs.refid) out.refid = r.attrs.refid
    return out
  })
}

/**
 * The compound a member id belongs to by doxygen's naming: "<compound id>_1<anchor>", or with SEPARATE_MEMBER_PAGES
 * "<compound id>_<anchor>_1<anchor>" (the member's own page named after its compound and anchor).
 */
export function ownerFromId(memberId: string): string {
  const i = memberId.lastIndexOf('_1')
  if (i <= 0) return memberId
  const prefix = memberId.slice(0, i)
  const ownPage = `_${memberId.slice(i + 2)}`
  return prefix.endsWith(ownPage) && prefix.length > ownPage.length ? prefix.slice(0, -ownPage.length) : prefix
}

export interface ReadOptions {
  warn?: (message: string) => void
}

/** Files doxygen writes beside the compounds that are not compounds. */
const NOT_COMPOUND_FILES = new Set(['index.xml', 'Doxyfile.xml'])

/**
 * Reads index.xml and every compound file it lists. Throws DoxygenXmlError on bad input, naming the folder as well
 * as the file (a release's snapshot holds files of the same names as the current XML).
 */
export function readDoxygenFolder(dir: string, options: ReadOptions = {}): DoxygenModel {
  try {
    return readFolder(dir, options)
  } catch (e) {
    if (!(e instanceof DoxygenXmlError) || e.file === dir) throw e
    const where = path.relative(process.cwd(), dir) || '.'
    throw new DoxygenXmlError(`${e.message} (in ${where.startsWith('..') ? dir : where}/)`, path.join(dir, e.file), e.element, e.line)
  }
}

function readFolder(dir: string, options: ReadOptions): DoxygenModel {
  const indexPath = path.join(dir, 'index.xml')
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    throw new DoxygenXmlError(`The doxygen XML folder ${dir} does not exist. Generate it (npm run api:xml) or point HELIOS_DOXYGEN_XML at a folder holding doxygen's XML output.`, dir)
  }
  if (!fs.existsSync(indexPath)) {
    throw new DoxygenXmlError(`The doxygen XML folder ${dir} has no index.xml; it does not look like doxygen's XML output (GENERATE_XML = YES).`, indexPath)
  }
  const warnings: string[] = []
  const warn = (m: string) => {
    warnings.push(m)
    options.warn?.(m)
  }
  const index = parseXml(fs.readFileSync(indexPath, 'utf8'), 'index.xml', { warn })
  if (index.name !== 'doxygenindex') throw new DoxygenXmlError(`index.xml: root element is <${index.name}>, expected <doxygenindex>`, 'index.xml', index.name, index.line)
  const listed = elements(index, 'compound')
  const pageNames = new Map(listed.filter((entry) => entry.attrs.kind === 'page' && entry.attrs.refid).map((entry) => [entry.attrs.refid, textOf(element(entry, 'name')).trim()]))
  const model: DoxygenModel = { dir, compounds: new Map(), members: new Map(), anchors: new Map(), xrefs: [], pageNames, images: new Set(), warnings }
  const memberSources: MemberSources = new Map()
  for (const entry of listed) {
    const refid = entry.attrs.refid
    const kind = entry.attrs.kind
    if (!refid) throw new DoxygenXmlError(`index.xml line ${entry.line}: <compound> without refid`, 'index.xml', 'compound', entry.line)
    if (!(COMPOUND_KINDS as readonly string[]).includes(kind)) {
      throw new DoxygenXmlError(
        `index.xml line ${entry.line}: <compound refid="${refid}" kind="${kind}"> has a kind no template knows (known: ${COMPOUND_KINDS.join(', ')})`,
        'index.xml',
        'compound',
        entry.line,
      )
    }
    const file = `${refid}.xml`
    const full = path.join(dir, file)
    if (!fs.existsSync(full)) throw new DoxygenXmlError(`index.xml lists compound ${refid} but ${file} is missing`, file, 'compound', entry.line)
    try {
      const root = parseXml(fs.readFileSync(full, 'utf8'), file, { warn })
      const def = element(root, 'compounddef')
      if (!def) throw new DoxygenXmlError(`${file}: no <compounddef> element`, file, root.name, root.line)
      const compound = readCompound(def, file, model, warn, memberSources)
      model.compounds.set(compound.id, compound)
    } catch (e) {
      // The entity the file holds, as index.xml names it: the file name alone says little (classfoo_1_1_bar).
      const name = element(entry, 'name')
      if (!(e instanceof DoxygenXmlError) || !name) throw e
      throw new DoxygenXmlError(`${e.message} [the ${kind} ${textOf(name)}]`, e.file, e.element, e.line)
    }
  }
  // A compound file the index does not list is not read: said once, naming them.
  const listedFiles = new Set(listed.map((entry) => `${entry.attrs.refid}.xml`))
  const unlisted = fs.readdirSync(dir).filter((f) => f.endsWith('.xml') && !NOT_COMPOUND_FILES.has(f) && !listedFiles.has(f)).sort()
  if (unlisted.length > 0) {
    warn(`index.xml does not list ${unlisted.length} XML file(s) of the folder, left out: ${unlisted.slice(0, 10).join(', ')}${unlisted.length > 10 ? ', …' : ''}`)
  }
  // Members: read each once, from the compound that owns it.
  for (const [id, src] of memberSources) {
    if (!model.members.has(id)) model.members.set(id, readMember(src.el, src.compoundId, src.file, model, warn))
  }
  // Two enums declaring one unscoped enumerator name in one scope (under two preprocessor branches) get one
  // doxygen id for both values: the second gets an id of its own, so its row, anchor and node stay its own.
  const enumerators = new Set<string>()
  for (const m of model.members.values()) {
    for (const ev of m.enumValues) {
      if (enumerators.has(ev.id)) {
        const own = `${ev.id}_${m.id}`
        warn(`${m.compoundId}.xml: enumerator ${ev.name} of ${m.qualifiedName} has the id ${ev.id} of another enum's; shown under its own (${own})`)
        ev.id = own
      }
      enumerators.add(ev.id)
    }
  }
  linkConstraints(model)
  const unnamed = unnamedCompounds(model)
  linkUnnamedTypes(model, unnamed)
  linkTypesInUnnamedScopes(model, unnamed)
  return model
}

/** The compounds doxygen makes of unnamed unions and structs (INLINE_SIMPLE_STRUCTS), each with the scope holding it. */
type UnnamedCompound = { compound: Compound; scope: string }
function unnamedCompounds(model: DoxygenModel): UnnamedCompound[] {
  const found: UnnamedCompound[] = []
  for (const compound of model.compounds.values()) {
    const scope = unnamedCompoundScope(compound.name)
    if (scope !== null) found.push({ compound, scope })
  }
  return found
}

/**
 * Doxygen writes the fields of an unnamed union's or struct's own compound (INLINE_SIMPLE_STRUCTS) with their types
 * as bare text (`SizeEvent`, no ref, in SFML's `sf::Event`). C++ looks those names up from the scope that holds the
 * unnamed union, so each name in such a type (and in a parameter's) is looked up from there, innermost scope first,
 * and linked to the class or struct it finds; refs doxygen did write stay as they are.
 */
function linkTypesInUnnamedScopes(model: DoxygenModel, unnamed: UnnamedCompound[]): void {
  if (unnamed.length === 0) return
  const scopes = new Map(unnamed.map(({ compound, scope }) => [compound.id, splitQualified(scope)]))
  const classNamed = nameLookup(model, (kind) => CLASS_LIKE.has(kind))
  for (const m of model.members.values()) {
    const scope = scopes.get(m.compoundId)
    if (!scope) continue
    m.type = linkNames(m.type, scope, classNamed)
    for (const p of m.params) p.type = linkNames(p.type, scope, classNamed)
  }
}

/**
 * With INLINE_SIMPLE_STRUCTS doxygen gives an unnamed union or struct a compound of its own ("sf::Event.__unnamed6__")
 * that its scope does not list, and writes the member of that type with a bare type (`union sf::Event::@5`, no
 * ref): the member's type links to the compound whose body ends at or holds the member's declaration, in the same
 * file and scope, so the reader reaches the union's fields from the class.
 */
function linkUnnamedTypes(model: DoxygenModel, unnamed: UnnamedCompound[]): void {
  const unnamedByScope = new Map<string, Compound[]>()
  for (const { compound: c, scope } of unnamed) {
    if (c.location?.line !== undefined && c.location.bodyEnd !== undefined) unnamedByScope.set(scope, [...(unnamedByScope.get(scope) ?? []), c])
  }
  if (unnamedByScope.size === 0) return
  for (const m of model.members.values()) {
    const [only] = m.type
    if (m.type.length !== 1 || typeof only !== 'string' || !only.includes('{…}') || m.location?.line === undefined) continue
    const line = m.location.line
    const owner = model.compounds.get(m.compoundId)
    const body = (owner && unnamedByScope.get(owner.name))?.find((c) => c.location!.file === m.location!.file && c.location!.line! <= line && line <= c.location!.bodyEnd!)
    if (body) m.type = [{ t: 'ref', id: body.id, kind: 'compound', c: [only] }]
  }
}

type MemberSources = Map<string, { el: XElement; compoundId: string; file: string; rank: number }>

/**
 * Which compound documents a member that several define (a class member doxygen also lists in a group):
 * its class, else its namespace, else its file, else the group. The others list it and link there.
 */
const OWNER_RANK = { classLike: 0, namespace: 1, file: 2, group: 3, other: 4 } as const
function ownerRank(kind: string): number {
  if (CLASS_LIKE.has(kind)) return OWNER_RANK.classLike
  if (kind === 'namespace') return OWNER_RANK.namespace
  if (kind === 'file') return OWNER_RANK.file
  return kind === 'group' ? OWNER_RANK.group : OWNER_RANK.other
}

function readCompound(
  def: XElement,
  file: string,
  model: DoxygenModel,
  warn: (m: string) => void,
  memberSources: MemberSources,
): Compound {
  const id = def.attrs.id
  const kind = def.attrs.kind
  if (!id) throw new DoxygenXmlError(`${file} line ${def.line}: <compounddef> without id`, file, 'compounddef', def.line)
  if (!(COMPOUND_KINDS as readonly string[]).includes(kind)) {
    throw new DoxygenXmlError(`${file} line ${def.line}: <compounddef id="${id}" kind="${kind}"> has a kind no template knows (known: ${COMPOUND_KINDS.join(', ')})`, file, 'compounddef', def.line)
  }
  const ctx: DocContext = { file, ownerId: id, compoundId: id, anchors: model.anchors, xrefs: model.xrefs, pageNames: model.pageNames, warn }
  const title = textOf(element(def, 'title')).trim()
  const listingEl = element(def, 'programlisting')
  const compound: Compound = {
    id,
    kind: kind as CompoundKind,
    name: textOf(element(def, 'compoundname')).trim(),
    file,
    final: yes(def.attrs.final),
    abstract: yes(def.attrs.abstract),
    inline: kind === 'namespace' && yes(def.attrs.inline),
    brief: convertDescription(element(def, 'briefdescription'), ctx),
    detailed: convertDescription(element(def, 'detaileddescription'), ctx),
    location: location(element(def, 'location')),
    includes: includes(def, 'includes'),
    includedBy: includes(def, 'includedby'),
    templateParams: params(element(def, 'templateparamlist'), ctx),
    requiresClause: trimmed(convertInline(element(def, 'requiresclause'), ctx)),
    bases: refs(def, 'basecompoundref'),
    derived: refs(def, 'derivedcompoundref'),
    innerClasses: refs(def, 'innerclass'),
    innerNamespaces: refs(def, 'innernamespace'),
    innerFiles: refs(def, 'innerfile'),
    innerDirs: refs(def, 'innerdir'),
    innerPages: refs(def, 'innerpage'),
    innerGroups: refs(def, 'innergroup'),
    innerConcepts: refs(def, 'innerconcept'),
    sections: [],
    initializer: convertInline(element(def, 'initializer'), ctx),
  }
  if (title) compound.title = title
  if (def.attrs.language) compound.language = def.attrs.language
  if (def.attrs.prot) compound.protection = def.attrs.prot
  if (listingEl) compound.listing = convertListing(listingEl, ctx)
  collectImages(def, model)
  const listedHere = new Set<string>()
  for (const sec of elements(def, 'sectiondef')) {
    const section: Section = {
      kind: sec.attrs.kind ?? 'user-defined',
      description: convertDescription(element(sec, 'description'), ctx),
      memberIds: [],
    }
    const header = textOf(element(sec, 'header')).trim()
    if (header) section.header = header
    for (const m of elements(sec)) {
      if (m.name === 'memberdef') {
        const mid = m.attrs.id
        const mkind = m.attrs.kind
        if (!mid) throw new DoxygenXmlError(`${file} line ${m.line}: <memberdef> without id`, file, 'memberdef', m.line)
        if (!(MEMBER_KINDS as readonly string[]).includes(mkind)) {
          throw new DoxygenXmlError(`${file} line ${m.line}: <memberdef id="${mid}" kind="${mkind}"> has a kind no template knows (known: ${MEMBER_KINDS.join(', ')})`, file, 'memberdef', m.line)
        }
        // One declaration under two preprocessor branches is one id listed twice: the page lists it once.
        if (listedHere.has(mid)) continue
        listedHere.add(mid)
        section.memberIds.push(mid)
        if (model.members.has(mid)) continue
        // The owning compound by doxygen's id scheme reads it at once (so the XML tree can be dropped), unless
        // that is a group: doxygen gives a grouped member the group's id prefix, but its class (namespace, file)
        // is the page that documents it. Other members are read later from the best compound defining them.
        const rank = ownerRank(kind)
        if (ownerFromId(mid) === id && rank < OWNER_RANK.group) {
          model.members.set(mid, readMember(m, id, file, model, warn))
          memberSources.delete(mid)
        } else {
          const prev = memberSources.get(mid)
          if (!prev || rank < prev.rank) memberSources.set(mid, { el: m, compoundId: id, file, rank })
        }
      } else if (m.name === 'member' && m.attrs.refid && !listedHere.has(m.attrs.refid)) {
        listedHere.add(m.attrs.refid)
        section.memberIds.push(m.attrs.refid)
      }
    }
    compound.sections.push(section)
  }
  return compound
}

function collectImages(el: XElement, model: DoxygenModel): void {
  for (const c of el.children) {
    if (typeof c === 'string') continue
    if (c.name === 'image' && c.attrs.name && (!c.attrs.type || c.attrs.type === 'html')) model.images.add(c.attrs.name)
    else collectImages(c, model)
  }
}

/** Elements with distinct id attributes, first kept: doxygen repeats an enumerator id when an enum is declared twice. */
function uniqueById(els: XElement[], onDuplicate: (id: string) => void): XElement[] {
  const seen = new Set<string>()
  return els.filter((el) => {
    const id = el.attrs.id
    if (!id) return true
    if (seen.has(id)) {
      onDuplicate(textOf(element(el, 'name')).trim() || id)
      return false
    }
    seen.add(id)
    return true
  })
}

/**
 * A member's qualified name, ending with its own name. doxygen 1.9.4 writes a conversion operator to a qualified
 * type with its name cut at the type's last `::` (`<name>operator std::string</name>`,
 * `<qualifiedname>sf::String::string</qualifiedname>`): the scope is kept and the name put back.
 */
export function memberQualifiedName(qualified: string, name: string): string {
  if (!qualified || qualified === name || qualified.endsWith(`::${name}`)) return qualified || name
  const cut = qualified.lastIndexOf('::')
  return cut > 0 ? `${qualified.slice(0, cut)}::${name}` : name
}

function readMember(m: XElement, compoundId: string, file: string, model: DoxygenModel, warn: (m: string) => void): Member {
  const id = m.attrs.id
  const ctx: DocContext = { file, ownerId: id, compoundId, anchors: model.anchors, xrefs: model.xrefs, pageNames: model.pageNames, warn }
  const member: Member = {
    id,
    kind: m.attrs.kind as MemberKind,
    name: textOf(element(m, 'name')).trim(),
    qualifiedName: memberQualifiedName(textOf(element(m, 'qualifiedname')).trim(), textOf(element(m, 'name')).trim()),
    compoundId,
    protection: m.attrs.prot ?? 'public',
    static: yes(m.attrs.static),
    const: yes(m.attrs.const),
    constexpr: yes(m.attrs.constexpr),
    explicit: yes(m.attrs.explicit),
    inline: yes(m.attrs.inline),
    virtual: m.attrs.virt ?? 'non-virtual',
    noexcept: yes(m.attrs.noexcept),
    strong: yes(m.attrs.strong),
    type: elideAnonymousTypeNodes(convertInline(element(m, 'type'), ctx)),
    definition: elideAnonymousTypes(textOf(element(m, 'definition')).trim()),
    argsString: textOf(element(m, 'argsstring')).trim(),
    params: params(m, ctx),
    templateParams: params(element(m, 'templateparamlist'), ctx),
    requiresClause: trimmed(convertInline(element(m, 'requiresclause'), ctx)),
    enumValues: uniqueById(elements(m, 'enumvalue'), (dup) => warn(`${file}: enum ${textOf(element(m, 'name')).trim()} lists enumerator ${dup} twice (doxygen merges repeated declarations); shown once`)).map((ev) => {
      const evctx = { ...ctx, ownerId: ev.attrs.id ?? id }
      return {
        id: ev.attrs.id ?? '',
        name: textOf(element(ev, 'name')).trim(),
        initializer: convertInline(element(ev, 'initializer'), evctx),
        brief: convertDescription(element(ev, 'briefdescription'), evctx),
        detailed: convertDescription(element(ev, 'detaileddescription'), evctx),
      }
    }),
    initializer: convertInline(element(m, 'initializer'), ctx),
    brief: convertDescription(element(m, 'briefdescription'), ctx),
    detailed: convertDescription(element(m, 'detaileddescription'), ctx),
    inbody: convertDescription(element(m, 'inbodydescription'), ctx),
    location: location(element(m, 'location')),
    reimplements: refs(m, 'reimplements'),
    reimplementedBy: refs(m, 'reimplementedby'),
  }
  const bitfield = textOf(element(m, 'bitfield')).trim()
  if (bitfield) member.bitfield = bitfield
  collectImages(m, model)
  return member
}
