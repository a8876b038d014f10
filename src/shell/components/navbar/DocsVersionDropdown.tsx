import * as React from 'react'
import { siteConfig } from '../../config/site'
import { readStorage, writeStorage } from '../../browser/storage'
import Dropdown from './Dropdown'

/** localStorage key of the reader's preferred docs version, one per docs plugin. */
export const preferredVersionKey = (pluginId: string) => `docs-preferred-version-${pluginId}`

type DocsPlugin = (typeof siteConfig.docs)[number]

/** The reader's remembered version of a docs plugin (the plugin's last version until the browser's storage is read) and its setter, which remembers it. */
export function usePreferredVersion(plugin: DocsPlugin): [string, (name: string) => void] {
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

export default function DocsVersionDropdown({ docsPluginId = 'default', versions, mobile }: { docsPluginId?: string; versions?: string[]; mobile?: boolean }) {
  const plugin = siteConfig.docs.find((d) => d.id === docsPluginId)
  if (!plugin) throw new Error(`docs plugin "${docsPluginId}" is not enabled`)
  const listed = plugin.versions.filter((v) => !versions || versions.includes(v.name))
  const [preferred, choose] = usePreferredVersion(plugin)
  const current = plugin.versions.find((v) => v.name === preferred) ?? plugin.versions[0]
  return (
    <Dropdown
      mobile={mobile}
      align="right"
      ariaLabel={`Docs version: ${current.label}`}
      label={current.label}
      items={listed.map((v) => ({
        label: v.label,
        to: v.path,
        active: v.name === current.name,
        onSelect: () => choose(v.name),
      }))}
    />
  )
}
