import * as React from 'react'
import { siteConfig } from '../config/site'

/** Default description of pages that give none. */
export const SITE_DESCRIPTION =
  'helios is a C++20 3D rendering and game engine. Its devlog, API reference and introduction.'

/** The preview image pages use unless they name their own (static/img/helios-card.png). */
export const DEFAULT_IMAGE = {
  path: '/img/helios-card.png',
  width: 1200,
  height: 630,
  // Latin-1 only: one character past it makes a whole page's HTML two bytes a character wherever the build holds it
  // (docs/sections/shell.md, "Memory of the build"): this text is on every page.
  alt: 'helios, a C++20 rendering and game engine',
} as const

/** Absolute URL of a site path, on the configured origin. */
export function absoluteUrl(pathname: string): string {
  const origin = siteConfig.siteUrl.replace(/\/+$/, '')
  const base = siteConfig.baseUrl.replace(/\/+$/, '')
  return `${origin}${base}${pathname.startsWith('/') ? pathname : `/${pathname}`}`
}

/** "Devlog | helios"; the home page is just the site title. */
export function pageTitle(title: string | null | undefined): string {
  const site = siteConfig.title
  if (!title || title === site) return site
  return `${title} | ${site}`
}

export interface SeoProps {
  /** The page's own title, without the site name. */
  title?: string | null
  description?: string | null
  /** The page's route ("/devlog/"); its absolute form is the canonical URL. */
  pathname: string
  /** "article" for devlog posts; "website" otherwise. */
  type?: 'website' | 'article'
  /** ISO date or date-time of publication (articles). */
  publishedTime?: string
  /** Names of the article's authors. */
  authors?: string[]
  /** Article tags (article:tag). */
  tags?: string[]
  /** Site path or absolute URL of a preview image (default: the 1200×630 helios card). */
  image?: string
  /** Text alternative of the preview image. */
  imageAlt?: string
  /** Keep the page out of search indexes (redirect stubs). */
  noindex?: boolean
  /** The URL of the page's Markdown twin, from its page context (src/shell/pageTwin.ts): advertised as an alternate. */
  markdownTwin?: string | null
  children?: React.ReactNode
}

/**
 * Everything in a page's <head> that readers' tools rely on: title,
 * description, canonical URL, Open Graph and Twitter card meta, article
 * metadata, and the devlog feeds. Used from each page's Gatsby `Head` export.
 */
export default function Seo({
  title,
  description,
  pathname,
  type = 'website',
  publishedTime,
  authors = [],
  tags = [],
  image = DEFAULT_IMAGE.path,
  imageAlt = DEFAULT_IMAGE.alt,
  noindex = false,
  markdownTwin = null,
  children,
}: SeoProps) {
  const fullTitle = pageTitle(title)
  const desc = description?.trim() || SITE_DESCRIPTION
  const canonical = absoluteUrl(pathname)
  const imageUrl = /^https?:\/\//.test(image) ? image : absoluteUrl(image)
  return (
    <>
      <html lang={siteConfig.locale.default} />
      <title>{fullTitle}</title>
      <meta name="description" content={desc} />
      <link rel="canonical" href={canonical} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={siteConfig.title} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title || siteConfig.title} />
      <meta property="og:description" content={desc} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:alt" content={imageAlt} />
      {image === DEFAULT_IMAGE.path && <meta property="og:image:width" content={String(DEFAULT_IMAGE.width)} />}
      {image === DEFAULT_IMAGE.path && <meta property="og:image:height" content={String(DEFAULT_IMAGE.height)} />}
      {/* X reads og:title, og:description and og:image when its own tags are absent: only the card's layout and the
          image's text are X's own (three tags fewer in every page's head). */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image:alt" content={imageAlt} />
      {type === 'article' && publishedTime && <meta property="article:published_time" content={publishedTime} />}
      {type === 'article' && authors.map((a) => <meta key={`a-${a}`} property="article:author" content={a} />)}
      {type === 'article' && tags.map((t) => <meta key={`t-${t}`} property="article:tag" content={t} />)}
      {type === 'article' && publishedTime && (
        <script
          type="application/ld+json"
          // JSON must reach the page unescaped; "<" is escaped so the text cannot close the script.
          dangerouslySetInnerHTML={{
            __html: JSON.stringify({
              '@context': 'https://schema.org',
              '@type': 'BlogPosting',
              headline: title,
              description: desc,
              datePublished: publishedTime,
              url: canonical,
              mainEntityOfPage: canonical,
              image: imageUrl,
              author: authors.map((name) => ({ '@type': 'Organization', name })),
              publisher: { '@type': 'Organization', name: siteConfig.author.name, logo: { '@type': 'ImageObject', url: absoluteUrl('/img/helios-team.svg') } },
              keywords: tags.join(', '),
            }).replace(/</g, '\\u003c'),
          }}
        />
      )}
      {siteConfig.feeds.filter((f) => f.inHead).map((f) => (
        <link key={f.href} rel="alternate" type={f.type} title={f.title} href={f.href} />
      ))}
      {markdownTwin && <link rel="alternate" type="text/markdown" href={markdownTwin} />}
      {children}
    </>
  )
}

/** The Head export of a page whose title and description do not depend on its data. */
export function staticHead(title: string, description: string) {
  return function StaticHead({ location }: { location: { pathname: string } }) {
    return <Seo title={title} description={description} pathname={location.pathname} />
  }
}
