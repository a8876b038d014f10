import * as React from 'react'
import SiteLink from '../SiteLink'
import { siteConfig } from '../../config/site'
import * as styles from './Layout.module.css'

/** Copyright line whose author name links to the author; the tagline is shown only when set. */
export default function Footer() {
  const { copyright, tagline } = siteConfig.footer
  const { name, url } = siteConfig.author
  const [before, after] = copyright.includes(name) ? copyright.split(name) : [`${copyright} `, '']
  const authorLink = url.startsWith('/') ? <SiteLink to={url}>{name}</SiteLink> : <a href={url}>{name}</a>
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        {tagline && <p className={styles.tagline}>{tagline}</p>}
        <p className={styles.copyright}>
          {before}
          {authorLink}
          {after}
        </p>
      </div>
    </footer>
  )
}
