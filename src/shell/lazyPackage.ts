/**
 * A package the build loads at its first use rather than when a module naming it loads. Gatsby's compile of
 * gatsby-config.ts and gatsby-node.ts requires every package they import as they load, and a warm start of
 * `gatsby develop` uses none of the Markdown, MDX and math packages (its MDX, model and feeds come from the cache):
 * loading them took about a quarter of a second of it (docs/sections/shell.md). Resolved from this module's file, not
 * the working folder, which a process may change before the first use: under .cache/compiled/ as in src/, the
 * folders above it reach the site's node_modules.
 */
import { createRequire } from 'node:module'

const requireFromHere = createRequire(__filename)

/** A function that returns the package `name`, loading it on its first call. */
export function lazyPackage<T>(name: string): () => T {
  let loaded: T | undefined
  return () => (loaded ??= requireFromHere(name) as T)
}
