/**
 * The API's shape, written once: every object type the doxygen nodes carry, with what each field means. The node
 * payloads' TypeScript types are derived from these declarations (`Infer`), and the GraphQL schema Gatsby serves
 * (and GraphiQL documents) is printed from them (`apiSdl`): to add a field, add it here, then set it where the
 * payload is made (docs/sections/api.md, "The nodes' shape").
 */
import type { DocNode, Listing } from './doc'
import type { InheritanceDiagram } from './diagram'
import type { CoverageFigures, CoverageTrendRow, UndocumentedEntity } from './coverageFigures'
import { directive, field, type Fields, type Infer, type JsonFields, object, printSdl, resolved, t } from './shape'

/** `@dontInfer`: Gatsby serves the declared fields only. */
const dontInfer = directive('dontInfer')
/** `@packedDoc`: the value rides in the node's packed JSON (node/packedDocs.ts), unpacked when a query asks. */
const packedDoc = directive('packedDoc')
/** `@refidLink`: the node(s) of `type` whose refid is the field `from` of the same object (node/refidLinks.ts). */
const refidLink = (type: string, from: string) => directive('refidLink', { type, from })

/** The types these types implement or name that are declared elsewhere: Gatsby's Node, and the contract's (src/shell/contract.ts). */
export const EXTERNAL_TYPES = ['Node', 'HeliosPage', 'ApiSymbol', 'HeliosPageText'] as const

/** HeliosPage.searchText, the contract's type (src/shell/contract.ts). */
const searchTextShape = t.nullable(t.list(t.named('HeliosPageText')))

/** Fields every node type of a version opens with. */
const nodeId = resolved(t.id, "Gatsby's node id.")
const versionField = field(t.string, 'The engine version the node belongs to: current (Next) or a release of versions.json such as 0.2.0.')

export const ApiDeclarationChange = object('ApiDeclarationChange', 'One change of a declaration between two neighbouring versions.', {
  version: field(t.string, 'The version whose declaration differs from the version before it.'),
  before: field(t.string, 'The one-line declaration in the version before.'),
  after: field(t.string, 'The one-line declaration in this version.'),
})

export const ApiDeprecation = object('ApiDeprecation', 'A deprecation: the version that deprecated the entity and the text of its @deprecated note.', {
  version: field(t.string, 'The first version whose documentation marks the entity deprecated.'),
  note: field(t.string, "The note's text, without markup."),
})

export const ApiRename = object('ApiRename', 'A rename: the other name and the version where the rename took effect.', {
  version: field(t.string, 'The version that carries the new name (for renamedTo through a deprecation: the version that removed the old one).'),
  name: field(t.string, 'The other qualified name.'),
  via: field(t.optional(t.literal<'rename-table' | 'deprecation'>()), 'How it is known: rename-table (engine/releases/renames.json) or deprecation (a @deprecated note naming the successor); null for renamedFrom.'),
})

export const ApiSymbolHistory = object(
  'ApiSymbolHistory',
  'A symbol\'s history over the engine\'s versions (the releases of versions.json, oldest first, then "current"), computed at build time from their doxygen XML snapshots (src/sections/api/model/history.ts).',
  {
    since: field(t.string, 'The first version whose XML holds the entity, under this name or an earlier one: a release such as 0.2.0, or current when no release has it.'),
    changes: field(t.list(t.object(ApiDeclarationChange)), 'Every version that changed the entity\'s declaration, oldest first, with the declarations before and after.'),
    deprecated: field(t.nullable(t.object(ApiDeprecation)), "The first version whose documentation marks the entity deprecated (doxygen's @deprecated), with the note; null if none does."),
    removedIn: field(t.nullable(t.string), 'The first version without the entity, when it does not live on under another name; null while the newest version has it.'),
    renamedTo: field(t.nullable(t.object(ApiRename)), 'What the entity became in a later version: its new name (rename table) or the entity its deprecation note names once it is removed; null otherwise.'),
    renamedFrom: field(t.nullable(t.object(ApiRename)), 'The name the entity carried before a rename, and the version that renamed it; null if it was never renamed.'),
  },
)

export const DoxygenLocation = object('DoxygenLocation', 'Where an entity is declared in the sources, with a link to the file page (at the line when the listing exists).', {
  file: field(t.string, 'Source path as doxygen gives it (after STRIP_FROM_PATH).'),
  line: field(t.nullable(t.int), 'Line of the declaration.'),
  href: field(t.nullable(t.string), "Link to the file page, with a #L<line> anchor when the file page's listing shows that line; null when the file has no page."),
  sourceUrl: field(t.nullable(t.string), 'The source on the source host (at the line for a declaration); null when the corpus declares no repository or source links are off.'),
  sourceHost: field(t.nullable(t.string), 'Name of the source host for link labels, e.g. GitHub; null without sourceUrl.'),
})

export const DoxygenParam = object('DoxygenParam', 'A template or function parameter. Types and default values are description trees (JSON) so refs stay links.', {
  type: field(t.json<DocNode[]>(), "The parameter's type as an inline description tree (text and refs)."),
  declname: field(t.optional(t.string), 'Name in the declaration.'),
  defname: field(t.optional(t.string), 'Name in the definition.'),
  array: field(t.optional(t.string), 'Array suffix, e.g. [3].'),
  defval: field(t.json<DocNode[]>(), 'Default value as an inline description tree.'),
})

export const DoxygenCompoundRef = object('DoxygenCompoundRef', 'A link from one compound to another (base, derived, inner class, file in a folder...).', {
  refid: field(t.nullable(t.string), 'Doxygen id of the target, when doxygen knows it.'),
  name: field(t.string, 'Name as doxygen writes it.'),
  route: field(t.nullable(t.string), "Route of the target's page, null for entities outside the XML (e.g. std:: types)."),
  protection: field(t.nullable(t.string), 'public, protected or private (bases and inner classes).'),
  virtual: field(t.nullable(t.string), 'virtual or non-virtual (bases).'),
  compound: resolved(t.nullable(t.named('DoxygenCompound')), 'The target compound node.', refidLink('DoxygenCompound', 'refid')),
})

export const DoxygenInclude = object('DoxygenInclude', 'An #include line of a file or the header to include for a class.', {
  name: field(t.string, 'Header name as written in the include.'),
  local: field(t.boolean, 'true for #include "...", false for #include <...>.'),
  route: field(t.nullable(t.string), "Route of the included file's page when it is part of the XML."),
})

export const DoxygenSection = object('DoxygenSection', "A group of members on a compound page (doxygen's sectiondef): public functions, friends, macros...", {
  kind: field(t.string, "doxygen's sectiondef kind, e.g. public-func, public-attrib, friend, define, func, user-defined."),
  anchor: field(t.string, "Anchor of the section's summary table on the page."),
  title: field(t.string, 'Heading shown on the page.'),
  description: field(t.json<DocNode[]>(), 'Description of a user-defined group, as a description tree.'),
  memberIds: field(t.list(t.string), 'Ids of the members, in order.'),
  members: resolved(t.nullable(t.list(t.nullable(t.named('DoxygenMember')))), 'The members, in order.', refidLink('DoxygenMember', 'memberIds')),
})

export const DoxygenTemplateLink = object(
  'DoxygenTemplateLink',
  "A template entity related to a compound: what a concept constrains, a class template's specialisation, a specialisation's primary template (src/sections/api/model/templates.ts).",
  {
    refid: field(t.string, 'Doxygen id of the entity.'),
    name: field(t.string, "Its qualified name (a specialisation's with its template arguments)."),
    args: field(t.nullable(t.string), "A specialisation's template arguments as doxygen writes them, e.g. T *, U; null otherwise."),
    group: field(t.string, "How a concept's page groups it: templates (class templates), functions, concepts (refining it) or other; class for specialisations and primaries."),
    href: field(t.nullable(t.string), 'Its page (route#anchor for a member); null when it has none.'),
    overloadSetHref: field(t.nullable(t.string), "A member of an overload set: the set's entry (route#anchor), which a row listing several overloads links; null otherwise."),
    briefText: field(t.string, 'Its brief description as plain text.'),
  },
)

export const DoxygenSatisfaction = object('DoxygenSatisfaction', "A type a concept's documentation asserts satisfies it (static_assert(Concept<T>)), or does not (static_assert(!Concept<T>)).", {
  type: field(t.json<DocNode[]>(), 'The type argument as an inline description tree (a type of the library is a ref).'),
  holds: field(t.boolean, 'true when the assertion says the type satisfies the concept, false for a negated one.'),
})

export const DoxygenCrumb = object('DoxygenCrumb', 'A breadcrumb: an enclosing namespace, class or folder.', {
  name: field(t.string, 'The short name shown in the trail.'),
  route: field(t.nullable(t.string), 'Route of its page; null when it has none.'),
})

export const DoxygenInheritedGroup = object('DoxygenInheritedGroup', 'Members a class inherits from one base class (direct or further up), grouped the way Doxygen and m.css list them.', {
  baseId: field(t.string, 'Doxygen id of the base class.'),
  baseName: field(t.string, 'Qualified name of the base class.'),
  route: field(t.string, "Route of the base class's page."),
  via: field(t.list(t.string), 'Bases between the class and this base, nearest first (empty for a direct base).'),
  memberIds: field(t.list(t.string), 'Ids of the inherited members that are public in the derived class.'),
  members: resolved(t.nullable(t.list(t.nullable(t.named('DoxygenMember')))), "The inherited public members, linking to their entries on the base's page.", refidLink('DoxygenMember', 'memberIds')),
  protectedMemberIds: field(t.list(t.string), 'Ids of the inherited members that are protected in the derived class.'),
  protectedMembers: resolved(t.nullable(t.list(t.nullable(t.named('DoxygenMember')))), 'The inherited protected members.', refidLink('DoxygenMember', 'protectedMemberIds')),
})

export const DoxygenVersionId = object('DoxygenVersionId', "An entity's doxygen id in one version.", {
  version: field(t.string, 'The version: current or a release name.'),
  id: field(t.string, "The entity's doxygen id in that version."),
})

/** The HeliosPage fields of the section every API page node carries (versionPageFields in ../options.ts fills them). */
const pageSection = {
  section: field(t.string, 'HeliosPage: key of the section that builds the page.'),
  sectionLabel: field(t.string, "HeliosPage: the section's name as readers see it."),
}

export const DoxygenCompound = object(
  'DoxygenCompound',
  "A compound from doxygen's index.xml: class, struct, union, namespace, file, dir, page, group or concept. Each has one page.",
  {
    id: nodeId,
    version: versionField,
    path: field(t.string, "HeliosPage: the compound's page route (the same as route)."),
    ...pageSection,
    docsTag: field(t.string, 'HeliosPage: search facet of the page.'),
    summary: resolved(t.nullable(t.string), "HeliosPage: the compound's brief as plain text.", directive('proxy', { from: 'briefText' })),
    markdown: resolved(t.string, "HeliosPage: the page as Markdown (its twin at path + index.md; for a compound shown in parts, the first part's).", directive('compoundTwin')),
    searchText: resolved(searchTextShape, 'HeliosPage: the text of a doxygen page or an example for the search (its brief and description, block by block); null for the other compounds, searched through their symbols.', directive('compoundText')),
    qualifiedName: field(t.string, 'ApiSymbol: the fully qualified name (the same as name).'),
    signature: field(t.string, 'ApiSymbol: a one-line declaration, e.g. class Camera or template<typename T> struct vec3.'),
    ownerName: field(t.nullable(t.string), 'ApiSymbol: qualified name of the enclosing namespace, class or folder; null at the top level.'),
    url: field(t.string, "ApiSymbol: the compound's page route."),
    include: field(t.nullable(t.string), 'ApiSymbol: the #include line a reader writes to use it; null when the XML tells none.'),
    historyBadge: resolved(t.nullable(t.string), 'ApiSymbol: the history in one line; null without versions.', directive('historyBadge')),
    overloadSetUrl: resolved(t.nullable(t.string), 'ApiSymbol: compounds are no overload set; always null.'),
    inline: field(t.nullable(t.boolean), 'ApiSymbol: true for an inline namespace (C++ names its members without it too).'),
    baseNames: field(t.list(t.string), 'ApiSymbol: for a class, struct or union, its public and protected bases that the reference documents, by qualified name; empty otherwise.'),
    nextBadge: resolved(t.nullable(t.string), "ApiSymbol: how Next differs from this release's entity (Next: changed, removed, renamed to …); null in Next, when Next holds it unchanged, or without versions.", directive('nextBadge')),
    refid: field(t.string, "Doxygen's id (the XML file name without .xml)."),
    kind: field(t.string, 'Compound kind: class, struct, union, interface, exception, namespace, file, dir, page, group, concept, example.'),
    name: field(t.string, 'Fully qualified name (namespaces and classes), path (folders) or file name.'),
    title: field(t.string, 'Title for pages and groups; for folders the path below the include root (helios/math for include/helios/math); the name otherwise.'),
    shortName: field(t.string, 'The name without enclosing namespaces or folders.'),
    route: field(t.string, "Route of the compound's page under the API base path, with a trailing slash."),
    history: field(t.nullable(t.object(ApiSymbolHistory)), "The compound's history over the engine's versions; null when the XML has no versions (other libraries)."),
    versionIds: field(t.list(t.object(DoxygenVersionId)), "The same compound's doxygen id in every version that holds it (renames followed), this one included; empty without versions."),
    language: field(t.nullable(t.string), 'Source language as doxygen detected it (C++, Markdown...).'),
    protection: field(t.nullable(t.string), 'ApiSymbol: the access of a nested class (public, protected or private); null for the rest.'),
    final: field(t.boolean, 'Class is declared final.'),
    abstract: field(t.boolean, 'Class is abstract.'),
    xmlFile: field(t.string, 'XML file the compound was read from.'),
    brief: field(t.json<DocNode[]>(), 'Brief description: a JSON description tree (its node types are listed in docs/sections/api.md).', packedDoc),
    briefText: field(t.string, 'Brief description as plain text.'),
    detailed: field(t.json<DocNode[]>(), 'Detailed description: a JSON description tree with paragraphs, refs, lists, tables, code, notes, parameter lists, images.', packedDoc),
    location: field(t.nullable(t.object(DoxygenLocation)), 'Where the compound is declared.'),
    includes: field(t.list(t.object(DoxygenInclude)), 'Includes of a file, or the header to include for a class.'),
    includedBy: field(t.list(t.object(DoxygenInclude)), 'Files that include this file.'),
    templateParams: field(t.list(t.object(DoxygenParam)), 'Template parameters of a class template.', packedDoc),
    bases: field(t.list(t.object(DoxygenCompoundRef)), 'Base classes.'),
    derived: field(t.list(t.object(DoxygenCompoundRef)), 'Classes derived from this one.'),
    innerClasses: field(t.list(t.object(DoxygenCompoundRef)), 'Nested classes, structs and unions (or those a namespace or file declares).'),
    innerNamespaces: field(t.list(t.object(DoxygenCompoundRef)), 'Nested namespaces.'),
    innerFiles: field(t.list(t.object(DoxygenCompoundRef)), 'Files in a folder.'),
    innerDirs: field(t.list(t.object(DoxygenCompoundRef)), 'Subfolders.'),
    innerPages: field(t.list(t.object(DoxygenCompoundRef)), 'Subpages.'),
    innerGroups: field(t.list(t.object(DoxygenCompoundRef)), 'Subgroups.'),
    innerConcepts: field(t.list(t.object(DoxygenCompoundRef)), 'C++20 concepts declared here.'),
    sections: field(t.list(t.object(DoxygenSection)), 'Member groups, in page order; with part, those of one part of the page (see pageParts.ts), each with that part\'s members.', directive('memberPart')),
    listing: field(t.json<Listing | null>(), "Source listing of a file (doxygen's programlisting) as a JSON tree of highlighted, numbered lines; with part, the lines that part of the page shows (see pageParts.ts).", packedDoc, directive('listingPart')),
    listingLineCount: field(t.int, "Files: how many lines the source listing has (0 without one); a listing longer than a page holds is shown over the file page's parts."),
    initializer: field(t.json<DocNode[]>(), 'Requires-expression of a concept.', packedDoc),
    requiresClause: field(t.json<DocNode[]>(), 'The requires clause of a class template as an inline description tree (names of the library are refs); empty without one.', packedDoc),
    constrains: field(t.list(t.object(DoxygenTemplateLink)), "Concepts: the class templates, functions and concepts whose template parameters, requires clauses or abbreviated (Concept auto) parameters name it, in this version."),
    satisfiedBy: field(t.list(t.object(DoxygenSatisfaction)), "Concepts: the types their documentation's code blocks and examples assert satisfy them (static_assert), or not.", packedDoc),
    specialisations: field(t.list(t.object(DoxygenTemplateLink)), "Primary class templates: their partial and explicit specialisations (doxygen's Name< args > beside Name)."),
    primaryTemplate: field(t.nullable(t.object(DoxygenTemplateLink)), 'Specialisations: the primary class template; null for any other compound.'),
    breadcrumbs: field(t.list(t.object(DoxygenCrumb)), 'Enclosing namespaces, classes or folders, outermost first.'),
    parentId: field(t.nullable(t.string), 'Id of the enclosing compound.'),
    readmeId: field(t.nullable(t.string), "Folders: id of the folder's README page."),
    readme: resolved(t.nullable(t.named('DoxygenCompound')), "Folders: the folder's README (a markdown page compound).", refidLink('DoxygenCompound', 'readmeId')),
    readmeNumber: field(t.nullable(t.int), 'README pages and files: their number in files/readme-md-N.'),
    inheritanceDiagram: field(t.json<InheritanceDiagram | null>(), 'Classes with a base or a derived class: the inheritance diagram laid out at build time ({ width, height, boxes, edges }, pixels); null otherwise.', packedDoc),
    inherited: field(t.list(t.object(DoxygenInheritedGroup)), 'Classes: inherited members, one group per base class (transitively); private members and private bases are left out.'),
  },
  { interfaces: ['Node', 'HeliosPage', 'ApiSymbol'], directives: [dontInfer] },
)

export const DoxygenEnumValue = object('DoxygenEnumValue', 'An enumerator of an enum.', {
  refid: field(t.string, "Doxygen's id of the enumerator."),
  name: field(t.string, "The enumerator's name."),
  anchor: field(t.string, 'Anchor of the enumerator on its page.'),
  initializer: field(t.json<DocNode[]>(), 'Initializer as an inline description tree, e.g. = 4.'),
  brief: field(t.json<DocNode[]>(), 'Brief description as a description tree.'),
  detailed: field(t.json<DocNode[]>(), 'Detailed description as a description tree.'),
})

export const DoxygenMemberLink = object('DoxygenMemberLink', 'A link to another member (reimplements / reimplemented by).', {
  name: field(t.string, 'Qualified name of the other member.'),
  href: field(t.nullable(t.string), 'Its entry (route#anchor); null when it has no page.'),
})

/** The fields the symbol nodes that have no page of their own (members, enumerators) open with. */
const symbolNodeFields = {
  id: nodeId,
  version: versionField,
  docsTag: field(t.string, "ApiSymbol: the search facet of the symbol's version (docs-default-current, docs-default-0.2.0...)."),
}

export const DoxygenEnumerator = object(
  'DoxygenEnumerator',
  "An enumerator (enum value) as an API entity of its own; documented on its enum's entry.",
  {
    ...symbolNodeFields,
    refid: field(t.string, "Doxygen's id of the enumerator."),
    enumId: field(t.string, "Doxygen's id of its enum (a DoxygenMember)."),
    kind: field(t.literal<'enumvalue'>(), 'Always enumvalue.'),
    name: field(t.string, "The enumerator's name."),
    shortName: field(t.string, "ApiSymbol: the enumerator's name (the same as name)."),
    qualifiedName: field(t.string, 'ApiSymbol: Enum::Value for a scoped enum (enum class), Scope::Value for an unscoped one.'),
    signature: field(t.string, 'ApiSymbol: the enumerator with its initializer, e.g. RGBA8 = 4.'),
    briefText: field(t.string, "ApiSymbol: the enumerator's brief description as plain text."),
    ownerName: field(t.nullable(t.string), "ApiSymbol: the enum's qualified name."),
    url: field(t.string, "ApiSymbol: route#anchor of the enumerator on its enum's page."),
    include: field(t.nullable(t.string), "ApiSymbol: the enum's #include line."),
    historyBadge: resolved(t.nullable(t.string), 'ApiSymbol: enumerators have no history of their own; always null.'),
    overloadSetUrl: resolved(t.nullable(t.string), 'ApiSymbol: enumerators are no overload set; always null.'),
    inline: resolved(t.nullable(t.boolean), 'ApiSymbol: an enumerator is no namespace; always null.'),
    baseNames: resolved(t.nullable(t.list(t.string)), 'ApiSymbol: an enumerator is no class; always null.'),
    protection: resolved(t.nullable(t.string), "ApiSymbol: an enumerator has its enum's access; always null."),
    nextBadge: resolved(t.nullable(t.string), 'ApiSymbol: enumerators have no history of their own; always null.'),
  },
  { interfaces: ['Node', 'ApiSymbol'], directives: [dontInfer] },
)

export const DoxygenOverloadSet = object('DoxygenOverloadSet', "Where an overload set is documented, and one member's place in it.", {
  anchor: field(t.string, "The set's own anchor on the member's page."),
  href: field(t.string, 'route#anchor of the set.'),
  number: field(t.int, "The member's number in the set, from 1: (1), (2), (3)."),
  count: field(t.int, 'How many overloads the set has.'),
})

export const DoxygenMember = object(
  'DoxygenMember',
  'A member of a compound: function, variable, typedef, enum, define, friend... Documented in full on one page.',
  {
    ...symbolNodeFields,
    refid: field(t.string, "Doxygen's id."),
    kind: field(t.string, 'Member kind: define, variable, typedef, enum, function, friend, signal, slot, property, event, prototype.'),
    name: field(t.string, "The member's name without its scope."),
    shortName: field(t.string, "ApiSymbol: the member's name without its scope (the same as name)."),
    qualifiedName: field(t.string, "The fully qualified name, e.g. acme::Vector::scale; an unnamed member (doxygen's @N) ends in (anonymous)."),
    history: field(t.nullable(t.object(ApiSymbolHistory)), "The member's history over the engine's versions; null when the XML has no versions (other libraries)."),
    signature: field(t.string, 'ApiSymbol: a one-line declaration, e.g. void lookAt(const vec3 &target) const.'),
    ownerName: field(t.nullable(t.string), 'ApiSymbol: qualified name of the compound whose page documents the member.'),
    url: field(t.string, "ApiSymbol: route#anchor of the member's entry (the same as href)."),
    include: field(t.nullable(t.string), 'ApiSymbol: the #include line a reader writes to use it; null when the XML tells none.'),
    historyBadge: resolved(t.nullable(t.string), 'ApiSymbol: the history in one line; null without versions.', directive('historyBadge')),
    nextBadge: resolved(t.nullable(t.string), "ApiSymbol: how Next differs from this release's entity (Next: changed, removed, renamed to …); null in Next, when Next holds it unchanged, or without versions.", directive('nextBadge')),
    compoundId: field(t.string, 'Id of the compound whose page documents the member.'),
    compound: resolved(t.nullable(t.named('DoxygenCompound')), 'The compound whose page documents the member.', refidLink('DoxygenCompound', 'compoundId')),
    route: field(t.string, 'Route of that page.'),
    anchor: field(t.string, 'Anchor of the member on that page (readable; overloads get a hash suffix).'),
    href: field(t.string, 'route#anchor.'),
    protection: field(t.string, 'public, protected, private or package.'),
    static: field(t.boolean, 'Declared static.'),
    const: field(t.boolean, 'A const member function.'),
    constexpr: field(t.boolean, 'Declared constexpr.'),
    explicit: field(t.boolean, 'An explicit constructor or conversion.'),
    inline: field(t.boolean, 'Declared or defined inline.'),
    virtual: field(t.string, 'virtual, pure-virtual or non-virtual.'),
    noexcept: field(t.boolean, 'Declared noexcept.'),
    strong: field(t.boolean, 'enum class.'),
    type: field(t.json<DocNode[]>(), 'Return or variable type as an inline description tree.', packedDoc),
    definition: field(t.string, "doxygen's definition line, e.g. 'Vector & acme::Vector< T >::scale'."),
    argsString: field(t.string, "Argument list and trailing qualifiers, e.g. '(T factor) const noexcept'."),
    bitfield: field(t.nullable(t.string), 'Width of a bit-field member, e.g. 3.'),
    params: field(t.list(t.object(DoxygenParam)), 'Function or macro parameters, in order.', packedDoc),
    templateParams: field(t.list(t.object(DoxygenParam)), 'Template parameters of a member template.', packedDoc),
    requiresClause: field(t.json<DocNode[]>(), 'The requires clause (leading or trailing) as an inline description tree, names of the library linked; empty without one.', packedDoc),
    enumValues: field(t.list(t.object(DoxygenEnumValue)), 'Enumerators of an enum, in order.', packedDoc),
    initializer: field(t.json<DocNode[]>(), 'Initializer (variables, defines, aliases) as an inline description tree.', packedDoc),
    brief: field(t.json<DocNode[]>(), 'Brief description as a description tree.', packedDoc),
    briefText: field(t.string, 'Brief description as plain text.'),
    detailed: field(t.json<DocNode[]>(), 'Detailed description as a description tree.', packedDoc),
    inbody: field(t.json<DocNode[]>(), 'Documentation found inside the function body.', packedDoc),
    location: field(t.nullable(t.object(DoxygenLocation)), 'Where the member is declared.'),
    reimplements: field(t.list(t.object(DoxygenMemberLink)), 'The base-class members this one overrides.'),
    reimplementedBy: field(t.list(t.object(DoxygenMemberLink)), 'The derived-class members that override this one.'),
    overloadSet: field(t.nullable(t.object(DoxygenOverloadSet)), 'The overload set the member belongs to (members of its name and kind on its page); null when its name is declared once there.'),
    overloadSetUrl: field(t.nullable(t.string), "ApiSymbol: route#anchor of the member's overload set; null when its name is declared once in its scope."),
    baseNames: resolved(t.nullable(t.list(t.string)), 'ApiSymbol: a member is no class; always null.'),
  },
  { interfaces: ['Node', 'ApiSymbol'], directives: [dontInfer] },
)

export const DoxygenXrefItem = object(
  'DoxygenXrefItem',
  "An item of a to-do, deprecated, bug or test list (doxygen's xrefsect), with the entity it documents.",
  {
    version: versionField,
    list: field(t.string, 'List key: todo, deprecated, bug, test or a custom \\xrefitem key.'),
    title: field(t.string, 'List title, e.g. Todo.'),
    anchor: field(t.string, 'Anchor of the item on the list page.'),
    content: field(t.json<DocNode[]>(), "The item's text as a description tree."),
    ownerId: field(t.string, 'Doxygen id of the documented entity.'),
    ownerName: field(t.string, 'Its name as the list shows it (a function with ()).'),
    ownerKind: field(t.string, "Its kind: a compound's or member's kind, enumvalue, or entity when the XML does not hold it."),
    ownerHref: field(t.nullable(t.string), 'Link to the documented entity.'),
  },
  { interfaces: ['Node'], directives: [dontInfer] },
)

export const DoxygenCoverage = object(
  'DoxygenCoverage',
  "One version's documentation coverage (model/coverage.ts): the share of its public entities with a brief, with details, with every parameter and return value documented, overall, per kind and per namespace, the entities that lack a part, and every version's overall figures. Its page is coverage/ below the version's base path.",
  {
    id: nodeId,
    version: field(t.string, 'The version: current or a release name.'),
    path: field(t.string, "HeliosPage: the page's route (coverage/ below the version's base path)."),
    title: field(t.string, "HeliosPage: the page's heading."),
    ...pageSection,
    kind: field(t.literal<'coverage'>(), 'HeliosPage: coverage.'),
    docsTag: field(t.string, 'HeliosPage: search facet of the page.'),
    summary: field(t.nullable(t.string), 'HeliosPage: the headline figures in one sentence.'),
    markdown: field(t.string, 'HeliosPage: the page as Markdown (its twin at path + index.md).'),
    searchText: resolved(searchTextShape, 'HeliosPage: null; the coverage page is not searched.'),
    overall: field(t.jsonRequired<CoverageFigures>(), 'CoverageFigures (total, brief, details, callable, paramsComplete, documented) of every public entity.'),
    byKind: field(t.jsonRequired<Array<{ kind: string } & CoverageFigures>>(), 'CoverageFigures per kind, most entities first: [{ kind, ...figures }].'),
    byNamespace: field(t.jsonRequired<Array<{ namespace: string } & CoverageFigures>>(), 'CoverageFigures per enclosing namespace, by name: [{ namespace, ...figures }].'),
    undocumented: field(t.jsonRequired<UndocumentedEntity[]>(), 'The public entities not documented, by namespace and name, the first UNDOCUMENTED_ON_PAGE of them: [{ kind, name, namespace, url, lacks }].'),
    undocumentedCount: field(t.int, 'How many public entities are not documented (the twin lists every one).'),
    trend: field(t.jsonRequired<CoverageTrendRow[]>(), "Every version's overall figures, oldest first: [{ version, overall }]."),
  },
  { interfaces: ['Node', 'HeliosPage'], directives: [dontInfer] },
)

export const DoxygenChangeEntry = object('DoxygenChangeEntry', 'One change of one entity between two neighbouring versions.', {
  change: field(t.string, 'added, removed, renamed, changed or deprecated.'),
  kind: field(t.string, "doxygen's kind of the entity."),
  name: field(t.string, "Qualified name (a file's path), in this version; in the version before for a removed entity."),
  namespace: field(t.string, 'The enclosing namespace the entry is grouped under (Files and Pages for files and pages).'),
  namespaceId: field(t.string, "The id of its namespace's heading on the changes page, unique on the page (model/changesIds.ts)."),
  url: field(t.nullable(t.string), 'Where the entity is documented in this version; null when it is removed.'),
  previousUrl: field(t.nullable(t.string), 'Where the entity is documented in the version before; null when it is new.'),
  before: field(t.nullable(t.string), 'Declaration in the version before (changed, removed).'),
  after: field(t.nullable(t.string), 'Declaration in this version (added, changed).'),
  note: field(t.nullable(t.string), 'The deprecation note (deprecated).'),
  other: field(t.nullable(t.string), 'renamed: the name before; removed: the entity that replaces it, when its deprecation note names one.'),
})

export const DoxygenVersionChanges = object(
  'DoxygenVersionChanges',
  'What one version changed against the version before it (computed from the snapshots by model/history.ts).',
  {
    id: nodeId,
    version: field(t.string, 'The version: a release name, or current for the changes since the newest release.'),
    path: field(t.string, "HeliosPage: the changes page's route (versionRoute(version, 'changes'))."),
    title: field(t.string, 'HeliosPage: Changes in <version>.'),
    ...pageSection,
    kind: field(t.literal<'changes'>(), 'HeliosPage: changes.'),
    docsTag: field(t.string, 'HeliosPage: search facet of the page.'),
    summary: field(t.nullable(t.string), 'HeliosPage: what the version changed, counted.'),
    markdown: resolved(t.string, 'HeliosPage: the page as Markdown (its twin at path + index.md): a heading per namespace, each entry linked to its page.', directive('changesTwin')),
    searchText: resolved(searchTextShape, 'HeliosPage: null; the changes page is not searched, its entities are, through their symbols.'),
    previous: field(t.nullable(t.string), 'The version before it; null for the oldest release, whose every entity is listed as added.'),
    entries: field(t.list(t.object(DoxygenChangeEntry)), 'One entry per entity and change, sorted by namespace and name.'),
  },
  { interfaces: ['Node', 'HeliosPage'], directives: [dontInfer] },
)

/** Every object type of the doxygen nodes, in the order the schema lists them. */
export const API_TYPES = [
  ApiSymbolHistory, ApiDeclarationChange, ApiDeprecation, ApiRename, DoxygenLocation, DoxygenParam, DoxygenCompoundRef,
  DoxygenInclude, DoxygenSection, DoxygenTemplateLink, DoxygenSatisfaction, DoxygenCrumb, DoxygenInheritedGroup,
  DoxygenCompound, DoxygenEnumValue, DoxygenMemberLink, DoxygenEnumerator, DoxygenMember, DoxygenOverloadSet,
  DoxygenXrefItem, DoxygenVersionId, DoxygenCoverage, DoxygenVersionChanges, DoxygenChangeEntry,
] as const

/** The SDL of the doxygen nodes' types, which the transformer gives Gatsby's createTypes. */
export const apiSdl = (): string => printSdl(API_TYPES, EXTERNAL_TYPES)

/** The fields an object's `@refidLink` reads refids from: a release stamps its version on every object holding one. */
export const REFID_LINK_SOURCES: readonly string[] = [
  ...new Set(API_TYPES.flatMap((o) => Object.values(o.fields as Fields).flatMap((f) => f.directives.filter((d) => d.name === 'refidLink').map((d) => String(d.args.from))))),
]

/** What each JSON field of the doxygen nodes holds, by field name (description trees, a listing, a diagram, figures). */
export type ApiJsonFields = JsonFields<(typeof API_TYPES)[number]>

// The payload types, derived from the declarations above.
export type SymbolHistory = Infer<typeof ApiSymbolHistory>
export type DeclarationChange = Infer<typeof ApiDeclarationChange>
export type LocationPayload = Infer<typeof DoxygenLocation>
export type ParamPayload = Infer<typeof DoxygenParam>
export type RefPayload = Infer<typeof DoxygenCompoundRef>
export type SectionPayload = Infer<typeof DoxygenSection>
export type EnumValuePayload = Infer<typeof DoxygenEnumValue>
export type TemplateLink = Infer<typeof DoxygenTemplateLink>
export type InheritedGroup = Infer<typeof DoxygenInheritedGroup>
export type CompoundNode = Infer<typeof DoxygenCompound>
export type MemberNode = Infer<typeof DoxygenMember>
export type EnumeratorNode = Infer<typeof DoxygenEnumerator>
export type XrefNode = Infer<typeof DoxygenXrefItem>
export type CoverageNode = Infer<typeof DoxygenCoverage>
export type VersionChangesNode = Infer<typeof DoxygenVersionChanges>
export type ChangeEntry = Infer<typeof DoxygenChangeEntry>
