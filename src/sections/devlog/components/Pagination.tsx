import * as React from 'react'
import SiteLink from '../../../shell/components/SiteLink'
import { listPagePath } from '../node/lists'
import * as styles from './Devlog.module.css'

interface PaginationProps {
  page: number
  numPages: number
  basePath: string
  previousPath: string | null
  nextPath: string | null
}

/** Newer/older links plus page numbers between the pages of a list. */
export default function Pagination({ page, numPages, basePath, previousPath, nextPath }: PaginationProps) {
  if (numPages <= 1) return null
  return (
    <nav className={styles.pagination} aria-label="Devlog pages">
      {previousPath ? (
        <SiteLink className={styles.pageStep} to={previousPath} rel="prev">
          ← Newer posts
        </SiteLink>
      ) : (
        <span />
      )}
      <ol className={styles.pageNumbers}>
        {Array.from({ length: numPages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span className={styles.pageCurrent} aria-current="page">
                {n}
              </span>
            ) : (
              <SiteLink className={styles.pageNumber} to={listPagePath(basePath, n)} aria-label={`Page ${n}`}>
                {n}
              </SiteLink>
            )}
          </li>
        ))}
      </ol>
      {nextPath ? (
        <SiteLink className={styles.pageStep} to={nextPath} rel="next">
          Older posts →
        </SiteLink>
      ) : (
        <span />
      )}
    </nav>
  )
}
