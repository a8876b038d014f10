import * as React from 'react'
import SiteLink from '../../../shell/components/SiteLink'
import * as styles from './prose-links.module.css'
import * as apiStyles from './api.module.css'

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

interface DeclarationPlace {
  readonly file: string
  readonly line?: number | null
  readonly href?: string | null
  readonly sourceUrl?: string | null
  readonly sourceHost?: string | null
}

/** A compound's "Declared in file:line" (linked to the file's page when it has one) and its "View source" link. */
export function DeclaredIn({ location, name }: { location: DeclarationPlace; name: string }) {
  return (
    <p className={apiStyles.memberMeta}>
      Declared in {location.href ? <SiteLink to={location.href}>{location.file}{location.line ? `:${location.line}` : ''}</SiteLink> : `${location.file}${location.line ? `:${location.line}` : ''}`}
      <SourceLink url={location.sourceUrl} host={location.sourceHost} what={`the declaration of ${name}`} />
    </p>
  )
}
