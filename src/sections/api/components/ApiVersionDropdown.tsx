import * as React from 'react'
import { graphql, useStaticQuery } from 'gatsby'
import { VersionDropdown, enabledDocsPlugin } from '../../../shell/components/navbar/DocsVersionDropdown'
import type { DocsVersionDropdownProps } from '../../../shell/components/navbar/NavbarItemSlots'
import { ApiVersionContext, SWITCH_NOTICE_KEY, type SwitchNotice } from './versionContext'

/** The URL's #fragment, followed as the reader moves through a page's members. */
function useHash(): string {
  const [hash, setHash] = React.useState('')
  React.useEffect(() => {
    const update = () => setHash(window.location.hash)
    update()
    window.addEventListener('hashchange', update)
    return () => window.removeEventListener('hashchange', update)
  }, [])
  return hash
}

/**
 * The navbar's docs version dropdown (the `docsVersionDropdown` slot): Next and every release. On an API page it
 * names the page's version, and each entry leads to the same page (and member, by its #anchor) in that version,
 * or to the nearest parent that exists there, which then says so in one line. Elsewhere it names the reader's
 * remembered version and leads to each version's overview. The choice is remembered per docs plugin.
 */
export default function ApiVersionDropdown(props: DocsVersionDropdownProps) {
  const built = useStaticQuery<Queries.ApiBuiltVersionsQuery>(graphql`
    query ApiBuiltVersions {
      allDoxygenApiSidebar {
        nodes {
          version
        }
      }
    }
  `).allDoxygenApiSidebar.nodes.map((n) => n.version)
  return <ApiVersionMenu {...props} built={built} />
}

/**
 * The dropdown over the versions this build made a reference for (`built`, one sidebar each): a build from another
 * library's XML without releases has Next alone, whatever releases the site config names.
 */
export function ApiVersionMenu({ docsPluginId = 'default', versions, mobile, built }: DocsVersionDropdownProps & { built: readonly string[] }) {
  const plugin = enabledDocsPlugin(docsPluginId)
  const info = React.useContext(ApiVersionContext)
  const hash = useHash()
  const listed = plugin.versions.filter((v) => (!versions || versions.includes(v.name)) && (built.includes(v.name) || v.name === plugin.lastVersion))
  return (
    <VersionDropdown
      plugin={plugin}
      listed={listed}
      shown={info?.version}
      mobile={mobile}
      entry={(v) => {
        const link = info?.links.find((l) => l.version === v.name)
        return {
          to: link ? `${link.url}${link.exact ? hash : ''}` : v.path,
          onSelect: () => {
            if (!link || v.name === info?.version) return
            // What the reader was on: "class Material" (the page's kind and its heading's name).
            const frame = document.querySelector('[data-api-page]')
            const title = frame?.querySelector('h1 > span:last-child')?.textContent?.trim() ?? ''
            const kind = frame?.getAttribute('data-api-page') ?? ''
            const heading = title && kind && kind !== 'list' ? `The ${kind} ${title}` : title && `“${title}”`
            const what = link.exact ? decodeURIComponent(hash.slice(1)) : (heading ?? '')
            if (!link.exact || hash) {
              const notice: SwitchNotice = { to: link.url, what, version: v.name }
              try {
                window.sessionStorage.setItem(SWITCH_NOTICE_KEY, JSON.stringify({ ...notice, exact: link.exact }))
              } catch {
                // No session storage: the switch still lands, without its notice.
              }
            }
          },
        }
      }}
    />
  )
}
