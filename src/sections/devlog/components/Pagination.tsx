import * as React from 'react'
import { Link } from 'gatsby'
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
        <Link className={styles.pageStep} to={previousPath} rel="prev">
          ← Newer posts
        </Link>
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
              <Link className={styles.pageNumber} to={listPagePath(basePath, n)} aria-label={`Page ${n}`}>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {nextPath ? (
        <Link className={styles.pageStep} to={nextPath} rel="next">
          Older posts →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
