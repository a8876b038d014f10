import * as React from 'react'
import SiteLink from '../SiteLink'
import type { AnnouncementBarConfig } from '../../config/types'
import { readStorage, writeStorage } from '../../browser/storage'
import * as styles from './Layout.module.css'

export const ANNOUNCEMENT_DISMISS_KEY = 'helios-announcement-dismiss'
export const ANNOUNCEMENT_ID_KEY = 'helios-announcement-id'

/**
 * Whether the bar starts dismissed: only if the reader closed this very
 * announcement (same id). A new id resets the dismissal.
 */
export function isDismissed(storedId: string | null, storedDismiss: string | null, currentId: string): boolean {
  return storedId === currentId && storedDismiss === 'true'
}

/** Inline <head> script: hides a dismissed bar before first paint. */
export function announcementBootScript(config: AnnouncementBarConfig): string {
  return `(function(){try{var d=localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_DISMISS_KEY)})==='true'&&localStorage.getItem(${JSON.stringify(
    ANNOUNCEMENT_ID_KEY,
  )})===${JSON.stringify(config.id)};document.documentElement.setAttribute('data-announcement-dismissed',d?'true':'false')}catch(e){}})();`
}

export default function AnnouncementBar({ config }: { config: AnnouncementBarConfig }) {
  const [dismissed, setDismissed] = React.useState(false)

  React.useEffect(() => {
    const storedId = readStorage(ANNOUNCEMENT_ID_KEY)
    const wasDismissed = isDismissed(storedId, readStorage(ANNOUNCEMENT_DISMISS_KEY), config.id)
    if (storedId !== config.id) {
      writeStorage(ANNOUNCEMENT_ID_KEY, config.id)
      writeStorage(ANNOUNCEMENT_DISMISS_KEY, 'false')
    }
    setDismissed(wasDismissed)
    document.documentElement.setAttribute('data-announcement-dismissed', String(wasDismissed))
  }, [config.id])

  if (dismissed) return null
  const close = () => {
    writeStorage(ANNOUNCEMENT_DISMISS_KEY, 'true')
    writeStorage(ANNOUNCEMENT_ID_KEY, config.id)
    document.documentElement.setAttribute('data-announcement-dismissed', 'true')
    setDismissed(true)
  }
  return (
    <div className={styles.announcement} role="banner" data-announcement-id={config.id}>
      <p className={styles.announcementText}>
        {config.content}
        {config.link && (
          <>
            {' '}
            <SiteLink to={config.link.to}>{config.link.label}</SiteLink>
          </>
        )}
      </p>
      {config.isCloseable && (
        <button type="button" className={styles.announcementClose} aria-label="Close announcement" onClick={close}>
          ×
        </button>
      )}
    </div>
  )
}
