import * as React from 'react'
import { graphql } from 'gatsby'
import { postGroupsTemplate } from '../components/PostGroupsPage'
import PostList from '../components/PostList'
import * as styles from '../components/Devlog.module.css'

export const query = graphql`
  query DevlogAuthorsPage {
    allDevlogAuthor(sort: { name: ASC }) {
      nodes { key name url image postCount }
    }
    allDevlogPost(sort: [{ date: DESC }, { slug: ASC }]) {
      nodes { id title path authors { key } }
    }
  }
`

/** /devlog/authors/: each author with their post count and links to their posts. */
const authors = postGroupsTemplate({
  title: 'Authors',
  headTitle: 'Devlog authors',
  description: 'Who writes the helios devlog, and what they wrote.',
  groups: (data: Queries.DevlogAuthorsPageQuery) => data.allDevlogAuthor.nodes,
  renderGroup: (a, postCount, data) => (
    <section className={styles.author} aria-labelledby={`author-${a.key}`} data-testid="author">
      {a.image && <img className={styles.authorImage} src={a.image} alt="" width={64} height={64} />}
      <div className={styles.authorBody}>
        <h2 className={styles.authorName} id={`author-${a.key}`}>
          {a.url && !a.url.startsWith('/') ? <a href={a.url}>{a.name}</a> : a.name}
        </h2>
        <p className={styles.meta} data-testid="author-count">
          {postCount}
        </p>
        <PostList posts={data.allDevlogPost.nodes.filter((p) => p.authors.some((x) => x.key === a.key))} className={styles.authorPosts} />
      </div>
    </section>
  ),
})

export default authors.Template
export const Head = authors.Head
