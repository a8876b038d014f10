import * as React from 'react'
import { siteConfig } from '../../config/site'
import { readStorage, writeStorage } from '../../browser/storage'
import Dropdown from './Dropdown'
import type { DocsVersionDropdownProps } from './NavbarItemSlots'
import type { DocsVersion } from '../../config/types'

/** localStorage key of the reader's preferred docs version, one per docs plugin. */
export const preferredVersionKey = (pluginId: string) => `docs-preferred-version-${pluginId}`

type DocsPlugin = (typeof siteConfig.docs)[number]

/** The reader's remembered version of a docs plugin (the plugin's last version until the browser's storage is read) and its setter, which remembers it. */
function usePreferredVersion(plugin: DocsPlugin): [string, (name: string) => void] {
  const [preferred, setPreferred] = React.useState(plugin.lastVersion)
  React.useEffect(() => {
    const stored = readStorage(preferredVersionKey(plugin.id))
    if (stored && plugin.versions.some((v) => v.name === stored)) setPreferred(stored)
  }, [plugin])
  const choose = React.useCallback((name: string) => {
    writeStorage(preferredVersionKey(plugin.id), name)
    setPreferred(name)
  }, [plugin])
  return [preferred, choose]
}

/** The docs plugin a version dropdown names; an id the config does not enable is an error naming it. */
export function enabledDocsPlugin(docsPluginId: string): DocsPlugin {
  const plugin = siteConfig.docs.find((d) => d.id === docsPluginId)
  if (!plugin) throw new Error(`docs plugin "${docsPluginId}" is not enabled`)
  return plugin
}

/** Where a version's entry in the dropdown leads, and what choosing it does besides remembering it. */
export interface VersionEntry {
  to: string
  onSelect?: () => void
}

/**
 * A docs plugin's version dropdown: it names `shown` (the reader's remembered version when not given) and
 * lists `listed`, each leading where `entry` says (the version's own path by default); a choice is remembered.
 */
export function VersionDropdown({ plugin, listed, shown, entry = (v) => ({ to: v.path }), mobile }: { plugin: DocsPlugin; listed: DocsVersion[]; shown?: string; entry?: (version: DocsVersion) => VersionEntry; mobile?: boolean }) {
  const [preferred, choose] = usePreferredVersion(plugin)
  const current = plugin.versions.find((v) => v.name === (shown ?? preferred)) ?? plugin.versions[0]
  return (
    <Dropdown
      mobile={mobile}
      align="right"
      ariaLabel={`Docs version: ${current.label}`}
      label={current.label}
      items={listed.map((v) => {
        const { to, onSelect } = entry(v)
        return {
          label: v.label,
          to,
          active: v.name === current.name,
          onSelect: () => {
            choose(v.name)
            onSelect?.()
          },
        }
      })}
    />
  )
}

/** The shell's docs version dropdown: each version leads to its overview. */
export default function DocsVersionDropdown({ docsPluginId = 'default', versions, mobile }: DocsVersionDropdownProps) {
  const plugin = enabledDocsPlugin(docsPluginId)
  return <VersionDropdown plugin={plugin} listed={plugin.versions.filter((v) => !versions || versions.includes(v.name))} mobile={mobile} />
}
