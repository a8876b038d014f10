import path from 'node:path'

/**
 * Gatsby compiles gatsby-node.ts and its imports into .cache/, so __dirname is
 * not this folder at build time; the build always runs from the site root.
 */
export const siteRoot = process.cwd()

/** Absolute path of a page template: its folder under src/ (e.g. sections/api/templates) and its file name. */
export const templatePath = (folder: string, name: string): string => path.join(siteRoot, 'src', folder, name)

/**
 * Where Gatsby writes the TypeScript types of the site's queries (graphqlTypegen), from the site root. It lies in
 * src/ but is the build's output, not code: the hashes of the site's code leave it out, or a site's first build
 * (which writes it) would make the next one start cold.
 */
export const generatedTypesFile = 'src/gatsby-types.d.ts'
