import * as React from 'react'
import * as styles from './prose-links.module.css'

/** "View source" link to the source host; nothing when the corpus declares no repository. */
export default function SourceLink({ url, host, what }: { url: string | null | undefined; host: string | null | undefined; what: string }) {
  if (!url) return null
  return (
    // Named by its visible words, then what it shows (a name must start with what a speech-input user reads).
    <a className={styles.sourceLink} href={url} rel="noopener" data-source-link="">
      View source{host ? ` on ${host}` : ''}
      <span className="visually-hidden">: {what}</span>
    </a>
  )
}
