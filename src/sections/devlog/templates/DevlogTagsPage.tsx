import * as React from 'react'
import { graphql } from 'gatsby'
import SiteLink from '../../../shell/components/SiteLink'
import { postGroupsTemplate } from '../components/PostGroupsPage'
import * as styles from '../components/Devlog.module.css'

export const query = graphql`
  query DevlogTagsPage {
    allDevlogTag(sort: { label: ASC }) {
      nodes { key label description path postCount }
    }
  }
`

/** /devlog/tags/: every declared tag with its post count. */
const tags = postGroupsTemplate({
  title: 'Tags',
  headTitle: 'Devlog tags',
  description: 'The tags of the helios devlog, with the number of posts under each.',
  groups: (data: Queries.DevlogTagsPageQuery) => data.allDevlogTag.nodes,
  listClassName: styles.tagGrid,
  renderGroup: (t, postCount) => (
    <li data-testid="tag-entry">
      <SiteLink className={styles.tagCard} to={t.path}>
        <strong>#{t.label}</strong>
        <span className={styles.countBadge} data-testid="tag-count">
          {postCount}
        </span>
        <p>{t.description}</p>
      </SiteLink>
    </li>
  ),
})

export default tags.Template
export const Head = tags.Head
