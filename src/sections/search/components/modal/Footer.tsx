/** The modal's footer: key hints and which backend answers. */
import * as React from 'react'
import { USE_ALGOLIA } from '../../options'
import * as styles from '../SearchModal.module.css'

export default function Footer() {
  return (
    // A <div>: a <footer> outside sectioning content is the page's contentinfo landmark.
    <div className={styles.footer}>
      <ul className={styles.commands} aria-label="Keyboard shortcuts">
        <li>
          <kbd className={styles.key}>↵</kbd>
          <span>to select</span>
        </li>
        <li>
          <kbd className={styles.key}>↓</kbd>
          <kbd className={styles.key}>↑</kbd>
          <span>to navigate</span>
        </li>
        <li>
          <kbd className={styles.key}>esc</kbd>
          <span>to close</span>
        </li>
      </ul>
      <span className={styles.backend}>{USE_ALGOLIA ? 'Search by Algolia' : 'Works offline'}</span>
    </div>
  )
}
