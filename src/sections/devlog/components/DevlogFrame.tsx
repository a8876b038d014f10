import * as React from 'react'
import Layout from '../../../shell/components/Layout'
import type { TocItem } from '../../../shell/components/TableOfContents'
import DevlogSidebar from './DevlogSidebar'
import * as styles from './Devlog.module.css'
import { devlogOptions } from '../options'

/** Every devlog page: the site layout with the devlog sidebar. */
export default function DevlogFrame({ currentPath, toc, children }: { currentPath: string; toc?: TocItem[]; children: React.ReactNode }) {
  return (
    <Layout sidebar={<DevlogSidebar currentPath={currentPath} />} toc={toc}>
      <div className={styles.devlog}>{children}</div>
    </Layout>
  )
}

/** The head of a devlog list page (posts, archive, authors, tags): its title, its lead, then what `children` adds (feed or tag links). */
export function DevlogPageHeader({ title, lead, children }: { title: string; lead: React.ReactNode; children?: React.ReactNode }) {
  return (
    <header className={styles.pageHeader}>
      <h1 className={styles.pageTitle}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      {children}
    </header>
  )
}

/** RSS and Atom links, shown on the devlog's list pages and under each post. */
export function FeedLinks() {
  return (
    <p className={styles.feeds}>
      Follow the devlog:{' '}
      <a href={devlogOptions.rssPath} type="application/rss+xml">
        RSS
      </a>{' '}
      ·{' '}
      <a href={devlogOptions.atomPath} type="application/atom+xml">
        Atom
      </a>
    </p>
  )
}
