import * as React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { staticHead } from '../../../shell/components/Seo'
import PostGroupsPage from '../components/PostGroupsPage'
import PostList from '../components/PostList'
import * as styles from '../components/Devlog.module.css'

const DESCRIPTION = 'Who writes the helios devlog, and what they wrote.'

/** /devlog/authors/: each author with their post count and links to their posts. */
export default function DevlogAuthorsPage({ data, location }: PageProps<Queries.DevlogAuthorsPageQuery>) {
  return (
    <PostGroupsPage
      title="Authors"
      description={DESCRIPTION}
      currentPath={location.pathname}
      groups={data.allDevlogAuthor.nodes}
      renderGroup={(a, postCount) => (
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
      )}
    />
  )
}

export const Head = staticHead('Devlog authors', DESCRIPTION)

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
