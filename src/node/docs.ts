/**
 * Docs section (/docs/, /docs/introduction): MDX files under content/docs and
 * the hand-written pages under content/pages (/helios/, /markdown-page/).
 */
import type { CreatePagesArgs, CreateSchemaCustomizationArgs, CreateNodeArgs } from 'gatsby'
import { siteConfig } from '../config/site'
import { validateDocIds } from '../config/validate'
import { templatePath } from './paths'

export function createSchema({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createTypes(`
    """Fields added to every MDX node by the site (route and section)."""
    type MdxFields {
      "Route of the page built from this file, with a trailing slash."
      slug: String
      "Which source folder the file comes from: devlog, docs or pages."
      section: String
      "Doc id for docs pages: the file path under content/docs without extension."
      docId: String
    }
  `)
}

export function onCreateNode({ node, actions, getNode }: CreateNodeArgs): void {
  if (node.internal.type !== 'Mdx' || !node.parent) return
  const file = getNode(node.parent) as unknown as { sourceInstanceName: string; relativePath: string } | undefined
  if (!file) return
  if (file.sourceInstanceName === 'docs') {
    const docId = file.relativePath.replace(/\.mdx?$/, '')
    const slug = docId === 'index' ? '/docs/' : `/docs/${docId}/`
    actions.createNodeField({ node, name: 'section', value: 'docs' })
    actions.createNodeField({ node, name: 'docId', value: docId })
    actions.createNodeField({ node, name: 'slug', value: slug })
  } else if (file.sourceInstanceName === 'pages') {
    const name = file.relativePath.replace(/\.mdx?$/, '')
    actions.createNodeField({ node, name: 'section', value: 'pages' })
    actions.createNodeField({ node, name: 'slug', value: `/${name}/` })
  }
}

interface DocsQuery {
  allMdx: {
    nodes: Array<{ id: string; fields: { slug: string; section: string; docId: string | null }; internal: { contentFilePath: string } }>
  }
}

export async function createPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<DocsQuery>(`
    {
      allMdx(filter: { fields: { section: { in: ["docs", "pages"] } } }) {
        nodes { id fields { slug section docId } internal { contentFilePath } }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query docs pages', result.errors)
    return
  }
  const nodes = result.data.allMdx.nodes
  validateDocIds(
    siteConfig,
    nodes.filter((n) => n.fields.section === 'docs').map((n) => n.fields.docId as string),
  )
  const template = templatePath('DocPage.tsx')
  for (const node of nodes) {
    actions.createPage({
      path: node.fields.slug,
      component: `${template}?__contentFilePath=${node.internal.contentFilePath}`,
      context: { id: node.id, sidebarId: node.fields.section === 'docs' ? 'tutorialSidebar' : null },
    })
  }
}
