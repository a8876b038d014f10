/**
 * A symbol's history in one line (ApiSymbol.historyBadge): what the badges of its page say first, for places
 * with room for one line (symbol cards). The page shows every badge (components/SymbolHistory.tsx).
 */
import type { GatsbyNode } from 'gatsby'
import { siteConfig } from '../../../shell/config/site'

/** A version's name as readers know it: releases by number, the current engine by its label ("Next"). */
export function versionLabel(name: string): string {
  for (const plugin of siteConfig.docs) {
    const version = plugin.versions.find((v) => v.name === name)
    if (version) return version.label
  }
  return name
}

/** A symbol's history as its node holds it (model/history.ts). */
export interface History {
  since: string
  changes?: Array<{ version: string }> | null
  deprecated?: { version: string } | null
  removedIn?: string | null
  renamedTo?: { version: string; name: string } | null
  renamedFrom?: { version: string; name: string } | null
}

/** "Since 0.2.0 · Changed in 0.3.0 · Deprecated in 0.3.0", "New in Next"; null without a history. */
export function historyBadgeText(h: History | null | undefined): string | null {
  if (!h) return null
  const parts = [h.since === 'current' ? `New in ${versionLabel(h.since)}` : `Since ${versionLabel(h.since)}`]
  if (h.renamedFrom) parts.push(`Renamed in ${versionLabel(h.renamedFrom.version)} from ${h.renamedFrom.name}`)
  const changed = h.changes?.[h.changes.length - 1]
  if (changed) parts.push(`Changed in ${versionLabel(changed.version)}`)
  if (h.deprecated) parts.push(`Deprecated in ${versionLabel(h.deprecated.version)}`)
  if (h.renamedTo) parts.push(`Renamed to ${h.renamedTo.name} in ${versionLabel(h.renamedTo.version)}`)
  else if (h.removedIn) parts.push(`Removed in ${versionLabel(h.removedIn)}`)
  return parts.join(' · ')
}

/**
 * How Next differs from a release's entity, for a reader who followed a link into that release (a post links to
 * the release it was written against): "Next: removed", "Next: renamed to X", "Next: changed". Null for Next's
 * own entities, for an entity Next holds unchanged and without a history. `order`: the versions oldest first.
 */
export function nextDifferenceText(h: History | null | undefined, version: string | null | undefined, order: readonly string[]): string | null {
  if (!h || !version || version === 'current') return null
  if (h.removedIn) return h.renamedTo ? `Next: removed, replaced by ${h.renamedTo.name}` : 'Next: removed'
  if (h.renamedTo) return `Next: renamed to ${h.renamedTo.name}`
  const at = order.indexOf(version)
  // A change is later than this version when it comes after it in the order (Next, not in a versions file, last).
  const rank = (v: string) => (v === 'current' ? Number.MAX_SAFE_INTEGER : order.indexOf(v))
  if (at >= 0 && (h.changes ?? []).some((c) => rank(c.version) > at)) return 'Next: changed'
  return null
}

/**
 * The `@historyBadge` and `@nextBadge` field extensions: the node's `history` as one line, and how Next differs
 * from it. `releases`: the versions file's releases, newest first.
 */
export const createHistoryBadgeExtension = (actions: Parameters<NonNullable<GatsbyNode['createSchemaCustomization']>>[0]['actions'], releases: readonly string[] = []): void => {
  actions.createFieldExtension({
    name: 'historyBadge',
    extend: () => ({ resolve: (source: { history?: History | null }) => historyBadgeText(source.history) }),
  })
  const order = [...releases].reverse()
  actions.createFieldExtension({
    name: 'nextBadge',
    extend: () => ({ resolve: (source: { history?: History | null; version?: string | null }) => nextDifferenceText(source.history, source.version, order) }),
  })
}
