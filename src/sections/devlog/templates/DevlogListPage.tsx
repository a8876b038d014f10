import * as React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import SiteLink from '../../../shell/components/SiteLink'
import Seo from '../../../shell/components/Seo'
import DevlogFrame, { DevlogPageHeader, FeedLinks } from '../components/DevlogFrame'
import PostCard from '../components/PostCard'
import Pagination from '../components/Pagination'
import * as styles from '../components/Devlog.module.css'
import type { DevlogPostSummary } from '../components/types'
import { devlogOptions, devlogRoute } from '../options'

interface ListContext {
  ids: string[]
  page: number
  numPages: number
  basePath: string
  previousPath: string | null
  nextPath: string | null
  /** Set on a tag's list (/devlog/tags/{tag}/); null on the devlog's own list. */
  tag: { key: string; label: string; description: string; path: string } | null
}

function heading(ctx: ListContext): { title: string; description: string } {
  const pageSuffix = ctx.page > 1 ? ` — page ${ctx.page} of ${ctx.numPages}` : ''
  if (ctx.tag) {
    return { title: `Posts tagged "${ctx.tag.label}"${pageSuffix}`, description: ctx.tag.description }
  }
  return {
    title: `Devlog${pageSuffix}`,
    description: 'The helios development log: how a C++20 rendering engine grows, one post at a time.',
  }
}

/** /devlog/ and /devlog/page/N/, and each tag's /devlog/tags/{tag}/ with its pages. */
export default function DevlogListPage({ data, pageContext, location }: PageProps<Queries.DevlogListPageQuery, ListContext>) {
  const { title, description } = heading(pageContext)
  // The query filters by id; keep the order createPages chose (newest first).
  const byId = new Map(data.allDevlogPost.nodes.map((n) => [n.id, n]))
  const posts = pageContext.ids.map((id) => byId.get(id)).filter((p): p is DevlogPostSummary => Boolean(p))
  return (
    <DevlogFrame currentPath={location.pathname}>
      <DevlogPageHeader title={title} lead={description}>
        {pageContext.tag ? (
          <p className={styles.feeds}>
            <SiteLink to={devlogRoute('tags')}>All tags</SiteLink> · <SiteLink to={devlogOptions.basePath}>All posts</SiteLink>
          </p>
        ) : (
          <FeedLinks />
        )}
      </DevlogPageHeader>
      {posts.length === 0 && <p>No posts yet.</p>}
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      <Pagination
        page={pageContext.page}
        numPages={pageContext.numPages}
        basePath={pageContext.basePath}
        previousPath={pageContext.previousPath}
        nextPath={pageContext.nextPath}
      />
    </DevlogFrame>
  )
}

export function Head({ pageContext, location }: HeadProps<Queries.DevlogListPageQuery, ListContext>) {
  const { title, description } = heading(pageContext)
  return <Seo title={title} description={description} pathname={location.pathname} />
}

export const query = graphql`
  query DevlogListPage($ids: [String!]!) {
    # Sorted only so that page-data.json is the same from build to build (a filter alone returns the store's order).
    allDevlogPost(filter: { id: { in: $ids } }, sort: [{ date: DESC }, { slug: ASC }]) {
      totalCount
      nodes { ...DevlogPostSummary }
    }
  }
`
