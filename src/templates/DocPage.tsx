import * as React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import Layout from '../components/Layout'
import Sidebar from '../components/Sidebar'
import Seo from '../components/Seo'
import { tocFromMdx, type TocItem } from '../components/TableOfContents'
import { sidebarNodesFromConfig } from '../components/docs/configSidebar'
import { siteConfig } from '../config/site'
import { getSidebar } from '../config/validate'
import * as styles from './DocPage.module.css'

interface DocPageData {
  mdx: {
    frontmatter: { title: string; description: string | null }
    tableOfContents: { items?: TocItem[] } | null
  }
}

interface DocPageContext {
  id: string
  /** Sidebar id from the site config; null for stand-alone pages (/helios/, /markdown-page/). */
  sidebarId: string | null
  wide?: boolean
}

/** An MDX page: docs pages with the tutorial sidebar, or a stand-alone content page. */
export default function DocPage({ children, data, pageContext }: PageProps<DocPageData, DocPageContext>) {
  const sidebar = pageContext.sidebarId ? (
    <Sidebar label="Docs" items={sidebarNodesFromConfig(getSidebar(siteConfig, pageContext.sidebarId))} />
  ) : undefined
  return (
    <Layout sidebar={sidebar} toc={tocFromMdx(data.mdx.tableOfContents, { startsWithH1: true })}>
      <article className={styles.markdown} data-link-check="warn">
        {children}
      </article>
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<DocPageData>) {
  return <Seo title={data.mdx.frontmatter.title} description={data.mdx.frontmatter.description} pathname={location.pathname} />
}

export const query = graphql`
  query DocPage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
      }
      tableOfContents(maxDepth: 3)
    }
  }
`
