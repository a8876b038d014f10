import * as React from 'react'
import type { MDXComponents } from 'mdx/types'
import CodeBlock from '../CodeBlock'
import Admonition from './Admonition'

/** Fenced code in MDX arrives as <pre><code className="language-x">; route it to CodeBlock. */
function Pre(props: React.HTMLAttributes<HTMLPreElement>) {
  const child = React.Children.only(props.children) as React.ReactElement<{ className?: string; children?: React.ReactNode; title?: string }>
  const className = child?.props?.className ?? ''
  const language = /language-(\S+)/.exec(className)?.[1] ?? 'text'
  const code = typeof child?.props?.children === 'string' ? child.props.children : String(child?.props?.children ?? '')
  return <CodeBlock code={code} language={language} />
}

/** Components available to every MDX file without an import. */
export const mdxComponents: MDXComponents = {
  pre: Pre,
  Admonition,
}
