import * as React from 'react'
import { Highlight, type Language } from 'prism-react-renderer'
import './prismLanguages'
import * as styles from './CodeBlock.module.css'

/**
 * Highlighting with prism-react-renderer, coloured by CSS classes (not
 * inline theme styles) so both colour modes come from the stylesheet and the
 * server-rendered HTML is right before any script runs.
 */
const classTheme = { plain: {}, styles: [] }

interface CodeBlockProps {
  code: string
  language?: string
  title?: string
  /** Render a line-number gutter whose numbers are anchors (#L12). */
  lineAnchors?: boolean
  /** First line's number when the listing is an excerpt. */
  startLine?: number
}

export default function CodeBlock({ code, language = 'cpp', title, lineAnchors = false, startLine = 1 }: CodeBlockProps) {
  const [copied, setCopied] = React.useState(false)
  const trimmed = code.replace(/\n$/, '')
  const copy = () => {
    void navigator.clipboard?.writeText(trimmed).then(() => {
      setCopied(true)
      window.setTimeout(() => setCopied(false), 1500)
    })
  }
  return (
    <div className={styles.block}>
      {title && <div className={styles.title}>{title}</div>}
      <Highlight code={trimmed} language={language as Language} theme={classTheme}>
        {({ className, tokens, getLineProps, getTokenProps }) => (
          <pre className={`${className} ${styles.pre}`} tabIndex={0}>
            <code>
              {tokens.map((line, i) => {
                const number = startLine + i
                const { style: _ls, ...lineProps } = getLineProps({ line })
                return (
                  <span key={i} {...lineProps} id={lineAnchors ? `L${number}` : undefined} className={`${lineProps.className} ${styles.line}`}>
                    {lineAnchors && (
                      <a className={styles.lineNumber} href={`#L${number}`} aria-label={`Line ${number}`}>
                        {number}
                      </a>
                    )}
                    {line.map((token, key) => {
                      const { style: _ts, ...tokenProps } = getTokenProps({ token })
                      return <span key={key} {...tokenProps} />
                    })}
                    {/* prism gives an empty line a token holding its own newline */}
                    {line.length === 1 && line[0].empty ? null : '\n'}
                  </span>
                )
              })}
            </code>
          </pre>
        )}
      </Highlight>
      <button type="button" className={styles.copy} onClick={copy} aria-label="Copy code to clipboard">
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  )
}
