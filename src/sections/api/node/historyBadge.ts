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

interface History {
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

/** The `@historyBadge` field extension: the node's `history` as one line. */
export const createHistoryBadgeExtension = (actions: Parameters<NonNullable<GatsbyNode['createSchemaCustomization']>>[0]['actions']): void => {
  actions.createFieldExtension({
    name: 'historyBadge',
    extend: () => ({ resolve: (source: { history?: History | null }) => historyBadgeText(source.history) }),
  })
}
