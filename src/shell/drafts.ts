/**
 * The sections' page nodes (DevlogPost, DocsPage) as this run wants them. Drafts (`draft: true` in the frontmatter,
 * ./frontmatterSchema.ts): `gatsby develop` builds them, a production build leaves them out. A section leaves them
 * out by making no page node for a draft, so nothing that reads page nodes (pages, lists, feeds, search records,
 * twins, llms.txt, counts) can meet one.
 */
import type { Node } from 'gatsby'
import { isDevelopServer } from './developServer'

/** Whether drafts are built: only by the development server. */
export const showDrafts = (env: NodeJS.ProcessEnv = process.env): boolean => isDevelopServer(env)

export interface PageNodeArgs {
  getNodesByType(type: string): Node[]
  getNode(id: string): Node | undefined
  actions: { deleteNode(node: Node): void }
  reporter: { info(message: string): void }
}

export interface SectionPageNodes {
  /** The section's page node type, a child of the Mdx node. */
  childType: string
  /** The file as the author opened it, when the Mdx node is one of the section's; null otherwise. */
  fileOf(mdx: Node): string | null
  /** Makes the page node of an Mdx node (the section's onCreateNode). */
  create(mdx: Node): void | Promise<void>
}

/**
 * Brings the section's page nodes in line with its Mdx nodes and this run, whatever Gatsby's cache kept. Gatsby
 * calls onCreateNode only for a file that changed, and `gatsby develop` and `gatsby build` share the cache. Without
 * this, a draft's page node made by the development server would reach the next production build, a draft left out
 * by a build would be missing from the next `gatsby develop`, and a page whose node a run was making again when it
 * stopped (the development server stopped a moment after a save) would be missing from every run after it until its
 * file changed. Run in the sourcing, before anything reads the page nodes. Returns the drafts' files.
 */
export async function settlePageNodes(args: PageNodeArgs, section: SectionPageNodes, show = showDrafts()): Promise<string[]> {
  const drafts: string[] = []
  for (const mdx of args.getNodesByType('Mdx')) {
    const file = section.fileOf(mdx)
    if (file === null) continue
    const draft = (mdx as { frontmatter?: { draft?: unknown } }).frontmatter?.draft === true
    const wanted = !draft || show
    const child = mdx.children.map((id) => args.getNode(id)).find((n) => n?.internal.type === section.childType)
    if (draft) drafts.push(file)
    if (wanted && !child) {
      // A file whose node cannot be made says why itself, after this line.
      if (!draft) args.reporter.info(`${file} had no page node in Gatsby's cache (as when a run stops while making it): making it again`)
      await section.create(mdx)
    }
    if (!wanted && child) args.actions.deleteNode(child)
    if (draft && !show) args.reporter.info(`${file} is a draft (draft: true): left out of this build`)
  }
  return drafts
}
