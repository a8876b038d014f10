/**
 * gatsby-plugin-content-guard: checks every markdown and MDX file's
 * frontmatter before gatsby-plugin-mdx parses it, so a malformed post stops
 * the build with a message naming the file (listed before gatsby-plugin-mdx).
 */
import fs from 'node:fs'
import type { GatsbyNode } from 'gatsby'
import { checkFrontmatter } from './frontmatter'

interface FileNode {
  extension?: string
  absolutePath?: string
  relativePath?: string
  sourceInstanceName?: string
}

export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, reporter }) => {
  if (node.internal.type !== 'File') return
  const file = node as unknown as FileNode
  if (file.extension !== 'mdx' && file.extension !== 'md') return
  const shown = `content/${file.sourceInstanceName}/${file.relativePath}`
  try {
    checkFrontmatter(shown, fs.readFileSync(file.absolutePath!, 'utf8'))
  } catch (error) {
    reporter.panic((error as Error).message)
  }
}
