/** The fields the symbol nodes that have no page of their own (members, enumerators) open with. */
const symbolNodeFields = `    "Gatsby's node id."
    id: ID!
    "The engine version the node belongs to: current (Next) or a release of versions.json such as 0.2.0."
    version: String!
    "ApiSymbol: the search facet of the symbol's version (docs-default-current, docs-default-0.2.0...)."
    docsTag: String!`

/** GraphQL types of the doxygen nodes, with descriptions so GraphiQL documents them. */
export const typeDefs = `
  """
  A symbol's history over the engine's versions (the releases of versions.json, oldest first, then "current"),
  computed at build time from their doxygen XML snapshots (src/sections/api/model/history.ts).
  """
  type ApiSymbolHistory {
    "The first version whose XML holds the entity, under this name or an earlier one: a release such as 0.2.0, or current when no release has it."
    since: String!
    "Every version that changed the entity's declaration, oldest first, with the declarations before and after."
    changes: [ApiDeclarationChange!]!
    "The first version whose documentation marks the entity deprecated (doxygen's @deprecated), with the note; null if none does."
    deprecated: ApiDeprecation
    "The first version without the entity, when it does not live on under another name; null while the newest version has it."
    removedIn: String
    "What the entity became in a later version: its new name (rename table) or the entity its deprecation note names once it is removed; null otherwise."
    renamedTo: ApiRename
    "The name the entity carried before a rename, and the version that renamed it; null if it was never renamed."
    renamedFrom: ApiRename
  }

  """One change of a declaration between two neighbouring versions."""
  type ApiDeclarationChange {
    "The version whose declaration differs from the version before it."
    version: String!
    "The one-line declaration in the version before."
    before: String!
    "The one-line declaration in this version."
    after: String!
  }

  """A deprecation: the version that deprecated the entity and the text of its @deprecated note."""
  type ApiDeprecation {
    "The first version whose documentation marks the entity deprecated."
    version: String!
    "The note's text, without markup."
    note: String!
  }

  """A rename: the other name and the version where the rename took effect."""
  type ApiRename {
    "The version that carries the new name (for renamedTo through a deprecation: the version that removed the old one)."
    version: String!
    "The other qualified name."
    name: String!
    "How it is known: rename-table (engine/releases/renames.json) or deprecation (a @deprecated note naming the successor); null for renamedFrom."
    via: String
  }

  """Where an entity is declared in the sources, with a link to the file page (at the line when the listing exists)."""
  type DoxygenLocation {
    "Source path as doxygen gives it (after STRIP_FROM_PATH)."
    file: String!
    "Line of the declaration."
    line: Int
    "Link to the file page, with a #L<line> anchor when the file page's listing shows that line; null when the file has no page."
    href: String
    "The source on the source host (at the line for a declaration); null when the corpus declares no repository or source links are off."
    sourceUrl: String
    "Name of the source host for link labels, e.g. GitHub; null without sourceUrl."
    sourceHost: String
  }

  """A template or function parameter. Types and default values are description trees (JSON) so refs stay links."""
  type DoxygenParam {
    "The parameter's type as an inline description tree (text and refs)."
    type: JSON
    "Name in the declaration."
    declname: String
    "Name in the definition."
    defname: String
    "Array suffix, e.g. [3]."
    array: String
    "Default value as an inline description tree."
    defval: JSON
  }

  """A link from one compound to another (base, derived, inner class, file in a folder...)."""
  type DoxygenCompoundRef {
    "Doxygen id of the target, when doxygen knows it."
    refid: String
    "Name as doxygen writes it."
    name: String!
    "Route of the target's page, null for entities outside the XML (e.g. std:: types)."
    route: String
    "public, protected or private (bases and inner classes)."
    protection: String
    "virtual or non-virtual (bases)."
    virtual: String
    "The target compound node."
    compound: DoxygenCompound @refidLink(type: "DoxygenCompound", from: "refid")
  }

  """An #include line of a file or the header to include for a class."""
  type DoxygenInclude {
    "Header name as written in the include."
    name: String!
    "true for #include \\"...\\", false for #include <...>."
    local: Boolean!
    "Route of the included file's page when it is part of the XML."
    route: String
  }

  """A group of members on a compound page (doxygen's sectiondef): public functions, friends, macros..."""
  type DoxygenSection {
    "doxygen's sectiondef kind, e.g. public-func, public-attrib, friend, define, func, user-defined."
    kind: String!
    "Anchor of the section's summary table on the page."
    anchor: String!
    "Heading shown on the page."
    title: String!
    "Description of a user-defined group, as a description tree."
    description: JSON
    "Ids of the members, in order."
    memberIds: [String!]!
    "The members, in order."
    members: [DoxygenMember] @refidLink(type: "DoxygenMember", from: "memberIds")
  }

  """
  A template entity related to a compound: what a concept constrains, a class template's specialisation, a
  specialisation's primary template (src/sections/api/model/templates.ts).
  """
  type DoxygenTemplateLink {
    "Doxygen id of the entity."
    refid: String!
    "Its qualified name (a specialisation's with its template arguments)."
    name: String!
    "A specialisation's template arguments as doxygen writes them, e.g. T *, U; null otherwise."
    args: String
    "How a concept's page groups it: templates (class templates), functions, concepts (refining it) or other; class for specialisations and primaries."
    group: String!
    "Its page (route#anchor for a member); null when it has none."
    href: String
    "A member of an overload set: the set's entry (route#anchor), which a row listing several overloads links; null otherwise."
    overloadSetHref: String
    "Its brief description as plain text."
    briefText: String!
  }

  """A type a concept's documentation asserts satisfies it (static_assert(Concept<T>)), or does not (static_assert(!Concept<T>))."""
  type DoxygenSatisfaction {
    "The type argument as an inline description tree (a type of the library is a ref)."
    type: JSON
    "true when the assertion says the type satisfies the concept, false for a negated one."
    holds: Boolean!
  }

  """A breadcrumb: an enclosing namespace, class or folder."""
  type DoxygenCrumb {
    name: String!
    route: String
  }

  """Members a class inherits from one base class (direct or further up), grouped the way Doxygen and m.css list them."""
  type DoxygenInheritedGroup {
    "Doxygen id of the base class."
    baseId: String!
    "Qualified name of the base class."
    baseName: String!
    "Route of the base class's page."
    route: String!
    "Bases between the class and this base, nearest first (empty for a direct base)."
    via: [String!]!
    "Ids of the inherited members that are public in the derived class."
    memberIds: [String!]!
    "The inherited public members, linking to their entries on the base's page."
    members: [DoxygenMember] @refidLink(type: "DoxygenMember", from: "memberIds")
    "Ids of the inherited members that are protected in the derived class."
    protectedMemberIds: [String!]!
    "The inherited protected members."
    protectedMembers: [DoxygenMember] @refidLink(type: "DoxygenMember", from: "protectedMemberIds")
  }

  """A compound from doxygen's index.xml: class, struct, union, namespace, file, dir, page, group or concept. Each has one page."""
  type DoxygenCompound implements Node & HeliosPage & ApiSymbol @dontInfer {
    "Gatsby's node id."
    id: ID!
    "The engine version the node belongs to: current (Next) or a release of versions.json such as 0.2.0."
    version: String!
    "HeliosPage: the compound's page route (the same as route)."
    path: String!
    "HeliosPage: key of the section that builds the page."
    section: String!
    "HeliosPage: the section's name as readers see it."
    sectionLabel: String!
    "HeliosPage: search facet of the page."
    docsTag: String!
    "HeliosPage: the compound's brief as plain text."
    summary: String @proxy(from: "briefText")
    "HeliosPage: the page as Markdown (its twin at path + index.md; for a compound shown in parts, the first part's)."
    markdown: String! @compoundTwin
    "ApiSymbol: the fully qualified name (the same as name)."
    qualifiedName: String!
    "ApiSymbol: a one-line declaration, e.g. class Camera or template<typename T> struct vec3."
    signature: String!
    "ApiSymbol: qualified name of the enclosing namespace, class or folder; null at the top level."
    ownerName: String
    "ApiSymbol: the compound's page route."
    url: String!
    "ApiSymbol: the #include line a reader writes to use it; null when the XML tells none."
    include: String
    "ApiSymbol: the history in one line; null without versions."
    historyBadge: String @historyBadge
    "ApiSymbol: compounds are no overload set; always null."
    overloadSetUrl: String
    "ApiSymbol: true for an inline namespace (C++ names its members without it too)."
    inline: Boolean
    "ApiSymbol: how Next differs from this release's entity (Next: changed, removed, renamed to …); null in Next, when Next holds it unchanged, or without versions."
    nextBadge: String @nextBadge
    "Doxygen's id (the XML file name without .xml)."
    refid: String!
    "Compound kind: class, struct, union, interface, exception, namespace, file, dir, page, group, concept, example."
    kind: String!
    "Fully qualified name (namespaces and classes), path (folders) or file name."
    name: String!
    "Title for pages and groups; for folders the path below the include root (helios/math for include/helios/math); the name otherwise."
    title: String!
    "The name without enclosing namespaces or folders."
    shortName: String!
    "Route of the compound's page under the API base path, with a trailing slash."
    route: String!
    "The compound's history over the engine's versions; null when the XML has no versions (other libraries)."
    history: ApiSymbolHistory
    "The same compound's doxygen id in every version that holds it (renames followed), this one included; empty without versions."
    versionIds: [DoxygenVersionId!]!
    "Source language as doxygen detected it (C++, Markdown...)."
    language: String
    "Protection of a nested class."
    protection: String
    "Class is declared final."
    final: Boolean!
    "Class is abstract."
    abstract: Boolean!
    "XML file the compound was read from."
    xmlFile: String!
    "Brief description: a JSON description tree (its node types are listed in docs/sections/api.md)."
    brief: JSON @packedDoc
    "Brief description as plain text."
    briefText: String!
    "Detailed description: a JSON description tree with paragraphs, refs, lists, tables, code, notes, parameter lists, images."
    detailed: JSON @packedDoc
    "Where the compound is declared."
    location: DoxygenLocation
    "Includes of a file, or the header to include for a class."
    includes: [DoxygenInclude!]!
    "Files that include this file."
    includedBy: [DoxygenInclude!]!
    "Template parameters of a class template."
    templateParams: [DoxygenParam!]! @packedDoc
    "Base classes."
    bases: [DoxygenCompoundRef!]!
    "Classes derived from this one."
    derived: [DoxygenCompoundRef!]!
    "Nested classes, structs and unions (or those a namespace or file declares)."
    innerClasses: [DoxygenCompoundRef!]!
    "Nested namespaces."
    innerNamespaces: [DoxygenCompoundRef!]!
    "Files in a folder."
    innerFiles: [DoxygenCompoundRef!]!
    "Subfolders."
    innerDirs: [DoxygenCompoundRef!]!
    "Subpages."
    innerPages: [DoxygenCompoundRef!]!
    "Subgroups."
    innerGroups: [DoxygenCompoundRef!]!
    "C++20 concepts declared here."
    innerConcepts: [DoxygenCompoundRef!]!
    "Member groups, in page order; with part, those of one part of the page (see pageParts.ts), each with that part's members."
    sections: [DoxygenSection!]! @memberPart
    "Source listing of a file (doxygen's programlisting) as a JSON tree of highlighted, numbered lines."
    listing: JSON @packedDoc
    "Requires-expression of a concept."
    initializer: JSON @packedDoc
    "The requires clause of a class template as an inline description tree (names of the library are refs); empty without one."
    requiresClause: JSON @packedDoc
    "Concepts: the class templates, functions and concepts whose template parameters, requires clauses or abbreviated (Concept auto) parameters name it, in this version."
    constrains: [DoxygenTemplateLink!]!
    "Concepts: the types their documentation's code blocks and examples assert satisfy them (static_assert), or not."
    satisfiedBy: [DoxygenSatisfaction!]! @packedDoc
    "Primary class templates: their partial and explicit specialisations (doxygen's Name< args > beside Name)."
    specialisations: [DoxygenTemplateLink!]!
    "Specialisations: the primary class template; null for any other compound."
    primaryTemplate: DoxygenTemplateLink
    "Enclosing namespaces, classes or folders, outermost first."
    breadcrumbs: [DoxygenCrumb!]!
    "Id of the enclosing compound."
    parentId: String
    "Folders: id of the folder's README page."
    readmeId: String
    "Folders: the folder's README (a markdown page compound)."
    readme: DoxygenCompound @refidLink(type: "DoxygenCompound", from: "readmeId")
    "README pages and files: their number in files/readme-md-N."
    readmeNumber: Int
    "Classes with a base or a derived class: the inheritance diagram laid out at build time ({ width, height, boxes, edges }, pixels); null otherwise."
    inheritanceDiagram: JSON @packedDoc
    "Classes: inherited members, one group per base class (transitively); private members and private bases are left out."
    inherited: [DoxygenInheritedGroup!]!
  }

  """An enumerator of an enum."""
  type DoxygenEnumValue {
    refid: String!
    name: String!
    "Anchor of the enumerator on its page."
    anchor: String!
    "Initializer as an inline description tree, e.g. = 4."
    initializer: JSON
    brief: JSON
    detailed: JSON
  }

  """A link to another member (reimplements / reimplemented by)."""
  type DoxygenMemberLink {
    name: String!
    href: String
  }

  """An enumerator (enum value) as an API entity of its own; documented on its enum's entry."""
  type DoxygenEnumerator implements Node & ApiSymbol @dontInfer {
${symbolNodeFields}
    "Doxygen's id of the enumerator."
    refid: String!
    "Doxygen's id of its enum (a DoxygenMember)."
    enumId: String!
    "Always enumvalue."
    kind: String!
    "The enumerator's name."
    name: String!
    "ApiSymbol: the enumerator's name (the same as name)."
    shortName: String!
    "ApiSymbol: Enum::Value for a scoped enum (enum class), Scope::Value for an unscoped one."
    qualifiedName: String!
    "ApiSymbol: the enumerator with its initializer, e.g. RGBA8 = 4."
    signature: String!
    "ApiSymbol: the enumerator's brief description as plain text."
    briefText: String!
    "ApiSymbol: the enum's qualified name."
    ownerName: String
    "ApiSymbol: route#anchor of the enumerator on its enum's page."
    url: String!
    "ApiSymbol: the enum's #include line."
    include: String
    "ApiSymbol: enumerators have no history of their own; always null."
    historyBadge: String
    "ApiSymbol: enumerators are no overload set; always null."
    overloadSetUrl: String
    "ApiSymbol: an enumerator is no namespace; always null."
    inline: Boolean
    "ApiSymbol: enumerators have no history of their own; always null."
    nextBadge: String
  }

  """A member of a compound: function, variable, typedef, enum, define, friend... Documented in full on one page."""
  type DoxygenMember implements Node & ApiSymbol @dontInfer {
${symbolNodeFields}
    "Doxygen's id."
    refid: String!
    "Member kind: define, variable, typedef, enum, function, friend, signal, slot, property, event, prototype."
    kind: String!
    "The member's name without its scope."
    name: String!
    "ApiSymbol: the member's name without its scope (the same as name)."
    shortName: String!
    "The fully qualified name, e.g. acme::Vector::scale."
    qualifiedName: String!
    "The member's history over the engine's versions; null when the XML has no versions (other libraries)."
    history: ApiSymbolHistory
    "ApiSymbol: a one-line declaration, e.g. void lookAt(const vec3 &target) const."
    signature: String!
    "ApiSymbol: qualified name of the compound whose page documents the member."
    ownerName: String
    "ApiSymbol: route#anchor of the member's entry (the same as href)."
    url: String!
    "ApiSymbol: the #include line a reader writes to use it; null when the XML tells none."
    include: String
    "ApiSymbol: the history in one line; null without versions."
    historyBadge: String @historyBadge
    "ApiSymbol: how Next differs from this release's entity (Next: changed, removed, renamed to …); null in Next, when Next holds it unchanged, or without versions."
    nextBadge: String @nextBadge
    "Id of the compound whose page documents the member."
    compoundId: String!
    "The compound whose page documents the member."
    compound: DoxygenCompound @refidLink(type: "DoxygenCompound", from: "compoundId")
    "Route of that page."
    route: String!
    "Anchor of the member on that page (readable; overloads get a hash suffix)."
    anchor: String!
    "route#anchor."
    href: String!
    "public, protected, private or package."
    protection: String!
    "Declared static."
    static: Boolean!
    "A const member function."
    const: Boolean!
    "Declared constexpr."
    constexpr: Boolean!
    "An explicit constructor or conversion."
    explicit: Boolean!
    "Declared or defined inline."
    inline: Boolean!
    "virtual, pure-virtual or non-virtual."
    virtual: String!
    "Declared noexcept."
    noexcept: Boolean!
    "enum class."
    strong: Boolean!
    "Return or variable type as an inline description tree."
    type: JSON @packedDoc
    "doxygen's definition line, e.g. 'Vector & acme::Vector< T >::scale'."
    definition: String!
    "Argument list and trailing qualifiers, e.g. '(T factor) const noexcept'."
    argsString: String!
    "Width of a bit-field member, e.g. 3."
    bitfield: String
    "Function or macro parameters, in order."
    params: [DoxygenParam!]! @packedDoc
    "Template parameters of a member template."
    templateParams: [DoxygenParam!]! @packedDoc
    "The requires clause (leading or trailing) as an inline description tree, names of the library linked; empty without one."
    requiresClause: JSON @packedDoc
    "Enumerators of an enum, in order."
    enumValues: [DoxygenEnumValue!]! @packedDoc
    "Initializer (variables, defines, aliases) as an inline description tree."
    initializer: JSON @packedDoc
    "Brief description as a description tree."
    brief: JSON @packedDoc
    "Brief description as plain text."
    briefText: String!
    "Detailed description as a description tree."
    detailed: JSON @packedDoc
    "Documentation found inside the function body."
    inbody: JSON @packedDoc
    "Where the member is declared."
    location: DoxygenLocation
    "The base-class members this one overrides."
    reimplements: [DoxygenMemberLink!]!
    "The derived-class members that override this one."
    reimplementedBy: [DoxygenMemberLink!]!
    "The overload set the member belongs to (members of its name and kind on its page); null when its name is declared once there."
    overloadSet: DoxygenOverloadSet
    "ApiSymbol: route#anchor of the member's overload set; null when its name is declared once in its scope."
    overloadSetUrl: String
  }

  """Where an overload set is documented, and one member's place in it."""
  type DoxygenOverloadSet {
    "The set's own anchor on the member's page."
    anchor: String!
    "route#anchor of the set."
    href: String!
    "The member's number in the set, from 1: (1), (2), (3)."
    number: Int!
    "How many overloads the set has."
    count: Int!
  }

  """An item of a to-do, deprecated, bug or test list (doxygen's xrefsect), with the entity it documents."""
  type DoxygenXrefItem implements Node @dontInfer {
    "The engine version the node belongs to: current (Next) or a release of versions.json such as 0.2.0."
    version: String!
    "List key: todo, deprecated, bug, test or a custom \\\\xrefitem key."
    list: String!
    "List title, e.g. Todo."
    title: String!
    "Anchor of the item on the list page."
    anchor: String!
    "The item's text as a description tree."
    content: JSON
    ownerId: String!
    ownerName: String!
    ownerKind: String!
    "Link to the documented entity."
    ownerHref: String
  }

  """An entity's doxygen id in one version."""
  type DoxygenVersionId {
    "The version: current or a release name."
    version: String!
    "The entity's doxygen id in that version."
    id: String!
  }

  """
  One version's documentation coverage (model/coverage.ts): the share of its public entities with a brief, with
  details, with every parameter and return value documented, overall, per kind and per namespace, the entities
  that lack a part, and every version's overall figures. Its page is coverage/ below the version's base path.
  """
  type DoxygenCoverage implements Node & HeliosPage @dontInfer {
    "Gatsby's node id."
    id: ID!
    "The version: current or a release name."
    version: String!
    "HeliosPage: the page's route (coverage/ below the version's base path)."
    path: String!
    "HeliosPage: the page's heading."
    title: String!
    "HeliosPage: key of the section that builds the page."
    section: String!
    "HeliosPage: the section's name as readers see it."
    sectionLabel: String!
    "HeliosPage: coverage."
    kind: String!
    "HeliosPage: search facet of the page."
    docsTag: String!
    "HeliosPage: the headline figures in one sentence."
    summary: String
    "HeliosPage: the page as Markdown (its twin at path + index.md)."
    markdown: String!
    "CoverageFigures (total, brief, details, callable, paramsComplete, documented) of every public entity."
    overall: JSON!
    "CoverageFigures per kind, most entities first: [{ kind, ...figures }]."
    byKind: JSON!
    "CoverageFigures per enclosing namespace, by name: [{ namespace, ...figures }]."
    byNamespace: JSON!
    "The public entities not documented, by namespace and name, the first UNDOCUMENTED_ON_PAGE of them: [{ kind, name, namespace, url, lacks }]."
    undocumented: JSON!
    "How many public entities are not documented (the twin lists every one)."
    undocumentedCount: Int!
    "Every version's overall figures, oldest first: [{ version, overall }]."
    trend: JSON!
  }

  """What one version changed against the version before it (computed from the snapshots by model/history.ts)."""
  type DoxygenVersionChanges implements Node & HeliosPage @dontInfer {
    "Gatsby's node id."
    id: ID!
    "The version: a release name, or current for the changes since the newest release."
    version: String!
    "HeliosPage: the changes page's route (versionRoute(version, 'changes'))."
    path: String!
    "HeliosPage: Changes in <version>."
    title: String!
    "HeliosPage: key of the section that builds the page."
    section: String!
    "HeliosPage: the section's name as readers see it."
    sectionLabel: String!
    "HeliosPage: changes."
    kind: String!
    "HeliosPage: search facet of the page."
    docsTag: String!
    "HeliosPage: what the version changed, counted."
    summary: String
    "HeliosPage: the page as Markdown (its twin at path + index.md): a heading per namespace, each entry linked to its page."
    markdown: String! @changesTwin
    "The version before it; null for the oldest release, whose every entity is listed as added."
    previous: String
    "One entry per entity and change, sorted by namespace and name."
    entries: [DoxygenChangeEntry!]!
  }

  """One change of one entity between two neighbouring versions."""
  type DoxygenChangeEntry {
    "added, removed, renamed, changed or deprecated."
    change: String!
    "doxygen's kind of the entity."
    kind: String!
    "Qualified name (a file's path), in this version; in the version before for a removed entity."
    name: String!
    "The enclosing namespace the entry is grouped under (Files and Pages for files and pages)."
    namespace: String!
    "The id of its namespace's heading on the changes page, unique on the page (model/changesIds.ts)."
    namespaceId: String!
    "Where the entity is documented in this version; null when it is removed."
    url: String
    "Where the entity is documented in the version before; null when it is new."
    previousUrl: String
    "Declaration in the version before (changed, removed)."
    before: String
    "Declaration in this version (added, changed)."
    after: String
    "The deprecation note (deprecated)."
    note: String
    "renamed: the name before; removed: the entity that replaces it, when its deprecation note names one."
    other: String
  }
`
