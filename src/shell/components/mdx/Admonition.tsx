import * as React from 'react'
import * as styles from './Admonition.module.css'

type Kind = 'note' | 'tip' | 'info' | 'warning' | 'danger'
const titles: Record<Kind, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' }

/** A call-out box for MDX content: <Admonition type="tip" title="…">…</Admonition>. */
export default function Admonition({ type = 'note', title, children }: { type?: Kind; title?: string; children: React.ReactNode }) {
  return (
    <aside className={`${styles.admonition} ${styles[type]}`} role="note">
      <p className={styles.heading}>{title ?? titles[type]}</p>
      <div className={styles.body}>{children}</div>
    </aside>
  )
}
