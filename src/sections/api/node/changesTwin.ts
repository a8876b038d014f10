/**
 * The Markdown twin of a version's changes page (DoxygenVersionChanges.markdown, the `@changesTwin` extension): what
 * the page shows, in its order: the title, the counts, then one heading per namespace (the node's namespaceId, as
 * the page's) with each entry's change, kind and name linked to its page in this version and the version before.
 */
import type { GatsbyNode } from 'gatsby'
import { absoluteHref, code, heading, inlineCode, link, type Md, paragraph, strong, text } from '../../../shell/markdownTwin'
import { twinMarkdownInWorker } from '../../../shell/server/twinWorkers'
import { versionLabel } from './historyBadge'
import type { ChangeEntry, VersionChangesNode } from '../model/apiShape'

/** One entry of DoxygenVersionChanges, as the twin reads it. */
export type ChangesTwinEntry = ChangeEntry

/** The DoxygenVersionChanges node, as the twin reads it. */
export type ChangesTwinSource = Pick<VersionChangesNode, 'version' | 'previous' | 'path' | 'title' | 'summary' | 'entries'>

const CHANGE_TITLES: Record<string, string> = { added: 'Added', removed: 'Removed', renamed: 'Renamed', changed: 'Changed', deprecated: 'Deprecated' }
const CHANGE_ORDER = ['added', 'removed', 'renamed', 'changed', 'deprecated']

/** The twin's blocks: the page's groups in its order (the node's entries are sorted by namespace). */
export function changesTwinBlocks(c: ChangesTwinSource): Md[] {
  const route = c.path
  const blocks: Md[] = [heading(1, [text(c.title)])]
  if (c.summary) blocks.push(paragraph([text(`${c.summary}.`)]))
  const groups = new Map<string, ChangesTwinEntry[]>()
  for (const e of c.entries) {
    const list = groups.get(e.namespace)
    if (list) list.push(e)
    else groups.set(e.namespace, [e])
  }
  for (const [ns, entries] of groups) {
    blocks.push(heading(2, [text(ns)]))
    const sorted = [...entries].sort((a, b) => CHANGE_ORDER.indexOf(a.change) - CHANGE_ORDER.indexOf(b.change) || a.name.localeCompare(b.name))
    blocks.push({ type: 'list', ordered: false, spread: false, children: sorted.map((e) => ({ type: 'listItem', spread: false, children: entryBlocks(e, c, route) })) })
  }
  return blocks
}

function entryBlocks(e: ChangesTwinEntry, c: ChangesTwinSource, route: string): Md[] {
  const url = absoluteHref(e.url, route)
  const previousUrl = absoluteHref(e.previousUrl, route)
  const line: Md[] = [strong([text(CHANGE_TITLES[e.change] ?? e.change)]), text(` ${e.kind} `), url ? link(url, [inlineCode(e.name)]) : inlineCode(e.name)]
  if (e.change === 'renamed' && e.other) line.push(text(' from '), inlineCode(e.other))
  if (e.change === 'removed' && e.other) line.push(text(' replaced by '), inlineCode(e.other))
  const where: Md[] = []
  if (previousUrl && c.previous) where.push(link(previousUrl, [text(`in ${versionLabel(c.previous)}`)]))
  if (url) where.push(...(where.length > 0 ? [text(' · ')] : []), link(url, [text(`in ${versionLabel(c.version)}`)]))
  if (where.length > 0) line.push(text(' ('), ...where, text(')'))
  const out: Md[] = [paragraph(line)]
  if (e.change === 'changed') {
    if (e.before) out.push(paragraph([text(`${c.previous ? versionLabel(c.previous) : 'Before'}:`)]), code(e.before))
    if (e.after) out.push(paragraph([text(`${versionLabel(c.version)}:`)]), code(e.after))
  }
  if (e.change === 'deprecated' && e.note) out.push(paragraph([text(e.note)]))
  return out
}

/** `@changesTwin`: DoxygenVersionChanges.markdown, serialised in a twin worker. */
export const createChangesTwinExtension = (actions: Parameters<NonNullable<GatsbyNode['createSchemaCustomization']>>[0]['actions']): void => {
  actions.createFieldExtension({
    name: 'changesTwin',
    extend: () => ({
      resolve: (source: ChangesTwinSource) => twinMarkdownInWorker(() => changesTwinBlocks(source), source.path),
    }),
  })
}
