import * as React from 'react'
import SiteLink from '../../../shell/components/SiteLink'
import type { Mention } from '../node/prose'
import * as styles from './prose-links.module.css'

/** Where the devlog and the docs mention an entity: page, section heading (linked), date for posts. */
export default function MentionedIn({ mentions, id, heading = 'h2' }: { mentions: readonly Mention[]; id?: string; heading?: 'h2' | 'h4' }) {
  if (mentions.length === 0) return null
  const H = heading
  return (
    <section aria-labelledby={id} className={styles.mentioned} data-mentioned-in="">
      <H id={id} className={heading === 'h4' ? styles.smallHeading : undefined}>
        Mentioned in
      </H>
      <ul className={styles.mentionList}>
        {mentions.map((m) => (
          <li key={`${m.href}`}>
            <SiteLink to={m.href}>
              <span className={styles.mentionPage}>{m.pageTitle}</span>
              {m.heading && <span className={styles.mentionHeading}> › {m.heading}</span>}
            </SiteLink>{' '}
            <span className={styles.mentionMeta}>{m.date ? <time dateTime={m.date}>{m.date}</time> : m.section}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
