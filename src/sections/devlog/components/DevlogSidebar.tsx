import * as React from 'react'
import { graphql, useStaticQuery } from 'gatsby'
import SiteLink from '../../../shell/components/SiteLink'
import { groupByYear } from '../node/lists'
import { formatShortDate } from './format'
import * as styles from './DevlogSidebar.module.css'
import { HYDRATE_AT_ONCE } from '../../../shell/hydration'
import { devlogOptions, devlogRoute } from '../options'

/** Compares routes regardless of percent-encoding and the trailing slash. */
function samePath(a: string, b: string): boolean {
  const norm = (p: string) => {
    let s = p
    try {
      s = decodeURI(p)
    } catch {
      /* keep as is */
    }
    return s.endsWith('/') ? s : `${s}/`
  }
  return norm(a) === norm(b)
}

/**
 * The devlog's sidebar on every devlog page: all posts, newest first, grouped
 * by year, each with its reading time; the current post is highlighted.
 */
export default function DevlogSidebar({ currentPath }: { currentPath: string }) {
  const data = useStaticQuery<Queries.DevlogSidebarQuery>(graphql`
    query DevlogSidebar {
      allDevlogPost(sort: [{ date: DESC }, { slug: ASC }]) {
        nodes { id title path date readingTime { text minutes } }
      }
    }
  `)
  const groups = groupByYear(data.allDevlogPost.nodes)
  const navRef = React.useRef<HTMLElement>(null)
  const holdsCurrent = data.allDevlogPost.nodes.some((p) => samePath(p.path, currentPath))
  React.useEffect(() => {
    // Keep the current post visible inside the sidebar's own scroll area.
    const nav = navRef.current
    const current = nav?.querySelector<HTMLElement>('li a[aria-current="page"]')
    if (!nav || !current) return
    const top = current.offsetTop - nav.offsetTop
    if (top < nav.scrollTop || top > nav.scrollTop + nav.clientHeight - current.offsetHeight) {
      nav.scrollTop = Math.max(0, top - nav.clientHeight / 3)
    }
  }, [currentPath])
  return (
    // Bringing the current post into view is the app's work: shown with one, the sidebar hydrates the page at once.
    <nav ref={navRef} className={styles.sidebar} aria-label="Devlog posts" data-testid="devlog-sidebar" {...(holdsCurrent ? HYDRATE_AT_ONCE : {})}>
      <p className={styles.heading}>
        <SiteLink to={devlogOptions.basePath}>All posts</SiteLink>
        <span className={styles.count}>{data.allDevlogPost.nodes.length}</span>
      </p>
      {groups.map((g) => (
        // A plain block, not a region: the archive's year regions carry the same names, and landmarks must differ.
        <div key={g.year} className={styles.year}>
          <h2 className={styles.yearLabel} id={`devlog-sidebar-${g.year}`}>
            {g.year}
          </h2>
          <ul className={styles.list}>
            {g.posts.map((p) => {
              const current = samePath(p.path, currentPath)
              return (
                <li key={p.id}>
                  <SiteLink className={`${styles.link} ${current ? styles.active : ''}`} to={p.path} aria-current={current ? 'page' : undefined}>
                    <span className={styles.title}>{p.title}</span>
                    <span className={styles.details}>
                      <time dateTime={p.date.slice(0, 10)}>{formatShortDate(p.date)}</time> · {p.readingTime.text}
                    </span>
                  </SiteLink>
                </li>
              )
            })}
          </ul>
        </div>
      ))}
      <p className={styles.footer}>
        <SiteLink to={devlogRoute('archive')}>Archive</SiteLink> · <SiteLink to={devlogRoute('tags')}>Tags</SiteLink> ·{' '}
        <SiteLink to={devlogRoute('authors')}>Authors</SiteLink>
      </p>
    </nav>
  )
}
