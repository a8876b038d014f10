/**
 * Docs section (/docs/, /docs/introduction): MDX files under content/docs and
 * the hand-written pages under content/pages (/helios/, /markdown-page/).
 */
import { createChildNode } from '../../shell/childNode'
import fs from 'node:fs'
import path from 'node:path'
import type { CreateSchemaCustomizationArgs, CreateNodeArgs, SourceNodesArgs } from 'gatsby'
import type { TwinCreatePagesArgs } from '../../shell/server/pageTwins'
import { parseFrontmatter } from '../../shell/frontmatter'
import { checkFrontmatter } from '../../shell/frontmatterSchema'
import { settlePageNodes, showDrafts } from '../../shell/drafts'
import type { ContentError } from '../../shell/contentPlace'
import { checkMdxSyntax } from '../../shell/mdxSyntax'
import { checkSourceSize } from '../../shell/server/pageBudgets'
import { mdxTableOfContents } from '../../shell/toc'
import { DOC_FRONTMATTER, PAGE_FRONTMATTER } from './frontmatter'
import { siteConfig } from '../../shell/config/site'
import { validateDocIds } from '../../shell/config/validate'
import { contentFileContext } from '../../shell/server/routeOwners'
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
      "HeliosPage: the text of the body for the search, block by block."
      searchText: [HeliosPageText!] @bodyText
      "Doc id (the file path under content/docs without extension); null for stand-alone pages."
      docId: String
      "Sidebar shown next to the page (a key of the site config's sidebars); null for none."
      sidebarId: String
      "Table of contents to depth 3, from the headings: { items: [{ url, title, items }] } (src/shell/toc.ts)."
      toc: JSON!
      "The MDX node: body, frontmatter and table of contents."
      mdx: Mdx! @link
    }
  `)
}

interface FileNode {
  sourceInstanceName: string
  relativePath: string
}

/** The frontmatter table of a docs source's files: a docs page, or a stand-alone page. */
const frontmatterOf = (source: DocsSourceOptions) => (source === docsOptions.docs ? DOC_FRONTMATTER : PAGE_FRONTMATTER)

/** The file as the author opened it: "content/docs/introduction.mdx". */
const shownPath = (source: DocsSourceOptions, relativePath: string) => `${source.dir}/${relativePath}`

export type DocsPagePayload = HeliosPageFields & { description: string | null; docId: string | null; sidebarId: string | null; draft: boolean }

/**
 * The DocsPage payload of an MDX file of one of the docs sources, its frontmatter checked against the source's table
 * (./frontmatter.ts). `fileText` (or a function reading it) places each problem at its line and column.
 */
export function docsPagePayload(source: DocsSourceOptions, file: FileNode, frontmatter: unknown, fileText: string | (() => string)): { page: DocsPagePayload; problems: [] } | { page: null; problems: ContentError[] } {
  const docId = docIdOf(file.relativePath)
  const { values, problems } = checkFrontmatter(frontmatterOf(source), frontmatter, shownPath(source, file.relativePath), fileText)
  if (problems.length > 0 || values.title === undefined) return { page: null, problems }
  const page: HeliosPageFields = {
    path: docRoute(source, docId),
    title: values.title,
    section: source.section,
    sectionLabel: source.sectionLabel,
    kind: source.kind,
    docsTag: source.docsTag,
  }
  return {
    page: { ...page, description: values.description ?? null, docId: source === docsOptions.docs ? docId : null, sidebarId: source.sidebarId, draft: values.draft === true },
    problems: [],
  }
}

/** Every markdown and MDX file of a source, relative to its folder. */
function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.mdx?$/.test(f)).map((f) => f.split(path.sep).join('/')).sort()
}

/**
 * Before anything is sourced: every docs and stand-alone page's frontmatter parses and fits its table (a title, no
 * unknown key, no value of the wrong type), and its MDX parses, or the build stops naming each problem's file, line
 * and column. Drafts are checked too. Returns one message per problem.
 */
export function checkContent(): string[] {
  return readContent().errors
}

/** The problems of every file, and the docs pages marked draft: doc id → file. */
function readContent(): { errors: string[]; drafts: Map<string, string> } {
  const errors: string[] = []
  const drafts = new Map<string, string>()
  for (const source of Object.values(docsOptions)) {
    for (const relativePath of markdownFiles(path.join(siteRoot, source.dir))) {
      const shown = shownPath(source, relativePath)
      try {
        const text = fs.readFileSync(path.join(siteRoot, source.dir, relativePath), 'utf8')
        const { data } = parseFrontmatter(shown, text)
        const { page, problems } = docsPagePayload(source, { sourceInstanceName: source.source, relativePath }, data, text)
        errors.push(...problems.map((p) => p.message))
        if (page?.draft && page.docId !== null) drafts.set(page.docId, shown)
        checkSourceSize(shown, text, siteConfig.pageBudgets)
        checkMdxSyntax(shown, text)
      } catch (e) {
        errors.push((e as Error).message)
      }
    }
  }
  return { errors, drafts }
}

/** Doc ids of the docs pages marked draft (the site config's sidebars may not name them in a build), by id. */
let draftDocs = new Map<string, string>()

export function onPreBootstrap({ reporter }: { reporter: { panic(msg: string): never } }): void {
  const { errors, drafts } = readContent()
  draftDocs = drafts
  if (errors.length > 0) reporter.panic(`[docs] ${errors.length} problem(s) in the docs' content:\n  ${errors.join('\n  ')}`)
}

const sourceOf = (name: string): DocsSourceOptions | undefined => Object.values(docsOptions).find((s) => s.source === name)

export function onCreateNode({ node, actions, getNode, createNodeId, createContentDigest, reporter }: CreateNodeArgs): void {
  if (node.internal.type !== 'Mdx' || !node.parent) return
  const file = getNode(node.parent) as unknown as (FileNode & { absolutePath: string }) | undefined
  const source = file && sourceOf(file.sourceInstanceName)
  if (!file || !source) return
  const { page, problems } = docsPagePayload(source, file, (node as { frontmatter?: unknown }).frontmatter, () => fs.readFileSync(file.absolutePath, 'utf8'))
  if (!page) {
    reporter.panicOnBuild(`[docs] ${problems.map((p) => p.message).join('\n  ')}`)
    return
  }
  // A draft gets no DocsPage in a production build: no page, search record, twin or llms.txt entry (they all read
  // DocsPage or HeliosPage). settlePageNodes says so in the log.
  if (page.draft && !showDrafts()) return
  actions.createNodeField({ node, name: 'section', value: source.section })
  if (page.docId !== null) actions.createNodeField({ node, name: 'docId', value: page.docId })
  actions.createNodeField({ node, name: 'slug', value: page.path })
  const { draft: _draft, ...fields } = page
  // The table of contents from the headings alone (src/shell/toc.ts), as posts have it: gatsby-plugin-mdx's
  // tableOfContents compiles the whole page again, and reports a syntax error at the body's line, not the file's.
  const content = { ...fields, toc: mdxTableOfContents(String((node as { body?: unknown }).body ?? '')), mdx: node.id }
  createChildNode({ actions, createNodeId, createContentDigest }, node, 'DocsPage', content)
}

/** In the sourcing: every page has its DocsPage, one marked draft in `gatsby develop` only (src/shell/drafts.ts). */
export async function settleDocsPages(args: SourceNodesArgs): Promise<void> {
  await settlePageNodes(
    { ...args, reporter: { info: (m) => args.reporter.info(`[docs] ${m}`) } },
    {
      childType: 'DocsPage',
      fileOf: (mdx) => {
        const file = mdx.parent ? (args.getNode(mdx.parent) as unknown as FileNode | undefined) : undefined
        const source = file && sourceOf(file.sourceInstanceName)
        return file && source ? shownPath(source, file.relativePath) : null
      },
      create: (mdx) => onCreateNode({ ...args, node: mdx } as unknown as CreateNodeArgs),
    },
  )
}

interface DocsQuery {
  allDocsPage: {
    nodes: Array<{ id: string; path: string; section: string; docId: string | null; sidebarId: string | null; mdx: { id: string; internal: { contentFilePath: string } } }>
  }
}

export async function createPages({ graphql, actions, reporter }: TwinCreatePagesArgs): Promise<void> {
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
    showDrafts() ? new Map() : draftDocs,
  )
  const template = templatePath('sections/docs/templates', 'DocPage.tsx')
  for (const node of nodes) {
    actions.createPage({
      path: node.path,
      component: template,
      context: { id: node.mdx.id, sidebarId: node.sidebarId, ...contentFileContext(node.mdx.internal.contentFilePath) },
      twin: 'node',
    })
  }
}
