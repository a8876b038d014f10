import * as React from 'react'
import { graphql } from 'gatsby'
import SiteLink from '../../../shell/components/SiteLink'
import PostMeta, { TagList } from './PostMeta'
import type { DevlogPostSummary } from './types'
import * as styles from './Devlog.module.css'

/** One entry of a devlog list: title, date, reading time, tags, the excerpt and "Read more". */
export default function PostCard({ post }: { post: DevlogPostSummary }) {
  const headingId = `post-${post.id}`
  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="devlog-entry">
      <h2 className={styles.cardTitle} id={headingId}>
        <SiteLink to={post.path}>{post.title}</SiteLink>
      </h2>
      <PostMeta date={post.date} readingTime={post.readingTime} authors={post.authors} />
      <div className={`${styles.prose} ${styles.excerpt}`} dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />
      <footer className={styles.cardFooter}>
        <TagList tags={post.tags} />
        <SiteLink className={styles.readMore} to={post.path} aria-label={`Read more: ${post.title}`}>
          Read more <span aria-hidden="true">→</span>
        </SiteLink>
      </footer>
    </article>
  )
}

export const query = graphql`
  fragment DevlogPostSummary on DevlogPost {
    id
    title
    description
    path
    date
    readingTime { minutes text }
    excerptHtml
    truncated
    tags { key label path }
    authors { key name url image }
  }
`
