/**
 * Drafts (`draft: true` in the frontmatter, ./frontmatterSchema.ts): `gatsby develop` builds them, a production build
 * leaves them out. A section leaves them out by making no page node (DevlogPost, DocsPage) for a draft, so nothing
 * that reads page nodes (pages, lists, feeds, search records, twins, llms.txt, counts) can meet one.
 */
import type { Node } from 'gatsby'
import { isDevelopServer } from './developServer'

/** Whether drafts are built: only by the development server. */
export const showDrafts = (env: NodeJS.ProcessEnv = process.env): boolean => isDevelopServer(env)

export interface DraftsArgs {
  getNodesByType(type: string): Node[]
  getNode(id: string): Node | undefined
  actions: { deleteNode(node: Node): void }
  reporter: { info(message: string): void }
}

export interface SectionDrafts {
  /** The section's page node type, a child of the Mdx node. */
  childType: string
  /** The file as the author opened it, when the Mdx node is one of the section's; null otherwise. */
  fileOf(mdx: Node): string | null
  /** Makes the page node of an Mdx node (the section's onCreateNode). */
  create(mdx: Node): void | Promise<void>
}

/**
 * Brings the section's drafts in line with this run, whatever Gatsby's cache kept. `gatsby develop` and
 * `gatsby build` share the cache, and Gatsby calls onCreateNode only for a file that changed: without this, a
 * draft's page node made by the development server would reach the next production build, and a draft left out
 * by a build would be missing from the next `gatsby develop`. Run before anything reads the page nodes
 * (the start of createPages). Returns the drafts' files.
 */
export async function settleDrafts(args: DraftsArgs, section: SectionDrafts, show = showDrafts()): Promise<string[]> {
  const drafts: string[] = []
  for (const mdx of args.getNodesByType('Mdx')) {
    if ((mdx as { frontmatter?: { draft?: unknown } }).frontmatter?.draft !== true) continue
    const file = section.fileOf(mdx)
    if (file === null) continue
    drafts.push(file)
    const child = mdx.children.map((id) => args.getNode(id)).find((n) => n?.internal.type === section.childType)
    if (show && !child) await section.create(mdx)
    if (!show && child) args.actions.deleteNode(child)
    if (!show) args.reporter.info(`${file} is a draft (draft: true): left out of this build`)
  }
  return drafts
}
