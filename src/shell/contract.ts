/**
 * The contract between the sections: the GraphQL interfaces HeliosPage and ApiSymbol, which sections implement
 * and consumers (search, feeds, sidebars, symbol links) query, so that no consumer reads another section's node
 * types, Gatsby's store or URL patterns. Who implements what: docs/sections/shell.md.
 */
export const contractTypeDefs = `
  """A block of a page's text as the search indexes it: a heading with its anchor, or the text of one block (a paragraph, a list item, a table cell, a code block)."""
  type HeliosPageText {
    "A heading's level, 1 to 6; null for a block of text."
    heading: Int
    "The words, whitespace collapsed, no markup."
    text: String!
    "A heading's id on the page, which a search hit links to; null for a block, or a heading without one."
    anchor: String
  }

  """A page the site builds from one node: a devlog post, a docs page or an API compound."""
  interface HeliosPage implements Node {
    "Gatsby's node id."
    id: ID!
    "The page's route, with a trailing slash."
    path: String!
    "The page's heading."
    title: String!
    "Key of the section that builds the page: devlog, docs, pages or api."
    section: String!
    "The section's name as readers see it, e.g. Devlog, Docs, helios, API reference."
    sectionLabel: String!
    "What the page shows: post, doc, page, or the compound kind (class, struct, namespace, file, dir, group, page...)."
    kind: String!
    "Search facet of the page (DocSearch's docusaurus_tag): devlog, docs-default-current or default."
    docsTag: String!
    "One sentence about the page for lists such as /llms.txt: a post's or doc's description, a compound's brief; null or empty when there is none."
    summary: String
    "The page as Markdown, its twin at path + index.md: headings, declarations in fenced C++ blocks, parameter and return tables, absolute links; every text escaped."
    markdown: String!
    "The page's text for the search, block by block in reading order, made from what the page renders; null for a page searched through its symbols (an API compound) or not at all."
    searchText: [HeliosPageText!]
  }

  """An entity of the API reference: a compound or a member."""
  interface ApiSymbol implements Node {
    "Gatsby's node id."
    id: ID!
    "The unqualified name, e.g. lookAt; (anonymous) for what the source leaves unnamed."
    shortName: String!
    "The fully qualified name, e.g. helios::scene::Camera::lookAt; an unnamed entity's ends in (anonymous)."
    qualifiedName: String!
    "doxygen's kind: class, struct, namespace, file, function, variable, typedef, enum, define, friend..."
    kind: String!
    "A short one-line declaration, e.g. void lookAt(const vec3 &target) or class Camera."
    signature: String!
    "The brief description as plain text (empty when there is none)."
    briefText: String!
    "Qualified name of the compound that owns the symbol; null at the top level."
    ownerName: String
    "Where the symbol is documented: the page route, with #anchor for a member."
    url: String!
    "The #include line a reader writes to use the symbol, e.g. #include <helios/scene/Camera.hpp>; null when the XML tells none."
    include: String
    "The symbol's version history in one line, e.g. Since 0.2.0 · Deprecated in 0.3.0; null when the XML has no versions."
    historyBadge: String
    "For an entity of a release: how Next differs from it, e.g. Next: changed, Next: removed, Next: renamed to helios::scene::View; null in Next, when Next holds it unchanged, or without versions."
    nextBadge: String
    "Search facet of the docs version the symbol belongs to (DocSearch's docusaurus_tag), e.g. docs-default-current or docs-default-0.2.0."
    docsTag: String!
    "Where the overload set the symbol belongs to is documented (route#anchor of the entry that shows every overload of its name in its scope); null when the name is declared once there."
    overloadSetUrl: String
    "Declared inline: an inline namespace, whose members C++ also names without it (std::ranges::begin for std::ranges::__cust::begin), or an inline function or variable; false or null otherwise."
    inline: Boolean
    "A class's public and protected base classes that the reference documents, by qualified name (C++ finds their members through the class too); empty for another compound or a class without such bases, null for a member."
    baseNames: [String!]
    "Access: public, protected or private for a member or a nested class (a base's private member is not found through a derived class); null for the rest."
    protection: String
  }
`

/** The fields HeliosPage declares, as a node payload carries them. */
export interface HeliosPageFields {
  path: string
  title: string
  section: string
  sectionLabel: string
  kind: string
  docsTag: string
}

/** The HeliosPage fields a section gives through field extensions (summary, markdown, searchText), not in the node payload. */
export const HELIOS_PAGE_COMPUTED_FIELDS = ['summary', 'markdown', 'searchText'] as const

/** One block of `HeliosPage.searchText`. */
export interface PageText {
  heading: number | null
  text: string
  anchor: string | null
}

/** The fields ApiSymbol declares, as a node payload carries them. */
export interface ApiSymbolFields {
  shortName: string
  qualifiedName: string
  kind: string
  signature: string
  briefText: string
  ownerName: string | null
  url: string
  /** Read by the symbol cards; consumers that do not need it may leave it out. */
  include?: string | null
  /** Read by the symbol cards and the search records; null when the XML has no versions. */
  historyBadge?: string | null
  /** Read by the symbol cards and the search records; null when the symbol is no overload set. */
  overloadSetUrl?: string | null
  /** Read by the symbol cards; null in Next and when Next holds the entity unchanged. */
  nextBadge?: string | null
  /** Declared inline (a namespace, function or variable); the search records read it of namespaces. */
  inline?: boolean | null
  /** Read by the search records: a class's documented public and protected bases; empty for other compounds, null for members. */
  baseNames?: string[] | null
  /** Read by the search records: a member's or a nested class's access; null for the rest. */
  protection?: string | null
  docsTag: string
}
