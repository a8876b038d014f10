import * as React from 'react'
import * as styles from './prose-links.module.css'

/** "View source" link to the source host; nothing when the corpus declares no repository. */
export default function SourceLink({ url, host, what }: { url: string | null | undefined; host: string | null | undefined; what: string }) {
  if (!url) return null
  return (
    <a className={styles.sourceLink} href={url} rel="noopener" data-source-link="" aria-label={`View ${what} on ${host ?? 'the source host'}`}>
      View source{host ? ` on ${host}` : ''}
    </a>
  )
}
