import * as React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { staticHead } from '../../../shell/components/Seo'
import DevlogFrame, { DevlogPageHeader } from '../components/DevlogFrame'
import PostList from '../components/PostList'
import { plural } from '../components/format'
import * as styles from '../components/Devlog.module.css'

const DESCRIPTION = 'Who writes the helios devlog, and what they wrote.'

/** /devlog/authors/: each author with their post count and links to their posts. */
export default function DevlogAuthorsPage({ data, location }: PageProps<Queries.DevlogAuthorsPageQuery>) {
  return (
    <DevlogFrame currentPath={location.pathname}>
      <DevlogPageHeader title="Authors" lead={DESCRIPTION} />
      {data.allDevlogAuthor.nodes.map((a) => {
        const posts = data.allDevlogPost.nodes.filter((p) => p.authors.some((x) => x.key === a.key))
        const external = a.url && !a.url.startsWith('/')
        return (
          <section key={a.key} className={styles.author} aria-labelledby={`author-${a.key}`} data-testid="author">
            {a.image && <img className={styles.authorImage} src={a.image} alt="" width={64} height={64} />}
            <div className={styles.authorBody}>
              <h2 className={styles.authorName} id={`author-${a.key}`}>
                {external ? <a href={a.url as string}>{a.name}</a> : a.name}
              </h2>
              <p className={styles.meta} data-testid="author-count">
                {plural(a.postCount, 'post')}
              </p>
              <PostList posts={posts} className={styles.authorPosts} />
            </div>
          </section>
        )
      })}
    </DevlogFrame>
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
