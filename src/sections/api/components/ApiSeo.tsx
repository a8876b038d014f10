import * as React from 'react'
import Seo, { type SeoProps } from '../../../shell/components/Seo'
import { CURRENT_VERSION, versionDocsTag } from '../options'
import { versionLabel } from './SymbolHistory'
import { pageTwinUrl } from '../../../shell/pageTwin'

/**
 * The <head> of an API page in one version: a release's pages name their version in the title, and every page
 * carries its version and docs tag as DocSearch reads them from Docusaurus pages (the search modal scopes to it).
 * The canonical URL is the page's own, as Docusaurus gives each version's pages. It reads the page context itself, so
 * the twin it advertises is the one the page was made with, as ApiFrame's "Copy page as Markdown" reads.
 */
export default function ApiSeo({ pageContext, title, ...props }: Omit<SeoProps, 'markdownTwin'> & { pageContext: { version?: string } | undefined }) {
  const v = pageContext?.version ?? CURRENT_VERSION
  return (
    <Seo {...props} markdownTwin={pageTwinUrl(pageContext)} title={v === CURRENT_VERSION || !title ? title : `${title} (${versionLabel(v)})`}>
      <meta name="docsearch:version" content={v} />
      <meta name="docsearch:docusaurus_tag" content={versionDocsTag(v)} />
      {props.children}
    </Seo>
  )
}
