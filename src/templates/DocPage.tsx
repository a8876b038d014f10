import * as React from 'react'
import { graphql, type HeadFC, type PageProps } from 'gatsby'

interface DocPageData {
  mdx: { frontmatter: { title: string; description: string | null } }
}

export default function DocPage({ children, data }: PageProps<DocPageData>) {
  return (
    <main>
      <article>{children}</article>
    </main>
  )
}

export const Head: HeadFC<DocPageData> = ({ data }) => <title>{data.mdx.frontmatter.title}</title>

export const query = graphql`
  query DocPage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter { title description }
    }
  }
`
