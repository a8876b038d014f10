import * as React from 'react'
import { COPY_PAGE_ATTRIBUTE } from '../browser/copyCode'
import * as styles from './CopyPageMarkdown.module.css'
import { PageTwinContext } from '../pageTwin'

/**
 * "Copy page as Markdown": copies the page's Markdown twin (the `rel="alternate" type="text/markdown"` link of its
 * head, see Seo's markdownTwin). Plain markup: one document listener does the work (../browser/copyCode.ts),
 * so the button works inside content the page does not hydrate.
 */
export default function CopyPageMarkdown() {
  // Only a page made with a twin has one to copy (src/shell/server/pageTwins.ts).
  if (!React.useContext(PageTwinContext)) return null
  return (
    <button type="button" className={styles.copyPage} {...{ [COPY_PAGE_ATTRIBUTE]: '' }}>
      Copy page as Markdown
    </button>
  )
}
