import path from 'node:path'

/**
 * Gatsby compiles gatsby-node.ts and its imports into .cache/, so __dirname is
 * not this folder at build time; the build always runs from the site root.
 */
export const siteRoot = process.cwd()

/** Absolute path of a page template: its folder under src/ (e.g. sections/api/templates) and its file name. */
export const templatePath = (folder: string, name: string): string => path.join(siteRoot, 'src', folder, name)
