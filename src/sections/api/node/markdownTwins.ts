/**
 * Where the API's Markdown twins come from. The sourcing makes each compound page's twin (every part) and each xref
 * list's from the payloads it makes the nodes of, and keeps them in the transformer's cache (`keepCompoundTwins`,
 * `keepXrefTwins`); the `@compoundTwin` field extension (`DoxygenCompound.markdown`, the HeliosPage twin of a
 * compound's first part) and the section's twins of its other pages read them there (`keptTwins`), never a node.
 * The twins of the index and list pages are made from the page plan (`listTwin`).
 */
import type { GatsbyNode } from 'gatsby'
import { PACKED_FIELD, readPacked } from './packedDocs'
import { doxygenNodeId } from './refidLinks'
import { compoundPageParts, listingOfPart, memberParts, partRoute } from '../model/pageParts'
import { TODO_LIST, xrefListTitles } from '../model/routes'
import { compoundTwin, DocToMarkdown, type TwinCompound, type TwinMember } from './markdown'
import { absoluteHref, heading, inlineCode, link, type Md, paragraph, table, text } from '../../../shell/markdownTwin'
import { twinMarkdownInWorker } from '../../../shell/server/twinWorkers'
import { cachedStep, keptStep, type StepCache } from '../../../shell/server/stepCache'

type RawNode = Record<string, unknown>

const PACKED_COMPOUND = ['brief', 'detailed', 'templateParams', 'requiresClause', 'listing', 'initializer', 'satisfiedBy'] as const
const PACKED_MEMBER = ['params', 'templateParams', 'requiresClause', 'enumValues', 'brief', 'detailed', 'inbody', 'initializer'] as const

/** A field of a node or of a payload not yet packed (./packedDocs.ts). */
const field = (node: RawNode, name: string): unknown => (PACKED_FIELD in node ? readPacked(node, name) : (node[name] ?? null))

/** A compound node as the twin reads it (packed description trees unpacked). */
export function twinCompound(node: RawNode): TwinCompound {
  const c = { ...node } as Record<string, unknown>
  for (const f of PACKED_COMPOUND) c[f] = field(node, f)
  c.templateParams = c.templateParams ?? []
  return c as unknown as TwinCompound
}

/** A member node as the twin reads it. */
export function twinMember(node: RawNode): TwinMember {
  const m = { ...node } as Record<string, unknown>
  for (const f of PACKED_MEMBER) m[f] = field(node, f)
  m.params = m.params ?? []
  m.templateParams = m.templateParams ?? []
  m.enumValues = m.enumValues ?? []
  return m as unknown as TwinMember
}

/** The blocks of the twin of part `part` of a compound page (0 for a compound in one part), and its route. */
export function compoundPartBlocks(node: RawNode, part: number, memberOf: (refid: string) => RawNode | null): { route: string; blocks: Md[] } {
  const c = twinCompound(node)
  const { partOf } = memberParts(c.sections)
  const count = compoundPageParts(c.kind, c.sections, c.listingLineCount ?? 0)
  const ids = count > 1 ? new Set([...partOf].filter(([, p]) => p === part).map(([id]) => id)) : null
  const route = partRoute(c.route, part)
  const label = count > 1 && part > 0 ? `, part ${part + 1}` : ''
  // A part shows the listing's lines of that part, as the page does.
  const shown = count > 1 && c.listing ? { ...c, listing: listingOfPart(c.listing, part) } : c
  const blocks = compoundTwin(shown, route, ids, (refid) => {
    const m = memberOf(refid)
    return m ? twinMember(m) : null
  }, label)
  return { route, blocks }
}

/**
 * The twin of part `part` of a compound page, serialised in a twin worker (shell/server/twinWorkers.ts). Its blocks
 * are made when a worker is ready for them, from the nodes as they are then.
 */
export function compoundPartTwin(node: RawNode, part: number, memberOf: (refid: string) => RawNode | null): Promise<string> {
  return twinMarkdownInWorker(() => compoundPartBlocks(node, part, memberOf).blocks, `${String(node.route)} (part ${part + 1})`)
}

/** Where the cache keeps a twin the sourcing made: a compound page's part, or a version's xref list. */
const compoundTwinKey = (nodeId: string, part: number): string => `twin:${nodeId}:${part}`
const xrefTwinKey = (version: string, list: string): string => `twin:xrefs:${version}:${list}`

/** A twin made by `make` and kept under `key` for `stamp` (the sourcing's), unless one is kept for it already. */
async function keepTwin(cache: StepCache, key: string, stamp: string, make: () => Promise<string>): Promise<void> {
  await cachedStep(cache, key, stamp, make)
}

/** The twin kept under `key` by the sourcing of `stamp`; `what` names the page when there is none. */
async function keptTwin(cache: StepCache, key: string, stamp: string | null, what: string): Promise<string> {
  const text = stamp === null ? undefined : await keptStep<string>(cache, key, stamp)
  if (text === undefined) throw new Error(`[markdown] no Markdown twin of ${what} kept by the sourcing of the nodes (${stamp ?? 'not sourced yet'}): run \`gatsby clean\` and build again`)
  return text
}

/** What the sourcing hands over to make one version's twins: the payloads, before their nodes are made. */
export interface VersionTwinSources {
  version: string
  /** The version's base route (its xref lists are under `<basePath>pages/`). */
  basePath: string
  /** A member's payload by refid, for the compound pages that list it. */
  memberOf: (refid: string) => RawNode | null
}

/**
 * Every twin of one compound's pages (each part), made from its payload and its members' payloads before the
 * sourcing makes the nodes, and kept in the transformer's cache under the sourcing's stamp: no twin reads a node
 * back. The text is serialised in a twin worker.
 */
export function keepCompoundTwins(cache: StepCache, stamp: string, sources: VersionTwinSources, payload: RawNode): Array<Promise<void>> {
  const nodeId = doxygenNodeId('DoxygenCompound', String(payload.refid), sources.version)
  const parts = compoundPageParts(String(payload.kind), (payload.sections as TwinCompound['sections']) ?? [], Number(payload.listingLineCount ?? 0))
  return Array.from({ length: parts }, (_, part) => keepTwin(cache, compoundTwinKey(nodeId, part), stamp, () => compoundPartTwin(payload, part, sources.memberOf)))
}

/** The route of a version's xref list page (to-do, deprecated...). */
export const xrefListRoute = (basePath: string, list: string): string => `${basePath}pages/${list}/`

/** Every xref list twin of one version, from its items' payloads, kept as keepCompoundTwins keeps a compound's. */
export function keepXrefTwins(
  cache: StepCache,
  stamp: string,
  sources: VersionTwinSources,
  items: Array<{ list: string; ownerName: string; ownerHref: string | null; content: unknown }>,
  compounds: ReadonlyArray<{ kind: string; name: string; title?: string | null }>,
): Array<Promise<void>> {
  const lists = new Map<string, typeof items>([[TODO_LIST, []]])
  for (const x of items) {
    if (!lists.has(x.list)) lists.set(x.list, [])
    lists.get(x.list)!.push(x)
  }
  // In the page's order (XrefListPage.tsx sorts by owner name; items of one owner stay in the XML's order).
  for (const listed of lists.values()) listed.sort((a, b) => (a.ownerName < b.ownerName ? -1 : a.ownerName > b.ownerName ? 1 : 0))
  const titles = xrefListTitles(lists.keys(), compounds)
  return [...lists].map(([list, listed]) =>
    keepTwin(cache, xrefTwinKey(sources.version, list), stamp, () => xrefListTwin(titles.get(list)!, xrefListRoute(sources.basePath, list), listed)),
  )
}

/** The twins the sourcing of `stamp` kept, read by page. */
export interface KeptTwins {
  compoundPart(nodeId: string, part: number, what: string): Promise<string>
  xrefList(version: string, list: string): Promise<string>
}

/** Reads the twins the sourcing kept in `cache` (the transformer's), under the stamp of the nodes now sourced. */
export function keptTwins(cache: StepCache, stamp: () => string | null): KeptTwins {
  return {
    compoundPart: (nodeId, part, what) => keptTwin(cache, compoundTwinKey(nodeId, part), stamp(), what),
    xrefList: (version, list) => keptTwin(cache, xrefTwinKey(version, list), stamp(), `the ${list} list (${version})`),
  }
}

/** `@compoundTwin`: DoxygenCompound.markdown, the twin of the compound's page (its first part), as the sourcing kept it. */
export const createCompoundTwinExtension = (actions: Parameters<NonNullable<GatsbyNode['createSchemaCustomization']>>[0]['actions'], kept: KeptTwins): void => {
  actions.createFieldExtension({
    name: 'compoundTwin',
    extend: () => ({
      resolve: (source: RawNode) => kept.compoundPart(String(source.id), 0, `${String(source.kind)} ${String(source.name)}`),
    }),
  })
}

/** One entry of an index page or a list page, as a twin shows it. */
export interface TwinEntry {
  name: string
  href: string | null
  kind?: string
  scope?: string
  scopeHref?: string | null
  brief?: string
}

const LIST_HEADER: readonly string[] = ['Name', 'Kind', 'In', 'Description']

/** What a list twin's row shows of an entry: its links made absolute against the page. */
function rowData(e: TwinEntry, pageRoute: string): [string | null, string, string, string, string | null, string] {
  return [e.href ? (absoluteHref(e.href, pageRoute) ?? null) : null, e.name, e.kind ?? '', e.scope ?? '', e.scopeHref ? (absoluteHref(e.scopeHref, pageRoute) ?? null) : null, e.brief ?? '']
}

/** The table row of one entry of a list twin. */
function listRow([url, name, kind, scope, scopeUrl, brief]: ReturnType<typeof rowData>): Md[] {
  return [
    url ? link(url, [inlineCode(name)]) : inlineCode(name),
    text(kind),
    scope ? (scopeUrl ? link(scopeUrl, [inlineCode(scope)]) : inlineCode(scope)) : text(''),
    text(brief),
  ]
}

/**
 * Serialised table rows shared by the list twins of one build: an entity listed on several index pages (a class's
 * member under "All" and under "Functions") is serialised once. Keyed by what the row shows (its absolute links);
 * a row being serialised for one list is awaited by the others, so lists may be made side by side.
 */
export type ListRowCache = Map<string, Promise<string | null>>

/**
 * The lines of `rows` as they stand in a serialised table (no padding: each row's line depends on that row alone),
 * serialised by the same function as the whole twin; null when the table does not come out one line per row.
 */
async function tableLines(rows: Array<ReturnType<typeof rowData>>, what: string): Promise<string[] | null> {
  const lines = (await twinMarkdownInWorker(() => [table([LIST_HEADER.map((h) => text(h)), ...rows.map(listRow)])], what)).split('\n')
  // header, delimiter, one line per row, and the empty string after the final newline
  return lines.length === rows.length + 3 && lines[lines.length - 1] === '' ? lines.slice(2, -1) : null
}

/**
 * The twin of a page that lists entities (an index page, a list of classes, a to-do list). With `cache`, rows
 * already serialised for another list are reused and the new ones serialised in one table: the text is the same
 * as without it (tests/unit/markdown/list-twins.test.ts).
 */
export async function listTwin(title: string, pageRoute: string, entries: TwinEntry[], intro: Md[] = [], cache?: ListRowCache): Promise<string> {
  const header = LIST_HEADER.map((h) => text(h))
  const data = entries.map((e) => rowData(e, pageRoute))
  const whole = () => twinMarkdownInWorker(() => [heading(1, [text(title)]), ...intro, ...(entries.length > 0 ? [table([header, ...data.map(listRow)])] : [paragraph([text('This list is empty.')])])], pageRoute)
  if (!cache || data.length < 2) return whole()
  // A row's key is what it shows (a row is a function of these values alone).
  const keys = data.map((d) => JSON.stringify(d))
  const missing = new Map<string, ReturnType<typeof rowData>>()
  keys.forEach((k, i) => {
    if (!cache.has(k) && !missing.has(k)) missing.set(k, data[i])
  })
  if (missing.size > 0) {
    const serialised = tableLines([...missing.values()], pageRoute)
    ;[...missing.keys()].forEach((k, i) => cache.set(k, serialised.then((lines) => lines?.[i] ?? null)))
  }
  // The document up to the table's first row, then every other row's line: the table ends the document.
  const [head, ...rows] = await Promise.all([twinMarkdownInWorker([heading(1, [text(title)]), ...intro, table([header, listRow(data[0])])], pageRoute), ...keys.slice(1).map((k) => cache.get(k)!)])
  if (rows.some((r) => r === null)) return whole()
  return `${head}${rows.map((r) => `${r}\n`).join('')}`
}

/** The twin of an xref list page (to-do, deprecated...): each item's entity and text. */
export function xrefListTwin(title: string, pageRoute: string, items: Array<{ ownerName: string; ownerHref: string | null; content: unknown }>): Promise<string> {
  const doc = new DocToMarkdown(pageRoute)
  const blocks: Md[] = [heading(1, [text(title)])]
  for (const item of items) {
    const url = item.ownerHref ? absoluteHref(item.ownerHref, pageRoute) : undefined
    blocks.push(heading(2, [url ? link(url, [inlineCode(item.ownerName)]) : inlineCode(item.ownerName)]))
    blocks.push(...doc.blocks((item.content as never) ?? []))
  }
  return twinMarkdownInWorker(blocks, pageRoute)
}
