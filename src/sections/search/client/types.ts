/**
 * Shapes shared by the record builder, the embedded index, the Algolia
 * client and the React search UI. A search record follows the DocSearch
 * convention so that the same record can be pushed to Algolia unchanged.
 */

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content'

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number]
export type Hierarchy = Record<HierarchyLevel, string | null>

/**
 * What kind of page a record comes from; used for ranking ties and icons.
 * 'member' marks a record of an API member (function, variable, enum value…):
 * its doxygen kind is in `symbol.kind`.
 */
export type PageKind = 'class' | 'struct' | 'namespace' | 'file' | 'folder' | 'api' | 'post' | 'doc' | 'page' | 'member'

/**
 * The API entity a symbol record stands for: one compound, or one member name
 * of one owner (overloads of that name are one record listing every signature).
 * Present on symbol records only; prose records (posts, docs, pages, the
 * sections of an API page) have none.
 */
export interface SymbolInfo {
  /** Fully qualified name, e.g. "helios::scene::Camera::lookAt" (a define or a global function: its name alone). */
  qualifiedName: string
  /**
   * Doxygen kind: class, struct, union, namespace, file, dir, group, page,
   * concept, interface, function, variable, typedef, enum, enumvalue, define,
   * friend, signal, slot, property, event…
   */
  kind: string
  /**
   * One short one-line signature per overload, in declaration order, e.g.
   * ["void lookAt(const vec3 &target)", "void lookAt(float x, float y, float z)"]
   * or ["class Camera"]. Never empty.
   */
  signatures: string[]
  /** The URL (route#anchor) of each overload's entry, parallel to `signatures`; the record's `url` is their overload set's entry, or the first's. */
  urls: string[]
  /** Qualified name of the compound that owns it; null at top level (a namespace, a global function, a define). */
  owner: string | null
  /** A namespace record: true when the namespace is inline (the index's qualified matching skips it in scopes). */
  inline?: true
  /**
   * The qualified name without the inline namespaces in it, when it has any (`std::ranges::begin` for
   * `std::ranges::__cust::begin`): the name C++ readers type, which Algolia searches too.
   */
  visibleName?: string
  /**
   * A class record: its bases that the reference documents, by distance (direct bases first, then theirs), each
   * once; absent without any. A qualified query finds the members it inherits through them (./inheritance.ts).
   */
  bases?: string[][]
  /** Private (every overload of the record): not found through a derived class (./inheritance.ts). */
  private?: true
  /** Brief description as plain text (the first overload's that has one); '' when undocumented. */
  brief: string
  /** The version history in one line, e.g. "Since 0.2.0 · Deprecated in 0.3.0" (the first overload's); absent when the XML has no versions. */
  history?: string
}

export interface SearchRecord {
  /** Stable across builds: derived from the URL, the anchor and the position in the section. */
  objectID: string
  /** Absolute path with the section anchor, e.g. "/docs/introduction/#building". */
  url: string
  type: RecordType
  /** Plain text (never markup) of the paragraph for content records; null for heading records. */
  content: string | null
  hierarchy: Hierarchy
  language: string
  /** Facet naming the part of the site the record belongs to (docs-default-current, devlog, default). */
  docs_tag: string
  /** Page kind, for ranking ties and result icons. */
  kind: PageKind
  /**
   * Short name of what the record is about: the page's short name (a class's
   * unqualified name) for lvl1 records, the heading text otherwise; for a
   * symbol record the unqualified symbol name ("lookAt", "Camera", "MAX_LIGHTS").
   */
  name: string
  /**
   * Symbol records only (see SymbolInfo). A symbol record is DocSearch-shaped
   * like the others: type lvl1 for a compound, lvl2 for a member; hierarchy
   * lvl0 "API reference", lvl1 the owner's page title, lvl2 the member's
   * qualified name; content the brief.
   */
  symbol?: SymbolInfo
  /**
   * Callable symbol records only: the return and parameter types of each overload, normalised once here for
   * signature search (client/signature.ts), so the embedded index and Algolia answer alike.
   */
  signatureTypes?: SignatureTypes
}

/**
 * One type of a declaration: its spelling (white space canonical, `const Camera&`), then the keys it is also
 * found under at the template-and-alias tier (`mat4` for `mat<4,4,T,Q>`). Its own key is read from the spelling.
 */
export type TypeSlot = [spelled: string, ...related: string[]]

export interface SignatureTypes {
  /** Per overload, in declaration order: the return type (null for a constructor) and the parameter types. */
  overloads: Array<{ r: TypeSlot | null; p: TypeSlot[] }>
  /** The keys (own and related) of every overload's return type: an Algolia facet. */
  returns: string[]
  /** The keys (own and related) of every overload's parameter types: an Algolia facet. */
  params: string[]
}

/** A hit as the UI consumes it (Algolia or embedded). */
export interface SearchHit extends Partial<SearchRecord> {
  objectID: string
  url: string
  type: RecordType
  hierarchy: Hierarchy
  content: string | null
  _highlightResult?: Record<string, unknown>
  _snippetResult?: Record<string, unknown>
  __position?: number
  __queryID?: string
  /** A hit a qualified query found through a class's bases: that class's qualified name (./inheritance.ts). */
  inheritedBy?: string
}

/** One request of the multi-query search API (either the flat v5 shape or { indexName, params }). */
export interface SearchRequest {
  indexName: string
  query?: string
  params?: SearchParams
  [key: string]: unknown
}

export interface SearchParams {
  query?: string
  hitsPerPage?: number
  page?: number
  attributesToRetrieve?: string[]
  attributesToSnippet?: string[]
  attributesToHighlight?: string[]
  snippetEllipsisText?: string
  highlightPreTag?: string
  highlightPostTag?: string
  facetFilters?: FacetFilters
  clickAnalytics?: boolean
  [key: string]: unknown
}

/** Algolia facet filters: AND of entries, an array entry is an OR group. */
export type FacetFilters = string | Array<string | string[]>

export interface SearchResult {
  hits: SearchHit[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  processingTimeMS: number
  exhaustiveNbHits: boolean
  query: string
  params: string
  index: string
  queryID?: string
}

export interface SearchResponses {
  results: SearchResult[]
}

/** What both backends offer: the algoliasearch client's multi-query method. */
export interface SearchClientLike {
  search(requests: SearchRequest[] | { requests: SearchRequest[] }): Promise<SearchResponses>
}
