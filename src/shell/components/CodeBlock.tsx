import * as React from 'react'
import * as styles from './CodeBlock.module.css'
import { COPY_CODE_ATTRIBUTE } from '../browser/copyCode'

/**
 * A block of code, already highlighted at build time (rehype-prism-plus for
 * markdown, src/shell/highlight.ts for pages): its children are Prism's token
 * spans, coloured by the stylesheet in both colour modes. No highlighter runs
 * in the browser; the copy button copies the text the reader sees (one
 * listener on the document does it, src/shell/browser/copyCode.ts, so the
 * block needs no hydration).
 */
interface CodeBlockProps {
  language?: string
  title?: string
  children: React.ReactNode
}

export default function CodeBlock({ language = 'text', title, children }: CodeBlockProps) {
  return (
    <div className={styles.block}>
      {title && <div className={styles.title}>{title}</div>}
      <pre className={`language-${language} ${styles.pre}`} tabIndex={0}>
        <code className={`language-${language}`}>{children}</code>
      </pre>
      <button type="button" className={styles.copy} {...{ [COPY_CODE_ATTRIBUTE]: '' }} aria-label="Copy code to clipboard">
        Copy
      </button>
    </div>
  )
}
