import * as React from 'react'
import { Link, graphql, type PageProps } from 'gatsby'
import { staticHead } from '../../../shell/components/Seo'
import DevlogFrame, { DevlogPageHeader } from '../components/DevlogFrame'
import { plural } from '../components/format'
import * as styles from '../components/Devlog.module.css'

const DESCRIPTION = 'The tags of the helios devlog, with the number of posts under each.'

/** /devlog/tags/: every declared tag with its post count. */
export default function DevlogTagsPage({ data, location }: PageProps<Queries.DevlogTagsPageQuery>) {
  return (
    <DevlogFrame currentPath={location.pathname}>
      <DevlogPageHeader title="Tags" lead={DESCRIPTION} />
      <ul className={styles.tagGrid}>
        {data.allDevlogTag.nodes.map((t) => (
          <li key={t.key} data-testid="tag-entry">
            <Link className={styles.tagCard} to={t.path}>
              <strong>#{t.label}</strong>
              <span className={styles.countBadge} data-testid="tag-count">
                {plural(t.postCount, 'post')}
              </span>
              <p>{t.description}</p>
            </Link>
          </li>
        ))}
      </ul>
    </DevlogFrame>
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
