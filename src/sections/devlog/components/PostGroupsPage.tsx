import * as React from 'react'
import DevlogFrame, { DevlogPageHeader } from './DevlogFrame'
import { plural } from './format'
import { staticHead } from '../../../shell/components/Seo'

/** A group of the devlog's posts that has a page entry: an author or a tag. */
export interface PostGroup {
  key: string
  postCount: number
}

/**
 * The devlog pages that list groups of posts (/devlog/authors/, /devlog/tags/): the page header, then one
 * entry per group, drawn by `renderGroup` with the group's post count already worded. `listClassName` puts
 * the entries in a list, for pages whose entries are list items.
 */
export default function PostGroupsPage<G extends PostGroup>({
  title,
  description,
  currentPath,
  groups,
  renderGroup,
  listClassName,
}: {
  title: string
  description: string
  currentPath: string
  groups: readonly G[]
  renderGroup: (group: G, postCount: string) => React.ReactNode
  listClassName?: string
}) {
  const entries = groups.map((g) => <React.Fragment key={g.key}>{renderGroup(g, plural(g.postCount, 'post'))}</React.Fragment>)
  return (
    <DevlogFrame currentPath={currentPath}>
      <DevlogPageHeader title={title} lead={description} />
      {listClassName ? <ul className={listClassName}>{entries}</ul> : entries}
    </DevlogFrame>
  )
}

/**
 * A page template listing groups of posts: its page component (data → groups) and its Head, so the authors and
 * tags templates hold only what differs (the query, the groups' entry).
 */
export function postGroupsTemplate<Data, G extends PostGroup>(page: {
  title: string
  headTitle: string
  description: string
  groups: (data: Data) => readonly G[]
  renderGroup: (group: G, postCount: string, data: Data) => React.ReactNode
  listClassName?: string
}) {
  function Template({ data, location }: { data: Data; location: { pathname: string } }) {
    return (
      <PostGroupsPage
        title={page.title}
        description={page.description}
        currentPath={location.pathname}
        groups={page.groups(data)}
        listClassName={page.listClassName}
        renderGroup={(group, postCount) => page.renderGroup(group, postCount, data)}
      />
    )
  }
  return { Template, Head: staticHead(page.headTitle, page.description) }
}
