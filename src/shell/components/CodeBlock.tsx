import * as React from 'react'
import * as styles from './CodeBlock.module.css'

/**
 * A block of code, already highlighted at build time (rehype-prism-plus for
 * markdown, src/shell/highlight.ts for pages): its children are Prism's token
 * spans, coloured by the stylesheet in both colour modes. No highlighter runs
 * in the browser; the copy button copies the text the reader sees.
 */
interface CodeBlockProps {
  language?: string
  title?: string
  children: React.ReactNode
}

export default function CodeBlock({ language = 'text', title, children }: CodeBlockProps) {
  const [copied, setCopied] = React.useState(false)
  const codeRef = React.useRef<HTMLElement>(null)
  const copy = () => {
    const text = (codeRef.current?.textContent ?? '').replace(/\n$/, '')
    void navigator.clipboard?.writeText(text).then(() => {
      setCopied(true)
      window.setTimeout(() => setCopied(false), 1500)
    })
  }
  return (
    <div className={styles.block}>
      {title && <div className={styles.title}>{title}</div>}
      <pre className={`language-${language} ${styles.pre}`} tabIndex={0}>
        <code ref={codeRef} className={`language-${language}`}>{children}</code>
      </pre>
      <button type="button" className={styles.copy} onClick={copy} aria-label="Copy code to clipboard">
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  )
}
