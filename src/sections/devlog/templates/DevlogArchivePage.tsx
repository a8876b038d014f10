import * as React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { staticHead } from '../../../shell/components/Seo'
import DevlogFrame, { DevlogPageHeader, FeedLinks } from '../components/DevlogFrame'
import PostList from '../components/PostList'
import { groupByYear } from '../node/lists'
import { plural } from '../components/format'
import * as styles from '../components/Devlog.module.css'

const DESCRIPTION = 'Every post of the helios devlog, by year.'

/** /devlog/archive/: all posts grouped by year, newest first. */
export default function DevlogArchivePage({ data, location }: PageProps<Queries.DevlogArchivePageQuery>) {
  const posts = data.allDevlogPost.nodes
  return (
    <DevlogFrame currentPath={location.pathname}>
      <DevlogPageHeader title="Archive" lead={<>{DESCRIPTION} {plural(posts.length, 'post')} so far.</>}>
        <FeedLinks />
      </DevlogPageHeader>
      {groupByYear(posts).map((g) => (
        <section key={g.year} className={styles.yearGroup} aria-labelledby={`archive-${g.year}`} data-testid="archive-year">
          <h2 id={`archive-${g.year}`}>{g.year}</h2>
          <PostList posts={g.posts} className={styles.archiveList} dated />
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
