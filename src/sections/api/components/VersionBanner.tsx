import * as React from 'react'
import SiteLink from '../../../shell/components/SiteLink'
import { siteConfig } from '../../../shell/config/site'
import { ApiVersionContext, SWITCH_NOTICE_KEY } from './versionContext'
import { versionLabel } from './SymbolHistory'
import * as styles from './versions.module.css'
import { afterLoadingChunks } from '../../../shell/components/LazyChunk'

/**
 * On a page of an older release: a banner naming the release and linking to the same entity in the latest
 * version (or its nearest parent there). After a version switch that could not land on the same page or member:
 * one line saying so.
 */
export default function VersionBanner() {
  const info = React.useContext(ApiVersionContext)
  const notice = useSwitchNotice()
  if (!info) return null
  const latest = siteConfig.docs.find((d) => d.id === 'default')?.lastVersion
  const link = info.links.find((l) => l.version === latest)
  return (
    <>
      {latest && info.version !== latest && link && (
        <div className={styles.banner} role="note" data-version-banner={info.version}>
          This is the reference of helios <strong>{versionLabel(info.version)}</strong>, an older release.{' '}
          {link.exact ? (
            <>
              See <SiteLink to={link.url}>this page in the latest version ({versionLabel(latest)})</SiteLink>.
            </>
          ) : (
            <>
              It is not in the latest version ({versionLabel(latest)}); see <SiteLink to={link.url}>its nearest page there</SiteLink>.
            </>
          )}
        </div>
      )}
      {notice && (
        <p className={styles.notice} role="status" data-version-notice="">
          {notice}
        </p>
      )}
    </>
  )
}

/** The one-line notice a version switch left for this page (see ApiVersionDropdown), once. */
function useSwitchNotice(): string | null {
  const [notice, setNotice] = React.useState<string | null>(null)
  React.useEffect(() => {
    let raw: string | null
    try {
      raw = window.sessionStorage.getItem(SWITCH_NOTICE_KEY)
    } catch {
      return
    }
    if (!raw) return
    let stored: { to?: string; what?: string; version?: string; exact?: boolean }
    try {
      stored = JSON.parse(raw)
    } catch {
      return
    }
    if (stored.to !== window.location.pathname) return
    window.sessionStorage.removeItem(SWITCH_NOTICE_KEY)
    const label = versionLabel(stored.version ?? '')
    if (!stored.exact) setNotice(`${stored.what || 'The page you were reading'} is not in ${label}; this is the nearest page that is.`)
    // The anchor is looked for once the page's body, which a page reached inside the app may still be loading, shows.
    else if (stored.what) return afterLoadingChunks(() => !document.getElementById(stored.what!) && setNotice(`${stored.what} is not in ${label}; this is the page of its owner there.`))
  }, [])
  return notice
}
