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
