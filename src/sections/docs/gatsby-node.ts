/**
 * Docs section (/docs/, /docs/introduction): MDX files under content/docs and
 * the hand-written pages under content/pages (/helios/, /markdown-page/).
 */
import { createChildNode } from '../../shell/childNode'
import fs from 'node:fs'
import path from 'node:path'
import type { CreatePagesArgs, CreateSchemaCustomizationArgs, CreateNodeArgs } from 'gatsby'
import { parseFrontmatter } from '../../shell/frontmatter'
import { siteConfig } from '../../shell/config/site'
import { validateDocIds } from '../../shell/config/validate'
import { siteRoot, templatePath } from '../../shell/paths'
import type { HeliosPageFields } from '../../shell/contract'
import { docIdOf, docRoute, docsOptions, type DocsSourceOptions } from './options'

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

    """A page built from an MDX file under content/docs (a doc) or content/pages (a stand-alone page)."""
    type DocsPage implements Node & HeliosPage @dontInfer @childOf(types: ["Mdx"]) {
      "Gatsby's node id."
      id: ID!
      "The page's route, with a trailing slash."
      path: String!
      "Title from the frontmatter."
      title: String!
      "Description from the frontmatter, used for the meta description; null when there is none."
      description: String
      "docs for content/docs, pages for content/pages."
      section: String!
      "The section's name as readers see it: Docs, or the site's name for stand-alone pages."
      sectionLabel: String!
      "doc or page."
      kind: String!
      "Search facet: docs-default-current for docs, default for stand-alone pages."
      docsTag: String!
      "HeliosPage: the page's description; null when there is none."
      summary: String @proxy(from: "description")
      "HeliosPage: the page as Markdown (its twin at path + index.md)."
      markdown: String! @mdxTwin
      "Doc id (the file path under content/docs without extension); null for stand-alone pages."
      docId: String
      "Sidebar shown next to the page (a key of the site config's sidebars); null for none."
      sidebarId: String
      "The MDX node: body, frontmatter and table of contents."
      mdx: Mdx! @link
    }
  `)
}

interface FileNode {
  sourceInstanceName: string
  relativePath: string
}

/** The DocsPage payload of an MDX file of one of the docs sources. Throws naming the file when its title is missing. */
export function docsPagePayload(source: DocsSourceOptions, file: FileNode, frontmatter: { title?: unknown; description?: unknown } | undefined) {
  const docId = docIdOf(file.relativePath)
  const shown = `${sourceOf(file.sourceInstanceName)?.dir ?? file.sourceInstanceName}/${file.relativePath}`
  if (typeof frontmatter?.title !== 'string' || frontmatter.title.trim() === '') {
    throw new Error(`${shown}: the frontmatter has no title; a docs page needs one (title: ...)`)
  }
  const page: HeliosPageFields = {
    path: docRoute(source, docId),
    title: frontmatter.title,
    section: source.section,
    sectionLabel: source.sectionLabel,
    kind: source.kind,
    docsTag: source.docsTag,
  }
  return {
    ...page,
    description: typeof frontmatter.description === 'string' ? frontmatter.description : null,
    docId: source === docsOptions.docs ? docId : null,
    sidebarId: source.sidebarId,
  }
}

/** Every markdown and MDX file of a source, relative to its folder. */
function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.mdx?$/.test(f)).map((f) => f.split(path.sep).join('/')).sort()
}

/**
 * Before anything is sourced: every docs and stand-alone page's frontmatter
 * parses and has a title, or the build stops naming each bad file.
 */
export function checkContent(): string[] {
  const errors: string[] = []
  for (const source of Object.values(docsOptions)) {
    for (const relativePath of markdownFiles(path.join(siteRoot, source.dir))) {
      const shown = `${source.dir}/${relativePath}`
      try {
        const { data } = parseFrontmatter(shown, fs.readFileSync(path.join(siteRoot, source.dir, relativePath), 'utf8'))
        docsPagePayload(source, { sourceInstanceName: source.source, relativePath }, data)
      } catch (e) {
        errors.push((e as Error).message)
      }
    }
  }
  return errors
}

export function onPreBootstrap({ reporter }: { reporter: { panic(msg: string): never } }): void {
  const errors = checkContent()
  if (errors.length > 0) reporter.panic(`[docs] ${errors.length} problem(s) in the docs' content:\n  ${errors.join('\n  ')}`)
}

const sourceOf = (name: string): DocsSourceOptions | undefined => Object.values(docsOptions).find((s) => s.source === name)

export function onCreateNode({ node, actions, getNode, createNodeId, createContentDigest, reporter }: CreateNodeArgs): void {
  if (node.internal.type !== 'Mdx' || !node.parent) return
  const file = getNode(node.parent) as unknown as FileNode | undefined
  const source = file && sourceOf(file.sourceInstanceName)
  if (!file || !source) return
  let payload: ReturnType<typeof docsPagePayload>
  try {
    payload = docsPagePayload(source, file, (node as { frontmatter?: { title?: unknown; description?: unknown } }).frontmatter)
  } catch (e) {
    reporter.panicOnBuild(`[docs] ${(e as Error).message}`)
    return
  }
  actions.createNodeField({ node, name: 'section', value: source.section })
  if (payload.docId !== null) actions.createNodeField({ node, name: 'docId', value: payload.docId })
  actions.createNodeField({ node, name: 'slug', value: payload.path })
  const content = { ...payload, mdx: node.id }
  createChildNode({ actions, createNodeId, createContentDigest }, node, 'DocsPage', content)
}

interface DocsQuery {
  allDocsPage: {
    nodes: Array<{ id: string; path: string; section: string; docId: string | null; sidebarId: string | null; mdx: { id: string; internal: { contentFilePath: string } } }>
  }
}

export async function createPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<DocsQuery>(`
    {
      allDocsPage {
        nodes { id path section docId sidebarId mdx { id internal { contentFilePath } } }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query docs pages', result.errors)
    return
  }
  const nodes = result.data.allDocsPage.nodes
  validateDocIds(
    siteConfig,
    nodes.flatMap((n) => (n.docId === null ? [] : [n.docId])),
  )
  const template = templatePath('sections/docs/templates', 'DocPage.tsx')
  for (const node of nodes) {
    actions.createPage({
      path: node.path,
      component: `${template}?__contentFilePath=${node.mdx.internal.contentFilePath}`,
      context: { id: node.mdx.id, sidebarId: node.sidebarId },
    })
  }
}
