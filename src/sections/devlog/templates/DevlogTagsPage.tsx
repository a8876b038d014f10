import * as React from 'react'
import { Link, graphql, type PageProps } from 'gatsby'
import { staticHead } from '../../../shell/components/Seo'
import PostGroupsPage from '../components/PostGroupsPage'
import * as styles from '../components/Devlog.module.css'

const DESCRIPTION = 'The tags of the helios devlog, with the number of posts under each.'

/** /devlog/tags/: every declared tag with its post count. */
export default function DevlogTagsPage({ data, location }: PageProps<Queries.DevlogTagsPageQuery>) {
  return (
    <PostGroupsPage
      title="Tags"
      description={DESCRIPTION}
      currentPath={location.pathname}
      groups={data.allDevlogTag.nodes}
      listClassName={styles.tagGrid}
      renderGroup={(t, postCount) => (
        <li data-testid="tag-entry">
          <Link className={styles.tagCard} to={t.path}>
            <strong>#{t.label}</strong>
            <span className={styles.countBadge} data-testid="tag-count">
              {postCount}
            </span>
            <p>{t.description}</p>
          </Link>
        </li>
      )}
    />
  )
}

export const Head = staticHead('Devlog tags', DESCRIPTION)

export const query = graphql`
  query DevlogTagsPage {
    allDevlogTag(sort: { label: ASC }) {
      nodes { key label description path postCount }
    }
  }
`
