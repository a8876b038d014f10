/**
 * The shape of the nodes the section builds from the doxygen nodes (the prose linker's symbol table, the sidebars,
 * the index pages' entries), declared once as the doxygen nodes' are (../model/apiShape.ts): their payload types
 * are derived from these declarations and their SDL printed from them.
 */
import { directive, field, type Infer, object, printSdl, t } from '../model/shape'
import { DoxygenCompound } from '../model/apiShape'
import type { SymbolTable } from './symbols'
import type { SidebarNode } from '../../../shell/components/Sidebar'

const dontInfer = directive('dontInfer')

export const ApiSymbolTable = object(
  'ApiSymbolTable',
  "The engine's API symbols as the prose linker reads them (one node, made in createPages from the ApiSymbol interface): an MDX body's prose links step (src/shell/mdxBody/) links inline code of posts and docs pages from it, each page against the symbols of the version it links to.",
  {
    table: field(t.jsonRequired<SymbolTable>(), "Next's symbols: { version: 1, symbols: [{ id, shortName, qualifiedName, kind, ownerName, url, reimplements, scoped }] }"),
    releases: field(t.jsonRequired<Record<string, SymbolTable>>(), "The releases' symbols by version name, tables like table."),
    pageVersions: field(t.jsonRequired<Record<string, string>>(), 'The version each page links to (node/pageVersion.ts), by source path; a page not listed links to Next.'),
    hash: field(t.string, "Content hash of the table: webpack's cache of compiled MDX is keyed by it."),
  },
  { interfaces: ['Node'], directives: [dontInfer] },
)

export const DoxygenApiSidebar = object(
  'DoxygenApiSidebar',
  'The API reference sidebar, computed at build time from the doxygen compounds.',
  {
    version: field(t.string, 'The engine version whose reference the sidebar lists: current or a release name.'),
    items: field(t.jsonRequired<SidebarNode[]>(), 'Sidebar entries: { label, href, items, collapsed } trees.'),
  },
  { interfaces: ['Node'], directives: [dontInfer] },
)

/** The compound fields a list page shows, declared once, on the compound. */
const { refid, kind, name, title, shortName, route, briefText, parentId, readmeNumber } = DoxygenCompound.fields

export const DoxygenListedCompound = object('DoxygenListedCompound', 'One compound as the list pages show it: a row of a tree of namespaces, classes, files, folders, modules, pages or examples.', {
  refid, kind, name, title, shortName, route, briefText, parentId, readmeNumber,
  file: field(t.nullable(t.string), 'Source path as doxygen gives it; null when the XML tells none.'),
})

export const DoxygenCompoundList = object(
  'DoxygenCompoundList',
  "Every compound of one version as its list pages show them, made from the page plan: each list page reads this one node instead of every DoxygenCompound, which Gatsby would read whole, each compound's documentation with it.",
  {
    version: field(t.string, 'The engine version: current or a release name.'),
    compounds: field(t.list(t.object(DoxygenListedCompound)), "The version's compounds, in doxygen's order."),
  },
  { interfaces: ['Node'], directives: [dontInfer] },
)

export const DoxygenIndexEntry = object('DoxygenIndexEntry', 'One entry of an index page: a compound, a member or an enumerator, with the compound that lists it.', {
  name: field(t.string, 'Name shown and sorted on.'),
  href: field(t.string, 'Its page (route#anchor for a member or an enumerator).'),
  kind: field(t.string, 'Kind label: function, variable, class...'),
  scope: field(t.string, 'The compound that lists it (class, file or namespace).'),
  scopeHref: field(t.string, "That compound's page; empty on the classes index, where the scope is the enclosing namespace's name."),
  brief: field(t.string, 'Its brief description as plain text.'),
})

export const DoxygenIndex = object(
  'DoxygenIndex',
  "The entries of one index page (indices/{scope}/{kind}/, or one of its parts), read by the page's query rather than carried in its context: a large library's indices hold hundreds of thousands of entries, and a page's context stays in the build's memory from createPages to the end.",
  {
    version: field(t.string, 'The engine version: current or a release name.'),
    scope: field(t.string, 'classes, files or namespaces'),
    kind: field(t.string, 'all, functions, variables, typedefs, enums, enumvalues, defines or classes'),
    part: field(t.int, 'Which part of the index (0-based; see node/indices.ts).'),
    entries: field(t.list(t.object(DoxygenIndexEntry)), 'The entries of this part, sorted by name.'),
  },
  { interfaces: ['Node'], directives: [dontInfer] },
)

export const ApiMention = object('ApiMention', 'One "Mentioned in" entry of an API entity: a devlog post or docs page whose prose links to it.', {
  target: field(t.string, 'The entity mentioned: its page and anchor (route#anchor), or its page alone for a compound.'),
  pageTitle: field(t.string, 'Title of the post or docs page.'),
  section: field(t.string, "The section's name shown to readers, beside a page without a date."),
  date: field(t.nullable(t.string), "The post's date (YYYY-MM-DD); null for a docs page."),
  heading: field(t.nullable(t.string), 'The heading of the section the mention is in; null above the first heading.'),
  href: field(t.string, 'The page, at that section.'),
})

export const ApiMentions = object(
  'ApiMentions',
  "The \"Mentioned in\" entries of one API page (a compound page or one of its parts), made in createPages from the posts' and docs pages' prose links. The page reads them by node id rather than from its context, so an edited post changes this node and the pages it reaches, not every API page.",
  {
    route: field(t.string, 'The API page the entries are shown on.'),
    entries: field(t.list(t.object(ApiMention)), 'Its entries: mentions of the compound and of its members, sorted as the page lists them.'),
  },
  { interfaces: ['Node'], directives: [dontInfer] },
)

/** The type of the ApiMentions nodes, which createPages makes. */
export const MENTIONS_NODE_TYPE = ApiMentions.name

/** Every type declared here: the ones the section's createSchema serves. */
export const BUILD_TYPES = [ApiSymbolTable, DoxygenApiSidebar, DoxygenCompoundList, DoxygenListedCompound, DoxygenIndex, DoxygenIndexEntry, ApiMentions, ApiMention] as const

/** The SDL of these nodes' types, which the section's createSchema gives Gatsby's createTypes. */
export const buildSdl = (): string => printSdl(BUILD_TYPES, ['Node'])

export type SymbolTableNode = Infer<typeof ApiSymbolTable>
export type IndexEntry = Infer<typeof DoxygenIndexEntry>
export type ListedCompound = Infer<typeof DoxygenListedCompound>
export type MentionEntry = Infer<typeof ApiMention>
