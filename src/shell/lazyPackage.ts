/**
 * The packages the build loads by name, at their first use, rather than when a module naming them loads: ESM-only
 * ones through Node's require() of ES modules, which Gatsby's CommonJS compile of gatsby-config.ts leaves alone
 * (the Markdown plugins, refractor, the mdast utilities), and those a warm start never uses. Gatsby's compile of
 * gatsby-config.ts and gatsby-node.ts requires every package they import as they load, and a warm start of
 * `gatsby develop` uses none of the Markdown, MDX and math packages (its MDX, model and feeds come from the cache):
 * loading them lengthened every start (figures: docs/sections/shell.md). Resolved from this module's file, not
 * the working folder, which a process may change before the first use: under .cache/compiled/ as in src/, the
 * folders above it reach the site's node_modules.
 */
import { createRequire } from 'node:module'

/** The package (or a file of it, `refractor/lib/all.js`) `name`, as the site's node_modules has it. */
export const requirePackage: (name: string) => unknown = createRequire(__filename)

/** A function that returns the package `name`, loading it on its first call. */
export function lazyPackage<T>(name: string): () => T {
  let loaded: T | undefined
  return () => (loaded ??= requirePackage(name) as T)
}
