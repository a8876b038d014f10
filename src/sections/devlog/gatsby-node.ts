/**
 * Devlog section: DevlogAuthor, DevlogTag and DevlogPost nodes from content/devlog/, and the devlog's pages. The
 * loader's logic is in ./node/loader.ts as pure functions, so it is tested without Gatsby; what a post folder
 * holds and which pages are made: docs/sections/devlog.md.
 */
import { createChildNode } from '../../shell/childNode'
import fs from 'node:fs'
import path from 'node:path'
import type { CreateNodeArgs, CreateSchemaCustomizationArgs, SourceNodesArgs } from 'gatsby'
import type { TwinCreatePagesArgs } from '../../shell/server/pageTwins'
import { contentFileContext } from '../../shell/server/routeOwners'
import { siteRoot, templatePath } from '../../shell/paths'
import { copyPublic } from '../../shell/server/markdownTwins'
import {
  DEVLOG_BASE,
  DevlogContentError,
  computeReadingTime,
  paginate,
  parseAuthors,
  parseFrontmatterBlock,
  parsePostFolder,
  parseTags,
  postPath,
  sortNewestFirst,
  splitExcerpt,
  validateFrontmatter,
  variantPaths,
  type DevlogAuthorData,
  type DevlogTagData,
} from './node/loader'
import { excerptToHtml } from './node/render'
import { ContentWarnings } from '../../shell/server/contentWarnings'
import { bodyPlace } from '../../shell/contentPlace'
import { checkMdxSyntax } from '../../shell/mdxSyntax'
import { siteConfig } from '../../shell/config/site'
import { checkSourceSize } from '../../shell/server/pageBudgets'
import { settlePageNodes, showDrafts } from '../../shell/drafts'
import { mdxTableOfContents } from '../../shell/toc'
import { devlogOptions } from './options'
import { devlogContentDir as contentDir } from './node/contentDir'

/** Folder holding the posts and the YAML files; HELIOS_DEVLOG_DIR points a test build elsewhere. */
export const devlogContentDir = (): string => contentDir(siteRoot)

interface Registry {
  authors: DevlogAuthorData[]
  tags: DevlogTagData[]
}

let registry: { dir: string; value: Registry } | null = null

/** authors.yaml and tags.yaml, read once per build. Throws DevlogContentError naming the file. */
export function loadRegistry(): Registry {
  const dir = devlogContentDir()
  if (registry && registry.dir === dir) return registry.value
  const read = (name: string): { text: string; file: string } => {
    const file = path.join(dir, name)
    const rel = path.relative(siteRoot, file)
    if (!fs.existsSync(file)) throw new DevlogContentError(rel, 'is missing; the devlog needs it to resolve post authors and tags')
    return { text: fs.readFileSync(file, 'utf8'), file: rel }
  }
  const a = read('authors.yaml')
  const t = read('tags.yaml')
  const value = { authors: parseAuthors(a.text, a.file), tags: parseTags(t.text, t.file) }
  registry = { dir, value }
  return value
}

/**
 * Checks every post on disk before Gatsby sources anything, so a bad folder
 * name, a missing index.mdx, malformed frontmatter, a key or value the post's
 * table does not allow (./node/frontmatter.ts), an unknown author/tag or an MDX
 * syntax error stops the build with one message per problem naming the file,
 * its line and column (rather than a parser error from deep inside a plugin,
 * counted from the end of the frontmatter). Drafts are checked too.
 */
export function validateContent(): string[] {
  const dir = devlogContentDir()
  const reg = loadRegistry()
  const known = { authors: new Set(reg.authors.map((a) => a.key)), tags: new Set(reg.tags.map((t) => t.key)) }
  const errors: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const rel = path.relative(siteRoot, path.join(dir, entry.name))
    try {
      parsePostFolder(entry.name, rel)
      const mdx = ['index.mdx', 'index.md'].map((f) => path.join(dir, entry.name, f)).find((f) => fs.existsSync(f))
      if (!mdx) throw new DevlogContentError(rel, 'has no index.mdx')
      const file = path.relative(siteRoot, mdx)
      const text = fs.readFileSync(mdx, 'utf8')
      errors.push(...validateFrontmatter(parseFrontmatterBlock(text, file).frontmatter, file, known, text).problems.map((p) => p.message))
      checkSourceSize(file, text, siteConfig.pageBudgets)
      checkMdxSyntax(file, text)
    } catch (e) {
      errors.push((e as Error).message)
    }
  }
  return errors
}

export function onPreBootstrap({ reporter }: { reporter: { panic(msg: string): never } }): void {
  let errors: string[]
  try {
    errors = validateContent()
  } catch (e) {
    errors = [(e as Error).message]
  }
  if (errors.length > 0) reporter.panic(`[devlog] ${errors.length} problem(s) in the devlog's content:\n  ${errors.join('\n  ')}`)
}

export function createSchema({ actions, schema }: CreateSchemaCustomizationArgs): void {
  actions.createTypes(`
    """Reading time of a devlog post, estimated from its words at 200 words per minute."""
    type DevlogReadingTime {
      "Whole minutes, at least 1."
      minutes: Int!
      "Number of words read (module lines, tags and comments excluded)."
      words: Int!
      "Human-readable form, e.g. \\"4 min read\\"."
      text: String!
    }

    """A devlog post: the folder content/devlog/YYYY-MM-DD-slug/ and its index.mdx."""
    type DevlogPost implements Node & HeliosPage @dontInfer @childOf(types: ["Mdx"]) {
      "Gatsby's node id."
      id: ID!
      "Slug from the folder name, e.g. \\"hello-world\\"."
      slug: String!
      "Publication date, from the folder name."
      date: Date! @dateformat
      "The post's route: /devlog/{yyyy}/{mm}/{dd}/{slug}/."
      path: String!
      "Title from the frontmatter."
      title: String!
      "Key of the section: devlog."
      section: String!
      "The section's name as readers see it: Devlog."
      sectionLabel: String!
      "What the page is: post."
      kind: String!
      "Search facet of a post: devlog."
      docsTag: String!
      "HeliosPage: the post's description."
      summary: String @proxy(from: "description")
      "HeliosPage: the post as Markdown (its twin at path + index.md)."
      markdown: String! @mdxTwin
      "HeliosPage: the text of the body for the search, block by block."
      searchText: [HeliosPageText!] @bodyText
      "One-sentence summary from the frontmatter; used for meta descriptions and feeds."
      description: String!
      "Authors, resolved from the keys in the frontmatter against authors.yaml."
      authors: [DevlogAuthor!]! @link(by: "key")
      "Tags, resolved from the keys in the frontmatter against tags.yaml."
      tags: [DevlogTag!]! @link(by: "key")
      "Estimated reading time of the whole post."
      readingTime: DevlogReadingTime!
      "HTML of the excerpt: the post up to its {/* truncate */} marker (or its first paragraph)."
      excerptHtml: String!
      "Whether the post continues past the excerpt."
      truncated: Boolean!
      "Table of contents to depth 3, from the headings: { items: [{ url, title, items }] } (src/shell/toc.ts)."
      toc: JSON!
      "The MDX node: body, tableOfContents and raw markdown."
      mdx: Mdx! @link
      "Path of the post's index.mdx relative to the site root."
      sourcePath: String!
    }
  `)
  actions.createTypes([
    postKeyType(schema, 'DevlogAuthor', 'authors', 'An author of devlog posts, declared in content/devlog/authors.yaml.', 'Number of posts naming this author.', {
      name: { type: 'String!', description: 'Display name.' },
      url: { type: 'String', description: 'Where the name links to.' },
      image: { type: 'String', description: 'Avatar or logo, a site path or absolute URL.' },
    }),
    postKeyType(schema, 'DevlogTag', 'tags', 'A devlog tag, declared in content/devlog/tags.yaml.', 'Number of posts with this tag.', {
      label: { type: 'String!', description: 'Display label.' },
      permalink: { type: 'String!', description: 'Permalink as written in tags.yaml, e.g. "/devlog".' },
      description: { type: 'String!', description: 'What the tag collects; shown on its page.' },
      path: { type: 'String!', description: "The tag's page: /devlog/tags/{permalink}/." },
    }),
  ])
}

/**
 * A node type for what posts name by key in a frontmatter list (authors, tags), declared in a YAML file:
 * its key, the `fields` given, and its number of posts.
 */
function postKeyType(
  schema: CreateSchemaCustomizationArgs['schema'],
  name: string,
  list: 'authors' | 'tags',
  description: string,
  countDescription: string,
  fields: Record<string, { type: string; description: string }>,
) {
  return schema.buildObjectType({
    name,
    description,
    interfaces: ['Node'],
    extensions: { infer: false },
    fields: {
      key: { type: 'String!', description: `Key used in post frontmatter (${list}: [key]).` },
      ...fields,
      postCount: postCountField(list, countDescription),
    },
  })
}

interface RawPost {
  authors: string[]
  tags: string[]
}
interface NodeModelContext {
  nodeModel: { findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }> }
}
/** A key's number of posts, counted over the posts' `authors` or `tags` lists. */
function postCountField(list: 'authors' | 'tags', description: string) {
  return {
    type: 'Int!',
    description,
    resolve: async (source: { key: string }, _args: unknown, context: NodeModelContext) =>
      (await allPosts(context)).filter((p) => p[list].includes(source.key)).length,
  }
}

async function allPosts(context: NodeModelContext): Promise<RawPost[]> {
  const { entries } = await context.nodeModel.findAll({ type: 'DevlogPost' })
  return Array.from(entries) as RawPost[]
}

export function sourceNodes({ actions, createNodeId, createContentDigest, reporter }: SourceNodesArgs): void {
  let reg: Registry
  try {
    reg = loadRegistry()
  } catch (e) {
    reporter.panic(`[devlog] ${(e as Error).message}`)
    return
  }
  for (const a of reg.authors) {
    actions.createNode({
      ...a,
      id: createNodeId(`DevlogAuthor ${a.key}`),
      internal: { type: 'DevlogAuthor', contentDigest: createContentDigest(a) },
    })
  }
  for (const t of reg.tags) {
    actions.createNode({
      ...t,
      id: createNodeId(`DevlogTag ${t.key}`),
      internal: { type: 'DevlogTag', contentDigest: createContentDigest(t) },
    })
  }
}

interface FileNode {
  sourceInstanceName: string
  relativePath: string
  relativeDirectory: string
  name: string
  absolutePath: string
}

export async function onCreateNode(args: CreateNodeArgs): Promise<void> {
  const { node, actions, getNode, createNodeId, createContentDigest, reporter } = args
  if (node.internal.type !== 'Mdx' || !node.parent) return
  const file = getNode(node.parent) as unknown as FileNode | undefined
  if (!file || file.sourceInstanceName !== 'devlog') return
  const sourcePath = path.relative(siteRoot, file.absolutePath)
  try {
    if (file.name !== 'index' || file.relativeDirectory === '' || file.relativeDirectory.includes('/')) {
      throw new DevlogContentError(sourcePath, 'a devlog post must be content/devlog/YYYY-MM-DD-slug/index.mdx')
    }
    const folder = parsePostFolder(file.relativeDirectory, sourcePath)
    const reg = loadRegistry()
    const known = { authors: new Set(reg.authors.map((a) => a.key)), tags: new Set(reg.tags.map((t) => t.key)) }
    const checked = validateFrontmatter((node as { frontmatter?: unknown }).frontmatter, sourcePath, known, () => fs.readFileSync(file.absolutePath, 'utf8'))
    if (!checked.frontmatter) throw new Error(checked.problems.map((p) => p.message).join('\n  '))
    const fm = checked.frontmatter
    // A draft gets no DevlogPost in a production build: no page, list entry, feed item, search record, twin or count
    // (they all read DevlogPost or HeliosPage). settlePageNodes says so in the log.
    if (fm.draft && !showDrafts()) return
    const body = String((node as { body?: unknown }).body ?? '')
    const route = postPath(folder)
    const excerpt = splitExcerpt(body)
    // A missing {/* truncate */} marker is checked in createPages, on every run (a strict build stops on it).
    const excerptHtml = await excerptToHtml(excerpt, route, bodyPlace(file.absolutePath, body))
    // A later save may have made the Mdx node again while the excerpt compiled (`gatsby develop`): the fields and the
    // post below would write this older node back over it. The run for the newer node makes them.
    const current = getNode(node.id)
    if (!current || current.internal.contentDigest !== node.internal.contentDigest) return
    actions.createNodeField({ node, name: 'section', value: 'devlog' })
    actions.createNodeField({ node, name: 'slug', value: route })
    const post = {
      slug: folder.slug,
      date: folder.date,
      path: route,
      title: fm.title,
      section: devlogOptions.section,
      sectionLabel: devlogOptions.sectionLabel,
      kind: devlogOptions.postKind,
      docsTag: devlogOptions.docsTag,
      description: fm.description,
      authors: fm.authors,
      tags: fm.tags,
      readingTime: computeReadingTime(body),
      toc: mdxTableOfContents(body),
      excerptHtml,
      truncated: excerpt.truncated,
      mdx: node.id,
      sourcePath,
    }
    createChildNode({ actions, createNodeId, createContentDigest }, node, 'DevlogPost', post)
  } catch (e) {
    reporter.panicOnBuild(`[devlog] ${(e as Error).message}`)
  }
}

/** In the sourcing: every post has its DevlogPost, one marked draft in `gatsby develop` only (src/shell/drafts.ts). */
export async function settleDevlogPages(args: SourceNodesArgs): Promise<void> {
  await settlePageNodes(
    { ...args, reporter: { info: (m) => args.reporter.info(`[devlog] ${m}`) } },
    {
      childType: 'DevlogPost',
      fileOf: (mdx) => {
        const file = mdx.parent ? (args.getNode(mdx.parent) as unknown as FileNode | undefined) : undefined
        return file?.sourceInstanceName === 'devlog' ? path.relative(siteRoot, file.absolutePath) : null
      },
      create: (mdx) => onCreateNode({ ...args, node: mdx } as unknown as CreateNodeArgs),
    },
  )
}

interface PostsQuery {
  allDevlogPost: {
    nodes: Array<{
      id: string
      slug: string
      date: string
      path: string
      title: string
      tags: Array<{ key: string }>
      mdx: { body: string; internal: { contentFilePath: string } }
    }>
  }
  allDevlogTag: { nodes: Array<{ key: string; label: string; description: string; path: string }> }
}

export async function createPages({ graphql, actions, reporter }: TwinCreatePagesArgs): Promise<void> {
  const result = await graphql<PostsQuery>(`
    {
      allDevlogPost {
        nodes {
          id slug date path title
          tags { key }
          mdx { body internal { contentFilePath } }
        }
      }
      allDevlogTag(sort: { key: ASC }) { nodes { key label description path } }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('[devlog] could not query the devlog posts', result.errors)
    return
  }
  const posts = sortNewestFirst(result.data.allDevlogPost.nodes)
  // Checked on every run (onCreateNode sees only the posts that changed): an error in a strict build.
  const content = new ContentWarnings(reporter, 'the devlog posts')
  for (const p of posts) {
    if (splitExcerpt(p.mdx.body).hasMarker) continue
    const sourcePath = path.relative(siteRoot, p.mdx.internal.contentFilePath)
    content.warn(`[devlog] ${sourcePath}: no {/* truncate */} marker; lists show the first paragraph. Put the marker where the part lists show ends.`)
  }
  content.settle()
  const seen = new Map<string, string>()
  for (const p of posts) {
    const other = seen.get(p.path)
    if (other) reporter.panicOnBuild(`[devlog] two posts share the route ${p.path}: ${other} and ${p.slug}`)
    seen.set(p.path, p.slug)
  }
  const { createPage, createRedirect } = actions
  const listTemplate = templatePath('sections/devlog/templates', 'DevlogListPage.tsx')

  const createLists = (list: typeof posts, base: string, tag: PostsQuery['allDevlogTag']['nodes'][number] | null) => {
    for (const page of paginate(list.length, base)) {
      createPage({
        path: page.path,
        component: listTemplate,
        context: {
          ids: list.slice(page.skip, page.skip + page.limit).map((p) => p.id),
          page: page.page,
          numPages: page.numPages,
          basePath: base,
          previousPath: page.previousPath,
          nextPath: page.nextPath,
          tag,
        },
      })
    }
  }
  createLists(posts, DEVLOG_BASE, null)
  for (const tag of result.data.allDevlogTag.nodes) {
    createLists(
      posts.filter((p) => p.tags.some((t) => t.key === tag.key)),
      tag.path,
      tag,
    )
  }

  const postTemplate = templatePath('sections/devlog/templates', 'DevlogPostPage.tsx')
  const redirectTemplate = templatePath('sections/devlog/templates', 'DevlogRedirectPage.tsx')
  copyPostAssets(posts.map((p) => ({ route: p.path, sourceFile: p.mdx.internal.contentFilePath })))

  posts.forEach((p, i) => {
    // Newest first: the "newer" post is the one before it in the list.
    const newer = posts[i - 1] ?? null
    const older = posts[i + 1] ?? null
    createPage({
      path: p.path,
      component: postTemplate,
      context: {
        id: p.id,
        ...contentFileContext(p.mdx.internal.contentFilePath),
        newer: newer && { title: newer.title, path: newer.path },
        older: older && { title: older.title, path: older.path },
      },
      twin: 'node',
    })
    for (const variant of variantPaths(parsePostFolder(`${p.date}-${p.slug}`))) {
      // The percent-encoded form is what browsers request; the decoded form is the
      // page below (Gatsby lets a page win over a redirect on the same path).
      createRedirect({ fromPath: variant.encoded, toPath: p.path, isPermanent: true, redirectInBrowser: true })
      // `gatsby serve` and plain static hosts ignore createRedirect: a real page
      // at the old path sends readers (meta refresh) and crawlers (canonical) on.
      createPage({
        path: variant.decoded,
        component: redirectTemplate,
        context: { toPath: p.path, title: p.title },
      })
    }
  })

  for (const name of ['DevlogArchivePage', 'DevlogAuthorsPage', 'DevlogTagsPage'] as const) {
    const route = { DevlogArchivePage: 'archive', DevlogAuthorsPage: 'authors', DevlogTagsPage: 'tags' }[name]
    createPage({ path: `${DEVLOG_BASE}${route}/`, component: templatePath('sections/devlog/templates', `${name}.tsx`), context: {} })
  }
}

/**
 * Files next to a post's index.mdx (figures, SVG diagrams, downloads) are
 * copied to the post's route in public/, so `![...](./figure.svg)` works as
 * written: in the page, after client-side navigation, and (made absolute) in the feeds.
 */
export function copyPostAssets(posts: Array<{ route: string; sourceFile: string }>): void {
  const publicDir = path.join(siteRoot, 'public')
  for (const { route, sourceFile } of posts) {
    const from = path.dirname(sourceFile)
    for (const name of fs.readdirSync(from, { recursive: true }) as string[]) {
      const file = path.join(from, name)
      if (/\.mdx?$/.test(name) || !fs.statSync(file).isFile()) continue
      copyPublic(publicDir, file, path.join(decodeURI(route), name))
    }
  }
}
