import * as React from 'react'
import { Link, graphql, type PageProps } from 'gatsby'
import { staticHead } from '../../../shell/components/Seo'
import DevlogFrame, { FeedLinks } from '../components/DevlogFrame'
import { groupByYear } from '../node/lists'
import { formatShortDate, plural } from '../components/format'
import * as styles from '../components/Devlog.module.css'

const DESCRIPTION = 'Every post of the helios devlog, by year.'

/** /devlog/archive/: all posts grouped by year, newest first. */
export default function DevlogArchivePage({ data, location }: PageProps<Queries.DevlogArchivePageQuery>) {
  const posts = data.allDevlogPost.nodes
  return (
    <DevlogFrame currentPath={location.pathname}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Archive</h1>
        <p className={styles.lead}>
          {DESCRIPTION} {plural(posts.length, 'post')} so far.
        </p>
        <FeedLinks />
      </header>
      {groupByYear(posts).map((g) => (
        <section key={g.year} className={styles.yearGroup} aria-labelledby={`archive-${g.year}`} data-testid="archive-year">
          <h2 id={`archive-${g.year}`}>{g.year}</h2>
          <ul className={styles.archiveList}>
            {g.posts.map((p) => (
              <li key={p.id}>
                <time className={styles.archiveDate} dateTime={p.date.slice(0, 10)}>
                  {formatShortDate(p.date)}
                </time>
                <Link className={styles.archiveTitle} to={p.path}>
                  {p.title}
                </Link>
                <span className={styles.archiveTime}>{p.readingTime.text}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </DevlogFrame>
  )
}

export const Head = staticHead('Devlog archive', DESCRIPTION)

export const query = graphql`
  query DevlogArchivePage {
    allDevlogPost(sort: [{ date: DESC }, { slug: ASC }]) {
      nodes { id title path date readingTime { text } }
    }
  }
`
