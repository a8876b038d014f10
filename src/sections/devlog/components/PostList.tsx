import * as React from 'react'
import SiteLink from '../../../shell/components/SiteLink'
import { formatShortDate } from './format'
import * as styles from './Devlog.module.css'

/** A post in a list of links; the archive's entries also carry their date and reading time. */
export interface ListedPost {
  id: string
  title: string
  path: string
  date?: string
  readingTime?: { text: string }
}

/** Posts as a list of links by title (an author's posts); `dated` puts each post's date before it and its reading time after (the archive). */
export default function PostList({ posts, className, dated = false }: { posts: readonly ListedPost[]; className: string; dated?: boolean }) {
  return (
    <ul className={className}>
      {posts.map((p) => (
        <li key={p.id}>
          {dated && p.date && (
            <time className={styles.archiveDate} dateTime={p.date.slice(0, 10)}>
              {formatShortDate(p.date)}
            </time>
          )}
          <SiteLink className={dated ? styles.archiveTitle : undefined} to={p.path}>
            {p.title}
          </SiteLink>
          {dated && p.readingTime && <span className={styles.archiveTime}>{p.readingTime.text}</span>}
        </li>
      ))}
    </ul>
  )
}
