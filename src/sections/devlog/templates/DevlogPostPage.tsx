import * as React from 'react'
import { StaticIsland } from '../../../shell/hydration'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import SiteLink from '../../../shell/components/SiteLink'
import Seo from '../../../shell/components/Seo'
import CopyPageMarkdown from '../../../shell/components/CopyPageMarkdown'
import DevlogFrame, { FeedLinks } from '../components/DevlogFrame'
import PostMeta, { TagList } from '../components/PostMeta'
import { tocFromMdx, type TocItem } from '../../../shell/components/TableOfContents'
import type { PostLink } from '../components/types'
import * as styles from '../components/Devlog.module.css'
import { pageTwinUrl } from '../../../shell/pageTwin'
import BodyTree from '../../../shell/mdxBody/BodyTree'

interface PostContext {
  id: string
  newer: PostLink | null
  older: PostLink | null
}

/** A devlog post: header (date, reading time, authors, tags), the MDX body, previous/next links. */
export default function DevlogPostPage({ data, pageContext, location }: PageProps<Queries.DevlogPostPageQuery, PostContext>) {
  const post = data.devlogPost
  if (!post) throw new Error(`devlog post ${pageContext.id} is missing from the data layer`)
  const { newer, older } = pageContext
  return (
    <DevlogFrame currentPath={location.pathname} toc={tocFromMdx(post.toc as { items?: TocItem[] } | null)}>
      <article className={styles.post} itemScope itemType="https://schema.org/BlogPosting">
        <header className={styles.postHeader}>
          <h1 className={styles.postTitle} itemProp="headline">
            {post.title}
          </h1>
          <PostMeta date={post.date} readingTime={post.readingTime} authors={post.authors} />
          <TagList tags={post.tags} />
          <CopyPageMarkdown />
        </header>
        <StaticIsland className={styles.prose} itemProp="articleBody" data-devlog-body="" data-link-check="warn">
          <BodyTree tree={post.mdx.tree} />
        </StaticIsland>
        <footer className={styles.postFooter}>
          <TagList tags={post.tags} />
          <FeedLinks />
          <nav className={styles.postNav} aria-label="More posts">
            {older && (
              <SiteLink className={styles.postNavLink} to={older.path} rel="prev">
                <small>← Previous post</small>
                {older.title}
              </SiteLink>
            )}
            {newer && (
              <SiteLink className={`${styles.postNavLink} ${styles.postNavNext}`} to={newer.path} rel="next">
                <small>Next post →</small>
                {newer.title}
              </SiteLink>
            )}
          </nav>
        </footer>
      </article>
    </DevlogFrame>
  )
}

export function Head({ data, location, pageContext }: HeadProps<Queries.DevlogPostPageQuery>) {
  const post = data.devlogPost
  if (!post) return null
  return (
    <Seo
      title={post.title}
      description={post.description}
      pathname={location.pathname}
      type="article"
      publishedTime={`${post.date.slice(0, 10)}T00:00:00.000Z`}
      authors={post.authors.map((a) => a.name)}
      tags={post.tags.map((t) => t.label)}
      markdownTwin={pageTwinUrl(pageContext)}
    />
  )
}

export const query = graphql`
  query DevlogPostPage($id: String!) {
    devlogPost(id: { eq: $id }) {
      title
      description
      path
      date
      readingTime { minutes text }
      authors { key name url image }
      tags { key label path }
      toc
      mdx { tree }
    }
  }
`
