import * as React from 'react'
import SiteLink from '../SiteLink'
import type { BodyComponent } from '../../mdxBody/components'
import CodeBlock from '../CodeBlock'
import Admonition from './Admonition'
import { safeUrl } from '../../safeUrl'

/**
 * Markdown links: the URL passes the site's one sanitiser (a refused one leaves the text alone).
 * Links the build made from API names in prose (data-api-kind, see src/sections/api/node/prose.ts)
 * navigate inside the app.
 */
function A({ href, children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement> & { 'data-api-kind'?: string }) {
  const url = href === undefined ? undefined : safeUrl(href)
  if (href !== undefined && url === undefined) return <>{children}</>
  if (rest['data-api-kind'] && url?.startsWith('/')) {
    return (
      <SiteLink {...rest} to={url}>
        {children}
      </SiteLink>
    )
  }
  return <a {...rest} href={url}>{children}</a>
}

/** Markdown images: a refused source shows the alt text. */
function Img({ src, alt, ...rest }: React.ImgHTMLAttributes<HTMLImageElement>) {
  const url = typeof src === 'string' ? safeUrl(src) : undefined
  if (url === undefined) return <>{alt ?? ''}</>
  return <img {...rest} src={url} alt={alt} />
}

/** Fenced code in MDX arrives highlighted (rehype-prism-plus) as <pre><code className="language-x">; CodeBlock frames it. */
function Pre(props: React.HTMLAttributes<HTMLPreElement>) {
  const child = React.Children.only(props.children) as React.ReactElement<{ className?: string; children?: React.ReactNode }>
  const language = /language-(\S+)/.exec(child?.props?.className ?? props.className ?? '')?.[1] ?? 'text'
  return <CodeBlock language={language}>{child?.props?.children}</CodeBlock>
}

/**
 * A GFM task-list item: its checkbox is named by the item's text (a <label> around both), so a screen reader
 * reads "Write the parser, checkbox, checked" rather than an unnamed checkbox.
 */
function Li({ className, children, ...rest }: React.LiHTMLAttributes<HTMLLIElement>) {
  if (!className?.split(/\s+/).includes('task-list-item')) return <li className={className} {...rest}>{children}</li>
  return (
    <li className={className} {...rest}>
      <label>{children}</label>
    </li>
  )
}

/** What an MDX page's body renders its markdown elements and its components with (src/shell/mdxBody/BodyTree.tsx). */
export const mdxComponents: Record<'pre' | 'a' | 'img' | 'li' | BodyComponent, React.ElementType> = {
  pre: Pre,
  a: A,
  img: Img,
  li: Li,
  Admonition,
}
