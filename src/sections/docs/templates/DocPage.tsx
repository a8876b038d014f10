import * as React from 'react'
import { StaticIsland } from '../../../shell/hydration'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import Layout from '../../../shell/components/Layout'
import Sidebar from '../../../shell/components/Sidebar'
import Seo from '../../../shell/components/Seo'
import CopyPageMarkdown from '../../../shell/components/CopyPageMarkdown'
import { tocFromMdx, type TocItem } from '../../../shell/components/TableOfContents'
import { sidebarNodesFromConfig } from '../components/configSidebar'
import { siteConfig } from '../../../shell/config/site'
import { getSidebar } from '../../../shell/config/validate'
import * as styles from './DocPage.module.css'
import { pageTwinUrl } from '../../../shell/pageTwin'
import BodyTree from '../../../shell/mdxBody/BodyTree'

interface DocPageContext {
  id: string
  /** Sidebar id from the site config; null for stand-alone pages (/helios/, /markdown-page/). */
  sidebarId: string | null
  wide?: boolean
}

/** An MDX page: docs pages with the tutorial sidebar, or a stand-alone content page. */
export default function DocPage({ data, pageContext }: PageProps<Queries.DocPageQuery, DocPageContext>) {
  const sidebar = pageContext.sidebarId ? (
    <Sidebar label="Docs" items={sidebarNodesFromConfig(getSidebar(siteConfig, pageContext.sidebarId))} />
  ) : undefined
  return (
    <Layout sidebar={sidebar} toc={tocFromMdx((data.mdx?.childDocsPage?.toc ?? null) as { items?: TocItem[] } | null, { startsWithH1: true })}>
      <CopyPageMarkdown />
      <StaticIsland as="article" className={styles.markdown} data-link-check="warn">
        <BodyTree tree={data.mdx?.tree} />
      </StaticIsland>
    </Layout>
  )
}

export function Head({ data, location, pageContext }: HeadProps<Queries.DocPageQuery>) {
  // The title is checked when the build starts (checkContent in ../gatsby-node.ts).
  const fm = data.mdx?.frontmatter
  return <Seo title={fm?.title ?? ''} description={fm?.description ?? null} pathname={location.pathname} markdownTwin={pageTwinUrl(pageContext)} />
}

export const query = graphql`
  query DocPage($id: String!) {
    mdx(id: { eq: $id }) {
      tree
      frontmatter {
        title
        description
      }
      childDocsPage {
        toc
      }
    }
  }
`
