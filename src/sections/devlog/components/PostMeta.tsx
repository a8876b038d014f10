import * as React from 'react'
import SiteLink from '../../../shell/components/SiteLink'
import { formatDate } from './format'
import type { DevlogAuthorRef, DevlogTagRef } from './types'
import * as styles from './Devlog.module.css'

/** Tag chips linking to each tag's page. */
export function TagList({ tags }: { tags: readonly DevlogTagRef[] }) {
  if (tags.length === 0) return null
  return (
    <ul className={styles.tags} aria-label="Tags">
      {tags.map((t) => (
        <li key={t.key}>
          <SiteLink className={styles.tag} to={t.path}>
            #{t.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  )
}

interface PostMetaProps {
  date: string
  readingTime: { text: string }
  authors?: readonly DevlogAuthorRef[]
}

/** "August 15, 2025 · 4 min read · The helios team". */
export default function PostMeta({ date, readingTime, authors = [] }: PostMetaProps) {
  return (
    <p className={styles.meta}>
      <time dateTime={date.slice(0, 10)}>{formatDate(date)}</time>
      <span aria-hidden="true"> · </span>
      <span data-testid="reading-time">{readingTime.text}</span>
      {authors.length > 0 && (
        <>
          <span aria-hidden="true"> · </span>
          <span className={styles.byline}>
            {authors.map((a, i) => (
              <React.Fragment key={a.key}>
                {i > 0 && ', '}
                {a.url && a.url.startsWith('/') ? <SiteLink to={a.url}>{a.name}</SiteLink> : a.url ? <a href={a.url}>{a.name}</a> : a.name}
              </React.Fragment>
            ))}
          </span>
        </>
      )}
    </p>
  )
}
